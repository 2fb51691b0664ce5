import type { Repositories } from '@forms/application';
import { ApiKey } from '@forms/domain';
import { randomBytes, randomUUID } from 'node:crypto';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';

describe('TypeormApiKeyRepository', () => {
  let context: PostgresTestContext;
  const run = <T>(work: (repositories: Repositories) => Promise<T>): Promise<T> => context.adapters.unitOfWork.run(work);

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 2 });
  });
  afterAll(() => context.close());

  it('round-trips a key, lists the workspace keys oldest first and keeps a revocation', async () => {
    const { workspace, apiKey: founding } = await createWorkspace(context.adapters.unitOfWork);
    const { workspace: other } = await createWorkspace(context.adapters.unitOfWork);
    const hash = new Uint8Array(randomBytes(32));
    const key = ApiKey.issue({
      id: randomUUID(),
      workspaceId: workspace.id,
      prefix: 'abcdefghijkl',
      secretHash: hash,
      scope: 'read',
      now: new Date(founding.createdAt.getTime() + 1000),
      expiresAt: new Date('2030-01-01T00:00:00Z'),
    });
    await run(({ apiKeys }) => apiKeys.insert(key));

    const found = await run(({ apiKeys }) => apiKeys.findById(workspace.id, key.id));
    expect(found).not.toBeNull();
    expect(Buffer.from(found!.secretHash).equals(Buffer.from(hash))).toBe(true);
    expect([found!.scope, founding.scope]).toEqual(['read', 'write']);
    expect([found!.prefix, found!.createdAt, found!.expiresAt, found!.revokedAt, found!.lastUsedAt]).toEqual([
      'abcdefghijkl',
      key.createdAt,
      new Date('2030-01-01T00:00:00Z'),
      null,
      null,
    ]);

    const listed = await run(({ apiKeys }) => apiKeys.listByWorkspace(workspace.id));
    expect(listed.map((each) => each.id)).toEqual([founding.id, key.id]);

    found!.revoke(new Date('2026-02-02T02:02:02Z'));
    await run(({ apiKeys }) => apiKeys.update(found!));
    const revoked = await run(({ apiKeys }) => apiKeys.findById(workspace.id, key.id));
    expect(revoked!.revokedAt).toEqual(new Date('2026-02-02T02:02:02Z'));

    expect(await run(({ apiKeys }) => apiKeys.findById(other.id, key.id))).toBeNull();
    expect(await run(({ apiKeys }) => apiKeys.findById(workspace.id, 'nope'))).toBeNull();
  });
});
