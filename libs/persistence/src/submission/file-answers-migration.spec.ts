import { randomUUID } from 'node:crypto';
import { migrations } from '@forms/database';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';
import type { QueryRunner } from 'typeorm';

// File answers stored as addresses, before they were stored as upload ids: the migration rewrites them in
// place, workspace by workspace, and a second run changes nothing.

jest.setTimeout(120_000);

describe('the migration of file answers stored as addresses', () => {
  let context: PostgresTestContext;
  const Migration = migrations.find((migration) => migration.name === 'FileAnswersAsUploadIds1764070000030')!;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 2 });
  });
  afterAll(() => context.close());

  async function formOf(workspaceId: string): Promise<string> {
    const formId = randomUUID();
    await context.pool.query(
      `INSERT INTO forms (workspace_id, id, title, state, is_published, is_archived, is_disabled, is_suspended, created_by,
         submissions_count, last_position, created_at, updated_at, questions, hidden_fields, ever_published)
       VALUES ($1, $2, 'Old', 'published', true, false, false, false, 'admin@example.com', 0, 0, now(), now(), '[]', '[]', true)`,
      [workspaceId, formId],
    );
    return formId;
  }

  async function store(workspaceId: string, formId: string, position: number, answers: [slug: string, kind: string, value: string][]): Promise<string> {
    const id = randomUUID();
    const responses = answers.map(([slug, kind, value], index) => ({ id: randomUUID(), label: slug, position: index + 1, kind, slug, value, question_id: randomUUID() }));
    await context.pool.query(
      `INSERT INTO submissions (workspace_id, form_id, id, position, created_at, field_values, user_agent, responses)
       VALUES ($1, $2, $3, $4, now(), '[]', '{}', $5)`,
      [workspaceId, formId, id, position, JSON.stringify(responses)],
    );
    return id;
  }

  async function responsesOf(workspaceId: string, id: string): Promise<Record<string, unknown>[]> {
    const { rows } = await context.pool.query<{ responses: Record<string, unknown>[] }>('SELECT responses FROM submissions WHERE workspace_id = $1 AND id = $2', [workspaceId, id]);
    return rows[0].responses;
  }

  it('stores each file answer as its upload id, in every workspace, and is idempotent', async () => {
    const [{ workspace: acme }, { workspace: other }] = [await createWorkspace(context.adapters.unitOfWork), await createWorkspace(context.adapters.unitOfWork)];
    const [acmeForm, otherForm] = [await formOf(acme.id), await formOf(other.id)];
    const [cv, photo, letter] = [randomUUID(), randomUUID(), randomUUID()];
    const typed = `https://example.org/api/external/v2/files/${randomUUID()}`;
    const withFiles = await store(acme.id, acmeForm, 1, [
      ['name', 'short_text', 'Ada'],
      ['cv', 'file_upload', `http://acme.localhost:3000/api/external/v2/files/${cv}`],
      ['photo', 'file_upload', `https://forms.example/api/external/v2/files/${photo}`],
      ['none', 'file_upload', ''],
      // A text answer that looks like an address is what the respondent typed: kept.
      ['link', 'url', typed],
    ]);
    const withoutFiles = await store(acme.id, acmeForm, 2, [['name', 'short_text', 'Grace']]);
    // Made while no base URL was known: the address had none.
    const elsewhere = await store(other.id, otherForm, 1, [['letter', 'file_upload', `/api/external/v2/files/${letter}`]]);
    const untouched = await responsesOf(acme.id, withoutFiles);
    const original = await responsesOf(acme.id, withFiles);

    const runner = {
      query: (text: string, parameters?: unknown[]) => context.pool.query(text, parameters).then((result) => result.rows),
    } as unknown as QueryRunner;
    await new Migration().up(runner);

    const converted = await responsesOf(acme.id, withFiles);
    expect(converted.map((response) => response['value'])).toEqual(['Ada', cv, photo, '', typed]);
    // Everything else of each answer stays as it was, in its order.
    expect(converted.map(({ value: _value, ...rest }) => rest)).toEqual(original.map(({ value: _value, ...rest }) => rest));
    expect(converted.map((response) => response['slug'])).toEqual(['name', 'cv', 'photo', 'none', 'link']);
    expect(await responsesOf(acme.id, withoutFiles)).toEqual(untouched);
    expect((await responsesOf(other.id, elsewhere))[0]['value']).toBe(letter);

    const { rows: before } = await context.pool.query<{ text: string }>('SELECT responses::text AS text FROM submissions WHERE workspace_id = ANY($1) ORDER BY id', [[acme.id, other.id]]);
    await new Migration().up(runner);
    const { rows: after } = await context.pool.query<{ text: string }>('SELECT responses::text AS text FROM submissions WHERE workspace_id = ANY($1) ORDER BY id', [[acme.id, other.id]]);
    expect(after).toEqual(before);
  });
});
