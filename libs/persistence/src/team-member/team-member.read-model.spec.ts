import { ListTeamMembers, pageRequest, systemClock, UpdateTeamMember } from '@forms/application';
import { addMembers, countStatements, createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';
import { SYSTEM_ACTOR } from '@forms/domain';

describe('PostgresTeamMemberReadModel', () => {
  let context: PostgresTestContext;
  let workspaceId: string;
  /** Every member id in list order (oldest first: created_at, then id), computed independently of the SQL. */
  let expectedOrder: string[];

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 3 });
    workspaceId = (await createWorkspace(context.adapters.unitOfWork)).workspace.id;
    // Batches share their creation time, so the id must break ties.
    for (let batch = 0; batch < 3; batch++) {
      await addMembers(
        context.adapters.unitOfWork,
        workspaceId,
        Array.from({ length: 40 }, (_, index) => `b${batch}-m${index}@example.com`),
      );
    }
    await createWorkspace(context.adapters.unitOfWork); // another tenant, never listed here
    const { rows } = await context.pool.query('SELECT id, created_at FROM team_members WHERE workspace_id = $1', [workspaceId]);
    expectedOrder = rows
      .sort((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);
  });
  afterAll(() => context.close());

  it('pages oldest first with the true total, through every page', async () => {
    const list = new ListTeamMembers(context.adapters.teamMembers);
    const seen: string[] = [];
    for (let pageNumber = 1; pageNumber <= 5; pageNumber++) {
      const page = await list.execute({ workspaceId, pageNumber, pageSize: 30 });
      expect([page.totalRecords, page.totalPages, page.pageSize]).toEqual([121, 5, 30]);
      seen.push(...page.items.map((item) => item.id));
    }
    expect(seen).toEqual(expectedOrder);
  });

  it('returns an empty page past the last one, with the true total, even for absurd page numbers', async () => {
    for (const pageNumber of [6, 1_000_000, Number.MAX_SAFE_INTEGER]) {
      const page = await context.adapters.teamMembers.page(workspaceId, pageRequest(pageNumber, 30));
      expect(page).toEqual({ items: [], totalRecords: 121 });
    }
  });

  it('clamps the page size to 100', async () => {
    const page = await new ListTeamMembers(context.adapters.teamMembers).execute({ workspaceId, pageSize: 1000 });
    expect(page.pageSize).toBe(100);
    expect(page.items.map((item) => item.id)).toEqual(expectedOrder.slice(0, 100));
  });

  it('shows every field of a member, inactive ones included', async () => {
    const target = expectedOrder[5];
    await new UpdateTeamMember(context.adapters.unitOfWork, systemClock).execute({
      actor: SYSTEM_ACTOR,
      workspaceId,
      teamMemberId: target,
      changes: { active: false, firstName: 'Grace', lastName: 'Hopper', timeZone: 'America/New_York' },
    });
    const page = await context.adapters.teamMembers.page(workspaceId, pageRequest(1, 10));
    expect(page.items[5]).toEqual({
      id: target,
      email: expect.stringMatching(/^b0-m\d+@example\.com$/),
      firstName: 'Grace',
      lastName: 'Hopper',
      timeZone: 'America/New_York',
      profileImageUrl: '',
      organizationRole: 'Standard',
      active: false,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(await context.adapters.teamMembers.findActiveById(workspaceId, target)).toBeNull();
    const active = await context.adapters.teamMembers.findActiveById(workspaceId, expectedOrder[6]);
    expect(active).toMatchObject({ id: expectedOrder[6], active: true });
  });

  it('finds nothing in another workspace or for ids that are not UUIDs', async () => {
    const { workspace: other } = await createWorkspace(context.adapters.unitOfWork);
    expect(await context.adapters.teamMembers.findActiveById(other.id, expectedOrder[0])).toBeNull();
    expect(await context.adapters.teamMembers.findActiveById(workspaceId, 'nope')).toBeNull();
    expect(await context.adapters.teamMembers.page(other.id, pageRequest(1, 30))).toMatchObject({ totalRecords: 1 });
  });

  it('costs one statement per page, whatever its size', async () => {
    const small = await countStatements(() => context.adapters.teamMembers.page(workspaceId, pageRequest(1, 10)));
    const large = await countStatements(() => context.adapters.teamMembers.page(workspaceId, pageRequest(1, 100)));
    expect([small.result.items.length, large.result.items.length]).toEqual([10, 100]);
    expect(small.statements).toHaveLength(1);
    expect(large.statements).toHaveLength(1);
    const one = await countStatements(() => context.adapters.teamMembers.findActiveById(workspaceId, expectedOrder[0]));
    expect(one.statements).toHaveLength(1);
  });
});

