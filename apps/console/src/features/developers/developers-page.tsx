import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, unwrap, type Schema } from '../../api';
import { ErrorMessage, Loading, PageHeading } from '../../components/ui';
import { useFormatDate } from '../../me';
import { ConfirmAction, SecretField } from '../../components/admin-parts';
import { AdminsOnly } from '../../components/admins-only';

/** API keys and webhooks: an Admin makes, changes and revokes them here. */
export function DevelopersPage() {
  return (
    <>
      <PageHeading title="Developers">Developers</PageHeading>
      <AdminsOnly what="API keys and webhooks">
        <ApiKeys />
        <Webhooks />
      </AdminsOnly>
    </>
  );
}

function keyStatus(key: Schema<'ApiKey'>, now: number): string {
  if (key.revoked_at) return 'Revoked';
  if (key.expires_at && Date.parse(key.expires_at) <= now) return 'Expired';
  return 'Active';
}

const KEYS = ['api-keys'] as const;

function ApiKeys() {
  const formatDate = useFormatDate();
  const keys = useQuery({ queryKey: KEYS, queryFn: () => unwrap(api.GET('/api/console/api-keys')) });
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Schema<'CreatedApiKey'> | null>(null);
  const now = Date.now();
  return (
    <section aria-labelledby="keys-heading" className="section">
      <div className="page-top">
        <h2 id="keys-heading">API keys</h2>
        <button type="button" className="button" aria-expanded={open} aria-controls="new-key-form" onClick={() => setOpen((value) => !value)}>
          Create API key
        </button>
      </div>
      <NewApiKeyForm
        open={open}
        onCreated={(key) => {
          setCreated(key);
          setOpen(false);
        }}
      />
      {created && (
        <div className="panel note" role="region" aria-label="New API key">
          <SecretField
            id="new-api-key"
            label="API key"
            value={created.secret}
            hint={`The key “${created.name}” (${created.prefix}). Copy it now: it is shown only this once.`}
          />
          <button type="button" className="button secondary" onClick={() => setCreated(null)}>
            Done
          </button>
        </div>
      )}
      {keys.isPending ? (
        <Loading what="API keys" />
      ) : keys.isError ? (
        <ErrorMessage error={keys.error} />
      ) : keys.data.api_keys.length === 0 ? (
        <p className="empty">No API keys yet.</p>
      ) : (
        <table className="table">
          <caption className="visually-hidden">API keys</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Prefix</th>
              <th scope="col">Scope</th>
              <th scope="col">Status</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.data.api_keys.map((key) => (
              <tr key={key.id}>
                <td data-label="Name" id={`key-${key.id}`}>
                  {key.name || '—'}
                </td>
                <td data-label="Prefix">
                  <code>{key.prefix}</code>
                </td>
                <td data-label="Scope">{key.scope === 'read' ? 'Read' : 'Read and write'}</td>
                <td data-label="Status">
                  {keyStatus(key, now)}
                  {key.expires_at && !key.revoked_at ? <span className="meta"> · until {formatDate(key.expires_at)}</span> : null}
                </td>
                <td data-label="Created">
                  <time dateTime={key.created_at}>{formatDate(key.created_at)}</time>
                  {key.created_by ? ` by ${key.created_by}` : ''}
                </td>
                <td data-label="Last used">{key.last_used_at ? <time dateTime={key.last_used_at}>{formatDate(key.last_used_at)}</time> : 'Never'}</td>
                <td data-label="Actions">{key.revoked_at ? null : <RevokeKey apiKey={key} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function RevokeKey({ apiKey }: { apiKey: Schema<'ApiKey'> }) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/console/api-keys/{api_key_id}', { params: { path: { api_key_id: apiKey.id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS }),
  });
  return (
    <ConfirmAction
      label="Revoke"
      describedBy={`key-${apiKey.id}`}
      question={`Revoke “${apiKey.name || apiKey.prefix}”? Whatever uses it stops working at once.`}
      confirmLabel="Revoke key"
      pending={revoke.isPending}
      error={revoke.isError ? revoke.error : undefined}
      onConfirm={() => revoke.mutate()}
    />
  );
}

const KEY_FIELDS = ['name', 'scope', 'expires_in_days'] as const;

function NewApiKeyForm({ open, onCreated }: { open: boolean; onCreated: (key: Schema<'CreatedApiKey'>) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'read' | 'write'>('write');
  const [days, setDays] = useState('');
  const create = useMutation({
    mutationFn: (body: Schema<'NewApiKey'>) => unwrap(api.POST('/api/console/api-keys', { body: { api_key: body } })),
    onSuccess: ({ api_key }) => {
      setName('');
      setDays('');
      void queryClient.invalidateQueries({ queryKey: KEYS });
      onCreated(api_key);
    },
  });
  const refusal = create.isError ? create.error.message : '';
  const fieldInError = KEY_FIELDS.find((field) => refusal.startsWith(`api_key.${field}`));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name: name.trim(), scope, ...(days.trim() ? { expires_in_days: Number(days) } : {}) });
  };
  const errorOf = (field: (typeof KEY_FIELDS)[number]) =>
    fieldInError === field ? <ErrorMessage error={create.error} id={`key-${field}-error`} /> : null;
  const invalid = (field: (typeof KEY_FIELDS)[number]) =>
    fieldInError === field ? { 'aria-invalid': true as const, 'aria-describedby': `key-${field}-error` } : {};

  return (
    <form id="new-key-form" hidden={!open} onSubmit={onSubmit} className="stacked-form panel" noValidate>
      <div className="field">
        <label htmlFor="key-name">Name</label>
        <input id="key-name" type="text" value={name} onChange={(event) => setName(event.target.value)} {...invalid('name')} />
        {errorOf('name')}
      </div>
      <div className="field">
        <label htmlFor="key-scope">Scope</label>
        <select id="key-scope" value={scope} onChange={(event) => setScope(event.target.value as 'read' | 'write')} {...invalid('scope')}>
          <option value="write">Read and write</option>
          <option value="read">Read only</option>
        </select>
        {errorOf('scope')}
      </div>
      <div className="field">
        <label htmlFor="key-days">Expires after (days)</label>
        <input
          id="key-days"
          type="number"
          inputMode="numeric"
          min={1}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          {...invalid('expires_in_days')}
          aria-describedby={fieldInError === 'expires_in_days' ? 'key-days-hint key-expires_in_days-error' : 'key-days-hint'}
        />
        <p className="hint" id="key-days-hint">
          Leave empty for a key that never expires.
        </p>
        {errorOf('expires_in_days')}
      </div>
      <div className="actions">
        <button type="submit" className="button" disabled={create.isPending}>
          Create
        </button>
        <span role="status">{create.isPending ? 'Creating…' : ''}</span>
      </div>
      {create.isError && fieldInError === undefined && <ErrorMessage error={create.error} />}
    </form>
  );
}

const WEBHOOKS = ['webhooks'] as const;
const EVENTS: Array<Schema<'Webhook'>['events'][number]> = [
  'submission.created',
  'submission.deleted',
  'form.created',
  'form.updated',
  'team_member.added',
  'team_member.updated',
  'team_member.removed',
];

function useFormChoices() {
  // The form filter offers the newest hundred forms: enough to pick from without loading every form.
  return useQuery({
    queryKey: ['forms', 'choices'],
    queryFn: () => unwrap(api.GET('/api/console/forms', { params: { query: { page_size: 100 } } })),
  });
}

function Webhooks() {
  const webhooks = useQuery({
    queryKey: WEBHOOKS,
    queryFn: () => unwrap(api.GET('/api/console/webhooks', { params: { query: { page_size: 100 } } })),
  });
  const forms = useFormChoices();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Schema<'CreatedWebhook'> | null>(null);
  const formTitle = (id: string | null) => (id === null ? 'All forms' : (forms.data?.forms.find((form) => form.id === id)?.title ?? 'One form'));
  return (
    <section aria-labelledby="webhooks-heading" className="section">
      <div className="page-top">
        <h2 id="webhooks-heading">Webhooks</h2>
        <button type="button" className="button" aria-expanded={open} aria-controls="new-webhook-form" onClick={() => setOpen((value) => !value)}>
          Add webhook
        </button>
      </div>
      {open && (
        <WebhookForm
          id="new-webhook-form"
          submitLabel="Create webhook"
          onDone={(saved) => {
            setOpen(false);
            if ('secret' in saved) setCreated(saved);
          }}
        />
      )}
      {created && (
        <div className="panel note" role="region" aria-label="New webhook's signing secret">
          <SecretField
            id="new-webhook-secret"
            label="Signing secret"
            value={created.secret}
            hint={`For ${created.url}: verify each delivery's signature with it. Copy it now: it is shown only this once.`}
          />
          <button type="button" className="button secondary" onClick={() => setCreated(null)}>
            Done
          </button>
        </div>
      )}
      {webhooks.isPending ? (
        <Loading what="webhooks" />
      ) : webhooks.isError ? (
        <ErrorMessage error={webhooks.error} />
      ) : webhooks.data.webhooks.length === 0 ? (
        <p className="empty">No webhooks yet.</p>
      ) : (
        <ul className="card-list">
          {webhooks.data.webhooks.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} formTitle={formTitle(webhook.form_id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WebhookCard({ webhook, formTitle }: { webhook: Schema<'Webhook'>; formTitle: string }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/console/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS }),
  });
  const titleId = `webhook-${webhook.id}`;
  return (
    <li className="card stacked">
      <div>
        <p className="card-title break" id={titleId}>
          {webhook.url}
        </p>
        <p className="meta">
          {webhook.is_active ? 'Active' : 'Paused'} · {formTitle}
          {webhook.description ? ` · ${webhook.description}` : ''}
        </p>
        <p className="meta">Events: {webhook.events.join(', ')}</p>
      </div>
      <div className="card-actions actions">
        <button type="button" className="button secondary" aria-expanded={editing} aria-describedby={titleId} onClick={() => setEditing((value) => !value)}>
          Edit
        </button>
        <button
          type="button"
          className="button secondary"
          aria-expanded={showDeliveries}
          aria-describedby={titleId}
          onClick={() => setShowDeliveries((value) => !value)}
        >
          Deliveries
        </button>
        <ConfirmAction
          label="Delete"
          describedBy={titleId}
          question={`Delete the webhook to ${webhook.url}? Nothing more is sent to it.`}
          confirmLabel="Delete webhook"
          pending={remove.isPending}
          error={remove.isError ? remove.error : undefined}
          onConfirm={() => remove.mutate()}
        />
      </div>
      {editing && <WebhookForm id={`edit-${webhook.id}`} webhook={webhook} submitLabel="Save webhook" onDone={() => setEditing(false)} />}
      {showDeliveries && <Deliveries webhook={webhook} />}
    </li>
  );
}

type WebhookEvent = Schema<'Webhook'>['events'][number];

function WebhookForm({
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
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS });
      onDone(saved);
    },
  });
  const refusal = save.isError ? save.error.message : '';
  const field = (['url', 'events', 'form_id', 'description'] as const).find((name) => refusal.startsWith(`webhook.${name}`));
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
        {EVENTS.map((name) => (
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

const DELIVERY_STATUS: Record<Schema<'WebhookDelivery'>['status'], string> = { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed' };

function Deliveries({ webhook }: { webhook: Schema<'Webhook'> }) {
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const key = ['webhook-deliveries', webhook.id, { page }];
  const deliveries = useQuery({
    queryKey: key,
    queryFn: () =>
      unwrap(api.GET('/api/console/webhooks/{webhook_id}/deliveries', { params: { path: { webhook_id: webhook.id }, query: { page_number: page, page_size: 20 } } })),
    placeholderData: keepPreviousData,
    // A pending delivery changes on its own (the worker sends it, or a retry does): look again while one is.
    refetchInterval: (query) => (query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 3_000 : false),
  });
  const retry = useMutation({
    mutationFn: (deliveryId: string) =>
      unwrap(
        api.POST('/api/console/webhooks/{webhook_id}/deliveries/{delivery_id}/retry', { params: { path: { webhook_id: webhook.id, delivery_id: deliveryId } } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['webhook-deliveries', webhook.id] }),
  });
  const headingId = `deliveries-${webhook.id}`;
  return (
    <section aria-labelledby={headingId} className="deliveries">
      <h3 id={headingId}>Deliveries</h3>
      {deliveries.isPending ? (
        <Loading what="deliveries" />
      ) : deliveries.isError ? (
        <ErrorMessage error={deliveries.error} />
      ) : deliveries.data.deliveries.length === 0 ? (
        <p className="empty">Nothing has been sent to this webhook yet.</p>
      ) : (
        <>
          <table className="table">
            <caption className="visually-hidden">Deliveries to {webhook.url}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col" className="number">
                  Attempts
                </th>
                <th scope="col">Last answer</th>
                <th scope="col">Next attempt</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.data.deliveries.map((delivery) => {
                const failed = retry.isError && retry.variables === delivery.id;
                return (
                  <tr key={delivery.id}>
                    <td data-label="Event" id={`delivery-${delivery.id}`}>
                      <code>{delivery.event_type}</code> <span className="meta">{formatDate(delivery.created_at)}</span>
                    </td>
                    <td data-label="Status">{DELIVERY_STATUS[delivery.status]}</td>
                    <td data-label="Attempts" className="number">
                      {delivery.attempts}
                    </td>
                    <td data-label="Last answer" className="break">
                      {delivery.last_status_code ?? '—'}
                      {delivery.last_error ? <span className="meta"> · {delivery.last_error}</span> : null}
                    </td>
                    <td data-label="Next attempt">{delivery.next_attempt_at ? formatDate(delivery.next_attempt_at) : '—'}</td>
                    <td data-label="Actions">
                      <button
                        type="button"
                        className="button secondary"
                        aria-describedby={failed ? `delivery-${delivery.id} delivery-${delivery.id}-error` : `delivery-${delivery.id}`}
                        disabled={retry.isPending && retry.variables === delivery.id}
                        onClick={() => retry.mutate(delivery.id)}
                      >
                        Retry
                      </button>
                      {failed && <ErrorMessage error={retry.error} id={`delivery-${delivery.id}-error`} />}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {deliveries.data.pagination.total_pages > 1 && (
            <div className="pagination">
              <button type="button" className="button secondary" disabled={page <= 1} onClick={() => setPage((value) => value - 1)}>
                Newer deliveries
              </button>
              <span>
                Page {page} of {deliveries.data.pagination.total_pages}
              </span>
              <button
                type="button"
                className="button secondary"
                disabled={page >= deliveries.data.pagination.total_pages}
                onClick={() => setPage((value) => value + 1)}
              >
                Older deliveries
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
