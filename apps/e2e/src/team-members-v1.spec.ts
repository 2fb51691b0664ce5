import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  expectDeprecated,
  expectError,
  expectKeys,
  expectOk,
  expectPagination,
  expectV1Member,
} from './support/expectations';
import { V1 } from './support/operations';
import { readMembers, snapshot } from './support/snapshots';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { CreateWorkspaceOptions, WorkspaceFixture } from './support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

jest.setTimeout(60_000);

const MEMBERS = `${V1}/team_members`;

let t: SharedTestApp;

beforeAll(async () => {
  t = await sharedTestApp();
});

afterAll(() => t?.close());

async function workspace(options: CreateWorkspaceOptions = {}): Promise<WorkspaceFixture> {
  return t.workspaces.create({ timeZone: 'Europe/Berlin', ...options });
}

async function memberByEmail(ws: WorkspaceFixture, email: string): Promise<any> {
  return (await readMembers(t.client(ws))).find((member) => member.email.toLowerCase() === email.toLowerCase());
}

function emailsOf(members: any[]): string[] {
  return members.map((member) => member.email.toLowerCase());
}

describe('GET /team_members', () => {
  it('lists members with all their v1 fields, oldest first, without total_count', async () => {
    const ws = await workspace({ admins: ['admin-two@example.com'], members: ['first@example.com', 'second@example.com'] });
    const response = await t.client(ws).get(MEMBERS, { query: { page_number: 1, page_size: 30 } });
    expectOk(response);
    expectDeprecated(response);
    expectKeys(response.body, ['team_members', 'pagination']);
    expectPagination(response.body.pagination, { total_records: 4, total_pages: 1, current_page_number: 1, page_size: 30 });
    const members = response.body.team_members;
    members.forEach(expectV1Member);
    expect(emailsOf(members)).toEqual([ws.adminEmail, 'admin-two@example.com', 'first@example.com', 'second@example.com']);
    expect(members[0]).toMatchObject({ id: ws.adminId, organization_role: 'Admin', active: true, time_zone: 'Europe/Berlin' });
    expect(members[2]).toMatchObject({ organization_role: 'Standard', active: true, first_name: '', last_name: '' });
    const createdAt = members.map((member: any) => member.created_at);
    expect([...createdAt].sort()).toEqual(createdAt);
  });
});

describe('POST /team_members', () => {
  it('adds active Standard members with empty names and the workspace time zone, and says so', async () => {
    const ws = await workspace();
    const response = await t.client(ws).post(MEMBERS, { body: { emails: ['new-one@example.com', 'new-two@example.com'] } });
    expectOk(response);
    expectDeprecated(response);
    expectKeys(response.body, ['message']);
    expect(response.body.message).toMatch(/added/i);
    expect(response.body.message).toMatch(/success/i);

    const members = await readMembers(t.client(ws));
    // Members added by one request share a creation time; the id then decides their order.
    expect(emailsOf(members)[0]).toBe(ws.adminEmail);
    expect(emailsOf(members).slice(1).sort()).toEqual(['new-one@example.com', 'new-two@example.com']);
    for (const member of members.slice(1)) {
      expectV1Member(member);
      expect(member).toMatchObject({
        first_name: '',
        last_name: '',
        organization_role: 'Standard',
        time_zone: 'Europe/Berlin',
        active: true,
      });
    }
  });

  it('uses the time zone of each workspace', async () => {
    const ws = await t.workspaces.create({ timeZone: 'America/Sao_Paulo' });
    expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['brazil@example.com'] } }));
    expect((await memberByEmail(ws, 'brazil@example.com')).time_zone).toBe('America/Sao_Paulo');
  });

  it('trims emails and compares them case-insensitively', async () => {
    const ws = await workspace();
    expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['  Mixed.Case@Example.COM  '] } }));
    const added = await memberByEmail(ws, 'mixed.case@example.com');
    expect(added.email).toBe(added.email.trim());
    expect(added.email.toLowerCase()).toBe('mixed.case@example.com');

    expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['mixed.case@example.com', 'MIXED.CASE@EXAMPLE.COM '] } }));
    expect(emailsOf(await readMembers(t.client(ws)))).toEqual([ws.adminEmail, 'mixed.case@example.com']);
  });

  it('adds one member for an email repeated within a request', async () => {
    const ws = await workspace();
    expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['twice@example.com', 'Twice@Example.com'] } }));
    expect(emailsOf(await readMembers(t.client(ws)))).toEqual([ws.adminEmail, 'twice@example.com']);
  });

  it('leaves existing members as they are', async () => {
    const ws = await workspace({ members: ['existing@example.com'] });
    const existing = await memberByEmail(ws, 'existing@example.com');
    expectOk(await t.client(ws).patch(`${MEMBERS}/${existing.id}`, { body: { first_name: 'Kept' } }));
    const before = await memberByEmail(ws, 'existing@example.com');

    const response = await t.client(ws).post(MEMBERS, {
      body: { emails: ['existing@example.com', 'fresh@example.com'], organization_role: 'Admin' },
    });
    expectOk(response);
    expect(await memberByEmail(ws, 'existing@example.com')).toEqual(before);
    expect(await memberByEmail(ws, 'fresh@example.com')).toMatchObject({ organization_role: 'Admin', active: true });
  });

  it('takes a role of the workspace, including a custom one, case-sensitively', async () => {
    const ws = await workspace();
    await t.workspaces.addRole(ws, 'Editor');
    expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['editor@example.com'], organization_role: 'Editor' } }));
    expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['boss@example.com'], organization_role: 'Admin' } }));
    expect(await memberByEmail(ws, 'editor@example.com')).toMatchObject({ organization_role: 'Editor' });
    expect(await memberByEmail(ws, 'boss@example.com')).toMatchObject({ organization_role: 'Admin' });
    expectError(await t.client(ws).post(MEMBERS, { body: { emails: ['x@example.com'], organization_role: 'editor' } }), 422, /organization_role/);
  });

  it.each([['true'], ['false'], [true], [false]])('accepts send_invitation_email %j', async (value) => {
    const ws = await workspace();
    expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['flag@example.com'], send_invitation_email: value } }));
    expect(await memberByEmail(ws, 'flag@example.com')).toBeDefined();
  });

  it('accepts invited_by naming an active Admin, in any case', async () => {
    const ws = await workspace({ admins: ['inviter@example.com'] });
    expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['invitee@example.com'], invited_by: 'inviter@example.com' } }));
    expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['invitee2@example.com'], invited_by: ' INVITER@example.com ' } }));
    expect(emailsOf(await readMembers(t.client(ws)))).toContain('invitee2@example.com');
  });

  it('accepts 100 emails in one request', async () => {
    const ws = await workspace();
    const emails = Array.from({ length: 100 }, (_, index) => `bulk-${index}@example.com`);
    expectOk(await t.client(ws).post(MEMBERS, { body: { emails, send_invitation_email: 'false' } }));
    expect(await readMembers(t.client(ws))).toHaveLength(101);
  });

  describe('422, and nobody is added', () => {
    let ws: WorkspaceFixture;
    let before: Awaited<ReturnType<typeof snapshot>>;

    beforeAll(async () => {
      ws = await workspace({ members: ['standard@example.com', 'gone-admin@example.com'] });
      await t.workspaces.addMembers(ws, ['inactive-admin@example.com'], 'Admin');
      const inactive = await memberByEmail(ws, 'inactive-admin@example.com');
      expectOk(await t.client(ws).patch(`${MEMBERS}/${inactive.id}`, { body: { active: false } }));
      before = await snapshot(t.client(ws));
    });

    it.each([
      ['one bad email of three', { emails: ['good-1@example.com', 'not an email', 'good-2@example.com'] }, /emails\[1\]/],
      ['a bad last email', { emails: ['good-1@example.com', 'good-2@example.com', 'nope@'] }, /emails\[2\]/],
      ['a blank email', { emails: ['good-1@example.com', '   '] }, /emails\[1\]/],
      ['a non-string email', { emails: ['good-1@example.com', 42] }, /emails\[1\]/],
      ['missing emails', { organization_role: 'Standard' }, /emails/],
      ['emails that is a string', { emails: 'good-1@example.com' }, /emails/],
      ['an empty emails array', { emails: [] }, /emails/],
      ['null emails', { emails: null }, /emails/],
      ['101 emails', { emails: Array.from({ length: 101 }, (_, index) => `many-${index}@example.com`) }, /emails/],
      ['an unknown role', { emails: ['good-1@example.com'], organization_role: 'Owner' }, /organization_role/],
      ['a role in the wrong case', { emails: ['good-1@example.com'], organization_role: 'admin' }, /organization_role/],
      ['an empty role', { emails: ['good-1@example.com'], organization_role: '' }, /organization_role/],
      ['a non-string role', { emails: ['good-1@example.com'], organization_role: 1 }, /organization_role/],
      ['invited_by of a Standard member', { emails: ['good-1@example.com'], invited_by: 'standard@example.com' }, /invited_by/],
      ['invited_by of an inactive Admin', { emails: ['good-1@example.com'], invited_by: 'inactive-admin@example.com' }, /invited_by/],
      ['invited_by of nobody', { emails: ['good-1@example.com'], invited_by: 'stranger@example.com' }, /invited_by/],
      ['invited_by that is not an email', { emails: ['good-1@example.com'], invited_by: 'the boss' }, /invited_by/],
      ['send_invitation_email "maybe"', { emails: ['good-1@example.com'], send_invitation_email: 'maybe' }, /send_invitation_email/],
      ['send_invitation_email 0', { emails: ['good-1@example.com'], send_invitation_email: 0 }, /send_invitation_email/],
      ['an unknown field', { emails: ['good-1@example.com'], role: 'Admin' }, /role/],
    ])('on %s', async (_, body, message) => {
      expectError(await t.client(ws).post(MEMBERS, { body }), 422, message);
    });

    it('none of the rejected requests above added anyone', async () => {
      expect(await snapshot(t.client(ws))).toEqual(before);
    });
  });
});

describe('DELETE /team_members', () => {
  it('removes members, matching emails trimmed and case-insensitively', async () => {
    const ws = await workspace({ members: ['leaving@example.com', 'also-leaving@example.com', 'staying@example.com'] });
    const response = await t.client(ws).delete(MEMBERS, { body: { emails: [' LEAVING@example.com', 'also-leaving@example.com'] } });
    expectOk(response);
    expectDeprecated(response);
    expectKeys(response.body, ['message']);
    expect(response.body.message).toMatch(/removed/i);
    expect(emailsOf(await readMembers(t.client(ws)))).toEqual([ws.adminEmail, 'staying@example.com']);
  });

  it('removes an Admin while another active Admin remains', async () => {
    const ws = await workspace({ admins: ['co-admin@example.com'] });
    expectOk(await t.client(ws).delete(MEMBERS, { body: { emails: [ws.adminEmail] } }));
    expect(emailsOf(await readMembers(t.client(ws)))).toEqual(['co-admin@example.com']);
  });

  it('is 404 Team member not found, removing nobody, when one email is not a member', async () => {
    const ws = await workspace({ members: ['real@example.com'] });
    const before = await snapshot(t.client(ws));
    const response = await t.client(ws).delete(MEMBERS, { body: { emails: ['real@example.com', 'ghost@example.com'] } });
    expectError(response, 404, MESSAGES.teamMemberNotFound);
    expect(await snapshot(t.client(ws))).toEqual(before);
  });

  describe('keeps an active Admin', () => {
    it.each([
      ['the only Admin', { admins: [] as string[], members: ['std@example.com'] }, (ws: WorkspaceFixture) => [ws.adminEmail]],
      ['every Admin at once', { admins: ['a2@example.com', 'a3@example.com'], members: [] }, (ws: WorkspaceFixture) => [ws.adminEmail, 'a2@example.com', 'a3@example.com']],
      ['the only Admin with a Standard member', { admins: [], members: ['std@example.com'] }, (ws: WorkspaceFixture) => ['std@example.com', ws.adminEmail]],
    ])('refuses to remove %s: 422 and nothing removed', async (_, options, emails) => {
      const ws = await workspace(options);
      const before = await snapshot(t.client(ws));
      expectError(await t.client(ws).delete(MEMBERS, { body: { emails: emails(ws) } }), 422, MESSAGES.lastAdmin);
      expect(await snapshot(t.client(ws))).toEqual(before);
    });

    it('does not count an inactive Admin', async () => {
      const ws = await workspace({ admins: ['sleeping-admin@example.com'] });
      const sleeping = await memberByEmail(ws, 'sleeping-admin@example.com');
      expectOk(await t.client(ws).patch(`${MEMBERS}/${sleeping.id}`, { body: { active: false } }));
      const before = await snapshot(t.client(ws));
      expectError(await t.client(ws).delete(MEMBERS, { body: { emails: [ws.adminEmail] } }), 422, MESSAGES.lastAdmin);
      expect(await snapshot(t.client(ws))).toEqual(before);
      // The inactive one is no admin to keep: it may go.
      expectOk(await t.client(ws).delete(MEMBERS, { body: { emails: ['sleeping-admin@example.com'] } }));
    });

    it('lets the second-to-last Admin go, then refuses the last', async () => {
      const ws = await workspace({ admins: ['a2@example.com'] });
      expectOk(await t.client(ws).delete(MEMBERS, { body: { emails: ['a2@example.com'] } }));
      expectError(await t.client(ws).delete(MEMBERS, { body: { emails: [ws.adminEmail] } }), 422, MESSAGES.lastAdmin);
      expect(emailsOf(await readMembers(t.client(ws)))).toEqual([ws.adminEmail]);
    });
  });

  describe('422, and nobody is removed', () => {
    let ws: WorkspaceFixture;
    let before: Awaited<ReturnType<typeof snapshot>>;

    beforeAll(async () => {
      ws = await workspace({ members: ['victim@example.com'] });
      before = await snapshot(t.client(ws));
    });

    it.each([
      ['an invalid email', { emails: ['victim@example.com', 'not-an-email'] }, /emails\[1\]/],
      ['missing emails', {}, /emails/],
      ['an empty list', { emails: [] }, /emails/],
      ['emails that is a string', { emails: 'victim@example.com' }, /emails/],
      ['101 emails', { emails: ['victim@example.com', ...Array.from({ length: 100 }, (_, i) => `x${i}@example.com`)] }, /emails/],
      ['an unknown field', { emails: ['victim@example.com'], force: true }, /force/],
    ])('on %s', async (_, body, message) => {
      expectError(await t.client(ws).delete(MEMBERS, { body }), 422, message);
    });

    it('none of the rejected requests above removed anyone', async () => {
      expect(await snapshot(t.client(ws))).toEqual(before);
    });
  });
});

describe('PATCH /team_members/{id}', () => {
  it('changes every field and returns the member with a new updated_at', async () => {
    const ws = await workspace({ members: ['patch-me@example.com'] });
    const before = await memberByEmail(ws, 'patch-me@example.com');
    const response = await t.client(ws).patch(`${MEMBERS}/${before.id}`, {
      body: {
        email: 'patched@example.com',
        first_name: 'Grace',
        last_name: 'Hopper',
        time_zone: 'Asia/Tokyo',
        organization_role: 'Admin',
        active: true,
      },
    });
    expectOk(response);
    expectDeprecated(response);
    expectKeys(response.body, ['team_member']);
    const member = response.body.team_member;
    expectV1Member(member);
    expect(member).toMatchObject({
      id: before.id,
      email: 'patched@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      time_zone: 'Asia/Tokyo',
      organization_role: 'Admin',
      active: true,
      created_at: before.created_at,
    });
    expect(member.updated_at).not.toBe(before.updated_at);
    expect(Date.parse(member.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    expect(await memberByEmail(ws, 'patched@example.com')).toEqual(member);
  });

  it('shows a new updated_at on every change, even within the same second', async () => {
    const ws = await workspace({ members: ['quick@example.com'] });
    const { id } = await memberByEmail(ws, 'quick@example.com');
    const seen = new Set<string>();
    for (const active of [false, true, false]) {
      const response = await t.client(ws).patch(`${MEMBERS}/${id}`, { body: { active } });
      expectOk(response);
      expect(response.body.team_member.active).toBe(active);
      seen.add(response.body.team_member.updated_at);
    }
    expect(seen.size).toBe(3);
  });

  it('changes only what the body names', async () => {
    const ws = await workspace({ members: ['partial@example.com'] });
    const before = await memberByEmail(ws, 'partial@example.com');
    const response = await t.client(ws).patch(`${MEMBERS}/${before.id}`, { body: { last_name: 'Lovelace' } });
    expectOk(response);
    const { updated_at: _after, ...rest } = response.body.team_member;
    const { updated_at: _before, ...expected } = before;
    expect(rest).toEqual({ ...expected, last_name: 'Lovelace' });
  });

  it('deactivates and reactivates a member', async () => {
    const ws = await workspace({ members: ['toggle@example.com'] });
    const { id } = await memberByEmail(ws, 'toggle@example.com');
    expect((await t.client(ws).patch(`${MEMBERS}/${id}`, { body: { active: false } })).body.team_member.active).toBe(false);
    expect((await memberByEmail(ws, 'toggle@example.com')).active).toBe(false);
    expect((await t.client(ws).patch(`${MEMBERS}/${id}`, { body: { active: true } })).body.team_member.active).toBe(true);
  });

  it('lets a member keep its own email in another case', async () => {
    const ws = await workspace({ members: ['self@example.com'] });
    const { id } = await memberByEmail(ws, 'self@example.com');
    const response = await t.client(ws).patch(`${MEMBERS}/${id}`, { body: { email: 'Self@Example.com' } });
    expectOk(response);
    expect(response.body.team_member.email.toLowerCase()).toBe('self@example.com');
  });

  it.each([
    ['an unknown id', () => randomUUID()],
    ['an id that is not a UUID', () => 'not-a-uuid'],
    ['a numeric id', () => '12345'],
  ])('is 404 Team member not found for %s', async (_, id) => {
    const ws = await workspace();
    expectError(await t.client(ws).patch(`${MEMBERS}/${id()}`, { body: { first_name: 'Nobody' } }), 404, MESSAGES.teamMemberNotFound);
  });

  it('is 404 for a removed member', async () => {
    const ws = await workspace({ members: ['removed@example.com'] });
    const { id } = await memberByEmail(ws, 'removed@example.com');
    expectOk(await t.client(ws).delete(MEMBERS, { body: { emails: ['removed@example.com'] } }));
    expectError(await t.client(ws).patch(`${MEMBERS}/${id}`, { body: { first_name: 'Ghost' } }), 404, MESSAGES.teamMemberNotFound);
  });

  describe('keeps an active Admin', () => {
    it.each([
      ['demoting', { organization_role: 'Standard' }],
      ['deactivating', { active: false }],
      ['demoting and deactivating', { organization_role: 'Standard', active: false }],
      ['demoting to a custom role', { organization_role: 'Editor' }],
    ])('refuses %s the last Admin: 422 and unchanged', async (_, body) => {
      const ws = await workspace({ members: ['std@example.com'] });
      await t.workspaces.addRole(ws, 'Editor');
      const before = await snapshot(t.client(ws));
      expectError(await t.client(ws).patch(`${MEMBERS}/${ws.adminId}`, { body }), 422, MESSAGES.lastAdmin);
      expect(await snapshot(t.client(ws))).toEqual(before);
    });

    it('refuses the last active Admin even when an inactive Admin exists', async () => {
      const ws = await workspace({ admins: ['dormant@example.com'] });
      const dormant = await memberByEmail(ws, 'dormant@example.com');
      expectOk(await t.client(ws).patch(`${MEMBERS}/${dormant.id}`, { body: { active: false } }));
      const before = await snapshot(t.client(ws));
      expectError(await t.client(ws).patch(`${MEMBERS}/${ws.adminId}`, { body: { active: false } }), 422, MESSAGES.lastAdmin);
      expect(await snapshot(t.client(ws))).toEqual(before);
    });

    it('lets one of two Admins go, then refuses the other', async () => {
      const ws = await workspace({ admins: ['a2@example.com'] });
      const second = await memberByEmail(ws, 'a2@example.com');
      expectOk(await t.client(ws).patch(`${MEMBERS}/${second.id}`, { body: { organization_role: 'Standard' } }));
      expectError(await t.client(ws).patch(`${MEMBERS}/${ws.adminId}`, { body: { organization_role: 'Standard' } }), 422, MESSAGES.lastAdmin);
      // Promoting again restores a second Admin, after which the first may be deactivated.
      expectOk(await t.client(ws).patch(`${MEMBERS}/${second.id}`, { body: { organization_role: 'Admin' } }));
      expectOk(await t.client(ws).patch(`${MEMBERS}/${ws.adminId}`, { body: { active: false } }));
    });

    it('allows changes to the last Admin that keep it an active Admin', async () => {
      const ws = await workspace();
      const response = await t.client(ws).patch(`${MEMBERS}/${ws.adminId}`, {
        body: { first_name: 'Still', organization_role: 'Admin', active: true },
      });
      expectOk(response);
      expect(response.body.team_member).toMatchObject({ first_name: 'Still', organization_role: 'Admin', active: true });
    });
  });

  describe('422, and nothing changes', () => {
    let ws: WorkspaceFixture;
    let target: any;
    let before: Awaited<ReturnType<typeof snapshot>>;

    beforeAll(async () => {
      ws = await workspace({ members: ['target@example.com', 'taken@example.com'] });
      target = await memberByEmail(ws, 'target@example.com');
      before = await snapshot(t.client(ws));
    });

    it.each([
      ['an unknown time zone', { time_zone: 'Mars/Olympus_Mons' }, /time_zone/],
      ['an offset instead of a zone', { time_zone: '+02:00' }, /time_zone/],
      ['an empty time zone', { time_zone: '' }, /time_zone/],
      ['a numeric time zone', { time_zone: 2 }, /time_zone/],
      ['an invalid email', { email: 'target-at-example.com' }, /email/],
      ['a blank email', { email: '  ' }, /email/],
      ['the email of another member', { email: 'taken@example.com' }, /email/],
      ['the email of another member in another case', { email: ' TAKEN@example.com' }, /email/],
      ['an unknown role', { organization_role: 'Owner' }, /organization_role/],
      ['a role in the wrong case', { organization_role: 'admin' }, /organization_role/],
      ['a string for active', { active: 'false' }, /active/],
      ['null for active', { active: null }, /active/],
      ['a number for first_name', { first_name: 42 }, /first_name/],
      ['an object for last_name', { last_name: { text: 'x' } }, /last_name/],
      ['an unknown field', { nickname: 'Tee' }, /nickname/],
      ['a valid change next to an invalid one', { first_name: 'Valid', time_zone: 'Nowhere/Land' }, /time_zone/],
    ])('on %s', async (_, body, message) => {
      expectError(await t.client(ws).patch(`${MEMBERS}/${target.id}`, { body }), 422, message);
    });

    it('none of the rejected requests above changed anything', async () => {
      expect(await snapshot(t.client(ws))).toEqual(before);
    });
  });
});
