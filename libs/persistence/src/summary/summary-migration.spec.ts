import { randomUUID } from 'node:crypto';
import { GetResponseSummary } from '@forms/application';
import { migrations } from '@forms/database';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';
import type { QueryRunner } from 'typeorm';

// Submissions stored before answers named their question: the migration gives each response the id of
// the form's question with its slug, once, and builds the counters from them.

jest.setTimeout(120_000);

describe('the summary migration over submissions stored before', () => {
  let context: PostgresTestContext;
  const Migration = migrations.find((migration) => migration.name === 'QuestionSummaries1764050000000')!;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 2 });
  });
  afterAll(() => context.close());

  it('matches their answers by slug, splits multiple choices, and counts them', async () => {
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    const formId = randomUUID();
    const [plan, topics, name] = [randomUUID(), randomUUID(), randomUUID()];
    const questions = [
      { id: plan, kind: 'single_choice', label: 'Plan', slug: 'plan', position: 1, required: false, options: ['Basic', 'Pro'], scale: null },
      { id: topics, kind: 'multiple_choice', label: 'Topics', slug: 'topics', position: 2, required: false, options: ['API', 'Billing'], scale: null },
      { id: name, kind: 'short_text', label: 'Name', slug: 'name', position: 3, required: false, options: [], scale: null },
    ];
    await context.pool.query(
      `INSERT INTO forms (workspace_id, id, title, state, is_published, is_archived, is_disabled, is_suspended, created_by,
         submissions_count, last_position, created_at, updated_at, questions, hidden_fields, ever_published)
       VALUES ($1, $2, 'Old', 'published', true, false, false, false, 'admin@example.com', 3, 3, now(), now(), $3, '[]', true)`,
      [workspace.id, formId, JSON.stringify(questions)],
    );

    const runner = { query: (text: string) => context.pool.query(text) } as unknown as QueryRunner;
    await new Migration().down(runner);
    const legacy = (answers: [string, string, string][]) =>
      JSON.stringify(answers.map(([slug, kind, value], index) => ({ id: randomUUID(), label: slug, position: index + 1, kind, slug, value })));
    const stored = [
      legacy([['plan', 'single_choice', 'Pro'], ['topics', 'multiple_choice', 'API, Billing'], ['name', 'short_text', 'Ada']]),
      legacy([['plan', 'single_choice', 'Basic'], ['topics', 'multiple_choice', ''], ['name', 'short_text', '']]),
      // An answer to a question whose slug has since changed: it counts for no current question.
      legacy([['plan', 'single_choice', 'Pro'], ['old_slug', 'short_text', 'Grace'], ['name', 'short_text', 'Linus']]),
    ];
    for (const [index, responses] of stored.entries()) {
      await context.pool.query(
        `INSERT INTO submissions (workspace_id, form_id, id, position, created_at, field_values, user_agent, responses)
         VALUES ($1, $2, $3, $4, now(), '[]', '{}', $5)`,
        [workspace.id, formId, randomUUID(), index + 1, responses],
      );
    }
    await new Migration().up(runner);

    const { rows } = await context.pool.query<{ responses: Record<string, unknown>[] }>(
      'SELECT responses FROM submissions WHERE workspace_id = $1 AND form_id = $2 ORDER BY position',
      [workspace.id, formId],
    );
    expect(rows[0].responses.map((response) => [response['slug'], response['question_id'], response['choices']])).toEqual([
      ['plan', plan, undefined],
      ['topics', topics, ['API', 'Billing']],
      ['name', name, undefined],
    ]);
    expect(rows[1].responses[1]['choices']).toEqual([]);
    expect(rows[2].responses[1]['question_id']).toBeUndefined();

    const summary = await new GetResponseSummary(context.adapters.responseSummaries).execute({ workspaceId: workspace.id, formId });
    expect(summary.submissions).toBe(3);
    expect(summary.questions.map(({ slug, answered, skipped, figures }) => ({ slug, answered, skipped, figures }))).toEqual([
      {
        slug: 'plan',
        answered: 3,
        skipped: 0,
        figures: { type: 'options', options: [{ label: 'Basic', count: 1, retired: false }, { label: 'Pro', count: 2, retired: false }] },
      },
      {
        slug: 'topics',
        answered: 1,
        skipped: 1,
        figures: { type: 'options', options: [{ label: 'API', count: 1, retired: false }, { label: 'Billing', count: 1, retired: false }] },
      },
      {
        slug: 'name',
        answered: 2,
        skipped: 1,
        figures: { type: 'text', latest: [expect.objectContaining({ value: 'Linus' }), expect.objectContaining({ value: 'Ada' })] },
      },
    ]);
  });
});
