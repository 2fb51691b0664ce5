import { userAgentFromStored } from '../submission/stored-submission-json';
import { ListSubmissions, pageRequest, randomIds, SeedWorkspace, systemClock } from '@forms/application';
import { DomainErrorCode, Submission } from '@forms/domain';
import { randomUUID } from 'node:crypto';
import { countStatements, createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';

describe('PostgresSubmissionReadModel', () => {
  let context: PostgresTestContext;
  let workspaceId: string;
  let formIds: string[];
  let bigFormId: string;
  let emptyFormId: string;
  let otherWorkspaceId: string;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 3 });
    const seed = new SeedWorkspace(context.adapters.unitOfWork, systemClock, randomIds);
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    workspaceId = workspace.id;
    formIds = (await seed.execute({ subdomain: workspace.subdomain, forms: 2, submissionsPerForm: 23 })).formIds;
    [bigFormId] = (await seed.execute({ subdomain: workspace.subdomain, forms: 1, submissionsPerForm: 150 })).formIds;
    await appendSubmissions(bigFormId, 23);
    [emptyFormId] = (await seed.execute({ subdomain: workspace.subdomain, forms: 1, submissionsPerForm: 0 })).formIds;
    const other = await createWorkspace(context.adapters.unitOfWork);
    otherWorkspaceId = other.workspace.id;
  });
  afterAll(() => context.close());

  /** Adds submissions after the existing ones, the way seeding does: positions continue from the counter. */
  async function appendSubmissions(formId: string, count: number): Promise<void> {
    await context.adapters.unitOfWork.run(async ({ forms, submissions }) => {
      const form = await forms.lockById(workspaceId, formId);
      const first = form!.reserveSubmissionPositions(count, new Date());
      await submissions.insertMany(
        Array.from({ length: count }, (_, index) =>
          Submission.record({
            id: randomUUID(),
            workspaceId,
            formId,
            position: first + index,
            createdAt: new Date(Date.now() + 1000 * (index + 1)),
            fieldValues: [{ field: 'note', value: `appended ${index}` }],
            userAgent: {
              id: randomUUID(),
              name: 'Safari',
              version: '18.2',
              ipAddress: '203.0.113.9',
              deviceName: 'iPhone 16',
              deviceType: 'mobile',
              operatingSystem: 'iOS',
              operatingSystemVersion: '18.2',
            },
            responses: [{ id: randomUUID(), label: 'Note', position: 1, kind: 'short_text', slug: 'note', value: `appended ${index}` }],
          }),
        ),
      );
      await forms.update(form!);
    });
  }

  /** What a plain OFFSET/LIMIT over the rows gives: the reference the position ranges must match. */
  async function naivePage(formId: string, pageNumber: number, pageSize: number, order: string): Promise<string[]> {
    const { rows } = await context.pool.query(
      `SELECT id FROM submissions WHERE workspace_id = $1 AND form_id = $2 ORDER BY ${order} OFFSET $3 LIMIT $4`,
      [workspaceId, formId, (pageNumber - 1) * pageSize, pageSize],
    );
    return rows.map((row) => row.id);
  }

  it('returns, page by page, what ORDER BY position DESC OFFSET/LIMIT returns, including the last partial page', async () => {
    for (const pageSize of [1, 7, 10, 23, 30]) {
      const pages = Math.ceil(23 / pageSize) + 1;
      for (let pageNumber = 1; pageNumber <= pages; pageNumber++) {
        const page = await context.adapters.submissions.pageForForm(workspaceId, formIds[1], pageRequest(pageNumber, pageSize));
        const ids = page!.items.map((item) => item.id);
        expect(page!.totalRecords).toBe(23);
        expect(ids).toEqual(await naivePage(formIds[1], pageNumber, pageSize, 'position DESC'));
        // Newest first, created_at then id.
        expect(ids).toEqual(await naivePage(formIds[1], pageNumber, pageSize, 'created_at DESC, id DESC'));
      }
    }
    const last = await context.adapters.submissions.pageForForm(workspaceId, formIds[1], pageRequest(3, 10));
    expect(last!.items).toHaveLength(3);
  });

  it('pages a form whose submissions were added in two batches', async () => {
    const total = 173;
    const seen: string[] = [];
    for (let pageNumber = 1; pageNumber <= 2; pageNumber++) {
      const page = await new ListSubmissions(context.adapters.submissions).execute({
        workspaceId,
        formId: bigFormId,
        pageNumber,
        pageSize: 100,
      });
      expect([page.totalRecords, page.totalPages]).toEqual([total, 2]);
      seen.push(...page.items.map((item) => item.id));
    }
    expect(seen).toEqual(await naivePage(bigFormId, 1, 1000, 'position DESC'));
    expect(seen.slice(0, 23)).toEqual(await naivePage(bigFormId, 1, 23, 'created_at DESC, id DESC'));
  });

  it('answers past the last page, and for absurd page numbers, with no items and the true total', async () => {
    for (const pageNumber of [4, 1_000_000, Number.MAX_SAFE_INTEGER]) {
      expect(await context.adapters.submissions.pageForForm(workspaceId, formIds[1], pageRequest(pageNumber, 10))).toEqual({
        items: [],
        totalRecords: 23,
      });
    }
    expect(await context.adapters.submissions.pageForForm(workspaceId, emptyFormId, pageRequest(1, 30))).toEqual({
      items: [],
      totalRecords: 0,
    });
  });

  it('answers null for a form of another workspace, an unknown form or an id that is not a UUID', async () => {
    for (const [workspace, form] of [
      [otherWorkspaceId, formIds[0]],
      [workspaceId, randomUUID()],
      [workspaceId, 'not-a-uuid'],
    ]) {
      expect(await context.adapters.submissions.pageForForm(workspace, form, pageRequest(1, 30))).toBeNull();
    }
    await expect(
      new ListSubmissions(context.adapters.submissions).execute({ workspaceId: otherWorkspaceId, formId: formIds[0] }),
    ).rejects.toMatchObject({ code: DomainErrorCode.FormNotFound });
  });

  it('shows each submission as stored: id, creation time, field values, user agent, responses and form version', async () => {
    const page = await context.adapters.submissions.pageForForm(workspaceId, formIds[1], pageRequest(1, 1));
    const { rows } = await context.pool.query(
      `SELECT id, created_at, field_values, user_agent, responses, form_version FROM submissions
       WHERE workspace_id = $1 AND form_id = $2 AND position = 23`,
      [workspaceId, formIds[1]],
    );
    expect(page!.items).toEqual([
      {
        id: rows[0].id,
        createdAt: rows[0].created_at,
        fieldValues: rows[0].field_values,
        userAgent: userAgentFromStored(rows[0].user_agent),
        // What only the summary reads (the question's id, the options picked) stays in storage.
        responses: rows[0].responses.map(({ question_id: _questionId, choices: _choices, ...shown }: Record<string, unknown>) => shown),
        formVersion: rows[0].form_version,
      },
    ]);
    expect(page!.items[0].userAgent).toEqual(expect.objectContaining({ name: expect.any(String), ipAddress: expect.any(String) }));
    expect(page!.items[0].responses[0]).toEqual(expect.objectContaining({ position: 1, kind: expect.any(String) }));
  });

  it('costs one statement per page, whatever its size and however deep the page', async () => {
    const small = await countStatements(() => context.adapters.submissions.pageForForm(workspaceId, bigFormId, pageRequest(1, 10)));
    const large = await countStatements(() => context.adapters.submissions.pageForForm(workspaceId, bigFormId, pageRequest(1, 100)));
    const deep = await countStatements(() => context.adapters.submissions.pageForForm(workspaceId, bigFormId, pageRequest(2, 100)));
    expect([small.result!.items.length, large.result!.items.length, deep.result!.items.length]).toEqual([10, 100, 73]);
    expect(small.statements).toHaveLength(1);
    expect(large.statements).toHaveLength(1);
    expect(deep.statements).toHaveLength(1);
  });

  it('reads a page through the position index, never scanning the submissions table', async () => {
    const plan = await explain(context, workspaceId, bigFormId);
    expect(plan).toContain('submissions_position_key');
    expect(plan).not.toMatch(/Seq Scan on submissions/);
  });
});

async function explain(context: PostgresTestContext, workspaceId: string, formId: string): Promise<string> {
  // The same statement the read model prepares, planned the way a prepared statement is (generic plan).
  const client = await context.pool.connect();
  try {
    await client.query("SET plan_cache_mode = 'force_generic_plan'");
    const { statements } = await countStatements(() =>
      context.adapters.submissions.pageForForm(workspaceId, formId, pageRequest(1, 10)),
    );
    await client.query(`PREPARE page_plan AS ${statements[0]}`);
    const { rows } = await client.query(`EXPLAIN EXECUTE page_plan('${workspaceId}', '${formId}', 0, 10)`);
    await client.query('DEALLOCATE page_plan');
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('RESET plan_cache_mode');
    client.release();
  }
}
