import { AddTeamMembers, type LeasedInvitation, randomIds, systemClock } from '@forms/application';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';

describe('invitation outbox and PostgresInvitationQueue', () => {
  let context: PostgresTestContext;

  beforeEach(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 10 });
  });
  afterEach(() => context.close());

  /** Members added through the use case, each with its invitation recorded in the same transaction. */
  async function invite(count: number, prefix = 'person'): Promise<string[]> {
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    const emails = Array.from({ length: count }, (_, index) => `${prefix}${index}@example.com`);
    for (let start = 0; start < emails.length; start += 100) {
      await new AddTeamMembers(context.adapters.unitOfWork, systemClock, randomIds).execute({
        workspaceId: workspace.id,
        emails: emails.slice(start, start + 100),
        sendInvitationEmail: true,
        baseUrl: `http://${workspace.subdomain}.localhost:3000`,
      });
    }
    return emails;
  }

  const later = (ms: number) => new Date(Date.now() + ms);

  it('leases due invitations with everything the mailer needs, and hides them for the lease', async () => {
    const [email] = await invite(1);
    const leased = await context.adapters.invitationQueue.lease(10, later(1000), 60_000);
    expect(leased).toHaveLength(1);
    expect(leased[0]).toMatchObject({
      email,
      invitedBy: 'admin@example.com',
      attempts: 0,
      joinUrl: expect.stringMatching(/^http:\/\/ws-[0-9a-f]+\.localhost:3000\/join\?invitation=[0-9a-f-]{36}$/),
    });
    expect(leased[0].joinUrl).toContain(leased[0].id);

    expect(await context.adapters.invitationQueue.lease(10, later(30_000), 60_000)).toEqual([]);
    // A worker that died with the lease: the invitation comes back once the lease has run out.
    const again = await context.adapters.invitationQueue.lease(10, later(62_000), 60_000);
    expect(again.map((each) => each.id)).toEqual([leased[0].id]);
  });

  it('forgets delivered invitations and retries failed ones at the given time with the attempt counted', async () => {
    await invite(2);
    const [first, second] = await context.adapters.invitationQueue.lease(10, later(1000), 60_000);
    await context.adapters.invitationQueue.markDelivered(first, new Date());
    const retryAt = later(5 * 60_000);
    await context.adapters.invitationQueue.markFailed(second, 'SMTP 421 try\u0000 later', retryAt);

    const { rows } = await context.pool.query(
      'SELECT id, attempts, last_error, next_attempt_at, delivered_at IS NOT NULL AS delivered FROM invitations ORDER BY attempts',
    );
    expect(rows).toEqual([
      expect.objectContaining({ id: first.id, attempts: 0, delivered: true }),
      { id: second.id, attempts: 1, last_error: 'SMTP 421 try later', next_attempt_at: retryAt, delivered: false },
    ]);
    expect(await context.adapters.invitationQueue.lease(10, later(4 * 60_000), 1000)).toEqual([]);
    const retried = await context.adapters.invitationQueue.lease(10, later(5 * 60_000 + 1), 1000);
    expect(retried.map(({ id, attempts }) => ({ id, attempts }))).toEqual([{ id: second.id, attempts: 1 }]);
  });

  it('never hands the same invitation to two workers leasing at the same time (SKIP LOCKED)', async () => {
    await invite(300);
    const now = later(1000);
    const seen: LeasedInvitation[][] = [];
    // Eight concurrent pollers, each batch smaller than the backlog, round after round until one finds nothing.
    for (;;) {
      const batches = await Promise.all(
        Array.from({ length: 8 }, () => context.adapters.invitationQueue.lease(15, now, 60_000)),
      );
      seen.push(...batches);
      if (batches.every((batch) => batch.length === 0)) break;
    }
    const ids = seen.flat().map((invitation) => invitation.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(300);
  });
});
