import { DomainError, DomainErrorCode, Workspace } from '@forms/domain';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, openTestContext, type PostgresTestContext, uniqueSubdomain } from '@forms/testing';

describe('TypeormWorkspaceRepository', () => {
  let context: PostgresTestContext;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 4 });
  });
  afterAll(() => context.close());

  function newWorkspace(subdomain = uniqueSubdomain()): Workspace {
    return Workspace.create({
      id: randomUUID(),
      subdomain,
      name: 'Acme Inc',
      defaultTimeZone: 'Europe/Berlin',
      now: new Date('2025-03-01T10:00:00.123Z'),
    });
  }

  it('round-trips a workspace by id and by subdomain', async () => {
    const workspace = newWorkspace();
    workspace.addRole('Reviewer', new Date('2025-03-01T11:00:00Z'));
    await context.adapters.unitOfWork.run(({ workspaces }) => workspaces.insert(workspace));

    const [byId, bySubdomain] = await context.adapters.unitOfWork.run(({ workspaces }) =>
      Promise.all([workspaces.lockById(workspace.id), workspaces.findBySubdomain(workspace.subdomain)]),
    );
    for (const found of [byId, bySubdomain]) {
      expect(found).not.toBeNull();
      expect(found!.id).toBe(workspace.id);
      expect(found!.subdomain).toBe(workspace.subdomain);
      expect(found!.name).toBe('Acme Inc');
      expect(found!.defaultTimeZone.value).toBe('Europe/Berlin');
      expect(found!.roles).toEqual(['Admin', 'Standard', 'Reviewer']);
      expect(found!.createdAt).toEqual(workspace.createdAt);
      expect(found!.updatedAt).toEqual(new Date('2025-03-01T11:00:00Z'));
    }
  });

  it('updates the roles and the update time', async () => {
    const workspace = newWorkspace();
    await context.adapters.unitOfWork.run(({ workspaces }) => workspaces.insert(workspace));
    await context.adapters.unitOfWork.run(async ({ workspaces }) => {
      const locked = await workspaces.lockById(workspace.id);
      locked!.addRole('Editor', new Date('2025-04-01T00:00:00Z'));
      await workspaces.update(locked!);
    });
    const found = await context.adapters.unitOfWork.run(({ workspaces }) => workspaces.lockById(workspace.id));
    expect(found!.roles).toEqual(['Admin', 'Standard', 'Editor']);
    expect(found!.updatedAt).toEqual(new Date('2025-04-01T00:00:00Z'));
  });

  it('refuses a taken subdomain with SubdomainTaken and keeps nothing of the transaction', async () => {
    const subdomain = uniqueSubdomain();
    await context.adapters.unitOfWork.run(({ workspaces }) => workspaces.insert(newWorkspace(subdomain)));
    const second = newWorkspace(subdomain);

    const error = await context.adapters.unitOfWork
      .run(({ workspaces }) => workspaces.insert(second))
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: DomainErrorCode.SubdomainTaken,
      message: `subdomain "${subdomain}" is already taken`,
    });
    expect(await context.adapters.unitOfWork.run(({ workspaces }) => workspaces.lockById(second.id))).toBeNull();
  });

  it('finds nothing for ids that are not UUIDs or subdomains Postgres cannot store, without an error', async () => {
    const found = await context.adapters.unitOfWork.run(async ({ workspaces }) => [
      await workspaces.lockById('not-a-uuid'),
      await workspaces.lockById("1' OR '1'='1"),
      await workspaces.findBySubdomain('acme\u0000'),
      await workspaces.lockById(randomUUID()),
    ]);
    expect(found).toEqual([null, null, null, null]);
  });

  it('refuses a name with a NUL character as a validation failure', async () => {
    const workspace = Workspace.create({ id: randomUUID(), subdomain: uniqueSubdomain(), name: 'bad\u0000name', now: new Date() });
    await expect(context.adapters.unitOfWork.run(({ workspaces }) => workspaces.insert(workspace))).rejects.toMatchObject({
      code: DomainErrorCode.ValidationFailed,
      message: 'name must not contain NUL characters',
    });
  });

  it('lockById holds the row until the transaction ends: a second locker waits, then sees the first one\'s change', async () => {
    const workspace = newWorkspace();
    await context.adapters.unitOfWork.run(({ workspaces }) => workspaces.insert(workspace));

    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstLocked!: () => void;
    const firstHasLock = new Promise<void>((resolve) => (firstLocked = resolve));
    const events: string[] = [];

    const first = context.adapters.unitOfWork.run(async ({ workspaces }) => {
      const locked = await workspaces.lockById(workspace.id);
      firstLocked();
      await firstMayCommit;
      locked!.addRole('First', new Date());
      await workspaces.update(locked!);
      events.push('first commits');
    });
    await firstHasLock;

    const second = context.adapters.unitOfWork.run(async ({ workspaces }) => {
      const locked = await workspaces.lockById(workspace.id);
      events.push('second locked');
      return locked!.roles;
    });

    // The second transaction is parked on the row lock, as the server itself reports.
    await waitUntil(async () => {
      const { rows } = await context.pool.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FOR NO KEY UPDATE%'`,
      );
      return rows[0].waiting === 1;
    });
    expect(events).toEqual([]);

    releaseFirst();
    const [, rolesSeenBySecond] = await Promise.all([first, second]);
    expect(events).toEqual(['first commits', 'second locked']);
    expect(rolesSeenBySecond).toContain('First');
  });
});

async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  for (;;) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
