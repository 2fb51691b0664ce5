import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  expectError,
  expectKeys,
  expectNotDeprecated,
  expectOk,
  expectPagination,
  expectV2Member,
} from './support/expectations';
import { V1, V2 } from './support/operations';
import { readMembers } from './support/snapshots';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

jest.setTimeout(60_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let v1Members: any[];
let inactiveId: string;

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create({
    timeZone: 'Australia/Perth',
    admins: ['second-admin@example.com'],
    members: ['active@example.com', 'inactive@example.com'],
  });
  inactiveId = await t.workspaces.memberId(ws, 'inactive@example.com');
  expectOk(await t.client(ws).patch(`${V1}/team_members/${inactiveId}`, { body: { active: false, first_name: 'Ina' } }));
  v1Members = await readMembers(t.client(ws));
});

afterAll(() => t?.close());

/** The v2 representation of a v1 member: the same fields without the timestamps. */
function asV2(member: any): any {
  const { created_at: _created, updated_at: _updated, ...rest } = member;
  return { ...rest, profile_image_url: expect.any(String) };
}

describe('v2 GET /team-members', () => {
  it('lists every member, inactive ones included, in the v2 shape, oldest first', async () => {
    const response = await t.client(ws).get(`${V2}/team-members`, { query: { page_number: 1, page_size: 30 } });
    expectOk(response);
    expectNotDeprecated(response);
    expectKeys(response.body, ['team_members', 'pagination']);
    expectPagination(response.body.pagination, { total_records: 4, total_pages: 1, current_page_number: 1, page_size: 30 });
    response.body.team_members.forEach(expectV2Member);
    expect(response.body.team_members).toEqual(v1Members.map(asV2));
    expect(response.body.team_members.find((member: any) => member.id === inactiveId)).toMatchObject({
      active: false,
      first_name: 'Ina',
      time_zone: 'Australia/Perth',
    });
  });
});

describe('v2 GET /team-members/{id}', () => {
  it('returns an active member in the v2 shape', async () => {
    for (const member of v1Members.filter((candidate) => candidate.active)) {
      const response = await t.client(ws).get(`${V2}/team-members/${member.id}`);
      expectOk(response);
      expectNotDeprecated(response);
      expectKeys(response.body, ['team_member']);
      expectV2Member(response.body.team_member);
      expect(response.body.team_member).toEqual(asV2(member));
    }
  });

  it('is 404 Team member not found for an inactive member, and finds it again once reactivated', async () => {
    expectError(await t.client(ws).get(`${V2}/team-members/${inactiveId}`), 404, MESSAGES.teamMemberNotFound);
    const other = await t.workspaces.create({ members: ['sleeper@example.com'] });
    const sleeper = await t.workspaces.memberId(other, 'sleeper@example.com');
    expectOk(await t.client(other).patch(`${V1}/team_members/${sleeper}`, { body: { active: false } }));
    expectError(await t.client(other).get(`${V2}/team-members/${sleeper}`), 404, MESSAGES.teamMemberNotFound);
    expectOk(await t.client(other).patch(`${V1}/team_members/${sleeper}`, { body: { active: true } }));
    const found = await t.client(other).get(`${V2}/team-members/${sleeper}`);
    expectOk(found);
    expect(found.body.team_member).toMatchObject({ id: sleeper, active: true });
  });

  it('is 404 for a removed member', async () => {
    const other = await t.workspaces.create({ members: ['leaver@example.com'] });
    const leaver = await t.workspaces.memberId(other, 'leaver@example.com');
    expectOk(await t.client(other).delete(`${V1}/team_members`, { body: { emails: ['leaver@example.com'] } }));
    expectError(await t.client(other).get(`${V2}/team-members/${leaver}`), 404, MESSAGES.teamMemberNotFound);
  });

  it.each([
    ['an unknown id', () => randomUUID()],
    ['an id that is not a UUID', () => 'not-a-uuid'],
    ['the nil UUID', () => '00000000-0000-0000-0000-000000000000'],
    ['a path-traversal-looking id', () => '..%2F..%2Fforms'],
  ])('is 404 Team member not found for %s', async (_, id) => {
    expectError(await t.client(ws).get(`${V2}/team-members/${id()}`), 404, MESSAGES.teamMemberNotFound);
  });
});
