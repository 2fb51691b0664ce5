import { DomainError } from '../errors';
import { Workspace } from '../workspace/workspace.aggregate';
import { Email } from './email.value-object';
import { TeamMember } from './team-member.aggregate';
import { TimeZone } from './time-zone.value-object';

const now = new Date('2026-01-01T10:00:00.250Z');
const ws = Workspace.create({ id: 'w1', subdomain: 'acme', defaultTimeZone: 'Europe/Berlin', now });

describe('Email', () => {
  it('trims and compares case-insensitively', () => {
    const email = Email.create('  Ada@Example.COM ');
    expect(email.value).toBe('Ada@Example.COM');
    expect(email.equals(Email.create('ada@example.com'))).toBe(true);
  });

  it.each(['', '   ', 'plain', 'a@b', 'a b@c.de', '@c.de', 'a@.de', 'a@c..de', 42, null])('refuses %p', (raw) => {
    expect(() => Email.create(raw, 'emails[1]')).toThrow(/^emails\[1\] /);
  });

  it('names the field and the problem', () => {
    expect(() => Email.create('nope', 'emails[1]')).toThrow('emails[1] is not a valid email');
  });
});

describe('TimeZone', () => {
  it.each(['Europe/Berlin', 'America/Argentina/Buenos_Aires', 'UTC', 'Asia/Kolkata'])('accepts %p', (zone) => {
    expect(TimeZone.create(zone).value).toBe(zone);
  });

  it.each(['Europe/Atlantis', '+02:00', '', 'berlin', 7])('refuses %p', (zone) => {
    expect(() => TimeZone.create(zone)).toThrow(DomainError);
  });
});

describe('TeamMember', () => {
  const invited = TeamMember.invite({ id: 'm1', workspace: ws, email: Email.create('a@acme.test'), now });

  it('is invited active, as Standard, without a name, in the workspace time zone', () => {
    expect(invited.active).toBe(true);
    expect(invited.organizationRole).toBe('Standard');
    expect([invited.firstName, invited.lastName, invited.profileImageUrl]).toEqual(['', '', '']);
    expect(invited.timeZone.value).toBe('Europe/Berlin');
  });

  it('refuses a role the workspace does not have, case-sensitively', () => {
    expect(() => TeamMember.invite({ id: 'm2', workspace: ws, email: Email.create('b@acme.test'), role: 'admin', now })).toThrow(
      DomainError,
    );
  });

  it('applies changes to a copy and leaves the original untouched', () => {
    const changed = invited.withChanges({ first_name: ' Ada ', active: false, time_zone: 'Asia/Tokyo' }, ws, now);
    expect(changed.firstName).toBe('Ada');
    expect(changed.active).toBe(false);
    expect(changed.timeZone.value).toBe('Asia/Tokyo');
    expect(invited.active).toBe(true);
  });

  it('shows a new updated_at second even for a change within the same second', () => {
    const changed = invited.withChanges({ last_name: 'Lovelace' }, ws, now);
    expect(changed.updatedAt.toISOString()).toBe('2026-01-01T10:00:01.000Z');
    const later = new Date('2026-01-01T10:05:00Z');
    expect(changed.withChanges({ last_name: 'L' }, ws, later).updatedAt).toBe(later);
  });

  it.each([
    [{ active: 'false' }, 'active must be a boolean'],
    [{ email: 'bad' }, 'email is not a valid email'],
    [{ organization_role: 'Owner' }, 'organization_role must be one of the workspace roles: Admin, Standard'],
    [{ time_zone: 'Nowhere/Land' }, 'time_zone "Nowhere/Land" is not a valid time zone'],
    [{ first_name: 3 }, 'first_name must be a string'],
  ])('refuses %p', (changes, message) => {
    expect(() => invited.withChanges(changes, ws, now)).toThrow(message);
  });

  it('is an active Admin only when both active and Admin', () => {
    const admin = TeamMember.founder({ id: 'm3', workspace: ws, email: Email.create('c@acme.test'), now });
    expect(admin.isActiveAdmin).toBe(true);
    expect(admin.withChanges({ active: false }, ws, now).isActiveAdmin).toBe(false);
    expect(invited.isActiveAdmin).toBe(false);
  });
});
