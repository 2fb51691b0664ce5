import { RequestRateLimiter, type Clock } from '@forms/application';
import { countStatements, type CreatedWorkspace, createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext, type TestDatabase } from '@forms/testing';
import type { DataSource } from 'typeorm';
import { createPostgresAdapters, openDataSource } from '../postgres-adapters';

/** A clock the test moves by hand, so that no run straddles a minute by accident. */
class ManualClock implements Clock {
  constructor(private millis: number) {}
  now(): Date {
    return new Date(this.millis);
  }
  advance(ms: number): void {
    this.millis += ms;
  }
  set(millis: number): void {
    this.millis = millis;
  }
}

const WINDOW_START = new Date('2026-05-05T10:00:00Z');

describe('PostgresRequestQuotaStore and RequestRateLimiter', () => {
  let database: TestDatabase;
  let context: PostgresTestContext;
  let second: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    context = await openTestContext(database, { poolSize: 5 });
    // A second process's pool on the same database.
    second = await openDataSource(database.url, { poolSize: 5 });
  });
  afterAll(async () => {
    await second?.destroy();
    await context?.close();
  });

  const keyOf = (created: CreatedWorkspace) => ({ workspaceId: created.workspace.id, principalId: created.apiKey.id });

  it('concurrent leases never grant more than the limit, and blocks shrink as the quota runs out', async () => {
    const key = keyOf(await createWorkspace(context.adapters.unitOfWork));
    const stores = [context.adapters.requestQuotas, createPostgresAdapters(second).requestQuotas];
    const leases = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        stores[n % 2].lease({ ...key, windowStart: WINDOW_START, limit: 1000, maxBlock: 100, divisor: 40 }),
      ),
    );
    const granted = leases.map((lease) => lease.granted);
    expect(granted.reduce((sum, each) => sum + each, 0)).toBe(1000);
    expect(Math.max(...granted)).toBe(25);
    expect(Math.max(...leases.map((lease) => lease.totalGranted))).toBe(1000);
    expect(granted.filter((each) => each === 0).length).toBeGreaterThan(0);
    // The last grants before the quota ran out were single requests.
    expect(granted.filter((each) => each === 1).length).toBeGreaterThan(0);
  });

  it('a later window starts from zero; a lease for an earlier window gets the later one', async () => {
    const key = keyOf(await createWorkspace(context.adapters.unitOfWork));
    const lease = (windowStart: Date) => context.adapters.requestQuotas.lease({ ...key, windowStart, limit: 10, maxBlock: 100, divisor: 2 });
    expect(await lease(WINDOW_START)).toEqual({ windowStart: WINDOW_START, granted: 5, totalGranted: 5 });
    const next = new Date(WINDOW_START.getTime() + 60_000);
    expect(await lease(next)).toEqual({ windowStart: next, granted: 5, totalGranted: 5 });
    expect(await lease(WINDOW_START)).toEqual({ windowStart: next, granted: 3, totalGranted: 8 });
  });

  it('two processes sharing a key accept the limit to within 5%, never more, and a new window restores it', async () => {
    const key = keyOf(await createWorkspace(context.adapters.unitOfWork));
    const clock = new ManualClock(WINDOW_START.getTime() + 5_000);
    const replicas = [
      new RequestRateLimiter(context.adapters.requestQuotas, clock, { limit: 1200 }),
      new RequestRateLimiter(createPostgresAdapters(second).requestQuotas, clock, { limit: 1200 }),
    ];
    let allowed = 0;
    for (let batch = 0; batch < 80; batch++) {
      // Uneven traffic: the first replica gets two requests of every three.
      const decisions = await Promise.all(
        Array.from({ length: 20 }, (_, n) => replicas[n % 3 === 2 ? 1 : 0].take(key.workspaceId, key.principalId)),
      );
      allowed += decisions.filter((decision) => decision.allowed).length;
    }
    expect(allowed).toBeLessThanOrEqual(1200);
    expect(allowed).toBeGreaterThanOrEqual(1140);

    const refused = await replicas[0].take(key.workspaceId, key.principalId);
    expect(refused).toEqual({ allowed: false, limit: 1200, windowSeconds: 60, remaining: 0, resetSeconds: 55 });

    clock.advance(55_000);
    const again = await replicas[1].take(key.workspaceId, key.principalId);
    expect(again).toMatchObject({ allowed: true, limit: 1200, resetSeconds: 60 });
    expect(again.remaining).toBeGreaterThan(1100);
  });

  it('a replica that leased a block and went quiet strands at most 2.5% of the limit', async () => {
    const key = keyOf(await createWorkspace(context.adapters.unitOfWork));
    const clock = new ManualClock(WINDOW_START.getTime());
    const quiet = new RequestRateLimiter(context.adapters.requestQuotas, clock, { limit: 1200 });
    const busy = new RequestRateLimiter(createPostgresAdapters(second).requestQuotas, clock, { limit: 1200 });
    expect((await quiet.take(key.workspaceId, key.principalId)).allowed).toBe(true);
    let allowed = 1;
    for (let n = 0; n < 1300; n++) if ((await busy.take(key.workspaceId, key.principalId)).allowed) allowed++;
    expect(allowed).toBeGreaterThanOrEqual(1200 - 30);
    expect(allowed).toBeLessThanOrEqual(1200);
  });

  it('spends leased quota without the database, and refuses an exhausted key without asking it again', async () => {
    const key = keyOf(await createWorkspace(context.adapters.unitOfWork));
    const limiter = new RequestRateLimiter(context.adapters.requestQuotas, new ManualClock(WINDOW_START.getTime()), { limit: 400 });
    const { statements } = await countStatements(async () => {
      for (let n = 0; n < 400; n++) expect((await limiter.take(key.workspaceId, key.principalId)).allowed).toBe(true);
    });
    // Blocks of at most 1/40 of what is left: far fewer writes than requests.
    expect(statements.length).toBeLessThan(200);
    expect((await limiter.take(key.workspaceId, key.principalId)).allowed).toBe(false);
    const refusals = await countStatements(async () => {
      for (let n = 0; n < 50; n++) expect((await limiter.take(key.workspaceId, key.principalId)).allowed).toBe(false);
    });
    expect(refusals.statements).toEqual([]);
  });

  it('concurrent requests of one key in one process share a lease', async () => {
    const key = keyOf(await createWorkspace(context.adapters.unitOfWork));
    const limiter = new RequestRateLimiter(context.adapters.requestQuotas, new ManualClock(WINDOW_START.getTime()), { limit: 1200 });
    const { result, statements } = await countStatements(() =>
      Promise.all(Array.from({ length: 20 }, () => limiter.take(key.workspaceId, key.principalId))),
    );
    expect(result.every((decision) => decision.allowed)).toBe(true);
    expect(statements).toHaveLength(1);
    expect(result.map((decision) => decision.remaining).sort((a, b) => b - a)[0]).toBe(1199);
  });

  it('with a rolling window, the previous minute still weighs: no burst at a window edge gets twice the limit', async () => {
    const key = keyOf(await createWorkspace(context.adapters.unitOfWork));
    const clock = new ManualClock(WINDOW_START.getTime() + 50_000);
    const rolling = new RequestRateLimiter(context.adapters.requestQuotas, clock, { limit: 10, rolling: true });
    const takeMany = async (count: number) => {
      const decisions = [];
      for (let n = 0; n < count; n++) decisions.push(await rolling.take(key.workspaceId, key.principalId));
      return decisions;
    };
    // Ten at the end of one window...
    expect((await takeMany(10)).every((decision) => decision.allowed)).toBe(true);
    const refused = (await takeMany(1))[0];
    expect(refused.allowed).toBe(false);
    // ... leave no room at the start of the next: the last minute already holds ten.
    clock.set(WINDOW_START.getTime() + 61_000);
    const atEdge = (await takeMany(1))[0];
    expect(atEdge.allowed).toBe(false);
    // Room comes back as they slide out: by the middle of the window, half of them.
    expect(atEdge.resetSeconds).toBeLessThanOrEqual(6);
    clock.set(WINDOW_START.getTime() + 90_000);
    const half = await takeMany(6);
    expect(half.map((decision) => decision.allowed)).toEqual([true, true, true, true, true, false]);
    // A fixed window would have given all ten at once at the edge.
    const otherKey = keyOf(await createWorkspace(context.adapters.unitOfWork));
    const fixedClock = new ManualClock(WINDOW_START.getTime() + 50_000);
    const fixed = new RequestRateLimiter(context.adapters.requestQuotas, fixedClock, { limit: 10 });
    for (let n = 0; n < 10; n++) await fixed.take(otherKey.workspaceId, otherKey.principalId);
    fixedClock.set(WINDOW_START.getTime() + 61_000);
    expect((await fixed.take(otherKey.workspaceId, otherKey.principalId)).allowed).toBe(true);
  });
});
