import {
  CreateForm,
  CreateWebhook,
  DeleteForm,
  DeliverWebhook,
  randomIds,
  systemClock,
  WEBHOOKS_HANDLER,
  type WebhookAddressPolicy,
  type WebhookPost,
  type WebhookTransport,
} from '@forms/application';
import { ADMIN_ROLE, memberActor } from '@forms/domain';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';

// A delivery leased before its form was deleted already holds the form in memory. The erasure must still
// win: the attempt sends nothing, and whatever the worker then records cannot make the delivery due again.

const allowEveryAddress: WebhookAddressPolicy = { check: async () => 'allowed' as const };

/** Counts what would have gone out. */
class SentRequests implements WebhookTransport {
  readonly sent: WebhookPost[] = [];
  async post(request: WebhookPost) {
    this.sent.push(request);
    return { statusCode: 200, error: '' };
  }
}

describe('a webhook delivery erased while its attempt is in flight', () => {
  let context: PostgresTestContext;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase());
  });
  afterAll(() => context.close());

  it('sends nothing, and stays failed with the erasure as its reason whether the attempt then completes or fails', async () => {
    const { unitOfWork, idempotencyKeys, outboxQueue, webhookDeliveries } = context.adapters;
    const created = await createWorkspace(unitOfWork);
    const workspaceId = created.workspace.id;
    const admin = memberActor({ id: created.admin.id, email: 'admin@example.com', workspaceId, organizationRole: ADMIN_ROLE }, '203.0.113.7');
    for (const url of ['https://hooks.example.com/one', 'https://hooks.example.com/two']) {
      await new CreateWebhook(unitOfWork, allowEveryAddress, systemClock, randomIds, idempotencyKeys).execute({ actor: admin, workspaceId, url, events: ['form.created'] });
    }
    const form = await new CreateForm(unitOfWork, systemClock, randomIds, idempotencyKeys).execute({
      actor: admin,
      workspaceId,
      title: 'Confidential survey',
      baseUrl: 'http://example.localhost',
    });
    const leased = await outboxQueue.lease([WEBHOOKS_HANDLER], 10, new Date(), 60_000);
    expect(leased.map((message) => message.event.type)).toEqual(['form.created', 'form.created']);

    await new DeleteForm(unitOfWork, systemClock).execute({ actor: admin, workspaceId, formId: form.id });

    const transport = new SentRequests();
    const deliver = new DeliverWebhook(webhookDeliveries, { render: (event) => JSON.stringify(event) }, transport, systemClock);
    for (const message of leased) await deliver.handle(message.event, message);
    expect(transport.sent).toEqual([]);

    // One attempt reports success, the other a failure with a retry: neither undoes the erasure.
    const [completing, failing] = leased;
    await outboxQueue.complete(completing, new Date());
    await outboxQueue.fail(failing, 'HTTP 500', new Date(Date.now() + 5_000), new Date());
    const { rows } = await context.pool.query(
      `SELECT completed_at IS NULL AS not_completed, failed_at IS NOT NULL AS failed, last_error, lease_token IS NULL AS released, payload::text
       FROM outbox WHERE workspace_id = $1 AND handler = $2`,
      [workspaceId, WEBHOOKS_HANDLER],
    );
    expect(rows).toEqual(Array(2).fill({ not_completed: true, failed: true, last_error: 'The form was deleted', released: true, payload: '{}' }));
    expect(await outboxQueue.lease([WEBHOOKS_HANDLER], 10, new Date(Date.now() + 365 * 86_400_000), 60_000)).toEqual([]);
  });
});
