import { AddTeamMembers, type LeasedOutboxMessage, randomIds, systemClock } from '@forms/application';
import type { InvitationCreated } from '@forms/domain';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';
import { SYSTEM_ACTOR } from '@forms/domain';

const HANDLERS = ['invitation-email'];

describe('outbox: recorded with the change, leased by PostgresOutboxQueue', () => {
  let context: PostgresTestContext;

  // One database for the file: each test starts from an empty outbox, which is all that leasing reads
  // (every workspace a test makes is new). A database and a pool per test cost half a second of CPU each.
  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 10 });
  });
  beforeEach(() => context.pool.query('DELETE FROM outbox'));
  afterAll(() => context.close());

  /** Members added through the use case, each with its invitation event recorded in the same transaction. */
  async function invite(count: number, prefix = 'person'): Promise<string[]> {
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    const emails = Array.from({ length: count }, (_, index) => `${prefix}${index}@example.com`);
    for (let start = 0; start < emails.length; start += 100) {
      await new AddTeamMembers(context.adapters.unitOfWork, systemClock, randomIds).execute({
        actor: SYSTEM_ACTOR,
        workspaceId: workspace.id,
        emails: emails.slice(start, start + 100),
        sendInvitationEmail: true,
        baseUrl: `http://${workspace.subdomain}.localhost:3000`,
      });
    }
    return emails;
  }

  const later = (ms: number) => new Date(Date.now() + ms);
  const queue = () => context.adapters.outboxQueue;

  it('leases due messages with the whole event, and hides them for the lease', async () => {
    const [email] = await invite(1);
    const leased = await queue().lease(HANDLERS, 10, later(1000), 60_000);
    expect(leased).toHaveLength(1);
    const event = leased[0].event as InvitationCreated;
    expect(leased[0]).toMatchObject({ handler: 'invitation-email', attempts: 0 });
    expect(event).toMatchObject({ type: 'invitation.created', invitation: { email, invitedBy: 'admin@example.com' } });
    expect(event.occurredAt).toBeInstanceOf(Date);
    expect(event.invitation.createdAt).toBeInstanceOf(Date);
    // The join page only: the token of the emailed link is made when the email is sent, never stored in the outbox.
    expect(event.invitation.joinUrl).toMatch(/^http:\/\/ws-[0-9a-f]+\.localhost:3000\/join$/);

    expect(await queue().lease(HANDLERS, 10, later(30_000), 60_000)).toEqual([]);
    expect(await queue().lease(['another-handler'], 10, later(120_000), 60_000)).toEqual([]);
    // A worker that died with the lease: the message comes back once the lease has run out.
    const again = await queue().lease(HANDLERS, 10, later(62_000), 60_000);
    expect(again.map((each) => each.id)).toEqual([leased[0].id]);
  });

  it('forgets completed messages and retries failed ones at the given time with the attempt counted', async () => {
    await invite(2);
    const [first, second] = await queue().lease(HANDLERS, 10, later(1000), 60_000);
    expect(await queue().complete(first, new Date())).toBe(true);
    const retryAt = later(5 * 60_000);
    expect(await queue().fail(second, 'SMTP 421 try\u0000 later', retryAt, new Date())).toBe(true);

    const { rows } = await context.pool.query(
      'SELECT id, attempts, last_error, next_attempt_at, completed_at IS NOT NULL AS completed FROM outbox ORDER BY attempts',
    );
    expect(rows).toEqual([
      expect.objectContaining({ id: first.id, attempts: 0, completed: true }),
      { id: second.id, attempts: 1, last_error: 'SMTP 421 try later', next_attempt_at: retryAt, completed: false },
    ]);
    expect(await queue().lease(HANDLERS, 10, later(4 * 60_000), 1000)).toEqual([]);
    const retried = await queue().lease(HANDLERS, 10, later(5 * 60_000 + 1), 1000);
    expect(retried.map(({ id, attempts }) => ({ id, attempts }))).toEqual([{ id: second.id, attempts: 1 }]);
  });

  it("tells when the earliest pending message of the handlers comes due: a lease's end, a retry's time, none once all are done", async () => {
    expect(await queue().nextDueAt(HANDLERS)).toBeNull();
    await invite(2);
    const { rows } = await context.pool.query<{ created: Date }>('SELECT min(next_attempt_at) AS created FROM outbox');
    expect(await queue().nextDueAt(HANDLERS)).toEqual(rows[0].created);
    expect(await queue().nextDueAt(['another-handler'])).toBeNull();
    const leasedAt = later(1000);
    const [first, second] = await queue().lease(HANDLERS, 10, leasedAt, 60_000);
    expect(await queue().nextDueAt(HANDLERS)).toEqual(new Date(leasedAt.getTime() + 60_000));
    const retryAt = later(5_000);
    await queue().fail(first, 'SMTP 421', retryAt, new Date());
    expect(await queue().nextDueAt(HANDLERS)).toEqual(retryAt);
    await queue().complete(second, new Date());
    await queue().fail({ ...first, leaseToken: (await queue().lease(HANDLERS, 10, later(6_000), 1000))[0].leaseToken }, 'gave up', null, new Date());
    expect(await queue().nextDueAt(HANDLERS)).toBeNull();
  });

  it('keeps a message that failed its last attempt as failed, never due again', async () => {
    await invite(1);
    const [message] = await queue().lease(HANDLERS, 10, later(1000), 60_000);
    await queue().fail(message, 'gave up', null, new Date());
    expect(await queue().lease(HANDLERS, 10, later(365 * 86_400_000), 1000)).toEqual([]);
    const { rows } = await context.pool.query('SELECT failed_at IS NOT NULL AS failed FROM outbox');
    expect(rows).toEqual([{ failed: true }]);
  });

  it('lets only the worker holding the lease record the outcome (a worker whose lease ran out cannot)', async () => {
    await invite(1);
    const [stale] = await queue().lease(HANDLERS, 10, later(1000), 60_000);
    const [current] = await queue().lease(HANDLERS, 10, later(62_000), 60_000);
    expect(current.leaseToken).not.toBe(stale.leaseToken);
    expect(await queue().renew([stale], later(62_500), 60_000)).toEqual(new Set());
    expect(await queue().complete(stale, new Date())).toBe(false);
    expect(await queue().fail(stale, 'late', later(1), new Date())).toBe(false);
    expect(await queue().renew([current], later(63_000), 60_000)).toEqual(new Set([current.id]));
    expect(await queue().complete(current, new Date())).toBe(true);
    const { rows } = await context.pool.query('SELECT attempts, completed_at IS NOT NULL AS completed FROM outbox');
    expect(rows).toEqual([{ attempts: 0, completed: true }]);
  });

  it('purges completed and failed messages older than the given times only', async () => {
    await invite(3);
    const [done, failed, pending] = await queue().lease(HANDLERS, 10, later(1000), 60_000);
    await queue().complete(done, new Date());
    await queue().fail(failed, 'gave up', null, new Date());
    expect(await queue().purge(later(-60_000), later(-60_000))).toBe(0);
    expect(await queue().purge(later(60_000), later(60_000))).toBe(2);
    const { rows } = await context.pool.query('SELECT id FROM outbox');
    expect(rows).toEqual([{ id: pending.id }]);
  });

  it('never hands the same message to two workers leasing at the same time (SKIP LOCKED)', async () => {
    await invite(300);
    const now = later(1000);
    const seen: LeasedOutboxMessage[][] = [];
    // Eight concurrent pollers, each batch smaller than the backlog, round after round until one finds nothing.
    for (;;) {
      const batches = await Promise.all(Array.from({ length: 8 }, () => queue().lease(HANDLERS, 15, now, 60_000)));
      seen.push(...batches);
      if (batches.every((batch) => batch.length === 0)) break;
    }
    const ids = seen.flat().map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(300);
  });

  it('with fairness, goes round the workspaces: a huge backlog gets no more of a batch than one message, and none past its cap in flight', async () => {
    await invite(50, 'flood');
    const [single] = await invite(1, 'single');
    const now = later(1000);
    const fairness = { perWorkspace: 3, inFlightCap: 5, inFlight: new Map<string, number>() };
    const batch = await queue().lease(HANDLERS, 10, now, 60_000, fairness);
    const byWorkspace = new Map<string, number>();
    for (const message of batch) byWorkspace.set(message.workspaceId, (byWorkspace.get(message.workspaceId) ?? 0) + 1);
    expect([...byWorkspace.values()].sort()).toEqual([1, 3]);
    expect(batch.some((message) => (message.event as InvitationCreated).invitation.email === single)).toBe(true);
    // The flooding workspace has 4 attempts in flight here: only 1 more may go, whatever is due.
    const flooding = batch.find((message) => byWorkspace.get(message.workspaceId) === 3)!.workspaceId;
    const capped = await queue().lease(HANDLERS, 10, now, 60_000, { ...fairness, inFlight: new Map([[flooding, 4]]) });
    expect(capped.map((message) => message.workspaceId)).toEqual([flooding]);
    expect(await queue().lease(HANDLERS, 10, now, 60_000, { ...fairness, inFlight: new Map([[flooding, 5]]) })).toEqual([]);
  });
});
