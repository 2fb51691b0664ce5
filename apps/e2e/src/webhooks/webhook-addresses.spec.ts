import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { WebhookReceiver } from '../support/webhook-receiver';
import type { WorkspaceFixture } from '../support/workspace-factory';

// Without WEBHOOK_ALLOW_PRIVATE a customer cannot make the service call its own network: internal
// addresses are refused when a webhook is created or changed, and again when a delivery connects.

jest.setTimeout(60_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create();
});
afterAll(() => t?.close());

it.each([
  'http://127.0.0.1:8080/hooks',
  'http://localhost/hooks',
  'http://10.1.2.3/hooks',
  'http://172.16.0.1/hooks',
  'http://192.168.1.10/hooks',
  'http://169.254.169.254/latest/meta-data',
  'http://100.64.0.1/hooks',
  'http://0.0.0.0/hooks',
  'http://224.0.0.1/hooks',
  'http://[::1]/hooks',
  'http://[fd00::1]/hooks',
  'http://[fe80::1]/hooks',
  'http://[::ffff:127.0.0.1]/hooks',
  'http://[::]/hooks',
  // IPv4-compatible IPv6 (::/96, deprecated): some stacks still route it to the IPv4 address it carries.
  'http://[::7f00:1]/hooks',
  'http://[::a00:1]/hooks',
  'http://[::808:808]/hooks',
  'http://2130706433/hooks',
])('refuses %s as not public', async (url) => {
  const response = await t.client(ws).post(`${V2}/webhooks`, { body: { webhook: { url, events: ['form.created'] } } });
  expect(response.body).toEqual({ error: 'webhook.url must be a public address' });
  expect(response.status).toBe(422);
});

it('refuses an internal address on change too', async () => {
  const created = await t.client(ws).post(`${V2}/webhooks`, {
    body: { webhook: { url: 'https://93.184.215.14/hooks', events: ['form.created'], is_active: false } },
  });
  expect(created.status).toBe(201);
  const { id } = (created.body as { webhook: { id: string } }).webhook;
  const changed = await t.client(ws).patch(`${V2}/webhooks/${id}`, { body: { webhook: { url: 'http://127.0.0.1/hooks' } } });
  expect(changed.status).toBe(422);
  expect(changed.body).toEqual({ error: 'webhook.url must be a public address' });
});

it('checks the address again at delivery time: an endpoint that became internal gets nothing', async () => {
  const receiver = await WebhookReceiver.start();
  try {
    const created = await t.client(ws).post(`${V2}/webhooks`, { body: { webhook: { url: 'https://93.184.215.14/hooks', events: ['form.created'] } } });
    const { id } = (created.body as { webhook: { id: string } }).webhook;
    // As if the name had been re-pointed after the check: the stored URL now leads to loopback.
    await t.dataSource.query('UPDATE webhooks SET url = $1 WHERE id = $2', [receiver.url, id]);
    await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Probe' } } });
    let delivery: Record<string, unknown> | undefined;
    for (let tries = 0; tries < 50 && !delivery?.['attempts']; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      delivery = ((await t.client(ws).get(`${V2}/webhooks/${id}/deliveries`)).body as { deliveries: Record<string, unknown>[] }).deliveries[0];
    }
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null, last_error: '127.0.0.1 is not a public address' });
    expect(receiver.received).toEqual([]);
  } finally {
    await receiver.close();
  }
});
