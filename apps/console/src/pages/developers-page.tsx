import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schema } from '../api';
import { ErrorMessage, Loading, PageHeading } from '../components';
import { useFormatDate } from '../me';
import { AdminsOnly } from './admins-only';

/** API keys and webhooks, read-only for now: creating and revoking them comes later. */
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

function ApiKeys() {
  const formatDate = useFormatDate();
  const keys = useQuery({ queryKey: ['api-keys'], queryFn: () => unwrap(api.GET('/api/console/api-keys')) });
  const now = Date.now();
  return (
    <section aria-labelledby="keys-heading" className="section">
      <h2 id="keys-heading">API keys</h2>
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
            </tr>
          </thead>
          <tbody>
            {keys.data.api_keys.map((key) => (
              <tr key={key.id}>
                <td data-label="Name">{key.name || '—'}</td>
                <td data-label="Prefix">
                  <code>{key.prefix}</code>
                </td>
                <td data-label="Scope">{key.scope === 'read' ? 'Read' : 'Read and write'}</td>
                <td data-label="Status">{keyStatus(key, now)}</td>
                <td data-label="Created">
                  <time dateTime={key.created_at}>{formatDate(key.created_at)}</time>
                  {key.created_by ? ` by ${key.created_by}` : ''}
                </td>
                <td data-label="Last used">{key.last_used_at ? <time dateTime={key.last_used_at}>{formatDate(key.last_used_at)}</time> : 'Never'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Webhooks() {
  const webhooks = useQuery({ queryKey: ['webhooks'], queryFn: () => unwrap(api.GET('/api/console/webhooks', { params: { query: { page_size: 100 } } })) });
  return (
    <section aria-labelledby="webhooks-heading" className="section">
      <h2 id="webhooks-heading">Webhooks</h2>
      {webhooks.isPending ? (
        <Loading what="webhooks" />
      ) : webhooks.isError ? (
        <ErrorMessage error={webhooks.error} />
      ) : webhooks.data.webhooks.length === 0 ? (
        <p className="empty">No webhooks yet.</p>
      ) : (
        <table className="table">
          <caption className="visually-hidden">Webhooks</caption>
          <thead>
            <tr>
              <th scope="col">URL</th>
              <th scope="col">Events</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {webhooks.data.webhooks.map((webhook) => (
              <tr key={webhook.id}>
                <td data-label="URL" className="break">
                  {webhook.url}
                  {webhook.description ? <span className="meta"> · {webhook.description}</span> : null}
                </td>
                <td data-label="Events">{webhook.events.join(', ')}</td>
                <td data-label="Status">{webhook.is_active ? 'Active' : 'Paused'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
