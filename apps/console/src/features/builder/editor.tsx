import { useState } from 'react';
import { useMe } from '../../me';
import { AddQuestionMenu } from './add-question-menu';
import { draftOf, duplicate, move, newQuestion, renameInConditions, type Draft, type DraftQuestion, type QuestionKind } from './draft';
import { DraftPanel } from './draft-panel';
import { withDraft, type Editing } from './form-writes';
import { HiddenFieldsPanel } from './hidden-fields-panel';
import { PublishingPanel } from './publishing-panel';
import { QuestionList } from './question-list';
import { SettingsPanel } from './settings-panel';
import { SharePanel } from './share-panel';
import { ThemePanel } from './theme-panel';
import { useFocusNext } from './use-focus-next';
import { BUSY_LABELS, useFormWrites } from './use-form-writes';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

/** What the builder says when it stopped saving, and what `Reload` does then. */
const CONFLICT_TEXTS = {
  draft:
    'Someone else saved this draft since you loaded it. Reload to see their draft; the changes you made here since your last save will be lost.',
  form: 'Someone else changed this form. Reload to see their version; the changes you made here and did not save will be lost.',
  moved:
    'The form changed since this draft was started (someone published, restored or edited it), so this draft can no longer be published. Reload to start again from the current version; this draft will be discarded.',
} as const;

/** The builder once the form is loaded: the draft being edited, and the panels that edit and send it. */
export function Editor({ initial, formId }: { initial: Editing; formId: string }) {
  const me = useMe();
  // A form with a draft opens on the draft: the member carries on where the last edit stopped.
  const [draft, setDraft] = useState<Draft>(() => draftOf(withDraft(initial.form, initial.draft?.draft)));
  const writes = useFormWrites(formId, initial, draft, setDraft);
  const { form, errors, busy, dirty } = writes;
  const focusNext = useFocusNext();
  useUnsavedChangesWarning(dirty, writes.leaving);

  const edit = (next: Draft) => {
    setDraft(next);
    writes.clearDone();
  };
  const editQuestion = (key: string, change: Partial<DraftQuestion>) => {
    const questions = draft.questions.map((question) => (question.key === key ? { ...question, ...change } : question));
    // A slug renamed: the conditions naming it follow, in the same save.
    const before = draft.questions.find((question) => question.key === key);
    const renamed = change.slug !== undefined && before ? renameInConditions(questions, before.slug.trim(), change.slug.trim()) : questions;
    edit({ ...draft, questions: renamed });
  };
  const moveQuestion = (from: number, to: number, focus: 'buttons' | 'handle') => {
    const key = draft.questions[from].key;
    focusNext(focus === 'handle' ? [`q-${key}-handle`] : to < from ? [`q-${key}-up`, `q-${key}-down`] : [`q-${key}-down`, `q-${key}-up`]);
    edit({ ...draft, questions: move(draft.questions, from, to) });
  };
  const addQuestion = (kind: QuestionKind) => {
    const question = newQuestion(kind);
    focusNext([`q-${question.key}-label`]);
    edit({ ...draft, questions: [...draft.questions, question] });
  };
  const duplicateQuestion = (at: number) => {
    const copy = duplicate(draft.questions[at]);
    focusNext([`q-${copy.key}-label`]);
    edit({ ...draft, questions: [...draft.questions.slice(0, at + 1), copy, ...draft.questions.slice(at + 1)] });
  };
  const deleteQuestion = (at: number) => {
    const next = draft.questions[at + 1] ?? draft.questions[at - 1];
    focusNext(next ? [`q-${next.key}-label`] : ['add-question']);
    edit({ ...draft, questions: draft.questions.filter((_, n) => n !== at) });
  };

  const canDelete = me.data?.can.delete_forms === true;
  const status = busy ? BUSY_LABELS[busy] : dirty ? 'Unsaved changes' : (writes.done ?? '');

  return (
    <div className="builder">
      <div className="builder-toolbar">
        {/* The draft saves itself a short pause after each change; the button saves it at once. */}
        <button type="button" className="button secondary" onClick={() => void writes.saveNow()} disabled={busy !== null || writes.conflict !== null} aria-describedby="save-state">
          Save draft
        </button>
        <span id="save-state" role="status" className={dirty ? 'save-state unsaved' : 'save-state'}>
          {status}
        </span>
        {/* The form's page as respondents see it, in any state, with the member's session: nothing typed there is stored. */}
        <a className="preview-link" href={`${form.attempt_url}/preview`} target="_blank" rel="noopener noreferrer">
          Preview<span className="visually-hidden"> (the form&apos;s page as respondents see it, in a new tab; answers are not stored)</span>
        </a>
      </div>

      {writes.conflict && (
        <div role="alert" className="note conflict">
          <p>{CONFLICT_TEXTS[writes.conflict]}</p>
          <button type="button" className="button" onClick={() => void writes.reload()} disabled={busy !== null}>
            Reload
          </button>
        </div>
      )}
      {errors.form && (
        <p role="alert" className="error">
          {errors.form}
        </p>
      )}
      {form.submissions_count > 0 && (
        <p className="note">
          This form has {form.submissions_count === 1 ? '1 response' : `${form.submissions_count} responses`}. Stored responses keep the questions as
          they were when answered: changes here apply to new responses only.
        </p>
      )}

      <DraftPanel writes={writes} />

      <PublishingPanel
        form={form}
        busy={busy}
        pressable={writes.pressable}
        canDelete={canDelete}
        onChangeState={(what, change, doneLabel) => void writes.send(what, change, doneLabel)}
        onRestore={() => void writes.send('restore', { is_archived: false }, 'Restored')}
        onDelete={() => void writes.remove()}
      />

      <div className="field title-field">
        <label htmlFor="form-title">Title</label>
        <input
          id="form-title"
          type="text"
          value={draft.title}
          onChange={(event) => edit({ ...draft, title: event.target.value })}
          {...(errors.title ? { 'aria-invalid': true, 'aria-describedby': 'form-title-error' } : {})}
        />
        {errors.title && (
          <p className="field-error" id="form-title-error">
            {errors.title}
          </p>
        )}
      </div>

      <section aria-labelledby="questions-heading">
        <h2 id="questions-heading">Questions</h2>
        {draft.questions.length === 0 && <p className="empty">No questions yet. Add the first one below.</p>}
        <QuestionList
          draft={draft}
          errors={errors.questions}
          onChange={editQuestion}
          onMove={moveQuestion}
          onDuplicate={duplicateQuestion}
          onDelete={deleteQuestion}
        />
        <AddQuestionMenu onAdd={addQuestion} />
      </section>

      <HiddenFieldsPanel
        names={draft.hiddenFields}
        errors={errors.hiddenFields}
        onChange={(hiddenFields) => edit({ ...draft, hiddenFields })}
        focusNext={focusNext}
      />

      <SettingsPanel
        settings={draft.settings}
        questions={draft.questions}
        errors={errors.settings ?? {}}
        onChange={(change) => edit({ ...draft, settings: { ...draft.settings, ...change } })}
      />

      <ThemePanel theme={draft.theme} errors={errors.theme ?? {}} onChange={(change) => edit({ ...draft, theme: { ...draft.theme, ...change } })} />

      <SharePanel form={form} />
    </div>
  );
}
