import { MAX_SETTINGS_MESSAGE_LENGTH } from '../../lib/server-rules';
import type { ReactNode } from 'react';
import type { DraftQuestion } from './draft';
import type { SettingsDraft, SettingsField } from './form-settings';

export type SettingsErrors = Partial<Record<SettingsField, string>>;

interface FieldProps {
  field: SettingsField;
  label: string;
  hint?: string;
  errors: SettingsErrors;
  children: (describedBy: Record<string, unknown>) => ReactNode;
}

/** A label, its control, a hint and the API's refusal right under it. */
function SettingField({ field, label, hint, errors, children }: FieldProps) {
  const id = `settings-${field}`;
  const error = errors[field];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({ id, ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(error ? { 'aria-invalid': true } : {}) })}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Closing rules, endings and emails about responses. Saved with the rest of the form by the builder's
 * Save button; each refusal of the API is shown beside the field it names.
 */
export function SettingsPanel({
  settings,
  questions,
  errors,
  onChange,
}: {
  settings: SettingsDraft;
  questions: readonly DraftQuestion[];
  errors: SettingsErrors;
  onChange: (change: Partial<SettingsDraft>) => void;
}) {
  // Only saved email questions have the slug the setting names.
  const emailQuestions = questions.filter((question) => question.kind === 'email' && question.slug.trim() !== '');
  const named = settings.confirmationEmailQuestion;
  return (
    <section className="section builder-panel" aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      <SettingField field="closesAt" label="Closing date" hint="No responses from then on, in your time zone. Leave empty to keep the form open." errors={errors}>
        {(props) => <input type="datetime-local" value={settings.closesAt} onChange={(event) => onChange({ closesAt: event.target.value })} {...props} />}
      </SettingField>
      <SettingField field="maxSubmissions" label="Response limit" hint="The form closes once it has this many responses. Leave empty for no limit." errors={errors}>
        {(props) => (
          <input type="number" min={1} step={1} inputMode="numeric" value={settings.maxSubmissions} onChange={(event) => onChange({ maxSubmissions: event.target.value })} {...props} />
        )}
      </SettingField>
      <SettingField field="closedMessage" label="Message when closed" hint="Shown instead of the form when it takes no responses. Empty: a default text." errors={errors}>
        {(props) => <textarea maxLength={MAX_SETTINGS_MESSAGE_LENGTH} value={settings.closedMessage} onChange={(event) => onChange({ closedMessage: event.target.value })} {...props} />}
      </SettingField>
      <SettingField field="thankYouMessage" label="Thank-you message" hint="Plain text on the page after a response. Empty: a default text." errors={errors}>
        {(props) => <textarea maxLength={MAX_SETTINGS_MESSAGE_LENGTH} value={settings.thankYouMessage} onChange={(event) => onChange({ thankYouMessage: event.target.value })} {...props} />}
      </SettingField>
      <SettingField field="redirectUrl" label="Redirect after a response" hint="An https address to send people to instead of the thank-you page. Leave empty for none." errors={errors}>
        {(props) => <input type="url" value={settings.redirectUrl} placeholder="https://" onChange={(event) => onChange({ redirectUrl: event.target.value })} {...props} />}
      </SettingField>
      <SettingField
        field="notificationEmails"
        label="Notification emails"
        hint="Members of this workspace emailed about every new response, one address per line (at most 10)."
        errors={errors}
      >
        {(props) => <textarea rows={3} value={settings.notificationEmails} onChange={(event) => onChange({ notificationEmails: event.target.value })} {...props} />}
      </SettingField>
      <SettingField
        field="confirmationEmailQuestion"
        label="Confirmation email"
        hint="The person who answers gets a copy of their answers at the address they give in this question."
        errors={errors}
      >
        {(props) => (
          <select value={named} onChange={(event) => onChange({ confirmationEmailQuestion: event.target.value })} {...props}>
            <option value="">No confirmation email</option>
            {emailQuestions.map((question) => (
              <option key={question.key} value={question.slug.trim()}>
                {question.label.trim() || question.slug}
              </option>
            ))}
            {named !== '' && !emailQuestions.some((question) => question.slug.trim() === named) && <option value={named}>{named} (no longer an email question)</option>}
          </select>
        )}
      </SettingField>
      <SettingField
        field="savePartialResponses"
        label="Unfinished responses"
        hint="On a form with pages: keep the answers of each page as people go, list them under Responses, and offer a link to continue later."
        errors={errors}
      >
        {(props) => (
          <select value={settings.savePartialResponses} onChange={(event) => onChange({ savePartialResponses: event.target.value })} {...props}>
            <option value="">Not kept</option>
            <option value="yes">Kept, with a link to continue later</option>
          </select>
        )}
      </SettingField>
      <SettingField field="partialResponseDays" label="Keep unfinished responses for (days)" hint="Deleted after this many days without a new page (1 to 365)." errors={errors}>
        {(props) => (
          <input type="number" min={1} max={365} step={1} inputMode="numeric" value={settings.partialResponseDays} onChange={(event) => onChange({ partialResponseDays: event.target.value })} {...props} />
        )}
      </SettingField>
    </section>
  );
}
