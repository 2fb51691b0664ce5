import { V1, V2 } from './support/operations';
import { countServerStatements } from './support/shared-app/measure';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

jest.setTimeout(60_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let formId: string;

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create();
  [formId] = await t.workspaces.seed(ws, 3, 120);
  await t.client(ws).post(`${V1}/team_members`, {
    body: { emails: Array.from({ length: 100 }, (_, n) => `member${n}@example.com`), send_invitation_email: 'false' },
  });
});
afterAll(() => t?.close());

/**
 * The SQL statements the server sends while answering one request: not the outbox worker's polls, and not
 * the rate limiter's quota leases, which come once per block of requests (counted in their own test).
 */
async function statementsDuring(request: () => Promise<{ status: number }>): Promise<string[]> {
  const { result, statements } = await countServerStatements(t, request);
  expect(result.status).toBe(200);
  return statements.filter((statement) => !/\b(outbox|request_quotas)\b/.test(statement));
}

describe('no N+1 on list paths: the statements per request do not grow with the page', () => {
  it.each([
    ['v1 submissions', () => `${V1}/forms/${formId}/submissions`],
    ['v1 forms', () => `${V1}/forms`],
    ['v1 team members', () => `${V1}/team_members`],
    ['v2 team members', () => `${V2}/team-members`],
  ])('%s: one query for the key and one for the page, at page sizes 1, 10 and 100', async (_name, path) => {
    const counts: number[] = [];
    for (const pageSize of [1, 10, 100]) {
      const statements = await statementsDuring(() => t.client(ws).get(path(), { query: { page_size: pageSize } }));
      counts.push(statements.length);
    }
    // last_used_at may add one UPDATE on the first request of a minute, never more.
    expect(counts.every((count) => count === 2 || count === 3)).toBe(true);
    expect(counts.slice(1)).toEqual([2, 2]);
  });
});

it('the rate limit costs a database write per block of requests, not per request', async () => {
  const key = await t.workspaces.issueKey(ws);
  const { statements } = await countServerStatements(t, async () => {
    for (let n = 0; n < 100; n++) expect((await t.client(ws).get(`${V2}/me`, { apiKey: key.secret })).status).toBe(200);
  });
  const leases = statements.filter((statement) => /\brequest_quotas\b/.test(statement));
  expect(leases.length).toBeGreaterThanOrEqual(1);
  expect(leases.length).toBeLessThanOrEqual(5);
});
