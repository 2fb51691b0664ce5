import type { ApiClient, ApiResponse } from '../support/api-client';
import { expectError, expectFormV2, expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';

jest.setTimeout(90_000);

const CONSOLE = '/api/console';
const READ_ONLY = 'This API key can only read';

let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create();
});

afterAll(() => t?.close());

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read JSON from the wire */

const PLAN = { kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro', 'Team'], required: false };
const NAME = { kind: 'short_text', label: 'Name', required: false };

async function createForm(client: ApiClient = t.client(ws), title = 'Pricing survey'): Promise<any> {
  const created = await client.post(`${V2}/forms`, { body: { form: { title, questions: [PLAN, NAME] } } });
  expectOk(created, 201);
  const published = await client.patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } });
  expectOk(published);
  return published.body.form;
}

async function submit(formId: string, responses: Record<string, string | string[]>, extra: Record<string, unknown> = {}): Promise<ApiResponse> {
  return t.anonymous(t.hostOf(ws)).post(`/forms/${formId}/submissions`, { body: { responses, ...extra } });
}

async function versionCount(formId: string): Promise<number> {
  const [row] = await t.dataSource.query('SELECT count(*)::int AS n FROM form_versions WHERE workspace_id = $1 AND form_id = $2', [ws.id, formId]);
  return row.n;
}

function withoutId(questions: any[]): any[] {
  return questions.map(({ id: _id, position: _position, ...rest }) => rest);
}

describe('v2 versions', () => {
  it('a new form is version 1 with no changes; flags make no version, content makes the next one with its changes in words', async () => {
    const form = await createForm();
    expectFormV2(form);
    expect(form.version).toBe(1);

    const first = await t.client(ws).get(`${V2}/forms/${form.id}/versions`);
    expectOk(first);
    expect(first.body.versions).toEqual([
      { version: 1, created_at: expect.any(String), created_by: { type: 'api_key', id: ws.apiKeyId, label: expect.any(String) }, changes: [] },
    ]);
    expect(first.body.pagination).toEqual({ total_records: 1, total_pages: 1, current_page_number: 1, page_size: 30 });

    // Flags only, twice: no version.
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { is_disabled: true } } }));
    const flagsOnly = await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { is_disabled: false } } });
    expectOk(flagsOnly);
    expect(flagsOnly.body.form.version).toBe(1);
    expect(await versionCount(form.id)).toBe(1);

    // A label change and an option removed: version 2, said in words.
    const [plan, name] = form.questions;
    const changed = await t.client(ws).patch(`${V2}/forms/${form.id}`, {
      body: { form: { questions: [{ id: plan.id, kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro'] }, { id: name.id, kind: 'short_text', label: 'Your name' }] } },
    });
    expectOk(changed);
    expect(changed.body.form.version).toBe(2);
    // The ETag a content change answers with is the one a GET right after shows.
    const afterPatch = await t.client(ws).get(`${V2}/forms/${form.id}`);
    expect(afterPatch.body.form.version).toBe(2);
    expect(changed.headers.etag).toBeDefined();
    expect(changed.headers.etag).toBe(afterPatch.headers.etag);

    const list = await t.client(ws).get(`${V2}/forms/${form.id}/versions`);
    expectOk(list);
    expect(list.body.versions.map((version: any) => version.version)).toEqual([2, 1]);
    const texts = list.body.versions[0].changes.map((change: any) => change.text);
    expect(texts).toEqual(expect.arrayContaining(['Removed option "Team" from "Plan"']));
    expect(list.body.versions[0].changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'question_changed', question_id: plan.id }), expect.objectContaining({ type: 'question_changed', question_id: name.id })]),
    );

    const pageTwo = await t.client(ws).get(`${V2}/forms/${form.id}/versions`, { query: { page_size: 1, page_number: 2 } });
    expectOk(pageTwo);
    expect(pageTwo.body.versions.map((version: any) => version.version)).toEqual([1]);
    expect(pageTwo.body.pagination).toEqual({ total_records: 2, total_pages: 2, current_page_number: 2, page_size: 1 });
    expectError(await t.client(ws).get(`${V2}/forms/${form.id}/versions`, { query: { page_size: 0 } }), 422);

    // Any version's content exactly as it was.
    const one = await t.client(ws).get(`${V2}/forms/${form.id}/versions/1`);
    expectOk(one);
    expect(one.body.version).toMatchObject({ version: 1, changes: [] });
    expect(one.body.version.form).toEqual({ title: 'Pricing survey', questions: form.questions, hidden_fields: [], settings: form.settings, theme: null });
    expect(Object.keys(one.body.version).sort()).toEqual(['changes', 'created_at', 'created_by', 'form', 'version']);
  });

  it('an unknown version, a version that is not a number, and an unknown form are 404', async () => {
    const form = await createForm();
    expectError(await t.client(ws).get(`${V2}/forms/${form.id}/versions/2`), 404, 'Version not found');
    expectError(await t.client(ws).get(`${V2}/forms/${form.id}/versions/abc`), 404, 'Version not found');
    expectError(await t.client(ws).get(`${V2}/forms/${form.id}/versions/1.5`), 404, 'Version not found');
    expectError(await t.client(ws).get(`${V2}/forms/${form.id}/versions/99999999999999999999`), 404, 'Version not found');
    expectError(await t.client(ws).post(`${V2}/forms/${form.id}/versions/7/restore`), 404, 'Version not found');
    expectError(await t.client(ws).get(`${V2}/forms/not-a-uuid/versions`), 404, 'Form not found');
    expectError(await t.client(ws).get(`${V2}/forms/00000000-0000-4000-8000-000000000000/versions/1`), 404, 'Form not found');
  });
});

describe('v2 draft', () => {
  it('starts from the live content, is invisible to respondents, refuses a stale If-Match, publishes as the next version', async () => {
    const form = await createForm();
    expectError(await t.client(ws).get(`${V2}/forms/${form.id}/draft`), 404, 'No draft');
    expectError(await t.client(ws).get(`${V2}/forms/${form.id}/draft/impact`), 404, 'No draft');
    expectError(await t.client(ws).post(`${V2}/forms/${form.id}/draft/publish`), 404, 'No draft');
    expectError(await t.client(ws).delete(`${V2}/forms/${form.id}/draft`), 404, 'No draft');

    const saved = await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { title: 'Pricing survey, revised' } } });
    expectOk(saved);
    expect(saved.body.draft).toEqual({
      based_on_version: 1,
      title: 'Pricing survey, revised',
      questions: form.questions,
      hidden_fields: [],
      settings: form.settings,
      theme: null,
      updated_at: expect.any(String),
      updated_by: { type: 'api_key', id: ws.apiKeyId, label: expect.any(String) },
    });
    const etag = saved.headers.etag as string;
    expect(etag).toMatch(/^"\d+\.[A-Za-z0-9_-]+"$/);

    // Respondents and the form see nothing of it.
    const live = await t.client(ws).get(`${V2}/forms/${form.id}`);
    expect({ title: live.body.form.title, version: live.body.form.version }).toEqual({ title: 'Pricing survey', version: 1 });
    const page = await t.anonymous(t.hostOf(ws)).get(`/forms/${form.id}`, { accept: 'text/html' });
    expect(page.text).toContain('Pricing survey');
    expect(page.text).not.toContain('revised');

    const read = await t.client(ws).get(`${V2}/forms/${form.id}/draft`);
    expectOk(read);
    expect(read.body).toEqual(saved.body);
    expect(read.headers.etag).toBe(etag);

    // A save with the ETag seen applies; one with an older ETag is 412 and changes nothing.
    const second = await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { headers: { 'If-Match': etag }, body: { draft: { hidden_fields: ['utm_source'] } } });
    expectOk(second);
    expect(second.headers.etag).not.toBe(etag);
    const stale = await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { headers: { 'If-Match': etag }, body: { draft: { title: 'Overwritten' } } });
    expectError(stale, 412, 'The draft changed since you loaded it');
    // The form's ETag is not the draft's.
    expectError(
      await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { headers: { 'If-Match': live.headers.etag as string }, body: { draft: { title: 'Overwritten' } } }),
      412,
      'The draft changed since you loaded it',
    );
    expect((await t.client(ws).get(`${V2}/forms/${form.id}/draft`)).body.draft).toMatchObject({ title: 'Pricing survey, revised', hidden_fields: ['utm_source'] });

    // The same rules and messages as a form PATCH, under draft.
    expectError(await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { title: '  ' } } }), 422, 'draft.title must not be blank');
    expectError(
      await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { questions: [NAME, { kind: 'single_choice', label: 'One', options: ['Only'] }] } } }),
      422,
      /^draft\.questions\[1\]\.options /,
    );
    expectError(await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { is_published: false } } }), 422, 'draft.is_published is not allowed');
    expectError(await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: {} }), 422, 'draft is required');

    const published = await t.client(ws).post(`${V2}/forms/${form.id}/draft/publish`);
    expectOk(published);
    expectFormV2(published.body.form);
    expect(published.body.form).toMatchObject({ version: 2, title: 'Pricing survey, revised', hidden_fields: ['utm_source'], is_published: true });
    const after = await t.client(ws).get(`${V2}/forms/${form.id}`);
    expect(published.headers.etag).toBeDefined();
    expect(published.headers.etag).toBe(after.headers.etag);
    expect(after.body.form).toEqual(published.body.form);
    expectError(await t.client(ws).get(`${V2}/forms/${form.id}/draft`), 404, 'No draft');
    const versions = await t.client(ws).get(`${V2}/forms/${form.id}/versions`);
    expect(versions.body.versions[0].changes.map((change: any) => change.type).sort()).toEqual(['hidden_fields_changed', 'title_changed']);
  });

  it('If-None-Match: * starts a draft only where there is none, and a GET naming the draft\'s ETag is 304', async () => {
    const form = await createForm();
    const started = await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { headers: { 'If-None-Match': '*' }, body: { draft: { title: 'Started by one' } } });
    expectOk(started);
    const etag = started.headers.etag as string;
    // A second first save (another editor who also found no draft) replaces nothing.
    const other = await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { headers: { 'If-None-Match': '*' }, body: { draft: { title: 'Started by another' } } });
    expectError(other, 412, 'Someone else started a draft of this form; load it before changing it');
    const read = await t.client(ws).get(`${V2}/forms/${form.id}/draft`);
    expect({ title: read.body.draft.title, etag: read.headers.etag }).toEqual({ title: 'Started by one', etag });
    // The next saves name the draft they saw.
    const next = await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { headers: { 'If-Match': etag }, body: { draft: { title: 'Saved again' } } });
    expectOk(next);

    // A read naming the draft's current ETag: 304, no body, the same ETag; an older one gets the draft.
    const current = next.headers.etag as string;
    const notModified = await t.client(ws).get(`${V2}/forms/${form.id}/draft`, { headers: { 'If-None-Match': current } });
    expect({ status: notModified.status, text: notModified.text, etag: notModified.headers.etag }).toEqual({ status: 304, text: '', etag: current });
    const modified = await t.client(ws).get(`${V2}/forms/${form.id}/draft`, { headers: { 'If-None-Match': etag } });
    expect({ status: modified.status, title: modified.body.draft?.title, etag: modified.headers.etag }).toEqual({ status: 200, title: 'Saved again', etag: current });

    // Once the draft is gone, a first save starts one again.
    expectOk(await t.client(ws).delete(`${V2}/forms/${form.id}/draft`));
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { headers: { 'If-None-Match': '*' }, body: { draft: { title: 'Started afresh' } } }));
  });

  it('a draft started again after a discard has an ETag the discarded one never had: its old tag names nothing', async () => {
    const form = await createForm();
    const first = await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { headers: { 'If-None-Match': '*' }, body: { draft: { title: 'First draft' } } });
    expectOk(first);
    const oldTag = first.headers.etag as string;
    expectOk(await t.client(ws).delete(`${V2}/forms/${form.id}/draft`));
    // Another editor starts a new draft: its first save, like the discarded draft's.
    const again = await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { headers: { 'If-None-Match': '*' }, body: { draft: { title: 'Second draft' } } });
    expectOk(again);
    expect(again.headers.etag).not.toBe(oldTag);
    // An editor still holding the discarded draft neither overwrites the new one nor is told it is unchanged.
    expectError(
      await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { headers: { 'If-Match': oldTag }, body: { draft: { title: 'Overwritten' } } }),
      412,
      'The draft changed since you loaded it',
    );
    const read = await t.client(ws).get(`${V2}/forms/${form.id}/draft`, { headers: { 'If-None-Match': oldTag } });
    expect({ status: read.status, title: read.body.draft?.title, etag: read.headers.etag }).toEqual({ status: 200, title: 'Second draft', etag: again.headers.etag });
  });

  it('publishing a draft of an unpublished form keeps it unpublished', async () => {
    const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Not yet', questions: [NAME] } } });
    const formId = created.body.form.id;
    expectOk(await t.client(ws).patch(`${V2}/forms/${formId}/draft`, { body: { draft: { title: 'Ready' } } }));
    const published = await t.client(ws).post(`${V2}/forms/${formId}/draft/publish`);
    expectOk(published);
    expect(published.body.form).toMatchObject({ title: 'Ready', version: 2, is_published: false, state: 'draft' });
  });

  it('a form PATCH of content meanwhile makes publishing 409, and nothing changes; discarding drops the draft', async () => {
    const form = await createForm();
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { title: 'From the draft' } } }));
    const patched = await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { title: 'Patched live' } } });
    expect(patched.body.form.version).toBe(2);
    expectError(await t.client(ws).post(`${V2}/forms/${form.id}/draft/publish`), 409, 'The form changed since this draft was started');
    expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form).toMatchObject({ title: 'Patched live', version: 2 });
    expect((await t.client(ws).get(`${V2}/forms/${form.id}/draft`)).body.draft).toMatchObject({ title: 'From the draft', based_on_version: 1 });

    const discarded = await t.client(ws).delete(`${V2}/forms/${form.id}/draft`);
    expectOk(discarded);
    expect(discarded.body).toEqual({ message: 'Draft discarded' });
    expectError(await t.client(ws).get(`${V2}/forms/${form.id}/draft`), 404, 'No draft');
    expectError(await t.client(ws).delete(`${V2}/forms/${form.id}/draft`), 404, 'No draft');
  });

  it('two publishes at once: one 200, the other 404 or 409, and one version', async () => {
    for (let round = 0; round < 3; round++) {
      const form = await createForm();
      expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { title: `Round ${round}` } } }));
      const answers = await Promise.all([
        t.client(ws).post(`${V2}/forms/${form.id}/draft/publish`),
        t.client(ws).post(`${V2}/forms/${form.id}/draft/publish`),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect([
        [200, 404],
        [200, 409],
      ]).toContainEqual(statuses);
      expect(await versionCount(form.id)).toBe(2);
      expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form).toMatchObject({ title: `Round ${round}`, version: 2 });
    }
  });

  it('impact counts the stored answers a publish would touch, from real submissions', async () => {
    const form = await createForm();
    const [plan, name] = form.questions;
    for (const choice of ['Team', 'Team', 'Pro', 'Basic']) {
      const stored = await submit(form.id, { plan: choice, name: 'Ada' });
      expect({ status: stored.status, body: stored.body }).toEqual({ status: 201, body: expect.anything() });
    }
    expectOk(await submit(form.id, { plan: 'Team' }), 201);

    expectOk(
      await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, {
        body: { draft: { questions: [{ id: plan.id, kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro'], required: true }] } },
      }),
    );
    const impact = await t.client(ws).get(`${V2}/forms/${form.id}/draft/impact`);
    expectOk(impact);
    expect(impact.body.impact).toEqual(
      expect.arrayContaining([
        { question_id: plan.id, label: 'Plan', change: 'options_removed', answered: 3, text: '3 responses chose "Team" in "Plan"; they keep their answers' },
        { question_id: name.id, label: 'Name', change: 'removed', answered: 4, text: '4 responses answered "Name"; they keep their answers' },
        expect.objectContaining({ question_id: plan.id, change: 'required_added', answered: 5 }),
      ]),
    );
    expect(impact.body.impact).toHaveLength(3);
    // A draft that only relabels touches no answer (started afresh: the draft above no longer has "Name").
    expectOk(await t.client(ws).delete(`${V2}/forms/${form.id}/draft`));
    const relabelled = await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, {
      body: { draft: { questions: [{ ...PLAN, id: plan.id, label: 'Your plan' }, { ...NAME, id: name.id, label: 'Full name' }] } },
    });
    expect({ status: relabelled.status, body: relabelled.body }).toEqual({ status: 200, body: { draft: expect.anything() } });
    expect((await t.client(ws).get(`${V2}/forms/${form.id}/draft/impact`)).body).toEqual({ impact: [] });
  });

  it('impact counts a multiple-choice response that chose two removed options once', async () => {
    const created = await t.client(ws).post(`${V2}/forms`, {
      body: { form: { title: 'Topics', questions: [{ kind: 'multiple_choice', label: 'Topics', slug: 'topics', options: ['API', 'Billing', 'Other'] }] } },
    });
    expectOk(created, 201);
    const form = created.body.form;
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: true } } }));
    for (const topics of [['API', 'Billing'], ['Billing', 'API'], ['Billing'], ['Other'], ['API', 'Billing', 'Other']]) {
      expectOk(await submit(form.id, { topics }), 201);
    }
    const [topics] = form.questions;
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { questions: [{ id: topics.id, kind: 'multiple_choice', label: 'Topics', options: ['Other', 'Docs'] }] } } }));
    const impact = await t.client(ws).get(`${V2}/forms/${form.id}/draft/impact`);
    expectOk(impact);
    // 4 responses chose "API" or "Billing" (7 picks of them in all).
    expect(impact.body.impact).toEqual([
      { question_id: topics.id, label: 'Topics', change: 'options_removed', answered: 4, text: '4 responses chose "API", "Billing" in "Topics"; they keep their answers' },
    ]);
  });

  it('restore puts an earlier version in the draft, based on the current one; publishing it makes the next version', async () => {
    const form = await createForm();
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { title: 'Second title', questions: [{ ...NAME, id: form.questions[1].id }] } } }));
    const restored = await t.client(ws).post(`${V2}/forms/${form.id}/versions/1/restore`);
    expectOk(restored);
    expect(restored.body.draft).toMatchObject({ based_on_version: 2, title: 'Pricing survey', questions: form.questions });
    const read = await t.client(ws).get(`${V2}/forms/${form.id}/draft`);
    expect(read.headers.etag).toBe(restored.headers.etag);
    // Nothing live changed.
    expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form).toMatchObject({ title: 'Second title', version: 2 });
    const published = await t.client(ws).post(`${V2}/forms/${form.id}/draft/publish`);
    expectOk(published);
    expect(published.body.form).toMatchObject({ title: 'Pricing survey', version: 3 });
    expect(withoutId(published.body.form.questions)).toEqual(withoutId(form.questions));
    expect(published.body.form.questions.map((question: any) => question.id)).toEqual(form.questions.map((question: any) => question.id));
  });

  it('Idempotency-Key: a publish retried with the same key gets the first answer again', async () => {
    const form = await createForm();
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { title: 'Once' } } }));
    const headers = { 'Idempotency-Key': `publish-${form.id}` };
    const first = await t.client(ws).post(`${V2}/forms/${form.id}/draft/publish`, { headers });
    const again = await t.client(ws).post(`${V2}/forms/${form.id}/draft/publish`, { headers });
    expectOk(first);
    expect({ status: again.status, body: again.body, etag: again.headers.etag }).toEqual({ status: 200, body: first.body, etag: first.headers.etag });
    expect(await versionCount(form.id)).toBe(2);
  });

  it('a read key may read versions and the draft, and writes nothing', async () => {
    const form = await createForm();
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { title: 'Drafted' } } }));
    const reader = t.client(ws).with({ apiKey: (await t.workspaces.issueKey(ws, 30, 'read')).secret });
    expectOk(await reader.get(`${V2}/forms/${form.id}/versions`));
    expectOk(await reader.get(`${V2}/forms/${form.id}/versions/1`));
    expectOk(await reader.get(`${V2}/forms/${form.id}/draft`));
    expectOk(await reader.get(`${V2}/forms/${form.id}/draft/impact`));
    expectError(await reader.patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { title: 'By a reader' } } }), 403, READ_ONLY);
    expectError(await reader.post(`${V2}/forms/${form.id}/draft/publish`), 403, READ_ONLY);
    expectError(await reader.delete(`${V2}/forms/${form.id}/draft`), 403, READ_ONLY);
    expectError(await reader.post(`${V2}/forms/${form.id}/versions/1/restore`), 403, READ_ONLY);
    expect((await t.client(ws).get(`${V2}/forms/${form.id}/draft`)).body.draft.title).toBe('Drafted');
    expect(await versionCount(form.id)).toBe(1);
  });

  it("another workspace's form is 404 on every route, and nothing of it changes", async () => {
    const form = await createForm();
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { title: 'Mine' } } }));
    const other = await t.workspaces.create();
    const stranger = t.client(other);
    expectError(await stranger.get(`${V2}/forms/${form.id}/versions`), 404, 'Form not found');
    expectError(await stranger.get(`${V2}/forms/${form.id}/versions/1`), 404, 'Form not found');
    expectError(await stranger.post(`${V2}/forms/${form.id}/versions/1/restore`), 404, 'Form not found');
    expectError(await stranger.get(`${V2}/forms/${form.id}/draft`), 404, 'Form not found');
    expectError(await stranger.patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { title: 'Theirs' } } }), 404, 'Form not found');
    expectError(await stranger.get(`${V2}/forms/${form.id}/draft/impact`), 404, 'Form not found');
    expectError(await stranger.post(`${V2}/forms/${form.id}/draft/publish`), 404, 'Form not found');
    expectError(await stranger.delete(`${V2}/forms/${form.id}/draft`), 404, 'Form not found');
    expect((await t.client(ws).get(`${V2}/forms/${form.id}/draft`)).body.draft.title).toBe('Mine');
    expect(await versionCount(form.id)).toBe(1);
  });
});

describe('console versions and draft', () => {
  const MEMBER = 'grace@example.com';
  let cookie: string;

  beforeAll(async () => {
    await t.workspaces.addMembers(ws, [MEMBER]);
    cookie = await t.workspaces.signIn(ws, MEMBER);
  });

  function console(method: 'get' | 'post' | 'patch' | 'delete', path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiResponse> {
    return t.anonymous(t.hostOf(ws)).send(method, `${CONSOLE}${path}`, { ...options, headers: { Cookie: cookie, Origin: t.baseUrl(ws), ...options.headers } });
  }

  it('a Standard member edits, weighs, publishes, lists, views, restores and discards, with the shapes of v2', async () => {
    const form = await createForm();
    const [plan] = form.questions;
    expectOk(await submit(form.id, { plan: 'Team' }), 201);
    expectError(await console('get', `/forms/${form.id}/draft`), 404, 'No draft');

    const saved = await console('patch', `/forms/${form.id}/draft`, {
      body: { draft: { questions: [{ id: plan.id, kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro'] }, { ...NAME, id: form.questions[1].id }] } },
    });
    expectOk(saved);
    expect(saved.body.draft).toMatchObject({ based_on_version: 1, updated_by: { type: 'member', label: expect.stringContaining(MEMBER) } });
    const refused = await console('patch', `/forms/${form.id}/draft`, { body: { draft: { questions: [{ kind: 'single_choice', label: 'One', options: ['Only'] }] } } });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ error: expect.stringMatching(/^draft\.questions\[0\]\.options /), field: 'draft.questions[0].options' });
    expectError(await console('patch', `/forms/${form.id}/draft`, { headers: { 'If-Match': '"1.nope"' }, body: { draft: { title: 'x' } } }), 412, 'The draft changed since you loaded it');
    const secondStart = await console('patch', `/forms/${form.id}/draft`, { headers: { 'If-None-Match': '*' }, body: { draft: { title: 'x' } } });
    expect({ status: secondStart.status, body: secondStart.body }).toEqual({ status: 412, body: { error: 'Someone else started a draft of this form; load it before changing it' } });

    const draft = await console('get', `/forms/${form.id}/draft`);
    expect(draft.headers.etag).toBe(saved.headers.etag);
    const impact = await console('get', `/forms/${form.id}/draft/impact`);
    expect(impact.body.impact).toEqual([expect.objectContaining({ question_id: plan.id, change: 'options_removed', answered: 1 })]);

    const published = await console('post', `/forms/${form.id}/draft/publish`);
    expectOk(published);
    expect(published.body.form.version).toBe(2);
    const live = await console('get', `/forms/${form.id}`);
    expect(live.body.form.version).toBe(2);
    expect(published.headers.etag).toBe(live.headers.etag);

    const versions = await console('get', `/forms/${form.id}/versions`);
    expectOk(versions);
    expect(versions.body.versions[0]).toMatchObject({ version: 2, created_by: { type: 'member' }, changes: [expect.objectContaining({ text: 'Removed option "Team" from "Plan"' })] });
    const one = await console('get', `/forms/${form.id}/versions/1`);
    expect(one.body.version.form.questions).toEqual(form.questions);

    const restored = await console('post', `/forms/${form.id}/versions/1/restore`);
    expectOk(restored);
    expect(restored.body.draft).toMatchObject({ based_on_version: 2, questions: form.questions });
    const discarded = await console('delete', `/forms/${form.id}/draft`);
    expect(discarded.body).toEqual({ message: 'Draft discarded' });

    // The activity log (an Admin's to read) names the publish and the restore, by this member.
    const adminCookie = await t.workspaces.signIn(ws, ws.adminEmail);
    const activity = await t.anonymous(t.hostOf(ws)).get(`${CONSOLE}/activity`, { headers: { Cookie: adminCookie, Origin: t.baseUrl(ws) } });
    expectOk(activity);
    const actions = activity.body.activity.filter((entry: any) => entry.target.id === form.id && entry.actor.label === MEMBER).map((entry: any) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['form.version_published', 'form.version_restored']));
  });

  it('refuses draft settings by the field they name, and publishes valid ones as the form keeps them', async () => {
    const created = await t.client(ws).post(`${V2}/forms`, {
      body: { form: { title: 'Settings draft', questions: [NAME, { kind: 'email', label: 'Your email', slug: 'your_email' }] } },
    });
    expectOk(created, 201);
    const formId = created.body.form.id;
    const refusedLimit = await console('patch', `/forms/${formId}/draft`, { body: { draft: { settings: { max_submissions: 0 } } } });
    expect([refusedLimit.status, refusedLimit.body]).toEqual([
      422,
      { error: 'draft.settings.max_submissions must be an integer of at least 1', field: 'draft.settings.max_submissions' },
    ]);
    const refusedEmails = await console('patch', `/forms/${formId}/draft`, {
      body: { draft: { settings: { max_submissions: 25, notification_emails: [ws.adminEmail, 'stranger@example.com'] } } },
    });
    expect([refusedEmails.status, refusedEmails.body]).toEqual([
      422,
      { error: 'draft.settings.notification_emails[1] must be the email of an active member of the workspace', field: 'draft.settings.notification_emails[1]' },
    ]);
    const settings = {
      max_submissions: 25,
      notification_emails: [ws.adminEmail],
      thank_you_message: 'Thanks, we read every answer.',
      redirect_url: 'https://example.com/after',
      confirmation_email_question: 'your_email',
    };
    expectOk(await console('patch', `/forms/${formId}/draft`, { body: { draft: { settings } } }));
    // Nothing reaches the form before it is published.
    expect((await t.client(ws).get(`${V2}/forms/${formId}`)).body.form.settings.max_submissions).toBeNull();
    const published = await console('post', `/forms/${formId}/draft/publish`);
    expectOk(published);
    expect(published.body.form.version).toBe(2);
    expect((await t.client(ws).get(`${V2}/forms/${formId}`)).body.form.settings).toEqual({
      closes_at: null,
      closed_message: '',
      save_partial_responses: false,
      partial_response_days: 30,
      ...settings,
    });
  });
});
