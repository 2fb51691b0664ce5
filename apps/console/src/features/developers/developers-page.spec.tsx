import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '../../api';
import { descriptionOf, isInvalid } from '../../testing/dom';
import { installFakeApi, type FakeApi } from '../../testing/fake-api';
import { aForm, aMe, aPagination } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { DevelopersPage } from './developers-page';

const key: Schema<'ApiKey'> = {
  id: 'k1',
  name: 'Zapier',
  prefix: 'fs_live_ab12',
  scope: 'read',
  created_at: '2026-03-01T10:00:00Z',
  expires_at: null,
  revoked_at: null,
  last_used_at: null,
  created_by: 'ada@example.com',
};

const webhook: Schema<'Webhook'> = {
  id: 'w1',
  url: 'https://hooks.example.com/forms',
  events: ['submission.created'],
  form_id: 'f1',
  description: 'CRM',
  is_active: true,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
};

function serve(api: FakeApi, can: Partial<Schema<'ConsolePermissions'>> = {}) {
  api.on('GET', '/api/console/me', { body: aMe(can) });
  api.on('GET', '/api/console/api-keys', { body: { api_keys: [key] } });
  api.on('GET', '/api/console/webhooks', { body: { webhooks: [webhook], pagination: aPagination(1, 1, 1), total_count: 1 } });
  api.on('GET', '/api/console/forms', { body: { forms: [aForm({ id: 'f1', title: 'Intake' })], pagination: aPagination(1, 1, 1), total_count: 1 } });
}

function open(can: Partial<Schema<'ConsolePermissions'>> = {}) {
  const api = installFakeApi();
  serve(api, can);
  const page = renderPage(<DevelopersPage />, { at: '/developers', pattern: 'developers' });
  return { api, page, user: userEvent.setup({ delay: null }) };
}

describe('API keys', () => {
  it('lists each key with its scope, its status and when it was last used', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'API keys' });
    const [row] = within(table).getAllByRole('row').slice(1);
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['Zapier', 'fs_live_ab12', 'Read', 'Active']);
    expect(cells[5]).toBe('Never');
  });

  it('creates a key and shows its secret once, in a field to copy', async () => {
    const { api, user } = open();
    api.on('POST', '/api/console/api-keys', { status: 201, body: { api_key: { ...key, id: 'k2', name: 'Export', scope: 'write', secret: 'fs_live_secret' } } });
    await screen.findByRole('table', { name: 'API keys' });
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Export ' } });
    fireEvent.change(screen.getByLabelText('Expires after (days)'), { target: { value: '30' } });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const region = await screen.findByRole('region', { name: 'New API key' });
    expect((within(region).getByLabelText('API key') as HTMLInputElement).value).toBe('fs_live_secret');
    expect(api.requestsTo('POST', '/api/console/api-keys')[0].body).toEqual({ api_key: { name: 'Export', scope: 'write', expires_in_days: 30 } });
    await user.click(within(region).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'New API key' })).toBeNull();
  });

  it.each([
    ['name', 'Name', 'api_key.name must be at most 100 characters'],
    ['scope', 'Scope', 'api_key.scope must be one of read, write'],
    ['expires_in_days', 'Expires after (days)', 'api_key.expires_in_days must be an integer from 1 to 3650'],
  ])('shows a refusal of %s beside its field', async (name, label, error) => {
    const { api, user } = open();
    api.on('POST', '/api/console/api-keys', { status: 422, body: { error, field: `api_key.${name}` } });
    await screen.findByRole('table', { name: 'API keys' });
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText(error);
    const field = screen.getByLabelText(label);
    expect(isInvalid(field)).toBe(true);
    expect(descriptionOf(field)).toContain(error);
    expect(screen.getAllByText(error)).toHaveLength(1);
  });

  it('shows a refusal that names no field under the form', async () => {
    const { api, user } = open();
    api.on('POST', '/api/console/api-keys', { status: 409, body: { error: 'This workspace has 25 API keys, the most it may have' } });
    await screen.findByRole('table', { name: 'API keys' });
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This workspace has 25 API keys, the most it may have');
    expect(isInvalid(screen.getByLabelText('Name'))).toBe(false);
  });

  it('revokes a key after a confirmation', async () => {
    const { api, user } = open();
    api.on('DELETE', '/api/console/api-keys/:id', { body: { message: 'Revoked' } });
    await screen.findByRole('table', { name: 'API keys' });
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(screen.getByText('Revoke “Zapier”? Whatever uses it stops working at once.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/console/api-keys/k1')).toHaveLength(1));
  });
});

describe('webhooks', () => {
  it('shows each webhook with its state, its form by title and its events', async () => {
    open();
    await screen.findByText('https://hooks.example.com/forms');
    await screen.findByText('Active · Intake · CRM');
    expect(screen.getByText('Events: submission.created')).toBeTruthy();
  });

  it('offers every event the API knows, and sends the ones checked', async () => {
    const { api, user } = open();
    api.on('POST', '/api/console/webhooks', { status: 201, body: { webhook: { ...webhook, id: 'w2', secret: 'whsec_1' } } });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const form = document.getElementById('new-webhook-form') as HTMLFormElement;
    const events = within(within(form).getByRole('group', { name: 'Events' })).getAllByRole('checkbox');
    expect(events.map((box) => box.parentElement?.textContent)).toEqual([
      'submission.created',
      'submission.deleted',
      'form.created',
      'form.updated',
      'team_member.added',
      'team_member.updated',
      'team_member.removed',
    ]);
    fireEvent.change(within(form).getByLabelText('URL'), { target: { value: 'https://hooks.example.com/new' } });
    await user.click(events[2]);
    await user.click(within(form).getByRole('button', { name: 'Create webhook' }));
    await screen.findByRole('region', { name: "New webhook's signing secret" });
    expect(api.requestsTo('POST', '/api/console/webhooks')[0].body).toEqual({
      webhook: { url: 'https://hooks.example.com/new', events: ['submission.created', 'form.created'], form_id: null, description: '', is_active: true },
    });
  });

  it('shows a refused address beside the URL field', async () => {
    const { api, user } = open();
    api.on('POST', '/api/console/webhooks', { status: 422, body: { error: 'webhook.url must be an https address', field: 'webhook.url' } });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const form = document.getElementById('new-webhook-form') as HTMLFormElement;
    await user.click(within(form).getByRole('button', { name: 'Create webhook' }));
    await screen.findByText('webhook.url must be an https address');
    const url = within(form).getByLabelText('URL');
    expect(isInvalid(url)).toBe(true);
    expect(descriptionOf(url)).toBe('webhook.url must be an https address');
  });
});

describe('the page', () => {
  it('is for Admins only', async () => {
    open({ manage_developers: false });
    await screen.findByText('Only Admins can see API keys and webhooks.');
    expect(screen.queryByRole('heading', { name: 'API keys' })).toBeNull();
  });
});
