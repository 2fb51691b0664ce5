import { DeleteSubmission, ListSubmissions, pageRequest, randomIds, SeedWorkspace, systemClock } from '@forms/application';
import { DomainErrorCode, SYSTEM_ACTOR } from '@forms/domain';
import { countStatements, createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';
import { SUBMISSION_BLOCK_SIZE } from './submission.sql';

/**
 * Pages with holes and time filters, checked against the plain (slow) SQL that defines them: a filtered
 * count(*) and an ORDER BY ... OFFSET ... LIMIT over the form's rows.
 */
jest.setTimeout(120_000);

describe('submission pages with deletions and time filters', () => {
  let context: PostgresTestContext;
  let workspaceId: string;
  let formId: string;
  let times: Date[];
  const SUBMISSIONS = 3 * SUBMISSION_BLOCK_SIZE + 300;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 3 });
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    workspaceId = workspace.id;
    [formId] = (
      await new SeedWorkspace(context.adapters.unitOfWork, systemClock, randomIds).execute({
        subdomain: workspace.subdomain,
        forms: 1,
        submissionsPerForm: SUBMISSIONS,
        // Pages read no answers, while every erasure recounts its block's answers for the summary: one each.
        responsesPerSubmission: 1,
      })
    ).formIds;
    // Erase one in twenty-five at random, through the use case (a transaction each), and a stretch that
    // empties a whole block.
    const { rows } = await context.pool.query<{ id: string; position: number }>(
      'SELECT id, position FROM submissions WHERE workspace_id = $1 AND form_id = $2',
      [workspaceId, formId],
    );
    const doomed = rows.filter((row) => Math.random() < 0.04 || (row.position > 1000 && row.position <= 2100));
    const erase = new DeleteSubmission(context.adapters.unitOfWork, systemClock);
    for (let start = 0; start < doomed.length; start += 20) {
      await Promise.all(doomed.slice(start, start + 20).map((row) => erase.execute({ actor: SYSTEM_ACTOR, workspaceId, formId, submissionId: row.id })));
    }
    const stored = await context.pool.query<{ created_at: Date }>(
      'SELECT created_at FROM submissions WHERE workspace_id = $1 AND form_id = $2 ORDER BY position',
      [workspaceId, formId],
    );
    times = stored.rows.map((row) => row.created_at);
  });
  afterAll(() => context.close());

  async function reference(filter: { since?: Date; until?: Date; newest: boolean }, offset: number, size: number) {
    const where = `workspace_id = $1 AND form_id = $2 AND ($3::timestamptz IS NULL OR created_at >= $3) AND ($4::timestamptz IS NULL OR created_at < $4)`;
    const values = [workspaceId, formId, filter.since ?? null, filter.until ?? null];
    const total = await context.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM submissions WHERE ${where}`, values);
    const page = await context.pool.query<{ id: string }>(
      `SELECT id FROM submissions WHERE ${where} ORDER BY position ${filter.newest ? 'DESC' : ''} OFFSET $5 LIMIT $6`,
      [...values, offset, size],
    );
    return { total: total.rows[0].n, ids: page.rows.map((row) => row.id) };
  }

  async function service(filter: { since?: Date; until?: Date; newest: boolean }, pageNumber: number, pageSize: number) {
    const page = await new ListSubmissions(context.adapters.submissions).execute({
      workspaceId,
      formId,
      pageNumber,
      pageSize,
      since: filter.since,
      until: filter.until,
      order: filter.newest ? 'newest' : 'oldest',
    });
    return { total: page.totalRecords, ids: page.items.map((item) => item.id) };
  }

  it('keeps the form counter and the block counters equal to the rows that exist', async () => {
    const { rows } = await context.pool.query(
      `SELECT (SELECT submissions_count FROM forms WHERE workspace_id = $1 AND id = $2) AS counter,
              (SELECT count(*)::int FROM submissions WHERE workspace_id = $1 AND form_id = $2) AS actual,
              (SELECT sum(live)::int FROM submission_blocks WHERE workspace_id = $1 AND form_id = $2) AS blocks`,
      [workspaceId, formId],
    );
    expect(rows[0].counter).toBe(rows[0].actual);
    expect(rows[0].blocks).toBe(rows[0].actual);
    expect(rows[0].actual).toBeLessThan(SUBMISSIONS - 1100);
  });

  it('matches the plain SQL on every page, both orders, with and without time filters', async () => {
    const at = (fraction: number) => times[Math.min(times.length - 1, Math.floor(times.length * fraction))];
    const filters = [
      { newest: true },
      { newest: false },
      { since: at(0.2), newest: true },
      { until: at(0.7), newest: false },
      { since: at(0.1), until: at(0.9), newest: true },
      { since: at(0.3), until: at(0.35), newest: false },
      { since: at(0.5), until: at(0.5), newest: true },
      { since: new Date(times[0].getTime() - 86_400_000), until: new Date(times[0].getTime() - 1000), newest: true },
      { since: new Date(times[times.length - 1].getTime() + 1000), newest: false },
    ];
    for (const filter of filters) {
      for (const pageSize of [1, 7, 100]) {
        const expected = await reference(filter, 0, 1);
        const pages = Math.ceil(expected.total / pageSize);
        for (const pageNumber of new Set([1, 2, Math.max(1, Math.floor(pages / 2)), Math.max(1, pages), pages + 1, Math.max(1, pages - 1)])) {
          const want = await reference(filter, (pageNumber - 1) * pageSize, pageSize);
          expect({ filter, pageSize, pageNumber, ...(await service(filter, pageNumber, pageSize)) }).toEqual({
            filter,
            pageSize,
            pageNumber,
            ...want,
          });
        }
      }
    }
  });

  it('lists every remaining submission exactly once when paging through all of it', async () => {
    for (const newest of [true, false]) {
      const seen: string[] = [];
      for (let pageNumber = 1; ; pageNumber++) {
        const { ids, total } = await service({ newest }, pageNumber, 100);
        if (ids.length === 0) break;
        seen.push(...ids);
        expect(total).toBe(times.length);
      }
      expect(seen).toHaveLength(times.length);
      expect(new Set(seen).size).toBe(times.length);
    }
  });

  it('reads a deep filtered page in three statements, whatever its depth', async () => {
    for (const pageNumber of [1, 15]) {
      const { statements } = await countStatements(() =>
        context.adapters.submissions.pageForForm(workspaceId, formId, pageRequest(pageNumber, 100), {
          since: times[10],
          order: 'newest',
        }),
      );
      expect(statements).toHaveLength(3);
      expect(statements.join('\n')).not.toMatch(/OFFSET \$5 LIMIT \$6[\s\S]*OFFSET|count\(\*\) FROM submissions WHERE workspace_id = \$1 AND form_id = \$2\s*$/);
    }
  });

  it('finds one submission of the form, and not of another form', async () => {
    const [{ id }] = (await reference({ newest: true }, 0, 1)).ids.map((each) => ({ id: each }));
    const found = await context.adapters.submissions.findForForm(workspaceId, formId, id);
    expect(found.formFound).toBe(true);
    expect(found.submission?.id).toBe(id);
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    expect(await context.adapters.submissions.findForForm(workspace.id, formId, id)).toEqual({ formFound: false, submission: null });
    expect(await context.adapters.submissions.findForForm(workspaceId, formId, 'nope')).toEqual({ formFound: true, submission: null });
  });

  it('erases once: a second delete is not found and changes no count', async () => {
    const [id] = (await reference({ newest: false }, 0, 1)).ids;
    const erase = new DeleteSubmission(context.adapters.unitOfWork, systemClock);
    await erase.execute({ actor: SYSTEM_ACTOR, workspaceId, formId, submissionId: id });
    await expect(erase.execute({ actor: SYSTEM_ACTOR, workspaceId, formId, submissionId: id })).rejects.toMatchObject({
      code: DomainErrorCode.SubmissionNotFound,
    });
    times.shift();
    const { total } = await service({ newest: true }, 1, 1);
    expect(total).toBe(times.length);
  });
});
