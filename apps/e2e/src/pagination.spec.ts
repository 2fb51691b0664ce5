import { expectError, expectOk, expectPagination } from './support/expectations';
import { V1, V2 } from './support/operations';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// On every list: page 1 of 30 by default, sizes clamped to 100, pages past the end empty with true
// totals, ceil(total / size) pages, and a total, stable order.

jest.setTimeout(90_000);

interface ListCase {
  name: string;
  path: () => string;
  key: string;
  total: () => number;
  newestFirst: boolean;
  hasTotalCount: boolean;
}

const FORMS = 36;
const SUBMISSIONS = 120;
const MEMBERS = 35;

let t: SharedTestApp;
let ws: WorkspaceFixture;
let busyFormId: string;

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create();
  await t.workspaces.seed(ws, FORMS - 1, 0);
  [busyFormId] = await t.workspaces.seed(ws, 1, SUBMISSIONS);
  // Two batches, so creation times differ between them as well as tie inside one.
  await t.workspaces.addMembers(ws, Array.from({ length: 20 }, (_, index) => `early-${index}@example.com`));
  await t.workspaces.addMembers(ws, Array.from({ length: MEMBERS - 21 }, (_, index) => `late-${index}@example.com`));
});

afterAll(() => t?.close());

const LISTS: ListCase[] = [
  { name: 'v1 GET /forms', path: () => `${V1}/forms`, key: 'forms', total: () => FORMS, newestFirst: true, hasTotalCount: true },
  {
    name: 'v1 GET /forms/{id}/submissions',
    path: () => `${V1}/forms/${busyFormId}/submissions`,
    key: 'submissions',
    total: () => SUBMISSIONS,
    newestFirst: true,
    hasTotalCount: true,
  },
  { name: 'v1 GET /team_members', path: () => `${V1}/team_members`, key: 'team_members', total: () => MEMBERS, newestFirst: false, hasTotalCount: false },
  { name: 'v2 GET /team-members', path: () => `${V2}/team-members`, key: 'team_members', total: () => MEMBERS, newestFirst: false, hasTotalCount: false },
];

async function page(list: ListCase, query: Record<string, string | number>): Promise<any> {
  const response = await t.client(ws).get(list.path(), { query });
  expectOk(response);
  const total = list.total();
  if (list.hasTotalCount) expect(response.body.total_count).toBe(total);
  else expect(response.body).not.toHaveProperty('total_count');
  expect(response.body.pagination.total_records).toBe(total);
  return response.body;
}

async function walk(list: ListCase, pageSize: number): Promise<any[]> {
  const items: any[] = [];
  const pages = Math.ceil(list.total() / pageSize);
  for (let number = 1; number <= pages; number++) {
    const body = await page(list, { page_number: number, page_size: pageSize });
    expectPagination(body.pagination, { total_records: list.total(), total_pages: pages, current_page_number: number, page_size: pageSize });
    expect(body[list.key]).toHaveLength(number < pages ? pageSize : list.total() - pageSize * (pages - 1));
    items.push(...body[list.key]);
  }
  return items;
}

describe.each(LISTS)('$name', (list) => {
  it('defaults to page 1 of 30', async () => {
    const body = await page(list, {});
    expectPagination(body.pagination, {
      total_records: list.total(),
      total_pages: Math.ceil(list.total() / 30),
      current_page_number: 1,
      page_size: 30,
    });
    expect(body[list.key]).toHaveLength(30);
  });

  it('defaults page_size to 30 when only page_number is given', async () => {
    const body = await page(list, { page_number: 2 });
    expectPagination(body.pagination, {
      total_records: list.total(),
      total_pages: Math.ceil(list.total() / 30),
      current_page_number: 2,
      page_size: 30,
    });
    expect(body[list.key]).toHaveLength(Math.min(30, list.total() - 30));
  });

  it('clamps page_size 150 to 100 and reports the size used', async () => {
    const body = await page(list, { page_number: 1, page_size: 150 });
    expectPagination(body.pagination, {
      total_records: list.total(),
      total_pages: Math.ceil(list.total() / 100),
      current_page_number: 1,
      page_size: 100,
    });
    expect(body[list.key]).toHaveLength(Math.min(100, list.total()));
  });

  it('answers a page past the last with 200, an empty list and the true totals', async () => {
    const body = await page(list, { page_number: 99, page_size: 10 });
    expect(body[list.key]).toEqual([]);
    expectPagination(body.pagination, {
      total_records: list.total(),
      total_pages: Math.ceil(list.total() / 10),
      current_page_number: 99,
      page_size: 10,
    });
  });

  it('pages without duplicates or gaps, in a total and stable order', async () => {
    const bySeven = await walk(list, 7);
    const byBig = await walk(list, 100);
    const ids = bySeven.map((item) => item.id);
    expect(new Set(ids).size).toBe(list.total());
    expect(ids).toEqual(byBig.map((item) => item.id));
    expect(await walk(list, 7)).toEqual(bySeven);
  });

  it('orders forms and submissions newest first, team members oldest first, ties by id', async () => {
    const items = await walk(list, 100);
    if (list.key === 'team_members' && !('created_at' in items[0])) {
      // v2 members carry no timestamps: they come in the order of v1.
      const v1 = await walk(LISTS[2], 100);
      expect(items.map((item) => item.id)).toEqual(v1.map((item) => item.id));
      return;
    }
    const createdAt = items.map((item) => item.created_at as string);
    const expected = [...createdAt].sort();
    expect(createdAt).toEqual(list.newestFirst ? expected.reverse() : expected);
    if (list.key === 'team_members') {
      const emails = items.map((item) => item.email);
      expect(emails[0]).toBe(ws.adminEmail);
      expect(Math.max(...emails.map((email, index) => (email.startsWith('early-') ? index : -1)))).toBeLessThan(
        Math.min(...emails.map((email, index) => (email.startsWith('late-') ? index : Infinity))),
      );
    }
  });

  it.each([
    ['page_number', '0'],
    ['page_number', '-1'],
    ['page_number', 'abc'],
    ['page_number', '1.5'],
    ['page_number', '2x'],
    ['page_size', '0'],
    ['page_size', '-10'],
    ['page_size', 'ten'],
    ['page_size', '2.5'],
  ])('is 422 for %s=%s', async (field, value) => {
    expectError(await t.client(ws).get(list.path(), { query: { [field]: value } }), 422, new RegExp(field));
  });

  it('never fails with a 5xx on an enormous page_number', async () => {
    const response = await t.client(ws).get(list.path(), { query: { page_number: '99999999999999999999', page_size: 100 } });
    expect([200, 422]).toContain(response.status);
    if (response.status === 200) expect(response.body[list.key]).toEqual([]);
    else expectError(response, 422, /page_number/);
  });
});
