import { expectError, expectFormV2, expectOk, expectSubmissionV2 } from '../support/expectations';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { THREE_PAGES, threePageForm, valuesOf } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

jest.setTimeout(120_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create();
});
afterAll(() => t?.close());

const create = (form: Record<string, unknown>) => t.client(ws).post(`${V2}/forms`, { body: { form } });
const patch = (id: string, form: Record<string, unknown>) => t.client(ws).patch(`${V2}/forms/${id}`, { body: { form } });
const when = (conditions: unknown[], match = 'all') => ({ match, conditions });

describe('pages and conditions in the v2 form object', () => {
  it('stores page breaks and visible_if as written, absent on items without one, and keeps them across reads and edits', async () => {
    const response = await create({ title: 'Logic', questions: THREE_PAGES, hidden_fields: ['utm_source'] });
    expectOk(response, 201);
    const form = response.body.form;
    expectFormV2(form);
    expect(form.questions.map((q: any) => [q.kind, q.slug, q.position, q.required, q.options, q.scale])).toEqual([
      ['short_text', 'your_name', 1, true, [], null],
      ['single_choice', 'plan', 2, true, ['Basic', 'Pro'], null],
      ['page_break', 'your_team', 3, false, [], null],
      ['number', 'seats', 4, true, [], null],
      ['yes_no', 'invoice', 5, true, [], null],
      ['page_break', 'last_words', 6, false, [], null],
      ['email', 'contact_email', 7, true, [], null],
      ['long_text', 'comments', 8, false, [], null],
    ]);
    expect(form.questions.map((q: any) => q.visible_if ?? 'absent')).toEqual([
      'absent',
      'absent',
      THREE_PAGES[2].visible_if,
      'absent',
      THREE_PAGES[4].visible_if,
      'absent',
      'absent',
      THREE_PAGES[7].visible_if,
    ]);
    expect('visible_if' in form.questions[0]).toBe(false);
    const fetched = await t.client(ws).get(`${V2}/forms/${form.id}`);
    expect(fetched.body).toEqual({ form });

    // Kept by id with their conditions; a slug renamed in its conditions too; null removes one.
    const questions = form.questions.map((q: any) => ({ id: q.id, kind: q.kind, label: q.label, slug: q.slug, required: q.required, options: q.options, scale: q.scale, visible_if: q.visible_if }));
    questions[1].slug = 'tier';
    questions[2].visible_if = when([{ question: 'tier', operator: 'equals', value: 'Pro' }]);
    questions[7].visible_if = null;
    const changed = await patch(form.id, { questions });
    expectOk(changed);
    expect(changed.body.form.questions[2].visible_if).toEqual(when([{ question: 'tier', operator: 'equals', value: 'Pro' }]));
    expect('visible_if' in changed.body.form.questions[7]).toBe(false);
    expect(changed.body.form.questions.map((q: any) => q.id)).toEqual(form.questions.map((q: any) => q.id));
  });

  it('shows forms without logic exactly as before: no visible_if key at all', async () => {
    const response = await create({ title: 'Plain', questions: [{ kind: 'yes_no', label: 'Ok' }] });
    expect(response.text).not.toContain('visible_if');
    expect(Object.keys(response.body.form.questions[0])).toEqual(['id', 'kind', 'label', 'slug', 'position', 'required', 'options', 'scale']);
  });

  const A = { kind: 'short_text', label: 'A' };
  const PLAN = { kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro'] };
  const pages = (count: number) =>
    Array.from({ length: count }, (_, index) => [...(index > 0 ? [{ kind: 'page_break', label: `Page ${index + 1}` }] : []), { kind: 'yes_no', label: `Q${index + 1}` }]).flat();

  it.each<[string, Record<string, unknown>, string]>([
    ['a page break first', { questions: [{ kind: 'page_break', label: 'P' }, A] }, 'form.questions[0].kind must not be page_break: a form cannot begin with a page break'],
    ['a page break last', { questions: [A, { kind: 'page_break', label: 'P' }] }, 'form.questions[1].kind must not be page_break: a form cannot end with a page break'],
    [
      'adjacent page breaks',
      { questions: [A, { kind: 'page_break', label: 'P' }, { kind: 'page_break', label: 'Q' }, { kind: 'yes_no', label: 'B' }] },
      'form.questions[2].kind must not be page_break: two page breaks cannot be adjacent',
    ],
    ['21 pages', { questions: pages(21) }, 'form.questions must have at most 20 pages (19 page breaks), got 21'],
    ['a required page break', { questions: [A, { kind: 'page_break', label: 'P', required: true }, A] }, 'form.questions[1].required must be false for page_break'],
    [
      'a condition on a later question',
      { questions: [{ ...A, visible_if: when([{ question: 'plan', operator: 'is_answered' }]) }, PLAN] },
      'form.questions[0].visible_if.conditions[0].question must be a question before this one (it is questions[1])',
    ],
    [
      'a condition on an unknown slug',
      { questions: [PLAN, { ...A, visible_if: when([{ question: 'nobody', operator: 'is_answered' }]) }] },
      'form.questions[1].visible_if.conditions[0].question is not a question of this form',
    ],
    [
      'a condition on a page break',
      { questions: [PLAN, { kind: 'page_break', label: 'P' }, { ...A, visible_if: when([{ question: 'p', operator: 'is_answered' }]) }] },
      'form.questions[2].visible_if.conditions[0].question names a page_break, which takes no answer',
    ],
    [
      'an undeclared hidden field',
      { questions: [PLAN, { ...A, visible_if: when([{ hidden_field: 'utm_source', operator: 'is_answered' }]) }] },
      'form.questions[1].visible_if.conditions[0].hidden_field is not a hidden field of this form',
    ],
    [
      'an operator that does not fit the kind',
      { questions: [PLAN, { ...A, visible_if: when([{ question: 'plan', operator: 'greater_than', value: 'Pro' }]) }] },
      'form.questions[1].visible_if.conditions[0].operator must be one of is_answered, is_not_answered, equals, not_equals for a single_choice question',
    ],
    [
      'a value outside the options',
      { questions: [PLAN, A, { ...A, label: 'B', visible_if: when([{ question: 'a', operator: 'is_answered' }, { question: 'plan', operator: 'equals', value: 'Gold' }], 'any') }] },
      'form.questions[2].visible_if.conditions[1].value must be one of: Basic, Pro',
    ],
    [
      'a number value that is not a decimal',
      { questions: [{ kind: 'number', label: 'Size' }, { ...A, visible_if: when([{ question: 'size', operator: 'less_than', value: 'ten' }]) }] },
      'form.questions[1].visible_if.conditions[0].value must be a decimal number such as "42" or "3.5"',
    ],
    [
      'a date value that is not a date',
      { questions: [{ kind: 'date', label: 'Day' }, { ...A, visible_if: when([{ question: 'day', operator: 'greater_than', value: '14/03/2026' }]) }] },
      'form.questions[1].visible_if.conditions[0].value must be a real date as YYYY-MM-DD',
    ],
    ['a missing value', { questions: [PLAN, { ...A, visible_if: when([{ question: 'plan', operator: 'equals' }]) }] }, 'form.questions[1].visible_if.conditions[0].value is required with equals'],
    [
      'a value with is_answered',
      { questions: [PLAN, { ...A, visible_if: when([{ question: 'plan', operator: 'is_answered', value: 'Pro' }]) }] },
      'form.questions[1].visible_if.conditions[0].value is not allowed with is_answered',
    ],
    ['no condition', { questions: [PLAN, { ...A, visible_if: when([]) }] }, 'form.questions[1].visible_if.conditions must have 1 to 10 entries'],
    [
      'eleven conditions',
      { questions: [PLAN, { ...A, visible_if: when(Array.from({ length: 11 }, () => ({ question: 'plan', operator: 'is_answered' }))) }] },
      'form.questions[1].visible_if.conditions must have 1 to 10 entries',
    ],
    ['an unknown match', { questions: [PLAN, { ...A, visible_if: { match: 'some', conditions: [{ question: 'plan', operator: 'is_answered' }] } }] }, 'form.questions[1].visible_if.match must be one of all, any'],
    [
      'two operands',
      { questions: [PLAN, { ...A, visible_if: when([{ question: 'plan', hidden_field: 'utm_source', operator: 'is_answered' }]) }], hidden_fields: ['utm_source'] },
      'form.questions[1].visible_if.conditions[0] must name exactly one of question or hidden_field',
    ],
    ['a missing operator', { questions: [PLAN, { ...A, visible_if: when([{ question: 'plan' }]) }] }, 'form.questions[1].visible_if.conditions[0].operator is required'],
    [
      'an unknown field in a condition',
      { questions: [PLAN, { ...A, visible_if: when([{ question: 'plan', operator: 'is_answered', slug: 'x' }]) }] },
      'form.questions[1].visible_if.conditions[0].slug is not allowed',
    ],
    ['a value that is not a string', { questions: [{ kind: 'number', label: 'Size' }, { ...A, visible_if: when([{ question: 'size', operator: 'equals', value: 4 }]) }] }, 'form.questions[1].visible_if.conditions[0].value must be a string'],
    ['visible_if that is not an object', { questions: [PLAN, { ...A, visible_if: 'plan is Pro' }] }, 'form.questions[1].visible_if must be an object'],
  ])('refuses %s with 422 naming the field, and stores nothing', async (_case, form, message) => {
    const before = (await t.client(ws).get(`${V2}/forms?page_size=1`)).body.total_count;
    expectError(await create({ title: 'Bad', ...form }), 422, message);
    expect((await t.client(ws).get(`${V2}/forms?page_size=1`)).body.total_count).toBe(before);
  });

  it('accepts exactly 20 pages', async () => {
    expectOk(await create({ title: 'Twenty', questions: pages(20) }), 201);
  });

  it('refuses a PATCH that leaves a condition naming a slug that is gone or no longer earlier, or a hidden field removed, and changes nothing', async () => {
    const created = await create({
      title: 'Edits',
      hidden_fields: ['utm_source'],
      questions: [PLAN, { ...A, visible_if: when([{ question: 'plan', operator: 'equals', value: 'Pro' }, { hidden_field: 'utm_source', operator: 'is_answered' }], 'any') }],
    });
    expectOk(created, 201);
    const [plan, a] = created.body.form.questions;
    const keepA = { id: a.id, kind: a.kind, label: a.label, visible_if: a.visible_if };
    expectError(
      await patch(created.body.form.id, { questions: [{ id: plan.id, kind: plan.kind, label: plan.label, options: plan.options, slug: 'tier' }, keepA] }),
      422,
      'form.questions[1].visible_if.conditions[0].question is not a question of this form',
    );
    expectError(
      await patch(created.body.form.id, { questions: [keepA, { id: plan.id, kind: plan.kind, label: plan.label, options: plan.options }] }),
      422,
      'form.questions[0].visible_if.conditions[0].question must be a question before this one (it is questions[1])',
    );
    expectError(await patch(created.body.form.id, { questions: [keepA] }), 422, 'form.questions[0].visible_if.conditions[0].question is not a question of this form');
    expectError(await patch(created.body.form.id, { hidden_fields: [] }), 422, 'form.questions[1].visible_if.conditions[1].hidden_field is not a hidden field of this form');
    const after = await t.client(ws).get(`${V2}/forms/${created.body.form.id}`);
    expect(after.body.form).toEqual(created.body.form);
  });
});

describe('the JSON intake of a form with pages and logic', () => {
  let form: any;
  beforeAll(async () => {
    form = await threePageForm(t.client(ws));
  });
  const submit = (body: unknown) => t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, { body });

  it('does not require a required question that is not shown, and stores "" for answers to questions not shown', async () => {
    const response = await submit({
      responses: { your_name: 'Ada', plan: 'Basic', seats: 'lots', invoice: 'maybe', contact_email: 'ada@example.com', comments: ' Hello ' },
    });
    expectOk(response, 201);
    expectSubmissionV2(response.body.submission);
    // Page breaks have no response entry; the hidden page's questions are stored as "" whatever was sent.
    expect(response.body.submission.responses.map((r: any) => [r.slug, r.position, r.kind, r.value])).toEqual([
      ['your_name', 1, 'short_text', 'Ada'],
      ['plan', 2, 'single_choice', 'Basic'],
      ['seats', 4, 'number', ''],
      ['invoice', 5, 'yes_no', ''],
      ['contact_email', 7, 'email', 'ada@example.com'],
      ['comments', 8, 'long_text', 'Hello'],
    ]);
  });

  it('requires what is shown: the Pro page, and a question shown by an answer on its own page', async () => {
    expectError(await submit({ responses: { your_name: 'Ada', plan: 'Pro', contact_email: 'ada@example.com' } }), 422, 'responses.seats is required');
    expectError(await submit({ responses: { your_name: 'Ada', plan: 'Pro', seats: 12, contact_email: 'ada@example.com' } }), 422, 'responses.invoice is required');
    const response = await submit({ responses: { your_name: 'Ada', plan: 'Pro', seats: '012', invoice: true, contact_email: 'ada@example.com', comments: 'Not asked' } });
    expectOk(response, 201);
    expect(valuesOf(response.body.submission)).toEqual({ your_name: 'Ada', plan: 'Pro', seats: '12', invoice: 'Yes', contact_email: 'ada@example.com', comments: '' });
  });

  it('shows a question for a hidden field value, and refuses an answer to a page break as to no question', async () => {
    const response = await submit({
      responses: { your_name: 'Ada', plan: 'Pro', seats: 3, invoice: 'Yes', contact_email: 'ada@example.com', comments: 'From the newsletter' },
      field_values: { utm_source: 'newsletter' },
    });
    expectOk(response, 201);
    expect(valuesOf(response.body.submission)).toMatchObject({ seats: '3', invoice: '', comments: 'From the newsletter' });
    expectError(await submit({ responses: { your_name: 'Ada', plan: 'Basic', contact_email: 'ada@example.com', your_team: 'x' } }), 422, 'responses.your_team is not a question of this form');
  });
});
