import { type Clock, PurgeExpiredRecords, startSession, randomIds, SESSION_IDLE_MS } from '@forms/application';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Housekeeping drops exactly what no rule looks at any more, and nothing else. */
describe('PurgeExpiredRecords', () => {
  let context: PostgresTestContext;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase());
  });
  afterAll(() => context.close());

  const count = async (sql: string, workspaceId: string) => Number((await context.pool.query(sql, [workspaceId])).rows[0].n);

  it('drops expired attempts, closed counter windows, old invitation emails and dead sessions, keeping the rest', async () => {
    const { workspace, admin } = await createWorkspace(context.adapters.unitOfWork);
    const now = Date.now();
    const at = (ms: number) => new Date(now - ms);
    // Arranged directly: each row at the age it must (or must not) be purged at.
    for (const [expiresAt, label] of [[at(2 * DAY_MS), 'old'], [at(-10 * 60_000), 'live']] as const) {
      await context.pool.query(
        `INSERT INTO sign_in_attempts (workspace_id, id, email, created_at, expires_at) VALUES ($1, gen_random_uuid(), $2, $3, $3)`,
        [workspace.id, `${label}@example.com`, expiresAt],
      );
    }
    for (const windowStart of [at(2 * DAY_MS), at(60_000)]) {
      await context.pool.query(`INSERT INTO request_counters (workspace_id, counter, window_start, count) VALUES ($1, 'x', $2, 1)`, [workspace.id, windowStart]);
    }
    for (const sentAt of [at(25 * 60 * 60 * 1000), at(60 * 60 * 1000)]) {
      await context.pool.query(`INSERT INTO invitation_sends (workspace_id, address, sent_at) VALUES ($1, 'a@example.com', $2)`, [workspace.id, sentAt]);
    }
    const sessions = await Promise.all(
      [0, 1, 2, 3].map(() =>
        context.adapters.unitOfWork.run(({ sessions: repository }) =>
          startSession(repository, randomIds, { workspaceId: workspace.id, teamMemberId: admin.id, now: new Date(now), userAgent: '', clientIp: '' }),
        ),
      ),
    );
    const [endedLongAgo, idleTooLong, endedJustNow] = sessions.map((session) => session.sessionId);
    await context.pool.query(`UPDATE member_sessions SET ended_at = $3 WHERE workspace_id = $1 AND id = $2`, [workspace.id, endedLongAgo, at(2 * DAY_MS)]);
    await context.pool.query(`UPDATE member_sessions SET last_seen_at = $3 WHERE workspace_id = $1 AND id = $2`, [workspace.id, idleTooLong, at(SESSION_IDLE_MS + 2 * DAY_MS)]);
    await context.pool.query(`UPDATE member_sessions SET ended_at = $3 WHERE workspace_id = $1 AND id = $2`, [workspace.id, endedJustNow, at(60_000)]);

    const clock: Clock = { now: () => new Date(now) };
    expect(await new PurgeExpiredRecords(context.adapters.housekeeping, clock, { unusedUploadMs: 2 * 60 * 60 * 1000 }).execute()).toBeGreaterThanOrEqual(5);

    expect(await count('SELECT count(*) AS n FROM sign_in_attempts WHERE workspace_id = $1', workspace.id)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM request_counters WHERE workspace_id = $1', workspace.id)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM invitation_sends WHERE workspace_id = $1', workspace.id)).toBe(1);
    const left = (await context.pool.query('SELECT id FROM member_sessions WHERE workspace_id = $1', [workspace.id])).rows.map((row) => row.id);
    expect(left.sort()).toEqual([endedJustNow, sessions[3].sessionId].sort());
  });
});
