import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, unwrap, type Schema } from '../../api';
import { ConfirmAction, SecretField } from '../../components/admin-parts';
import { ErrorMessage, Loading } from '../../components/ui';
import { fieldOfError } from '../../lib/errors';
import { useFormatDate } from '../../me';
import { developerKeys } from './query-keys';

function keyStatus(key: Schema<'ApiKey'>, now: number): string {
  if (key.revoked_at) return 'Revoked';
  if (key.expires_at && Date.parse(key.expires_at) <= now) return 'Expired';
  return 'Active';
}

/** The workspace's API keys: made here (the secret shown once), listed with their use, revoked. */
export function ApiKeys() {
  const formatDate = useFormatDate();
  const keys = useQuery({ queryKey: developerKeys.apiKeys, queryFn: () => unwrap(api.GET('/api/console/api-keys')) });
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.apiKeys }),
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
      void queryClient.invalidateQueries({ queryKey: developerKeys.apiKeys });
      onCreated(api_key);
    },
  });
  const fieldInError = create.isError ? fieldOfError(create.error, 'api_key', KEY_FIELDS) : undefined;
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
