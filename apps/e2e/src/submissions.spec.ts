import { randomUUID } from 'node:crypto';
import {
  expectDeprecated,
  expectError,
  expectKeys,
  expectOk,
  expectPagination,
  expectSubmission,
} from './support/expectations';
import { V1, V2 } from './support/operations';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

jest.setTimeout(60_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let formIds: string[];

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create();
  formIds = await t.workspaces.seed(ws, 2, 5);
});

afterAll(() => t?.close());

const submissionsOf = (formId: string) => `${V1}/forms/${formId}/submissions`;

describe('v1 GET /forms/{form_id}/submissions', () => {
  it('lists the submissions of the form with the fields of sections 2.2-2.4, newest first', async () => {
    const response = await t.client(ws).get(submissionsOf(formIds[0]), { query: { page_number: 1, page_size: 30 } });
    expectOk(response);
    expectDeprecated(response);
    expectKeys(response.body, ['submissions', 'pagination', 'total_count']);
    expect(response.body.total_count).toBe(5);
    expectPagination(response.body.pagination, { total_records: 5, total_pages: 1, current_page_number: 1, page_size: 30 });
    const submissions = response.body.submissions;
    expect(submissions).toHaveLength(5);
    submissions.forEach(expectSubmission);
    const createdAt = submissions.map((submission: { created_at: string }) => submission.created_at);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
    expect(new Set(submissions.map((submission: { id: string }) => submission.id)).size).toBe(5);
    // Seeded submissions carry answers, so the nested arrays are not trivially empty.
    expect(submissions.every((submission: { responses: unknown[] }) => submission.responses.length > 0)).toBe(true);
  });

  it('returns only the submissions of the requested form', async () => {
    const first = await t.client(ws).get(submissionsOf(formIds[0]));
    const second = await t.client(ws).get(submissionsOf(formIds[1]));
    const firstIds = first.body.submissions.map((submission: { id: string }) => submission.id);
    const secondIds = second.body.submissions.map((submission: { id: string }) => submission.id);
    expect(secondIds).toHaveLength(5);
    expect(firstIds.filter((id: string) => secondIds.includes(id))).toEqual([]);
  });

  it('is empty for a new form, whose submissions_count is 0', async () => {
    const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'No answers yet' } } });
    expectOk(created, 201);
    const response = await t.client(ws).get(submissionsOf(created.body.form.id));
    expectOk(response);
    expect(response.body).toEqual({
      submissions: [],
      total_count: 0,
      pagination: { total_records: 0, total_pages: 0, current_page_number: 1, page_size: 30 },
    });
  });

  it.each([
    ['an unknown form id', () => randomUUID()],
    ['an id that is not a UUID', () => 'not-a-uuid'],
    ['a UUID with trailing junk', () => `${formIds[0]}x`],
    ['a SQL-looking id', () => "1' OR '1'='1"],
  ])('is 404 {error} for %s', async (_, id) => {
    expectError(await t.client(ws).get(submissionsOf(encodeURIComponent(id()))), 404);
  });
});
