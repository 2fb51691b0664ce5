import { AddTeamMembers, DispatchOutbox, type OutboxHandler, randomIds, systemClock } from '@forms/application';
import type { DomainEvent } from '@forms/domain';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';
import { SYSTEM_ACTOR } from '@forms/domain';

jest.setTimeout(60_000);

/** A handler as slow as a struggling mail server, counting what it was handed. */
class SlowHandler implements OutboxHandler {
  readonly name = 'invitation-email';
  readonly maxAttempts = 3;
  readonly handled = new Map<string, number>();

  constructor(private readonly ms: number) {}

  retryDelayMs(): number {
    return 10;
  }

  async handle(event: DomainEvent): Promise<void> {
    if (event.type !== 'invitation.created') throw new Error(`unexpected ${event.type}`);
    await new Promise((resolve) => setTimeout(resolve, this.ms));
    this.handled.set(event.invitation.email, (this.handled.get(event.invitation.email) ?? 0) + 1);
  }
}

describe('DispatchOutbox on PostgreSQL', () => {
  let context: PostgresTestContext;

  beforeEach(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 6 });
  });
  afterEach(() => context.close());

  async function invite(count: number): Promise<void> {
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    await new AddTeamMembers(context.adapters.unitOfWork, systemClock, randomIds).execute({
      actor: SYSTEM_ACTOR,
      workspaceId: workspace.id,
      emails: Array.from({ length: count }, (_, index) => `person${index}@example.com`),
      sendInvitationEmail: true,
      baseUrl: 'http://example.localhost',
    });
  }

  it('hands every message to its handler once, though a batch takes several leases long and another worker polls all along', async () => {
    await invite(8);
    // A lease of 300 ms, a handler of 120 ms and two lanes: the batch of 8 takes about half a second,
    // longer than its lease.
    const policy = { batchSize: 8, concurrency: 2, leaseMs: 300, keepCompletedMs: 60_000, keepFailedMs: 60_000 };
    const slow = new SlowHandler(120);
    const first = new DispatchOutbox(context.adapters.outboxQueue, [slow], systemClock, policy);
    const second = new DispatchOutbox(context.adapters.outboxQueue, [slow], systemClock, policy);
    const batch = first.execute();
    let polling = true;
    const poller = (async () => {
      while (polling) {
        await second.execute();
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();
    expect(await batch).toMatchObject({ leased: 8, handled: 8, failed: 0 });
    polling = false;
    await poller;
    expect([...slow.handled.values()]).toEqual(Array(8).fill(1));
    const { rows } = await context.pool.query('SELECT count(*)::int AS done FROM outbox WHERE completed_at IS NOT NULL');
    expect(rows[0].done).toBe(8);
  });

  it('retries a failing message with the handler delay, then keeps it as failed after the last attempt', async () => {
    await invite(1);
    const failing: OutboxHandler = {
      name: 'invitation-email',
      maxAttempts: 2,
      retryDelayMs: () => 0,
      handle: async () => {
        throw new Error('mail server says no');
      },
    };
    const dispatch = new DispatchOutbox(context.adapters.outboxQueue, [failing], systemClock);
    expect(await dispatch.execute()).toMatchObject({ leased: 1, failed: 1 });
    expect(await dispatch.execute()).toMatchObject({ leased: 1, failed: 1 });
    expect(await dispatch.execute()).toMatchObject({ leased: 0 });
    const { rows } = await context.pool.query('SELECT attempts, last_error, failed_at IS NOT NULL AS failed FROM outbox');
    expect(rows).toEqual([{ attempts: 2, last_error: 'mail server says no', failed: true }]);
  });
});
