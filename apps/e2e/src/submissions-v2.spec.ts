import { randomUUID } from 'node:crypto';
import { expectError, expectKeys, expectOk, expectPagination, expectSubmissionV2 } from './support/expectations';
import { V1, V2 } from './support/operations';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

jest.setTimeout(60_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let formId: string;
let otherFormId: string;
/** The form's submissions oldest first, as stored: id and creation time. */
let stored: { id: string; created_at: string }[];

const listOf = (form: string) => `${V2}/forms/${form}/submissions`;
const LIST = '/api/external/v2/forms/{form_id}/submissions';
const ONE = '/api/external/v2/forms/{form_id}/submissions/{submission_id}';

interface ListQuery {
  since?: string;
  until?: string;
  order?: 'newest' | 'oldest';
}

/** Every page of the list through the typed client, 7 at a time: the ids in order and every total seen. */
async function listAll(form: string, query: ListQuery = {}): Promise<{ ids: string[]; totals: number[] }> {
  const ids: string[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page++) {
    const { data, response } = await t.typed(ws).GET(LIST, {
      params: { path: { form_id: form }, query: { ...query, page_number: page, page_size: 7 } },
    });
    expect(response.status).toBe(200);
    totals.push(data!.total_count, data!.pagination.total_records);
    if (data!.submissions.length === 0) return { ids, totals };
    ids.push(...data!.submissions.map((submission) => submission.id));
  }
}

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create();
  [formId, otherFormId] = await t.workspaces.seed(ws, 2, 40);
  const response = await t.client(ws).get(listOf(formId), { query: { order: 'oldest', page_size: 100 } });
  stored = response.body.submissions.map(({ id, created_at }: { id: string; created_at: string }) => ({ id, created_at }));
});
afterAll(() => t?.close());

describe('v2 GET /forms/{form_id}/submissions', () => {
  it('lists newest first by default, with the v1 submission shape, pagination and total_count', async () => {
    const response = await t.client(ws).get(listOf(formId), { query: { page_size: 5 } });
    expectOk(response);
    expect(response.headers['deprecation']).toBeUndefined();
    expectKeys(response.body, ['submissions', 'pagination', 'total_count']);
    expect(response.body.total_count).toBe(40);
    expectPagination(response.body.pagination, { total_records: 40, total_pages: 8, current_page_number: 1, page_size: 5 });
    response.body.submissions.forEach(expectSubmissionV2);
    expect(response.body.submissions.map((s: { id: string }) => s.id)).toEqual(stored.slice(-5).reverse().map((s) => s.id));
  });

  it('lists oldest first with order=oldest', async () => {
    const { ids } = await listAll(formId, { order: 'oldest' });
    expect(ids).toEqual(stored.map((s) => s.id));
  });

  it('filters on created_at: since inclusive, until exclusive, totals counting what is selected', async () => {
    const since = stored[10].created_at;
    const until = stored[30].created_at;
    const expected = stored.filter((s) => s.created_at >= since && s.created_at < until).map((s) => s.id);
    const { ids, totals } = await listAll(formId, { since, until, order: 'oldest' });
    expect(ids).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
    expect((await listAll(formId, { since: stored[39].created_at })).ids).toEqual(
      stored.filter((s) => s.created_at >= stored[39].created_at).map((s) => s.id).reverse(),
    );
    expect((await listAll(formId, { until: stored[0].created_at })).ids).toEqual([]);
    expect((await listAll(formId, { since, until: since })).ids).toEqual([]);
  });

  it.each([
    ['since', { since: '2026-01-01' }],
    ['since', { since: '2026-01-01T00:00:00.5Z' }],
    ['since', { since: '2026-01-01T00:00:00+01:00' }],
    ['since', { since: '2026-02-30T00:00:00Z' }],
    ['until', { until: '2026-01-01T24:00:00Z' }],
    ['until', { until: 'yesterday' }],
    ['order', { order: 'desc' }],
    ['order', { order: '' }],
    ['since', { since: '2026-02-01T00:00:00Z', until: '2026-01-01T00:00:00Z' }],
    ['page_number', { page_number: 0 }],
  ])('refuses a bad %s with 422 naming it', async (name, query) => {
    expectError(await t.client(ws).get(listOf(formId), { query }), 422, new RegExp(`^${name} `));
  });

  it('is 404 for a form of another workspace or an unknown one', async () => {
    const other = await t.workspaces.create();
    expectError(await t.client(other).get(listOf(formId)), 404, 'Form not found');
    expectError(await t.client(ws).get(listOf(randomUUID())), 404, 'Form not found');
    expectError(await t.client(ws).get(listOf('not-a-uuid')), 404, 'Form not found');
  });
});

describe('v2 GET /forms/{form_id}/submissions/{submission_id}', () => {
  it('returns the submission', async () => {
    const { data, response } = await t.typed(ws).GET(ONE, { params: { path: { form_id: formId, submission_id: stored[3].id } } });
    expect(response.status).toBe(200);
    expectKeys(data, ['submission']);
    expectSubmissionV2(data!.submission);
    expect(data!.submission.id).toBe(stored[3].id);
  });

  it('is 404 Submission not found for another form s submission or an unknown id, 404 Form not found for no form', async () => {
    expectError(await t.client(ws).get(`${listOf(otherFormId)}/${stored[3].id}`), 404, 'Submission not found');
    expectError(await t.client(ws).get(`${listOf(formId)}/${randomUUID()}`), 404, 'Submission not found');
    expectError(await t.client(ws).get(`${listOf(formId)}/nope`), 404, 'Submission not found');
    expectError(await t.client(ws).get(`${listOf(randomUUID())}/${stored[3].id}`), 404, 'Form not found');
  });
});

describe('v2 DELETE /forms/{form_id}/submissions/{submission_id}', () => {
  it('erases for good, keeps counts and every page exact, and a second delete is 404 changing nothing', async () => {
    const doomed = stored.filter((_, index) => index % 5 === 2).map((s) => s.id);
    for (const id of doomed) {
      const { data, response } = await t.typed(ws).DELETE(ONE, { params: { path: { form_id: formId, submission_id: id } } });
      expect(response.status).toBe(200);
      expect(data).toEqual({ message: 'Submission deleted' });
    }
    const remaining = stored.filter((s) => !doomed.includes(s.id)).map((s) => s.id);
    for (const order of ['newest', 'oldest'] as const) {
      const { ids, totals } = await listAll(formId, { order });
      expect(ids).toEqual(order === 'oldest' ? remaining : [...remaining].reverse());
      expect(new Set(totals)).toEqual(new Set([remaining.length]));
    }
    const v1 = await t.client(ws).get(`${V1}/forms/${formId}/submissions`, { query: { page_size: 100 } });
    expect(v1.body.total_count).toBe(remaining.length);
    expect(v1.body.submissions.map((s: { id: string }) => s.id)).toEqual([...remaining].reverse());
    const forms = await t.client(ws).get(`${V1}/forms`, { query: { page_size: 100 } });
    expect(forms.body.forms.find((form: { id: string }) => form.id === formId).submissions_count).toBe(remaining.length);

    const again = await t.typed(ws).DELETE(ONE, { params: { path: { form_id: formId, submission_id: doomed[0] } } });
    expect([again.response.status, again.error]).toEqual([404, { error: 'Submission not found' }]);
    expectError(await t.client(ws).get(`${listOf(formId)}/${doomed[0]}`), 404, 'Submission not found');
    const after = await t.client(ws).get(listOf(formId));
    expect(after.body.total_count).toBe(remaining.length);
  });

  it('is 404 for another form s submission, and deletes nothing there', async () => {
    const before = await t.client(ws).get(listOf(otherFormId));
    expectError(await t.client(ws).delete(`${listOf(otherFormId)}/${stored[0].id}`), 404, 'Submission not found');
    const other = await t.workspaces.create();
    expectError(await t.client(other).delete(`${listOf(formId)}/${stored[0].id}`), 404, 'Form not found');
    expect((await t.client(ws).get(listOf(otherFormId))).body.total_count).toBe(before.body.total_count);
  });
});
