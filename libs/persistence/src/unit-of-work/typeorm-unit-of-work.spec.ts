import type { Repositories, UnitOfWork } from '@forms/application';
import { DomainError } from '@forms/domain';
import { countStatements, createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext, uniqueSubdomain } from '@forms/testing';

describe('TypeormUnitOfWork', () => {
  let context: PostgresTestContext;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 2 });
  });
  afterAll(() => context.close());

  it('commits everything the work did when it resolves, in one transaction', async () => {
    const { result, statements } = await countStatements(() => createWorkspace(context.adapters.unitOfWork));
    expect(statements[0]).toBe('START TRANSACTION');
    expect(statements[statements.length - 1]).toBe('COMMIT');
    const found = await context.adapters.unitOfWork.run(async ({ workspaces, teamMembers, apiKeys }) => ({
      workspace: await workspaces.findBySubdomain(result.workspace.subdomain),
      admin: await teamMembers.findById(result.workspace.id, result.admin.id),
      key: await apiKeys.findById(result.workspace.id, result.apiKey.id),
    }));
    expect([found.workspace?.id, found.admin?.id, found.key?.id]).toEqual([result.workspace.id, result.admin.id, result.apiKey.id]);
  });

  it('runs at READ COMMITTED without a SET TRANSACTION round trip', async () => {
    const { result, statements } = await countStatements(() =>
      context.dataSource.transaction((manager) => manager.query(`SELECT current_setting('transaction_isolation') AS level`)),
    );
    expect(result).toEqual([{ level: 'read committed' }]);
    expect(statements.some((statement) => statement.startsWith('SET TRANSACTION'))).toBe(false);
  });

  it('keeps nothing when the work throws, and rethrows its error', async () => {
    const subdomain = uniqueSubdomain();
    const refusal = DomainError.invalid('anything', 'refused after writing');
    const failing: UnitOfWork = {
      run: <T>(work: (repositories: Repositories) => Promise<T>) =>
        context.adapters.unitOfWork.run(async (repositories) => {
          await work(repositories);
          throw refusal;
        }),
    };
    await expect(createWorkspace(failing, subdomain)).rejects.toBe(refusal);
    const found = await context.adapters.unitOfWork.run(({ workspaces }) => workspaces.findBySubdomain(subdomain));
    expect(found).toBeNull();
    const { rows } = await context.pool.query("SELECT count(*)::int AS n FROM team_members WHERE email = 'admin@example.com'");
    expect(rows[0].n).toBe(1);
  });
});
