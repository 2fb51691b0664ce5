import { CreateForm, IDEMPOTENCY_TTL_MS, type IdempotentRequest, randomIds, systemClock } from '@forms/application';
import { countStatements, createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';
import { SYSTEM_ACTOR } from '@forms/domain';

describe('idempotency keys', () => {
  let context: PostgresTestContext;
  let workspaceId: string;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 2 });
    workspaceId = (await createWorkspace(context.adapters.unitOfWork)).workspace.id;
  });
  afterAll(() => context.close());

  const request = (key: string): IdempotentRequest => ({ workspaceId, scope: 'purge-test', key, fingerprint: `fingerprint-${key}` });

  async function keysLeft(): Promise<string[]> {
    const rows = await context.dataSource.query<{ key: string }[]>(
      `SELECT key FROM idempotency_keys WHERE workspace_id = $1 AND scope = 'purge-test' ORDER BY key`,
      [workspaceId],
    );
    return rows.map((row) => row.key);
  }

  it('deletes the keys whose 24 hours are over, completed or not, and keeps the others', async () => {
    const keys = context.adapters.idempotencyKeys;
    const start = new Date('2026-11-20T10:00:00Z');
    const later = new Date(start.getTime() + 60 * 60 * 1000);
    await keys.claim(request('old-completed'), start);
    await context.adapters.unitOfWork.run(({ idempotency }) => idempotency.complete(request('old-completed'), { id: 1 }, start));
    await keys.claim(request('old-abandoned'), start);
    await keys.claim(request('recent'), later);

    // One hour after the first two expired, the recent one has an hour left.
    const purged = await keys.purgeExpired(new Date(start.getTime() + IDEMPOTENCY_TTL_MS + 1));

    expect(purged).toBe(2);
    expect(await keysLeft()).toEqual(['recent']);
    expect(await keys.claim(request('recent'), later)).toEqual({ outcome: 'in_progress' });
  });

  it('deletes nothing when nothing has expired', async () => {
    expect(await context.adapters.idempotencyKeys.purgeExpired(new Date('2026-11-19T00:00:00Z'))).toBe(0);
  });

  it('a use case records its result in the transaction of its change, and a retry gets it back as it was', async () => {
    const createForm = new CreateForm(context.adapters.unitOfWork, systemClock, randomIds, context.adapters.idempotencyKeys);
    const idempotency = { ...request('create-form'), scope: 'api-key:test' };
    const command = { actor: SYSTEM_ACTOR, workspaceId, title: 'Once', baseUrl: 'http://acme.localhost', idempotency };

    const { result: created, statements } = await countStatements(() => createForm.execute(command));
    const at = (pattern: RegExp) => statements.findIndex((statement) => pattern.test(statement));
    expect(at(/^INSERT INTO idempotency_keys/)).toBeLessThan(at(/^START TRANSACTION/));
    expect(at(/^START TRANSACTION/)).toBeLessThan(at(/INSERT INTO forms/));
    expect(at(/INSERT INTO forms/)).toBeLessThan(at(/UPDATE idempotency_keys SET result/));
    expect(at(/UPDATE idempotency_keys SET result/)).toBeLessThan(at(/^COMMIT/));

    const replayed = await createForm.execute(command);
    expect(replayed).toEqual(created);
    expect(replayed.createdAt).toBeInstanceOf(Date);
    const forms = await context.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM forms WHERE workspace_id = $1 AND title = 'Once'`, [
      workspaceId,
    ]);
    expect(forms[0].n).toBe(1);
  });
});
