import { CreateForm, ListForms, pageRequest, randomIds, SeedWorkspace, systemClock } from '@forms/application';
import { countStatements, createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';
import { SYSTEM_ACTOR } from '@forms/domain';

describe('PostgresFormReadModel', () => {
  let context: PostgresTestContext;
  let workspaceId: string;
  /** Newest first (created_at desc, then id desc), computed independently of the SQL. */
  let expectedOrder: string[];

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 3 });
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    workspaceId = workspace.id;
    await new SeedWorkspace(context.adapters.unitOfWork, systemClock, randomIds).execute({
      subdomain: workspace.subdomain,
      forms: 110,
      submissionsPerForm: 0,
    });
    // Forms created within the same instant: the id decides.
    const sameInstant = new Date('2030-01-01T00:00:00Z');
    const createForm = new CreateForm(context.adapters.unitOfWork, { now: () => sameInstant }, randomIds, context.adapters.idempotencyKeys);
    for (let index = 0; index < 5; index++) await createForm.execute({ actor: SYSTEM_ACTOR, workspaceId, title: `Tied ${index}`, baseUrl: 'http://ws.localhost:3000' });
    await new CreateForm(context.adapters.unitOfWork, systemClock, randomIds, context.adapters.idempotencyKeys).execute({
      actor: SYSTEM_ACTOR,
      workspaceId: (await createWorkspace(context.adapters.unitOfWork)).workspace.id,
      title: 'Elsewhere',
      baseUrl: 'http://elsewhere.localhost:3000',
    });

    const { rows } = await context.pool.query('SELECT id, created_at FROM forms WHERE workspace_id = $1', [workspaceId]);
    expectedOrder = rows
      .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
  });
  afterAll(() => context.close());

  it('pages newest first with the true total, through every page', async () => {
    const list = new ListForms(context.adapters.forms);
    const seen: string[] = [];
    for (let pageNumber = 1; pageNumber <= 12; pageNumber++) {
      const page = await list.execute({ workspaceId, pageNumber, pageSize: 10 });
      expect([page.totalRecords, page.totalPages]).toEqual([115, 12]);
      seen.push(...page.items.map((item) => item.id));
    }
    expect(seen).toEqual(expectedOrder);
  });

  it('returns an empty page past the last one with the true total, and clamps sizes to 100', async () => {
    for (const pageNumber of [13, Number.MAX_SAFE_INTEGER]) {
      expect(await context.adapters.forms.page(workspaceId, pageRequest(pageNumber, 10))).toEqual({ items: [], totalRecords: 115 });
    }
    const clamped = await new ListForms(context.adapters.forms).execute({ workspaceId, pageSize: '250' });
    expect(clamped.pageSize).toBe(100);
    expect(clamped.items.map((item) => item.id)).toEqual(expectedOrder.slice(0, 100));
    const second = await new ListForms(context.adapters.forms).execute({ workspaceId, pageNumber: 2, pageSize: 250 });
    expect(second.items.map((item) => item.id)).toEqual(expectedOrder.slice(100));
  });

  it('shows every field of a form', async () => {
    const { items } = await context.adapters.forms.page(workspaceId, pageRequest(1, 1));
    expect(items[0]).toEqual({
      id: expectedOrder[0],
      title: expect.stringMatching(/^Tied \d$/),
      state: 'draft',
      isPublished: false,
      isArchived: false,
      isDisabled: false,
      isSuspended: false,
      createdBy: 'admin@example.com',
      submissionsCount: 0,
      createdAt: new Date('2030-01-01T00:00:00Z'),
      updatedAt: new Date('2030-01-01T00:00:00Z'),
    });
  });

  it('costs one statement per page, whatever its size', async () => {
    const small = await countStatements(() => context.adapters.forms.page(workspaceId, pageRequest(1, 10)));
    const large = await countStatements(() => context.adapters.forms.page(workspaceId, pageRequest(1, 100)));
    expect([small.result.items.length, large.result.items.length]).toEqual([10, 100]);
    expect(small.statements).toHaveLength(1);
    expect(large.statements).toHaveLength(1);
  });
});
