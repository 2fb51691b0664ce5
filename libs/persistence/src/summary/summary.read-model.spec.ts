import { DeleteForm, DeleteSubmission, GetResponseSummary, randomIds, SeedWorkspace, systemClock } from '@forms/application';
import { NO_TALLIES, type Question, summarizeQuestion, SYSTEM_ACTOR } from '@forms/domain';
import {
  countStatements,
  createTestDatabase,
  createWorkspace,
  openTestContext,
  type PostgresTestContext,
  recountTallies,
  type RecountSubmission,
} from '@forms/testing';
import type { StoredResponse } from '../submission/stored-submission-json';
import { latestAnswerRanges, summaryParts, SUMMARY_SPAN_SIZES, SUMMARY_TEXT_BLOCK_SIZE, WHOLE_FORM_SPAN } from './summary.sql';

jest.setTimeout(180_000);

describe('summaryParts', () => {
  /** The position intervals the parts cover, in order. */
  function covered(lo: number, hi: number, last: number): [number, number][] {
    const parts = summaryParts(lo, hi, last);
    const intervals: [number, number][] = [];
    parts.spans.forEach((span, index) => {
      const size = span === WHOLE_FORM_SPAN ? last : SUMMARY_SPAN_SIZES[span];
      intervals.push([parts.firstBlocks[index] * size + 1, (parts.lastBlocks[index] + 1) * size]);
    });
    parts.edgeFirsts.forEach((first, index) => intervals.push([first, parts.edgeLasts[index]]));
    return intervals.sort((a, b) => a[0] - b[0]);
  }

  /** Each position of [lo, hi] exactly once: the intervals follow each other without gap or overlap. */
  function expectExactCover(intervals: [number, number][], lo: number, hi: number): void {
    expect(intervals[0][0]).toBe(lo);
    intervals.forEach(([first, last], index) => {
      expect(last).toBeGreaterThanOrEqual(first);
      if (index > 0) expect(first).toBe(intervals[index - 1][1] + 1);
    });
    expect(intervals[intervals.length - 1][1]).toBe(hi);
  }

  it.each([
    [1, 1, 1],
    [1, 63, 500],
    [2, 64, 500],
    [1, 64, 500],
    [65, 128, 500],
    [60, 70, 500],
    [63, 4100, 9000],
    [1, 4096 * 3 + 5, 20_000],
    [4097, 262_144 * 2 + 77, 600_000],
    [100, 999_000, 1_000_000],
    [64 * 4096 + 1, 3 * 262_144 + 64, 2_000_000],
  ])('covers [%p, %p] exactly (last position %p)', (lo, hi, last) => {
    expectExactCover(covered(lo, hi, last), lo, hi);
  });

  it('reads a bounded number of parts whatever the size of the range', () => {
    const parts = summaryParts(31, 987_654, 1_000_000);
    expect(parts.spans.length).toBeLessThanOrEqual(2 * 2 + 1);
    const units = parts.firstBlocks.reduce((sum, first, index) => sum + parts.lastBlocks[index] - first + 1, 0);
    expect(units).toBeLessThanOrEqual(63 * 4 + 3);
    expect(parts.edgeLasts.reduce((sum, last, index) => sum + last - parts.edgeFirsts[index] + 1, 0)).toBeLessThan(128);
  });

  it('uses the whole form counters when the range is all of it', () => {
    expect(summaryParts(1, 500, 500)).toEqual({ spans: [WHOLE_FORM_SPAN], firstBlocks: [0], lastBlocks: [0], edgeFirsts: [], edgeLasts: [] });
  });
});

describe('latestAnswerRanges', () => {
  it('stops at the newest blocks that surely hold enough answers', () => {
    expect(SUMMARY_TEXT_BLOCK_SIZE).toBe(16);
    const blocks = new Map([['q', [{ block: 9, answers: 3 }, { block: 8, answers: 16 }, { block: 2, answers: 1 }]]]);
    // The newest block (145-160) is cut by hi: its answers may lie outside, so block 8 is read too, and nothing older.
    expect(latestAnswerRanges(blocks, { lo: 1, hi: 150, lastPosition: 1000 }, 5)).toEqual({ firsts: [129], lasts: [150] });
    // Without a cut, the newest block's 3 answers are sure; two more are needed.
    expect(latestAnswerRanges(blocks, { lo: 1, hi: 160, lastPosition: 160 }, 5)).toEqual({ firsts: [129], lasts: [160] });
    expect(latestAnswerRanges(new Map([['q', [{ block: 9, answers: 1 }, { block: 2, answers: 1 }]]]), { lo: 1, hi: 160, lastPosition: 160 }, 5)).toEqual({
      firsts: [33, 145],
      lasts: [48, 160],
    });
  });
});

describe('the summary of a seeded form, against a recount of its rows', () => {
  let context: PostgresTestContext;
  let workspaceId: string;
  let formId: string;
  const SUBMISSIONS = 4096 + 700;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 3 });
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    workspaceId = workspace.id;
    [formId] = (
      await new SeedWorkspace(context.adapters.unitOfWork, systemClock, randomIds).execute({
        subdomain: workspace.subdomain,
        forms: 1,
        submissionsPerForm: SUBMISSIONS,
        responsesPerSubmission: 10,
      })
    ).formIds;
  });
  afterAll(() => context.close());

  async function storedSubmissions(): Promise<{ submissions: (RecountSubmission & { position: number })[]; questions: Question[] }> {
    const form = await context.pool.query<{ questions: Question[] }>('SELECT questions FROM forms WHERE workspace_id = $1 AND id = $2', [workspaceId, formId]);
    const { rows } = await context.pool.query<{ id: string; created_at: Date; position: number; responses: StoredResponse[] }>(
      'SELECT id, created_at, position, responses FROM submissions WHERE workspace_id = $1 AND form_id = $2 ORDER BY position',
      [workspaceId, formId],
    );
    const submissions = rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      order: row.position,
      position: row.position,
      answers: row.responses.map((response) => ({ questionId: response.question_id, kind: response.kind, value: response.value, choices: response.choices })),
    }));
    return { submissions, questions: form.rows[0].questions };
  }

  /** Every range's summary against a recount of the rows as they are now (read once: they do not change meanwhile). */
  async function expectSummariesToMatch(): Promise<void> {
    const stored = await storedSubmissions();
    for (const [since, until] of await ranges()) await expectSummaryToMatch(stored, since, until);
  }

  async function expectSummaryToMatch(
    { submissions, questions }: Awaited<ReturnType<typeof storedSubmissions>>,
    since?: Date,
    until?: Date,
  ): Promise<void> {
    const inRange = submissions.filter((submission) => (!since || submission.createdAt >= since) && (!until || submission.createdAt < until));
    const recount = recountTallies(inRange);
    const summary = await new GetResponseSummary(context.adapters.responseSummaries).execute({ workspaceId, formId, since, until });
    expect({ since, until, submissions: summary.submissions, questions: summary.questions }).toEqual({
      since,
      until,
      submissions: recount.submissions,
      questions: questions.map((question) => summarizeQuestion(question, recount.byQuestion.get(question.id) ?? NO_TALLIES)),
    });
  }

  async function ranges(): Promise<[Date | undefined, Date | undefined][]> {
    const { rows } = await context.pool.query<{ created_at: Date }>(
      'SELECT created_at FROM submissions WHERE workspace_id = $1 AND form_id = $2 ORDER BY position',
      [workspaceId, formId],
    );
    const at = (fraction: number) => rows[Math.min(rows.length - 1, Math.floor(rows.length * fraction))].created_at;
    return [
      [undefined, undefined],
      [at(0.013), undefined],
      [undefined, at(0.77)],
      [at(0.1), at(0.9)],
      [at(0.5), at(0.505)],
      [at(0.5), at(0.5)],
      [new Date(at(0).getTime() - 1000), new Date(at(0.999).getTime() + 1000)],
    ];
  }

  it('counts every question of the bulk-loaded form exactly, with and without a range', async () => {
    await expectSummariesToMatch();
  });

  it('stays exact after erasures at random and of a whole stretch, minimums and maximums included', async () => {
    const { rows } = await context.pool.query<{ id: string; position: number }>(
      'SELECT id, position FROM submissions WHERE workspace_id = $1 AND form_id = $2',
      [workspaceId, formId],
    );
    // Every erasure recomputes its 64-position block's minimums and maximums from the rows left, and each costs
    // a transaction of the use case: a few per cent at random leave holes in most blocks, and the stretch
    // empties the whole block 193-256 and cuts into its neighbours.
    const doomed = rows.filter((row) => Math.random() < 0.03 || (row.position > 180 && row.position <= 270) || row.position === SUBMISSIONS);
    const erase = new DeleteSubmission(context.adapters.unitOfWork, systemClock);
    for (let start = 0; start < doomed.length; start += 10) {
      await Promise.all(doomed.slice(start, start + 10).map((row) => erase.execute({ actor: SYSTEM_ACTOR, workspaceId, formId, submissionId: row.id })));
    }
    // A bulk erasure in one statement, as an operator's SQL would do it.
    await context.pool.query('DELETE FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND position BETWEEN 2000 AND 2100', [workspaceId, formId]);
    await expectSummariesToMatch();
  });

  it('reads in four statements inside one read-only snapshot, whatever the range', async () => {
    const [since, until] = (await ranges())[3];
    const { statements } = await countStatements(() => context.adapters.responseSummaries.tallies(workspaceId, formId, { since, until }));
    expect(statements).toHaveLength(6);
    expect(statements[0]).toMatch(/^BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY$/);
    expect(statements[5]).toBe('COMMIT');
  });

  it("drops the form's counters with the form", async () => {
    await new DeleteForm(context.adapters.unitOfWork, systemClock).execute({ actor: SYSTEM_ACTOR, workspaceId, formId });
    const { rows } = await context.pool.query(
      `SELECT (SELECT count(*)::int FROM summary_counts WHERE workspace_id = $1 AND form_id = $2) AS counts,
              (SELECT count(*)::int FROM summary_text_blocks WHERE workspace_id = $1 AND form_id = $2) AS text_blocks`,
      [workspaceId, formId],
    );
    expect(rows).toEqual([{ counts: 0, text_blocks: 0 }]);
    await expect(new GetResponseSummary(context.adapters.responseSummaries).execute({ workspaceId, formId })).rejects.toThrow('Form not found');
  });
});
