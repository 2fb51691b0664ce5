import { expectOk } from '../support/expectations';
import { MailCatcher } from '../support/mail-catcher';
import { V1, V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import { WebhookReceiver } from '../support/webhook-receiver';
import type { WorkspaceFixture } from '../support/workspace-factory';

// One workspace whose endpoints never answer, and which keeps making events, must not hold up the
// deliveries of another: the other's webhooks and invitation emails still arrive within seconds.

/**
 * How long B's webhook and B's invitation may take while A floods its hanging endpoints. The variable
 * only serves to measure how long they take without fair delivery (minutes, not seconds).
 */
const BUDGET_MS = Number(process.env.FAIR_DELIVERY_BUDGET_MS ?? 5_000);

jest.setTimeout(Math.max(60_000, 3 * BUDGET_MS));
const HANGING_ENDPOINTS = 20;

let mail: MailCatcher;
let t: SharedTestApp;
let hanging: WebhookReceiver;
let answering: WebhookReceiver;
let a: WorkspaceFixture;
let b: WorkspaceFixture;

beforeAll(async () => {
  hanging = await WebhookReceiver.start();
  // Accepts the request, reads it, and never answers: every attempt costs the worker its whole timeout.
  hanging.answerWith(() => undefined);
  answering = await WebhookReceiver.start();
  t = await sharedTestApp(NO_LIMITS, { mail: true });
  mail = t.mail;
  a = await t.workspaces.create({ admins: ['owner-a@example.com'] });
  b = await t.workspaces.create({ admins: ['owner-b@example.com'] });
});

afterAll(async () => {
  await t?.close();
  await hanging?.close();
  await answering?.close();
  await mail?.close();
});

it("delivers B's webhook and B's invitation within seconds while A's endpoints hang and A keeps making events", async () => {
  const clientA = t.client(a);
  const clientB = t.client(b);
  for (let n = 0; n < HANGING_ENDPOINTS; n++) {
    expectOk(await clientA.post(`${V2}/webhooks`, { body: { webhook: { url: `${hanging.url}/${n}`, events: ['form.created'] } } }), 201);
  }
  expectOk(await clientB.post(`${V2}/webhooks`, { body: { webhook: { url: answering.url, events: ['form.created'] } } }), 201);

  // A creates a form every 100 ms (600 a minute, half its rate limit), each one 20 deliveries that hang.
  let flooding = true;
  let created = 0;
  const flood = (async () => {
    while (flooding) {
      expectOk(await clientA.post(`${V2}/forms`, { body: { form: { title: `Flood ${created}` } } }), 201);
      created++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    // A's attempts are hanging, and for 3 seconds more A's new deliveries pile up behind them: hundreds
    // due at once, more than the worker can have in flight.
    await hanging.waitFor(5);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(created * HANGING_ENDPOINTS).toBeGreaterThan(200);

    // B's event and B's invitation at once; each is timed from its own request.
    const webhookSent = Date.now();
    expectOk(await clientB.post(`${V2}/forms`, { body: { form: { title: 'Not held up' } } }), 201);
    const mailSent = Date.now();
    expectOk(await clientB.post(`${V1}/team_members`, { body: { emails: ['newcomer-b@example.com'] } }));
    const [[delivery], mailLatency] = await Promise.all([
      answering.waitFor(1, BUDGET_MS).then((received) => {
        process.stdout.write(`fair delivery: B's webhook after ${received[0].at - webhookSent} ms\n`);
        return received;
      }),
      mail.waitFor(() => mail.to('newcomer-b@example.com').length > 0, "B's invitation", BUDGET_MS).then(() => {
        const latency = Date.now() - mailSent;
        process.stdout.write(`fair delivery: B's invitation after ${latency} ms\n`);
        return latency;
      }),
    ]);
    const webhookLatency = delivery.at - webhookSent;
    expect(JSON.parse(delivery.body)).toMatchObject({ type: 'form.created', data: { form: { title: 'Not held up' } } });
    process.stdout.write(`fair delivery: while A had made ${created} forms (${hanging.received.length} hanging attempts)\n`);
    expect(webhookLatency).toBeLessThan(BUDGET_MS);
    expect(mailLatency).toBeLessThan(BUDGET_MS);
  } finally {
    flooding = false;
    await flood;
  }
});

it('refuses a 26th webhook of a workspace with 422 naming the limit, and takes one again after a deletion', async () => {
  const c = await t.workspaces.create();
  const client = t.client(c);
  const ids: string[] = [];
  for (let n = 0; n < 25; n++) {
    const created = await client.post(`${V2}/webhooks`, { body: { webhook: { url: `${answering.url}/${n}`, events: ['form.created'] } } });
    expectOk(created, 201);
    ids.push((created.body as { webhook: { id: string } }).webhook.id);
  }
  const refused = await client.post(`${V2}/webhooks`, { body: { webhook: { url: answering.url, events: ['form.created'] } } });
  expect({ status: refused.status, body: refused.body }).toEqual({
    status: 422,
    body: { error: 'A workspace has at most 25 webhooks; delete one to add another' },
  });
  expect((await client.delete(`${V2}/webhooks/${ids[0]}`)).status).toBe(200);
  expectOk(await client.post(`${V2}/webhooks`, { body: { webhook: { url: answering.url, events: ['form.created'] } } }), 201);
});
