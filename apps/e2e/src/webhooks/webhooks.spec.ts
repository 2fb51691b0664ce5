import { Webhook as StandardWebhook } from 'standardwebhooks';
import type { ApiClient } from '../support/api-client';
import { publishedForm } from '../collecting/support';
import { TIMESTAMP, UUID } from '../support/expectations';
import { V1, V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import { WebhookReceiver, type ReceivedDelivery } from '../support/webhook-receiver';
import type { WorkspaceFixture } from '../support/workspace-factory';
// The command line is a deployable, not a lib: the suite runs it the way `npm run cli` does.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { runCli } from '../../../cli/src/run-cli';

/* eslint-disable @typescript-eslint/no-explicit-any -- these read arbitrary JSON from the wire */

// Webhooks through the real app: a receiver started here gets real signed POSTs from the outbox worker,
// verified with the Standard Webhooks reference library (not with the service's own signing code).

jest.setTimeout(90_000);

let t: SharedTestApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
});
afterAll(() => t?.close());
beforeEach(async () => {
  receiver = await WebhookReceiver.start();
});
afterEach(() => receiver.close());

interface CreatedHook {
  id: string;
  secret: string;
}

async function hook(client: ApiClient, webhook: Record<string, unknown>): Promise<CreatedHook> {
  return ((await client.post(`${V2}/webhooks`, { body: { webhook: { url: receiver.url, ...webhook } } })).body as { webhook: CreatedHook }).webhook;
}

/** Verifies with the reference library and returns the parsed payload. */
function verified(secret: string, delivery: ReceivedDelivery): { type: string; timestamp: string; data: Record<string, any> } {
  const payload = new StandardWebhook(secret).verify(delivery.body, delivery.headers);
  return payload as { type: string; timestamp: string; data: Record<string, any> };
}

async function deliveries(client: ApiClient, webhookId: string): Promise<Record<string, any>[]> {
  const response = await client.get(`${V2}/webhooks/${webhookId}/deliveries`);
  expect(response.status).toBe(200);
  return (response.body as { deliveries: Record<string, any>[] }).deliveries;
}

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('webhook operations', () => {
  let ws: WorkspaceFixture;
  let client: ApiClient;

  beforeAll(async () => {
    ws = await t.workspaces.create();
    client = t.client(ws);
  });

  it('creates a webhook with its secret (once), then gets, lists, changes and deletes it', async () => {
    const created = await client.post(`${V2}/webhooks`, {
      body: { webhook: { url: receiver.url, events: ['form.created', 'team_member.added'], description: 'CRM' } },
    });
    expect(created.status).toBe(201);
    const webhook = (created.body as { webhook: Record<string, any> }).webhook;
    expect(webhook).toEqual({
      id: expect.stringMatching(UUID),
      url: receiver.url,
      events: ['form.created', 'team_member.added'],
      form_id: null,
      description: 'CRM',
      is_active: true,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const { secret, ...shown } = webhook;
    expect(secret).toBeDefined();

    expect((await client.get(`${V2}/webhooks/${webhook.id}`)).body).toEqual({ webhook: shown });
    const list = await client.get(`${V2}/webhooks`);
    expect(list.body).toEqual({
      webhooks: [shown],
      pagination: { total_records: 1, total_pages: 1, current_page_number: 1, page_size: 30 },
    });

    const changed = await client.patch(`${V2}/webhooks/${webhook.id}`, { body: { webhook: { is_active: false, events: ['form.updated'] } } });
    expect(changed.status).toBe(200);
    expect((changed.body as { webhook: Record<string, any> }).webhook).toMatchObject({ ...shown, is_active: false, events: ['form.updated'], updated_at: expect.any(String) });

    expect((await client.delete(`${V2}/webhooks/${webhook.id}`)).body).toEqual({ message: 'Webhook deleted' });
    for (const response of [
      await client.get(`${V2}/webhooks/${webhook.id}`),
      await client.patch(`${V2}/webhooks/${webhook.id}`, { body: { webhook: { description: 'x' } } }),
      await client.delete(`${V2}/webhooks/${webhook.id}`),
      await client.get(`${V2}/webhooks/${webhook.id}/deliveries`),
      await client.get(`${V2}/webhooks/not-a-uuid`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Webhook not found' });
    }
  });

  it.each([
    [{ url: 'not a url', events: ['form.created'] }, 'webhook.url must be an absolute http or https URL'],
    [{ url: '/relative/path', events: ['form.created'] }, 'webhook.url must be an absolute http or https URL'],
    [{ url: 'ftp://example.com/x', events: ['form.created'] }, 'webhook.url must be an absolute http or https URL'],
    [{ url: 'https://user:pw@example.com/x', events: ['form.created'] }, 'webhook.url must not contain credentials'],
    [{ url: 42, events: ['form.created'] }, 'webhook.url must be a string'],
    [{ events: ['form.created'] }, 'webhook.url is required'],
    [{ url: 'https://example.com/x', events: [] }, 'webhook.events must list at least one event'],
    [{ url: 'https://example.com/x', events: ['form.created', 'form.deleted'] }, 'webhook.events[1] is not a known event: "form.deleted"'],
    [{ url: 'https://example.com/x', events: ['invitation.created'] }, 'webhook.events[0] is not a known event: "invitation.created"'],
    [{ url: 'https://example.com/x', events: ['form.created', 'form.created'] }, 'webhook.events[1] repeats "form.created"'],
    [{ url: 'https://example.com/x', events: 'form.created' }, 'webhook.events must be an array'],
    [{ url: 'https://example.com/x', events: [1] }, 'webhook.events must be a list of strings'],
    [{ url: 'https://example.com/x', events: ['form.created'], form_id: 'nope' }, 'webhook.form_id must be the id of a form of this workspace'],
    [{ url: 'https://example.com/x', events: ['form.created'], is_active: 'yes' }, 'webhook.is_active must be a boolean'],
    [{ url: 'https://example.com/x', events: ['form.created'], secret: 'mine' }, 'webhook.secret is not allowed'],
  ])('refuses %j with 422', async (webhook, message) => {
    const response = await client.post(`${V2}/webhooks`, { body: { webhook } });
    expect(response.body).toEqual({ error: message });
    expect(response.status).toBe(422);
  });

  it("refuses another workspace's form as form_id, on creation and change", async () => {
    const other = await t.workspaces.create();
    const [foreignForm] = await t.workspaces.seed(other, 1, 0);
    const response = await client.post(`${V2}/webhooks`, { body: { webhook: { url: receiver.url, events: ['form.updated'], form_id: foreignForm } } });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: 'webhook.form_id must be the id of a form of this workspace' });
    const { id } = await hook(client, { events: ['form.updated'] });
    const changed = await client.patch(`${V2}/webhooks/${id}`, { body: { webhook: { form_id: foreignForm } } });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ error: 'webhook.form_id must be the id of a form of this workspace' });
    // Not visible from the other workspace either.
    expect((await t.client(other).get(`${V2}/webhooks/${id}`)).status).toBe(404);
  });
});

describe('deliveries', () => {
  let ws: WorkspaceFixture;
  let client: ApiClient;

  /**
   * A receiver that never answers, in a workspace of its own: the service gives up on it after 10 s. That
   * wait starts with this block and runs while its other tests do; its test then reads what was seen.
   */
  let hanging: Promise<{ log: Record<string, any>[]; failedAfterMs: number }>;
  let silent: WebhookReceiver | undefined;
  beforeAll(async () => {
    const receiverOfHangs = await WebhookReceiver.start();
    silent = receiverOfHangs;
    receiverOfHangs.answerWith(() => undefined);
    hanging = (async () => {
      const own = t.client(await t.workspaces.create());
      const created = await own.post(`${V2}/webhooks`, { body: { webhook: { url: receiverOfHangs.url, events: ['form.created'] } } });
      const { id } = (created.body as { webhook: CreatedHook }).webhook;
      await own.post(`${V2}/forms`, { body: { form: { title: 'Hanging' } } });
      await receiverOfHangs.waitFor(1);
      const started = Date.now();
      const log = await eventually(() => deliveries(own, id), ([delivery]) => delivery?.attempts === 1, 20_000);
      return { log, failedAfterMs: Date.now() - started };
    })();
    // Reported by the test that awaits it, not as an unhandled rejection meanwhile.
    hanging.catch(() => undefined);
  });
  afterAll(async () => silent?.close());

  beforeEach(async () => {
    ws = await t.workspaces.create();
    client = t.client(ws);
  });

  it('delivers every team and form event, signed, with the v2 representation of what happened', async () => {
    const { id, secret } = await hook(client, {
      events: ['team_member.added', 'team_member.updated', 'team_member.removed', 'form.created'],
    });
    await client.post(`${V1}/team_members`, { body: { emails: ['grace@example.com'], send_invitation_email: 'false' } });
    const memberId = await t.workspaces.memberId(ws, 'grace@example.com');
    await client.patch(`${V1}/team_members/${memberId}`, { body: { first_name: 'Grace' } });
    await client.delete(`${V1}/team_members`, { body: { emails: ['grace@example.com'] } });
    const form = (await client.post(`${V2}/forms`, { body: { form: { title: 'Survey' } } })).body as { form: Record<string, unknown> };

    const received = await receiver.waitFor(4);
    const payloads = received.map((delivery) => verified(secret, delivery));
    expect(payloads.map((payload) => payload.type).sort()).toEqual(['form.created', 'team_member.added', 'team_member.removed', 'team_member.updated']);
    const byType = Object.fromEntries(payloads.map((payload) => [payload.type, payload]));
    const member = { id: memberId, email: 'grace@example.com', last_name: '', time_zone: expect.any(String), profile_image_url: '', organization_role: 'Standard' };
    expect(byType['team_member.added'].data).toEqual({ team_member: { ...member, first_name: '', active: true } });
    expect(byType['team_member.updated'].data).toEqual({ team_member: { ...member, first_name: 'Grace', active: true } });
    expect(byType['team_member.removed'].data.team_member).toMatchObject({ id: memberId, first_name: 'Grace' });
    expect(byType['form.created']).toEqual({ type: 'form.created', timestamp: expect.stringMatching(TIMESTAMP), data: { form: form.form } });
    for (const delivery of received) {
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.headers['webhook-id']).toMatch(UUID);
      expect(Math.abs(Number(delivery.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    }
    // A signature made with another secret does not verify.
    expect(() => verified(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, received[0])).toThrow();

    const log = await eventually(() => deliveries(client, id), (list) => list.every((each) => each.status === 'succeeded'));
    expect(log).toHaveLength(4);
    expect(log.map((each) => each.id).sort()).toEqual(received.map((each) => each.headers['webhook-id']).sort());
    expect(log[0]).toEqual({
      id: expect.stringMatching(UUID),
      event_id: expect.stringMatching(UUID),
      event_type: 'form.created',
      status: 'succeeded',
      attempts: 1,
      last_status_code: 200,
      last_error: '',
      next_attempt_at: null,
      created_at: expect.stringMatching(TIMESTAMP),
      delivered_at: expect.stringMatching(TIMESTAMP),
    });
  });

  it('delivers submission.created from the JSON intake and form.updated from every form change, as they were then', async () => {
    const form = await publishedForm(client, { questions: [{ kind: 'short_text', label: 'Your name' }] });
    const { id, secret } = await hook(client, { events: ['submission.created', 'form.updated'], form_id: form.id });
    const submitted = await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, { body: { responses: { your_name: 'Ada' } } });
    expect(submitted.status).toBe(201);
    const renamed = await client.patch(`${V2}/forms/${form.id}`, { body: { form: { title: 'Renamed' } } });
    expect(renamed.status).toBe(200);

    const received = await receiver.waitFor(2);
    const payloads = received.map((delivery) => verified(secret, delivery));
    const created = payloads.find((payload) => payload.type === 'submission.created')!;
    expect(created.data).toEqual({ form_id: form.id, submission: (submitted.body as { submission: unknown }).submission });
    // What the form was at the change: a later edit does not rewrite an earlier delivery.
    const updated = payloads.find((payload) => payload.type === 'form.updated')!;
    expect(updated.data).toEqual({ form: (renamed.body as { form: unknown }).form });
    expect(await eventually(() => deliveries(client, id), (list) => list.length === 2 && list.every((each) => each.status === 'succeeded'))).toHaveLength(2);
  });

  it('delivers form.updated when the operator suspends a form from the CLI', async () => {
    const form = ((await client.post(`${V2}/forms`, { body: { form: { title: 'Suspended' } } })).body as { form: { id: string } }).form;
    const { secret } = await hook(client, { events: ['form.updated'] });
    let stderr = '';
    const env = { DATABASE_URL: t.databaseUrl, PORT: String(t.port), LOG_LEVEL: 'error' };
    const code = await runCli(['form', 'suspend', '--subdomain', ws.subdomain, '--id', form.id], { env, stdout: () => undefined, stderr: (text) => (stderr += text) });
    expect([code, stderr]).toEqual([0, '']);
    const [delivery] = await receiver.waitFor(1);
    const payload = verified(secret, delivery);
    expect(payload.type).toBe('form.updated');
    expect(payload.data.form).toMatchObject({ id: form.id, is_suspended: true });
  });

  it('delivers submission.deleted with the form and the erased submission ids', async () => {
    const [formId] = await t.workspaces.seed(ws, 1, 1);
    const list = (await client.get(`${V1}/forms/${formId}/submissions`)).body as { submissions: { id: string }[] };
    const submissionId = list.submissions[0].id;
    const { secret } = await hook(client, { events: ['submission.deleted'], form_id: formId });
    expect((await client.delete(`${V2}/forms/${formId}/submissions/${submissionId}`)).status).toBe(200);
    const [delivery] = await receiver.waitFor(1);
    expect(verified(secret, delivery)).toEqual({
      type: 'submission.deleted',
      timestamp: expect.stringMatching(TIMESTAMP),
      data: { form_id: formId, submission_id: submissionId },
    });
  });

  it('sends each endpoint only the events it subscribed to, and a form-limited one only that form', async () => {
    const formA = ((await client.post(`${V2}/forms`, { body: { form: { title: 'A' } } })).body as { form: { id: string } }).form.id;
    const all = await hook(client, { events: ['form.created', 'team_member.added'] });
    const onlyA = await hook(client, { events: ['form.created', 'form.updated', 'team_member.added'], form_id: formA });
    const inactive = await hook(client, { events: ['form.created'], is_active: false });

    await client.post(`${V2}/forms`, { body: { form: { title: 'B' } } });
    await client.post(`${V1}/team_members`, { body: { emails: ['linus@example.com'], send_invitation_email: 'false' } });
    await receiver.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received.map((each) => verified(all.secret, each).type).sort()).toEqual(['form.created', 'team_member.added']);
    expect(await deliveries(client, onlyA.id)).toEqual([]);
    expect(await deliveries(client, inactive.id)).toEqual([]);
  });

  it('retries a receiver that answered 500 with the same webhook-id, and the log shows both attempts', async () => {
    let calls = 0;
    receiver.answerWith((_request, response) => response.writeHead(++calls === 1 ? 500 : 200).end(calls === 1 ? 'database down' : 'ok'));
    const { id, secret } = await hook(client, { events: ['form.created'] });
    await client.post(`${V2}/forms`, { body: { form: { title: 'Retried' } } });

    const [first] = await receiver.waitFor(1);
    const failed = await eventually(() => deliveries(client, id), ([delivery]) => delivery?.attempts === 1);
    expect(failed).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, last_status_code: 500, last_error: 'HTTP 500: database down', delivered_at: null }),
    ]);
    const retryDue = Date.parse(failed[0].next_attempt_at) - first.at;
    expect(retryDue).toBeLessThanOrEqual(10_000);

    const [, second] = await receiver.waitFor(2, 15_000);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    expect(verified(secret, second).type).toBe('form.created');
    expect(second.at - first.at).toBeLessThan(10_000);
    const log = await eventually(() => deliveries(client, id), ([delivery]) => delivery.status === 'succeeded');
    expect(log).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 2, last_status_code: 200, last_error: '', next_attempt_at: null })]);
    const { rows } = await t.dataSource.query(
      'SELECT status_code, error FROM webhook_delivery_attempts WHERE delivery_id = $1 ORDER BY attempted_at',
      [log[0].id],
    ).then((result: unknown[]) => ({ rows: result as { status_code: number; error: string }[] }));
    expect(rows).toEqual([
      { status_code: 500, error: 'HTTP 500: database down' },
      { status_code: 200, error: '' },
    ]);
  });

  it('counts a receiver that hangs past 10 s as a failed attempt', async () => {
    const { log, failedAfterMs } = await hanging;
    expect(log).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, last_status_code: null, last_error: 'No answer within 10 s' })]);
    expect(failedAfterMs).toBeGreaterThan(8_000);
  });

  it('does not follow redirects and reads only the start of a huge answer', async () => {
    const elsewhere = await WebhookReceiver.start();
    try {
      receiver.answerWith((request, response) => {
        if (request.url === '/hooks') response.writeHead(302, { location: elsewhere.url }).end();
      });
      const { id } = await hook(client, { events: ['form.created'] });
      await client.post(`${V2}/forms`, { body: { form: { title: 'Redirected' } } });
      const log = await eventually(() => deliveries(client, id), ([delivery]) => delivery?.attempts === 1);
      expect(log).toEqual([expect.objectContaining({ status: 'pending', last_status_code: 302 })]);
      expect(elsewhere.received).toEqual([]);

      // 50 MB of garbage with a 500: the attempt is recorded at once, with a bounded excerpt.
      receiver.answerWith((_request, response) => {
        response.writeHead(500, { 'content-type': 'application/octet-stream' });
        const chunk = Buffer.alloc(1024 * 1024, 0xff);
        let sent = 0;
        const pump = () => {
          while (sent < 50 && response.write(chunk)) sent++;
          if (sent < 50) response.once('drain', pump);
          else response.end();
        };
        pump();
      });
      const other = await hook(client, { events: ['form.created'] });
      const started = Date.now();
      await client.post(`${V2}/forms`, { body: { form: { title: 'Huge answer' } } });
      const huge = await eventually(() => deliveries(client, other.id), ([delivery]) => delivery?.attempts === 1);
      expect(huge[0]).toMatchObject({ last_status_code: 500 });
      expect(huge[0].last_error.length).toBeLessThanOrEqual(600);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await elsewhere.close();
    }
  });

  it('retry sends a failed delivery again at once, with the same webhook-id', async () => {
    receiver.answerWith((_request, response) => response.writeHead(503).end());
    const { id, secret } = await hook(client, { events: ['form.created'] });
    await client.post(`${V2}/forms`, { body: { form: { title: 'Given up' } } });
    const [first] = await receiver.waitFor(1);
    const [pending] = await eventually(() => deliveries(client, id), ([delivery]) => delivery?.attempts === 1);
    // What more than a day of failed attempts leaves behind.
    await t.dataSource.query(`UPDATE outbox SET failed_at = now(), attempts = 12 WHERE id = $1`, [pending.id]);
    expect((await deliveries(client, id))[0]).toMatchObject({ status: 'failed', attempts: 12, next_attempt_at: null });

    receiver.answerWith((_request, response) => response.writeHead(204).end());
    const retried = await client.post(`${V2}/webhooks/${id}/deliveries/${pending.id}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body).toEqual({ delivery: expect.objectContaining({ id: pending.id, status: 'pending', attempts: 12, next_attempt_at: expect.stringMatching(TIMESTAMP) }) });
    const [, again] = await receiver.waitFor(2, 5_000);
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(verified(secret, again).type).toBe('form.created');
    const [done] = await eventually(() => deliveries(client, id), ([delivery]) => delivery.status === 'succeeded');
    expect(done).toMatchObject({ status: 'succeeded', attempts: 13, last_status_code: 204 });

    const unknown = await client.post(`${V2}/webhooks/${id}/deliveries/${id}/retry`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Delivery not found' });
  });

  it('switches off an endpoint whose attempts have all failed for 5 days', async () => {
    receiver.answerWith((_request, response) => response.writeHead(500).end());
    const { id } = await hook(client, { events: ['form.created'] });
    await t.dataSource.query(`UPDATE webhooks SET failing_since = now() - interval '5 days 1 minute' WHERE id = $1`, [id]);
    await client.post(`${V2}/forms`, { body: { form: { title: 'Last straw' } } });
    const webhook = await eventually(
      async () => ((await client.get(`${V2}/webhooks/${id}`)).body as { webhook: { is_active: boolean } }).webhook,
      (each) => !each.is_active,
    );
    expect(webhook.is_active).toBe(false);
  });
});

describe('through the typed client', () => {
  it('creates a webhook once per Idempotency-Key, reads it and its delivery log, and retries a delivery', async () => {
    const ws = await t.workspaces.create();
    const api = t.typed(ws);
    const create = () =>
      api.POST('/api/external/v2/webhooks', {
        body: { webhook: { url: receiver.url, events: ['team_member.added'] } },
        headers: { 'Idempotency-Key': 'hook-1' },
      });
    const first = await create();
    const again = await create();
    expect(first.response.status).toBe(201);
    expect(again.response.status).toBe(201);
    expect(again.data).toEqual(first.data);
    const webhook = first.data!.webhook;
    const list = await api.GET('/api/external/v2/webhooks');
    expect(list.data!.webhooks.map((each) => each.id)).toEqual([webhook.id]);

    await t.workspaces.addMembers(ws, ['typed@example.com']);
    const [delivery] = await receiver.waitFor(1);
    expect(verified(webhook.secret, delivery).type).toBe('team_member.added');
    const log = await eventually(
      async () => (await api.GET('/api/external/v2/webhooks/{webhook_id}/deliveries', { params: { path: { webhook_id: webhook.id } } })).data!,
      (page) => page.deliveries[0]?.status === 'succeeded',
    );
    expect(log.pagination.total_records).toBe(1);
    const retried = await api.POST('/api/external/v2/webhooks/{webhook_id}/deliveries/{delivery_id}/retry', {
      params: { path: { webhook_id: webhook.id, delivery_id: log.deliveries[0].id } },
    });
    expect(retried.response.status).toBe(202);
    expect(retried.data!.delivery).toMatchObject({ id: log.deliveries[0].id, status: 'pending' });
    const [, resent] = await receiver.waitFor(2, 5_000);
    expect(resent.headers['webhook-id']).toBe(delivery.headers['webhook-id']);
  });
});
