import { request } from 'node:http';
import { expectError, expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import { WebhookReceiver } from '../support/webhook-receiver';
import type { WorkspaceFixture } from '../support/workspace-factory';

// Erased means erased: deleting a submission removes, in the same transaction, every copy the service
// keeps of it. Then every way of seeing it again is tried.

jest.setTimeout(60_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create();
  receiver = await WebhookReceiver.start();
});

afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('leaves nothing of an erased submission to send, retry, replay or read', async () => {
  const client = t.client(ws);
  // The endpoint fails at first, so the submission's delivery waits in the outbox for a retry.
  receiver.answerWith((_request, response) => response.writeHead(500).end('down'));
  const hook = (await client.post(`${V2}/webhooks`, { body: { webhook: { url: receiver.url, events: ['submission.created'] } } })).body.webhook;
  const created = (await client.post(`${V2}/forms`, { body: { form: { title: 'Survey', questions: [{ kind: 'short_text', label: 'Name' }] } } })).body.form;
  expectOk(await client.patch(`${V2}/forms/${created.id}`, { body: { form: { is_published: true } } }));

  const body = { responses: { name: 'Ada Lovelace, secret answer' } };
  const intake = (key: string) =>
    t.anonymous(t.hostOf(ws)).post(`/forms/${created.id}/submissions`, { body, headers: { 'Idempotency-Key': key, 'User-Agent': 'Erasure test' } });
  const first = await intake('erase-me');
  expectOk(first, 201);
  const submissionId: string = first.body.submission.id;
  await receiver.waitFor(1);
  const deliveryId: string = (await client.get(`${V2}/webhooks/${hook.id}/deliveries`)).body.deliveries[0].id;

  expectOk(await client.delete(`${V2}/forms/${created.id}/submissions/${submissionId}`));

  // Through the API: gone.
  expectError(await client.get(`${V2}/forms/${created.id}/submissions/${submissionId}`), 404, 'Submission not found');
  expect((await client.get(`${V2}/forms/${created.id}/submissions`)).body.submissions).toEqual([]);
  // Its delivery is never sent again, and cannot be retried.
  expectError(await client.post(`${V2}/webhooks/${hook.id}/deliveries/${deliveryId}/retry`), 409, 'The submission of this delivery was deleted');
  const log = (await client.get(`${V2}/webhooks/${hook.id}/deliveries`)).body.deliveries;
  expect(log.find((delivery: { id: string }) => delivery.id === deliveryId)).toMatchObject({ status: 'failed', next_attempt_at: null });
  receiver.answerWith((_request, response) => response.writeHead(200).end('ok'));
  const seen = receiver.received.length;
  await sleep(3_000);
  expect(receiver.received.slice(seen).some((delivery) => delivery.body.includes('Ada Lovelace'))).toBe(false);

  // A replay of its Idempotency-Key is a new request: a new submission, nothing of the old one.
  const replay = await intake('erase-me');
  expectOk(replay, 201);
  expect(replay.body.submission.id).not.toBe(submissionId);
  expect(replay.text).not.toContain(submissionId);

  // And nothing of it is stored anywhere: not in the outbox (only the deletion event names its id), not
  // among the idempotency records.
  const copies = await t.dataSource.query(
    `SELECT 'outbox' AS place FROM outbox WHERE workspace_id = $1 AND event_type <> 'submission.deleted' AND payload::text LIKE '%' || $2 || '%'
     UNION ALL SELECT 'idempotency' FROM idempotency_keys WHERE workspace_id = $1 AND result::text LIKE '%' || $2 || '%'
     UNION ALL SELECT 'submissions' FROM submissions WHERE workspace_id = $1 AND id::text = $2`,
    [ws.id, submissionId],
  );
  expect(copies).toEqual([]);
});

it('leaves nothing of an erased form or its submissions to send, replay or read', async () => {
  const client = t.client(ws);
  receiver.answerWith((_request, response) => response.writeHead(500).end('down'));
  const created = (
    await client.post(`${V2}/forms`, { body: { form: { title: 'Confidential survey', questions: [{ kind: 'short_text', label: 'Name' }] } } })
  ).body.form;
  expectOk(await client.post(`${V2}/webhooks`, { body: { webhook: { url: receiver.url, events: ['form.created', 'form.updated', 'submission.created'] } } }), 201);
  expectOk(await client.patch(`${V2}/forms/${created.id}`, { body: { form: { is_published: true } } }));
  const body = { responses: { name: 'Grace Hopper, secret answer' } };
  const intake = () => t.anonymous(t.hostOf(ws)).post(`/forms/${created.id}/submissions`, { body, headers: { 'Idempotency-Key': 'form-erase' } });
  const submitted = await intake();
  expectOk(submitted, 201);

  // An Admin deletes the form in the console.
  const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
  const deleted = await new Promise<number>((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: t.port, method: 'DELETE', path: `/api/console/forms/${created.id}`, headers: { host: t.hostOf(ws), cookie, origin: t.baseUrl(ws), accept: 'application/json' } },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve(incoming.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
  expect(deleted).toBe(200);

  const copies = await t.dataSource.query(
    `SELECT event_type FROM outbox WHERE workspace_id = $1 AND (payload::text LIKE '%' || $2 || '%' OR payload::text LIKE '%Confidential survey%')
     UNION ALL SELECT 'idempotency' FROM idempotency_keys WHERE workspace_id = $1 AND (scope LIKE '%' || $2 || '%' OR result::text LIKE '%Grace Hopper%')`,
    [ws.id, created.id],
  );
  expect(copies).toEqual([]);
  receiver.answerWith((_request, response) => response.writeHead(200).end('ok'));
  const seen = receiver.received.length;
  await sleep(2_500);
  expect(receiver.received.slice(seen).some((delivery) => delivery.body.includes('Confidential survey') || delivery.body.includes('Grace Hopper'))).toBe(false);
  // Its link answers as for a form that never was.
  expectError(await intake(), 404, 'Form not found');
});
