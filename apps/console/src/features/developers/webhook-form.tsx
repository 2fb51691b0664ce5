import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, unwrap, type Schema } from '../../api';
import { ErrorMessage } from '../../components/ui';
import { fieldOfError } from '../../lib/errors';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../lib/server-rules';
import { useFormChoices } from '../forms/api';
import { developerKeys } from './query-keys';

/** The fields of the form, by their names under `webhook` in what is sent. */
const WEBHOOK_FIELDS = ['url', 'events', 'form_id', 'description'] as const;

export function WebhookForm({
  id,
  webhook,
  submitLabel,
  onDone,
}: {
  id: string;
  webhook?: Schema<'Webhook'>;
  submitLabel: string;
  onDone: (saved: Schema<'Webhook'> | Schema<'CreatedWebhook'>) => void;
}) {
  const queryClient = useQueryClient();
  const forms = useFormChoices();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(webhook?.events ?? ['submission.created']);
  const [formId, setFormId] = useState(webhook?.form_id ?? '');
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [active, setActive] = useState(webhook?.is_active ?? true);
  const save = useMutation({
    mutationFn: async (): Promise<Schema<'Webhook'> | Schema<'CreatedWebhook'>> => {
      const body = { url: url.trim(), events, form_id: formId || null, description, is_active: active };
      if (webhook) {
        return (
          await unwrap(api.PATCH('/api/console/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } }, body: { webhook: body } }))
        ).webhook;
      }
      return (await unwrap(api.POST('/api/console/webhooks', { body: { webhook: body } }))).webhook;
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: developerKeys.webhooks });
      onDone(saved);
    },
  });
  const field = save.isError ? fieldOfError(save.error, 'webhook', WEBHOOK_FIELDS) : undefined;
  const errorId = `${id}-error`;
  const invalid = (name: typeof field) => (field === name ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});
  const fieldError = (name: typeof field) => (field === name ? <ErrorMessage error={save.error} id={errorId} /> : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form id={id} onSubmit={onSubmit} className="stacked-form panel" noValidate>
      <div className="field">
        <label htmlFor={`${id}-url`}>URL</label>
        <input id={`${id}-url`} type="url" inputMode="url" value={url} onChange={(event) => setUrl(event.target.value)} {...invalid('url')} />
        {fieldError('url')}
      </div>
      <fieldset className="field checkboxes" {...(field === 'events' ? { 'aria-describedby': errorId } : {})}>
        <legend>Events</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <label key={name} className="checkbox">
            <input
              type="checkbox"
              checked={events.includes(name)}
              onChange={(event) => setEvents((old) => (event.target.checked ? [...old, name] : old.filter((other) => other !== name)))}
            />
            <code>{name}</code>
          </label>
        ))}
        {fieldError('events')}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-form`}>Form</label>
        <select id={`${id}-form`} value={formId} onChange={(event) => setFormId(event.target.value)} {...invalid('form_id')}>
          <option value="">All forms</option>
          {webhook?.form_id && !forms.data?.forms.some((form) => form.id === webhook.form_id) && <option value={webhook.form_id}>The form chosen before</option>}
          {forms.data?.forms.map((form) => (
            <option key={form.id} value={form.id}>
              {form.title}
            </option>
          ))}
        </select>
        {fieldError('form_id')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <input id={`${id}-description`} type="text" value={description} onChange={(event) => setDescription(event.target.value)} {...invalid('description')} />
        {fieldError('description')}
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
        Active (an inactive webhook gets nothing)
      </label>
      <div className="actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {submitLabel}
        </button>
        <span role="status">{save.isPending ? 'Saving…' : ''}</span>
      </div>
      {save.isError && field === undefined && <ErrorMessage error={save.error} id={errorId} />}
    </form>
  );
}
