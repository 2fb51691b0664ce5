import { DomainError, DomainErrorCode } from '../errors';
import { Email } from '../team-member/email.value-object';
import { TeamMember } from '../team-member/team-member.aggregate';
import { Workspace } from '../workspace/workspace.aggregate';
import { Team } from './team';

const now = new Date('2026-01-01T00:00:00Z');
const ws = Workspace.create({ id: 'w1', subdomain: 'acme', defaultTimeZone: 'Europe/Berlin', now });

function member(id: string, role: string, active = true): TeamMember {
  const joined = TeamMember.join({ id, workspaceId: ws.id, email: Email.create(`${id}@acme.test`), role, timeZone: ws.defaultTimeZone, now });
  return active ? joined : joined.withChanges({ active: false }, ws.roles, now);
}

function codeOf(action: () => unknown): DomainErrorCode | undefined {
  try {
    action();
  } catch (error) {
    return (error as DomainError).code;
  }
  return undefined;
}

describe('Team: the workspace keeps an active Admin', () => {
  const a = member('a', 'Admin');
  const b = member('b', 'Admin');

  it('allows removing one of two admins', () => {
    expect(codeOf(() => Team.lockedForChange(ws, [a, b]).remove([a], now))).toBeUndefined();
  });

  it('refuses removing every admin at once', () => {
    expect(codeOf(() => Team.lockedForChange(ws, [a, b]).remove([a, b], now))).toBe(DomainErrorCode.LastAdmin);
  });

  it('refuses demoting or deactivating the last admin', () => {
    expect(codeOf(() => Team.lockedForChange(ws, [a]).change(a, { organizationRole: 'Standard' }, null, now))).toBe(DomainErrorCode.LastAdmin);
    expect(codeOf(() => Team.lockedForChange(ws, [a]).change(a, { active: false }, null, now))).toBe(DomainErrorCode.LastAdmin);
  });

  it('allows any change to a member who is not an active Admin', () => {
    const standard = member('s', 'Standard');
    expect(codeOf(() => Team.lockedForChange(ws, [a]).change(standard, { active: false }, null, now))).toBeUndefined();
  });

  it('lets the last admin change anything but that', () => {
    const updated = Team.lockedForChange(ws, [a]).change(a, { firstName: 'Ada' }, null, now);
    expect(updated.isActiveAdmin).toBe(true);
  });
});

describe('Team: inviters, creators and emails', () => {
  const older = member('older', 'Admin');
  const newer = member('newer', 'Admin');
  const team = (): Team => Team.lockedForChange(ws, [older, newer]);

  it('invites as the most recently created active Admin unless one is named', () => {
    expect(team().inviter(null)).toBe(newer);
    expect(team().inviter(Email.create('OLDER@acme.test'))).toBe(older);
    expect(Team.lockedForChange(ws, []).inviter(null)).toBeNull();
  });

  it('refuses an inviter who is not an active Admin', () => {
    expect(() => team().inviter(Email.create('standard@acme.test'))).toThrow(
      'invitedBy must be the email of an active Admin of the workspace',
    );
  });

  it('adds each new email once, as Standard in the workspace time zone, and leaves members as they are', () => {
    const existing = [member('taken', 'Standard')];
    let next = 0;
    const added = team().add({
      emails: [Email.create('new@acme.test'), Email.create('NEW@acme.test'), Email.create('taken@acme.test')],
      existing,
      newId: () => `id-${next++}`,
      now,
    });
    expect(added.map((m) => [m.email.value, m.organizationRole, m.timeZone.value])).toEqual([['NEW@acme.test', 'Standard', 'Europe/Berlin']]);
  });

  it('refuses a role the workspace does not have, case-sensitively', () => {
    expect(() => team().add({ emails: [Email.create('x@acme.test')], role: 'admin', existing: [], newId: () => 'x', now })).toThrow(
      'organizationRole must be one of the workspace roles: Admin, Standard',
    );
  });

  it('does not let a member take another member email', () => {
    const holder = member('holder', 'Standard');
    const mover = member('mover', 'Standard');
    expect(() => team().change(mover, { email: 'holder@acme.test' }, holder, now)).toThrow('email is already used by another team member');
    expect(team().change(mover, { email: 'MOVER@acme.test' }, mover, now).email.value).toBe('MOVER@acme.test');
  });

  it('names an active member, or else the newest active Admin, as a form creator', () => {
    const gone = member('gone', 'Standard', false);
    expect(() => Team.formCreator(Email.create('gone@acme.test'), gone)).toThrow('createdByEmail must be the email of an active team member');
    expect(() => Team.formCreator(Email.create('nobody@acme.test'), null)).toThrow(DomainError);
    expect(Team.formCreator(null, newer)).toBe(newer);
    expect(() => Team.formCreator(null, null)).toThrow('createdByEmail is required: the workspace has no active Admin');
  });
});

describe('Team: events', () => {
  it('records what each change did, with the member as it is after the change', () => {
    const admin = member('admin', 'Admin');
    const standard = member('standard', 'Standard');
    const team = Team.lockedForChange(ws, [admin]);
    const [added] = team.add({ emails: [Email.create('new@acme.test')], existing: [], newId: () => 'new', now });
    team.change(standard, { lastName: 'Hopper' }, null, now);
    team.remove([standard], now);
    const events = team.pullEvents();
    expect(events.map((event) => event.type)).toEqual(['team_member.added', 'team_member.updated', 'team_member.removed']);
    expect(events[0]).toMatchObject({ workspaceId: 'w1', occurredAt: now, teamMember: { id: added.id, email: 'new@acme.test' } });
    expect(events[1]).toMatchObject({ teamMember: { id: 'standard', lastName: 'Hopper' } });
    expect(team.pullEvents()).toEqual([]);
  });
});
