import { randomUUID } from 'node:crypto';
import { publishedForm } from '../collecting/support';
import { ConsoleCaller, expectFieldError, loadConsoleContract } from '../console/support';
import { expectError, expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// The per-question summary through HTTP: v2 with keys, the console with sessions, every question kind,
// ranges, deletions, edits of the form, and the refusals.

jest.setTimeout(120_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create();
});
afterAll(() => t?.close());

const summaryOf = (formId: string) => `${V2}/forms/${formId}/summary`;

async function submit(formId: string, responses: Record<string, unknown>): Promise<any> {
  const response = await t.anonymous(t.hostOf(ws)).post(`/forms/${formId}/submissions`, { body: { responses } });
  if (response.status !== 201) throw new Error(`submit: ${response.status} ${response.text}`);
  return response.body.submission;
}

async function summary(formId: string, query: Record<string, string> = {}): Promise<any> {
  const response = await t.client(ws).get(summaryOf(formId), { query });
  expectOk(response);
  return response.body.summary;
}

async function edit(formId: string, questions: unknown[]): Promise<any> {
  const response = await t.client(ws).patch(`${V2}/forms/${formId}`, { body: { form: { questions } } });
  if (response.status !== 200) throw new Error(`edit: ${response.status} ${response.text}`);
  return response.body.form;
}

/** The question summary of `slug` in a summary. */
function question(body: any, slug: string): any {
  const found = body.questions.find((entry: any) => entry.slug === slug);
  if (!found) throw new Error(`no question ${slug} in the summary`);
  return found;
}

const ANSWERS = [
  {
    your_name: 'Ada', tell_us_more: 'A long story', contact_email: 'ada@example.com', age: 36, phone: '+44 20 7946 0000',
    website: 'https://ada.example', start_date: '2026-03-14', plan: 'Pro', topics: ['Billing', 'API'], country: 'Peru',
    how_good_is_it: 7, newsletter: true,
  },
  { your_name: 'Grace', contact_email: 'grace@example.com', age: '85.5', start_date: '2025-12-09', plan: 'Basic', topics: ['API'], how_good_is_it: 4, newsletter: 'no' },
  { your_name: 'Linus', contact_email: 'linus@example.com', plan: 'Pro', topics: ['Security', 'API', 'Billing'], country: 'Peru', how_good_is_it: 6 },
];

describe('v2 GET /forms/{form_id}/summary', () => {
  let form: any;
  let made: any[];

  beforeAll(async () => {
    form = await publishedForm(t.client(ws));
    made = [];
    for (const answers of ANSWERS) made.push(await submit(form.id, answers));
  });

  it('sums up every kind of question, in the form order', async () => {
    const body = await summary(form.id);
    const id = (slug: string) => form.questions.find((entry: any) => entry.slug === slug).id;
    const base = (slug: string, label: string, kind: string, answered: number) => ({ id: id(slug), slug, label, kind, answered, skipped: 3 - answered });
    const latest = (...entries: [number, string][]) =>
      entries.map(([index, value]) => ({ submission_id: made[index].id, value, created_at: made[index].created_at }));
    expect(body).toEqual({
      form_id: form.id,
      since: null,
      until: null,
      submissions: 3,
      questions: [
        { ...base('your_name', 'Your name', 'short_text', 3), latest: latest([2, 'Linus'], [1, 'Grace'], [0, 'Ada']) },
        { ...base('tell_us_more', 'Tell us more', 'long_text', 1), latest: latest([0, 'A long story']) },
        {
          ...base('contact_email', 'Contact email', 'email', 3),
          latest: latest([2, 'linus@example.com'], [1, 'grace@example.com'], [0, 'ada@example.com']),
        },
        { ...base('age', 'Age', 'number', 2), min: 36, max: 85.5, average: 60.75 },
        { ...base('phone', 'Phone', 'phone', 1), latest: latest([0, '+44 20 7946 0000']) },
        { ...base('website', 'Website', 'url', 1), latest: latest([0, 'https://ada.example']) },
        { ...base('start_date', 'Start date', 'date', 2), earliest: '2025-12-09', latest: '2026-03-14' },
        { ...base('plan', 'Plan', 'single_choice', 3), options: [{ label: 'Basic', count: 1 }, { label: 'Pro', count: 2 }] },
        {
          ...base('topics', 'Topics', 'multiple_choice', 3),
          options: [{ label: 'Billing', count: 2 }, { label: 'API', count: 3 }, { label: 'Security', count: 1 }],
        },
        { ...base('country', 'Country', 'dropdown', 2), options: [{ label: 'Kenya', count: 0 }, { label: 'Peru', count: 2 }, { label: 'Japan', count: 0 }] },
        {
          ...base('how_good_is_it', 'How good is it?', 'rating', 3),
          distribution: [1, 2, 3, 4, 5, 6, 7].map((value) => ({ value, count: value === 4 || value === 6 || value === 7 ? 1 : 0 })),
          average: 5.67,
        },
        { ...base('newsletter', 'Newsletter', 'yes_no', 2), options: [{ label: 'Yes', count: 1 }, { label: 'No', count: 1 }] },
      ],
    });
  });

  it('shows nulls and zeros for a form without submissions', async () => {
    const empty = await publishedForm(t.client(ws));
    const body = await summary(empty.id);
    expect(body.submissions).toBe(0);
    expect(question(body, 'age')).toMatchObject({ answered: 0, skipped: 0, min: null, max: null, average: null });
    expect(question(body, 'start_date')).toMatchObject({ earliest: null, latest: null });
    expect(question(body, 'your_name').latest).toEqual([]);
    expect(question(body, 'how_good_is_it').average).toBeNull();
    expect(question(body, 'newsletter').options).toEqual([{ label: 'Yes', count: 0 }, { label: 'No', count: 0 }]);
  });

  it('counts what the range selects: since inclusive, until exclusive', async () => {
    const [seeded] = await t.workspaces.seed(ws, 1, 30);
    const list = await t.client(ws).get(`${V2}/forms/${seeded}/submissions`, { query: { order: 'oldest', page_size: 100 } });
    const times: string[] = list.body.submissions.map((submission: any) => submission.created_at);
    const since = times[5];
    const until = times[20];
    const body = await summary(seeded, { since, until });
    expect({ since: body.since, until: body.until }).toEqual({ since, until });
    expect(body.submissions).toBe(times.filter((time) => time >= since && time < until).length);
    expect((await summary(seeded, { since })).submissions).toBe(times.filter((time) => time >= since).length);
    expect((await summary(seeded, { until })).submissions).toBe(times.filter((time) => time < until).length);
    expect((await summary(seeded, { since: until, until })).submissions).toBe(0);
    expect((await summary(seeded, { until: '2000-01-01T00:00:00Z' })).questions.every((entry: any) => entry.answered === 0)).toBe(true);
  });

  it('counts a submission no more once it is deleted', async () => {
    const target = await publishedForm(t.client(ws));
    const kept = await submit(target.id, ANSWERS[0]);
    const gone = await submit(target.id, ANSWERS[1]);
    expect(question(await summary(target.id), 'age')).toMatchObject({ answered: 2, min: 36, max: 85.5 });
    expectOk(await t.client(ws).delete(`${V2}/forms/${target.id}/submissions/${gone.id}`));
    const body = await summary(target.id);
    expect(body.submissions).toBe(1);
    expect(question(body, 'age')).toMatchObject({ answered: 1, skipped: 0, min: 36, max: 36, average: 36 });
    expect(question(body, 'start_date')).toMatchObject({ earliest: '2026-03-14', latest: '2026-03-14' });
    expect(question(body, 'your_name').latest).toEqual([{ submission_id: kept.id, value: 'Ada', created_at: kept.created_at }]);
    expect(question(body, 'plan').options).toEqual([{ label: 'Basic', count: 0 }, { label: 'Pro', count: 1 }]);
  });

  it('keeps the counts of a question through a new label and slug, shows a removed option as retired, and counts an added question in neither', async () => {
    const target = await publishedForm(t.client(ws));
    for (const answers of ANSWERS) await submit(target.id, answers);
    const questions = target.questions.map((entry: any) => {
      const { position: _position, ...kept } = entry;
      if (entry.slug === 'plan') return { ...kept, label: 'Which plan?', slug: 'chosen_plan', options: ['Basic', 'Team'] };
      return kept;
    });
    await edit(target.id, [...questions, { kind: 'number', label: 'Seats', slug: 'seats' }]);
    const body = await summary(target.id);
    const plan = target.questions.find((entry: any) => entry.slug === 'plan');
    expect(question(body, 'chosen_plan')).toEqual({
      id: plan.id,
      slug: 'chosen_plan',
      label: 'Which plan?',
      kind: 'single_choice',
      answered: 3,
      skipped: 0,
      options: [{ label: 'Basic', count: 1 }, { label: 'Team', count: 0 }, { label: 'Pro', count: 2, retired: true }],
    });
    expect(question(body, 'seats')).toMatchObject({ answered: 0, skipped: 0, min: null });
    expect(body.questions.map((entry: any) => entry.slug).slice(-2)).toEqual(['newsletter', 'seats']);
    await submit(target.id, { your_name: 'Radia', contact_email: 'radia@example.com', chosen_plan: 'Team', topics: ['API'] });
    const after = await summary(target.id);
    expect(question(after, 'seats')).toMatchObject({ answered: 0, skipped: 1 });
    expect(question(after, 'chosen_plan').options).toEqual([
      { label: 'Basic', count: 1 },
      { label: 'Team', count: 1 },
      { label: 'Pro', count: 2, retired: true },
    ]);
  });

  it('counts each option of a multiple choice once, labels holding commas included', async () => {
    const target = await publishedForm(t.client(ws), {
      questions: [{ kind: 'multiple_choice', label: 'Colours', slug: 'colours', options: ['Red, dark', 'Red', 'Blue'], required: true }],
    });
    await submit(target.id, { colours: ['Red, dark', 'Blue'] });
    await submit(target.id, { colours: ['Red'] });
    expect(question(await summary(target.id), 'colours').options).toEqual([
      { label: 'Red, dark', count: 1 },
      { label: 'Red', count: 1 },
      { label: 'Blue', count: 1 },
    ]);
  });

  it('leaves page breaks out, counts a question not asked because of its condition as skipped, and gives a file question its counts only', async () => {
    const target = await publishedForm(t.client(ws), {
      questions: [
        { kind: 'single_choice', label: 'Plan', slug: 'plan', options: ['Basic', 'Pro'], required: true },
        { kind: 'page_break', label: 'For Pro customers', visible_if: { match: 'all', conditions: [{ question: 'plan', operator: 'equals', value: 'Pro' }] } },
        { kind: 'short_text', label: 'Why Pro?', slug: 'why' },
        { kind: 'file_upload', label: 'Your logo', slug: 'logo' },
      ],
    });
    await submit(target.id, { plan: 'Pro', why: 'Speed' });
    // Not asked: the page is hidden for Basic, so the answer sent is ignored and stored blank.
    await submit(target.id, { plan: 'Basic', why: 'Ignored' });
    const body = await summary(target.id);
    expect(body.questions.map((entry: any) => entry.slug)).toEqual(['plan', 'why', 'logo']);
    // A file question says how many sent a file; the files themselves are fetched from their submissions.
    const logo = question(body, 'logo');
    expect(logo).toEqual({ id: logo.id, slug: 'logo', label: 'Your logo', kind: 'file_upload', answered: 0, skipped: 2 });
    expect(question(body, 'why')).toMatchObject({ answered: 1, skipped: 1 });
    expect(question(body, 'why').latest.map((entry: any) => entry.value)).toEqual(['Speed']);
  });

  it('answers a read key, with an ETag that a conditional request honours', async () => {
    const readKey = await t.workspaces.issueKey(ws, 30, 'read');
    const response = await t.client(ws).get(summaryOf(form.id), { apiKey: readKey.secret });
    expectOk(response);
    expect(response.headers['etag']).toMatch(/^"[^"]+"$/);
    const again = await t.client(ws).get(summaryOf(form.id), { headers: { 'If-None-Match': response.headers['etag']! } });
    expect(again.status).toBe(304);
    await submit(form.id, ANSWERS[2]);
    const changed = await t.client(ws).get(summaryOf(form.id), { headers: { 'If-None-Match': response.headers['etag']! } });
    expect(changed.status).toBe(200);
    expect(changed.body.summary.submissions).toBe(4);
  });

  it.each([
    ['since', { since: '2026-01-01' }],
    ['since', { since: '2026-01-01T00:00:00.5Z' }],
    ['until', { until: '2026-02-30T00:00:00Z' }],
    ['until', { until: 'yesterday' }],
    ['since', { since: '2026-02-01T00:00:00Z', until: '2026-01-01T00:00:00Z' }],
  ])('refuses a malformed %s with 422 naming it', async (name, query) => {
    expectError(await t.client(ws).get(summaryOf(form.id), { query }), 422, new RegExp(`^${name} `));
  });

  it("is 404 Form not found for another workspace's form, an unknown id or no id at all", async () => {
    const other = await t.workspaces.create();
    expectError(await t.client(other).get(summaryOf(form.id)), 404, 'Form not found');
    expectError(await t.client(ws).get(summaryOf(randomUUID())), 404, 'Form not found');
    expectError(await t.client(ws).get(summaryOf('not-a-uuid')), 404, 'Form not found');
  });
});

describe('console GET /api/console/forms/{form_id}/summary', () => {
  it('answers every role with the shape v2 shows, and 404 for another workspace', async () => {
    const contract = await loadConsoleContract(t);
    const standardEmail = `standard-${ws.subdomain}@example.com`;
    await t.workspaces.addMembers(ws, [standardEmail], 'Standard');
    const form = await publishedForm(t.client(ws));
    await submit(form.id, ANSWERS[0]);
    const v2 = await t.client(ws).get(summaryOf(form.id), { query: { since: '2020-01-01T00:00:00Z' } });
    for (const email of [ws.adminEmail, standardEmail]) {
      const member = new ConsoleCaller(t, contract, ws, { cookie: await t.workspaces.signIn(ws, email) });
      const response = await member.get(`/forms/${form.id}/summary`, { query: { since: '2020-01-01T00:00:00Z' } });
      expectOk(response);
      expect(response.body).toEqual(v2.body);
      expect(response.headers['etag']).toBeDefined();
      expectFieldError(await member.get(`/forms/${form.id}/summary`, { query: { until: 'soon' } }), 422, /^until /, 'until');
    }
    const other = await t.workspaces.create();
    const stranger = new ConsoleCaller(t, contract, other, { cookie: await t.workspaces.signIn(other, other.adminEmail) });
    expectError(await stranger.get(`/forms/${form.id}/summary`), 404, 'Form not found');
    const anonymous = new ConsoleCaller(t, contract, ws, { cookie: null });
    expect((await anonymous.get(`/forms/${form.id}/summary`)).status).toBe(401);
  });
});
