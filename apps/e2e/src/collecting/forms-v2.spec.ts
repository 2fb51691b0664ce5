import { expectError, expectFormV2, expectKeys, expectOk } from '../support/expectations';
import { V1, V2 } from '../support/operations';
import { countServerStatements } from '../support/shared-app/measure';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { EVERY_KIND } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

jest.setTimeout(120_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create();
});
afterAll(() => t?.close());

const create = (form: Record<string, unknown>) => t.client(ws).post(`${V2}/forms`, { body: { form } });
const patch = (id: string, form: Record<string, unknown>) => t.client(ws).patch(`${V2}/forms/${id}`, { body: { form } });

describe('v2 forms with questions', () => {
  it('creates a form with a question of every kind, slugs derived and positions numbered', async () => {
    const response = await create({ title: 'Every kind', questions: EVERY_KIND, hidden_fields: ['utm_source', 'customer_id'] });
    expectOk(response, 201);
    const form = response.body.form;
    expectFormV2(form);
    expect(form.state).toBe('draft');
    expect(form.hidden_fields).toEqual(['utm_source', 'customer_id']);
    expect(form.questions.map((q: any) => [q.kind, q.slug, q.position, q.required, q.options, q.scale])).toEqual([
      ['short_text', 'your_name', 1, true, [], null],
      ['long_text', 'tell_us_more', 2, false, [], null],
      ['email', 'contact_email', 3, true, [], null],
      ['number', 'age', 4, false, [], null],
      ['phone', 'phone', 5, false, [], null],
      ['url', 'website', 6, false, [], null],
      ['date', 'start_date', 7, false, [], null],
      ['single_choice', 'plan', 8, true, ['Basic', 'Pro'], null],
      ['multiple_choice', 'topics', 9, true, ['Billing', 'API', 'Security'], null],
      ['dropdown', 'country', 10, false, ['Kenya', 'Peru', 'Japan'], null],
      ['rating', 'how_good_is_it', 11, false, [], 7],
      ['yes_no', 'newsletter', 12, false, [], null],
    ]);
    const fetched = await t.client(ws).get(`${V2}/forms/${form.id}`);
    expectOk(fetched);
    expect(fetched.body).toEqual({ form });
  });

  it('derives slugs as documented and makes them unique against every other slug', async () => {
    const response = await create({
      title: 'Slugs',
      questions: [
        { kind: 'short_text', label: '  What is your NAME?  ' },
        { kind: 'short_text', label: 'What is your name' },
        { kind: 'short_text', label: '123 go' },
        { kind: 'short_text', label: '!!!' },
        { kind: 'short_text', label: 'Taken', slug: 'what_is_your_name_3' },
        { kind: 'short_text', label: 'What is your name' },
        { kind: 'rating', label: 'x'.repeat(80) },
        { kind: 'rating', label: 'x'.repeat(80) },
      ],
    });
    expectOk(response, 201);
    expect(response.body.form.questions.map((q: any) => q.slug)).toEqual([
      'what_is_your_name',
      'what_is_your_name_2',
      'q_123_go',
      'q_',
      'what_is_your_name_3',
      'what_is_your_name_4',
      'x'.repeat(64),
      `${'x'.repeat(62)}_2`,
    ]);
  });

  it.each([
    [{ questions: [{ kind: 'essay', label: 'x' }] }, /^form\.questions\[0\]\.kind must be one of short_text, long_text, email/],
    [{ questions: [{ kind: 'short_text', label: 'a' }, { kind: 'short_text' }] }, 'form.questions[1].label is required'],
    [{ questions: [{ kind: 'short_text', label: '   ' }] }, 'form.questions[0].label must not be blank'],
    [{ questions: [{ kind: 'short_text', label: 'x'.repeat(501) }] }, 'form.questions[0].label must be at most 500 characters'],
    [{ questions: [{ kind: 'short_text', label: 'a' }, { kind: 'short_text', label: 'b' }, { kind: 'dropdown', label: 'c', options: ['one'] }] }, 'form.questions[2].options must have at least 2 entries'],
    [{ questions: [{ kind: 'dropdown', label: 'c', options: ['one', ' one '] }] }, 'form.questions[0].options[1] is a duplicate'],
    [{ questions: [{ kind: 'dropdown', label: 'c', options: ['one', ' '] }] }, 'form.questions[0].options[1] must not be blank'],
    [{ questions: [{ kind: 'short_text', label: 'c', options: ['a', 'b'] }] }, 'form.questions[0].options is only allowed for single_choice, multiple_choice, dropdown'],
    [{ questions: [{ kind: 'rating', label: 'c', scale: 11 }] }, 'form.questions[0].scale must be an integer from 3 to 10'],
    [{ questions: [{ kind: 'rating', label: 'c', scale: 4.5 }] }, 'form.questions[0].scale must be an integer'],
    [{ questions: [{ kind: 'yes_no', label: 'c', scale: 5 }] }, 'form.questions[0].scale is only allowed for rating'],
    [{ questions: [{ kind: 'yes_no', label: 'c', slug: 'Bad' }] }, /^form\.questions\[0\]\.slug must be a lower-case letter/],
    [{ questions: [{ kind: 'yes_no', label: 'a', slug: 's' }, { kind: 'yes_no', label: 'b', slug: 's' }] }, 'form.questions[1].slug is already the slug of questions[0]'],
    [{ questions: [{ kind: 'yes_no', label: 'a', id: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e' }] }, 'form.questions[0].id is not allowed'],
    [{ questions: [{ kind: 'yes_no', label: 'a', required: 'yes' }] }, 'form.questions[0].required must be a boolean'],
    [{ questions: 'none' }, 'form.questions must be an array'],
    [{ hidden_fields: ['utm_source', '1bad'] }, 'form.hidden_fields[1] is not a valid name'],
    [{ hidden_fields: ['a', 'a'] }, 'form.hidden_fields[1] is a duplicate'],
    [{ hidden_fields: Array.from({ length: 21 }, (_, i) => `f${i}`) }, 'form.hidden_fields must have at most 20 entries'],
    [{ questions: [{ kind: 'yes_no', label: 'Ref' }], hidden_fields: ['ref'] }, "form.hidden_fields[0] must not be the slug of one of the form's questions"],
    [{ is_suspended: true }, 'form.is_suspended is not allowed'],
    [{ state: 'published' }, 'form.state is not allowed'],
  ])('refuses %j with 422', async (fields, message) => {
    const response = await create({ title: 'Bad', ...fields });
    expectError(response, 422);
    expect(response.body.error).toMatch(message);
  });

  it('refuses more than 200 questions', async () => {
    const questions = Array.from({ length: 201 }, (_, index) => ({ kind: 'short_text', label: `Q${index}` }));
    const response = await create({ title: 'Long', questions });
    expectError(response, 422, 'form.questions must have at most 200 entries');
  });

  it('caps the definition at 131,072 bytes of JSON, on create and on PATCH', async () => {
    // 12 questions of 60 options of 200 characters: about 147 KB of questions, each part within its own limits.
    const question = (index: number) => ({
      kind: 'single_choice',
      label: `Question ${index}`,
      options: Array.from({ length: 60 }, (_, option) => `${option}-${'x'.repeat(196)}`.slice(0, 200)),
    });
    const tooBig = Array.from({ length: 12 }, (_, index) => question(index));
    const refused = await create({ title: 'Heavy', questions: tooBig });
    expectError(refused, 422);
    expect(refused.body.error).toMatch(/^form\.questions must not exceed 131072 bytes of JSON together with the hidden fields \(got \d+\)$/);

    const fits = await create({ title: 'Heavy', questions: tooBig.slice(0, 10) });
    expectOk(fits, 201);
    expect(Buffer.byteLength(JSON.stringify(fits.body.form.questions)) + Buffer.byteLength(JSON.stringify(fits.body.form.hidden_fields))).toBeLessThanOrEqual(131_072);
    const grown = await patch(fits.body.form.id, { questions: tooBig });
    expectError(grown, 422);
    expect(grown.body.error).toMatch(/^form\.questions must not exceed 131072 bytes/);
    expect((await t.client(ws).get(`${V2}/forms/${fits.body.form.id}`)).body.form.questions).toHaveLength(10);
  });

  it('counts the removed questions it remembers toward the 131,072 bytes, forgetting the earliest first; a submission never reads them', async () => {
    // 150 questions with 500-character labels are about 100 KB; replacing them six times would remember 900 of them (about 600 KB).
    const round = (n: number) => Array.from({ length: 150 }, (_, index) => ({ kind: 'short_text', label: `${n}-${index}-${'x'.repeat(490)}` }));
    const created = await create({ title: 'Ever changing', questions: round(0), hidden_fields: ['utm_source'] });
    expectOk(created, 201);
    const id = created.body.form.id;
    let previous = created.body.form.questions;
    for (let n = 1; n <= 6; n++) {
      const edited = await patch(id, { questions: round(n) });
      expectOk(edited);
      if (n < 6) previous = edited.body.form.questions;
    }
    const [row] = await t.dataSource.query('SELECT questions, hidden_fields, retired_questions FROM forms WHERE workspace_id = $1 AND id = $2', [ws.id, id]);
    const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
    expect(bytes(row.questions) + bytes(row.hidden_fields) + bytes(row.retired_questions)).toBeLessThanOrEqual(131_072);
    // The latest removed are the ones kept, in the order they were removed.
    expect(row.retired_questions.length).toBeGreaterThan(0);
    expect(row.retired_questions.map((question: any) => question.id)).toEqual(previous.slice(-row.retired_questions.length).map((question: any) => question.id));

    expectOk(await patch(id, { is_published: true }));
    const { result: submitted, statements } = await countServerStatements(t, () =>
      t.anonymous(t.hostOf(ws)).post(`/forms/${id}/submissions`, { body: { responses: { [row.questions[0].slug]: 'Ada' } } }),
    );
    expect(submitted.status).toBe(201);
    expect(statements.filter((statement) => /\bforms\b/.test(statement)).length).toBeGreaterThan(0);
    expect(statements.filter((statement) => statement.includes('retired_questions'))).toEqual([]);
  });

  it('replaces the question list on PATCH: known ids kept, new ones added, missing ones removed, renumbered', async () => {
    const created = (await create({ title: 'Edit', questions: EVERY_KIND.slice(0, 3) })).body.form;
    const [first, second, third] = created.questions;
    const response = await patch(created.id, {
      questions: [
        { id: third.id, kind: 'email', label: 'Work email', slug: third.slug, required: false },
        { kind: 'yes_no', label: 'Brand new' },
        { id: first.id, kind: first.kind, label: first.label },
      ],
    });
    expectOk(response);
    const questions = response.body.form.questions;
    expect(questions.map((q: any) => [q.id, q.label, q.position, q.slug])).toEqual([
      [third.id, 'Work email', 1, 'contact_email'],
      [expect.any(String), 'Brand new', 2, 'brand_new'],
      [first.id, 'Your name', 3, 'your_name'],
    ]);
    expect(questions.map((q: any) => q.id)).not.toContain(second.id);
    expect(questions[1].id).not.toBe(second.id);

    const unknown = await patch(created.id, { questions: [{ id: second.id, kind: 'yes_no', label: 'Gone' }] });
    expectError(unknown, 422, 'form.questions[0].id is not a question of this form');
  });

  it('moves updated_at only when something changed', async () => {
    const created = (await create({ title: 'Still', questions: EVERY_KIND.slice(0, 1) })).body.form;
    // Past the next second (timestamps are shown to the second). The server runs in a process of its own,
    // whose clock no fake in this one moves: the test waits (idle, costing no CPU) instead.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const same = await patch(created.id, { title: 'Still', questions: [{ id: created.questions[0].id, ...EVERY_KIND[0] }] });
    expectOk(same);
    expect(same.body.form.updated_at).toBe(created.updated_at);
    const changed = await patch(created.id, { title: 'Moved' });
    expect(changed.body.form.updated_at).not.toBe(created.updated_at);
  });

  it('derives state through the life cycle: draft, published, unpublished, archived', async () => {
    const empty = (await create({ title: 'Empty' })).body.form;
    expectError(await patch(empty.id, { is_published: true }), 422, 'form.questions must not be empty to publish');

    const form = (await create({ title: 'Life', questions: EVERY_KIND.slice(0, 2) })).body.form;
    const published = await patch(form.id, { is_published: true });
    expect([published.body.form.state, published.body.form.is_published]).toEqual(['published', true]);
    const disabled = await patch(form.id, { is_disabled: true });
    expect([disabled.body.form.state, disabled.body.form.is_disabled]).toEqual(['published', true]);
    const unpublished = await patch(form.id, { is_published: false, is_disabled: false });
    expect(unpublished.body.form.state).toBe('unpublished');
    await patch(form.id, { is_published: true });
    const archived = await patch(form.id, { is_archived: true });
    expect([archived.body.form.state, archived.body.form.is_published, archived.body.form.is_archived]).toEqual(['archived', false, true]);
    expectError(await patch(form.id, { is_published: true }), 422, 'Form is archived');
    expectError(await patch(form.id, { questions: EVERY_KIND.slice(0, 1) }), 422, 'Form is archived');
    const back = await patch(form.id, { is_archived: false, is_published: true });
    expect(back.body.form.state).toBe('published');

    const byState = async (state: string) => {
      const response = await t.client(ws).get(`${V2}/forms`, { query: { state, page_size: 100 } });
      expectOk(response);
      expectKeys(response.body, ['forms', 'pagination', 'total_count']);
      for (const listed of response.body.forms) expect(listed.state).toBe(state);
      expect(response.body.pagination.total_records).toBe(response.body.total_count);
      return response.body.forms.map((listed: any) => listed.id);
    };
    expect(await byState('published')).toContain(form.id);
    expect(await byState('draft')).toContain(empty.id);
    expect(await byState('draft')).not.toContain(form.id);
    expectError(await t.client(ws).get(`${V2}/forms`, { query: { state: 'closed' } }), 422, 'state must be one of draft, published, unpublished, archived');

    const v1 = await t.client(ws).get(`${V1}/forms`, { query: { page_size: 100 } });
    const inV1 = v1.body.forms.find((listed: any) => listed.id === form.id);
    expect(Object.keys(inV1)).not.toContain('questions');
    expect(inV1.state).toBe('published');
  });

  it('is 404 for an unknown form or another workspace\'s', async () => {
    const other = await t.workspaces.create();
    const theirs = (await t.client(other).post(`${V2}/forms`, { body: { form: { title: 'Theirs' } } })).body.form;
    expectError(await t.client(ws).get(`${V2}/forms/${theirs.id}`), 404, 'Form not found');
    expectError(await patch(theirs.id, { title: 'Mine now' }), 404, 'Form not found');
    expectError(await t.client(ws).get(`${V2}/forms/not-a-uuid`), 404, 'Form not found');
    const unchanged = await t.client(other).get(`${V2}/forms/${theirs.id}`);
    expect(unchanged.body.form.title).toBe('Theirs');
  });
});
