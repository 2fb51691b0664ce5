import { DomainError } from '../errors';
import { Email } from './email.value-object';
import { TeamMember } from './team-member.aggregate';
import { TimeZone } from './time-zone.value-object';

const now = new Date('2026-01-01T10:00:00.250Z');
const roles = ['Admin', 'Standard'];
const berlin = TimeZone.create('Europe/Berlin');

describe('Email', () => {
  it('trims and compares case-insensitively', () => {
    const email = Email.create('  Ada@Example.COM ');
    expect(email.value).toBe('Ada@Example.COM');
    expect(email.equals(Email.create('ada@example.com'))).toBe(true);
  });

  it.each(['', '   ', 'plain', 'a@b', 'a b@c.de', '@c.de', 'a@.de', 'a@c..de'])('refuses %p', (raw) => {
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

  it.each(['Europe/Atlantis', '+02:00', '', 'berlin'])('refuses %p', (zone) => {
    expect(() => TimeZone.create(zone)).toThrow(DomainError);
  });
});

describe('TeamMember', () => {
  const invited = TeamMember.join({ id: 'm1', workspaceId: 'w1', email: Email.create('a@acme.test'), role: 'Standard', timeZone: berlin, now });

  it('joins active, without a name, in the given time zone', () => {
    expect(invited.active).toBe(true);
    expect(invited.organizationRole).toBe('Standard');
    expect([invited.firstName, invited.lastName, invited.profileImageUrl]).toEqual(['', '', '']);
    expect(invited.timeZone.value).toBe('Europe/Berlin');
  });

  it('applies changes to a copy and leaves the original untouched', () => {
    const changed = invited.withChanges({ firstName: ' Ada ', active: false, timeZone: 'Asia/Tokyo' }, roles, now);
    expect(changed.firstName).toBe('Ada');
    expect(changed.active).toBe(false);
    expect(changed.timeZone.value).toBe('Asia/Tokyo');
    expect(invited.active).toBe(true);
  });

  it('shows a new updated_at second even for a change within the same second', () => {
    const changed = invited.withChanges({ lastName: 'Lovelace' }, roles, now);
    expect(changed.updatedAt.toISOString()).toBe('2026-01-01T10:00:01.000Z');
    const later = new Date('2026-01-01T10:05:00Z');
    expect(changed.withChanges({ lastName: 'L' }, roles, later).updatedAt).toBe(later);
  });

  it.each([
    [{ email: 'bad' }, 'email is not a valid email'],
    [{ organizationRole: 'Owner' }, 'organizationRole must be one of the workspace roles: Admin, Standard'],
    [{ organizationRole: 'admin' }, 'organizationRole must be one of the workspace roles: Admin, Standard'],
    [{ timeZone: 'Nowhere/Land' }, 'timeZone "Nowhere/Land" is not a valid time zone'],
    [{ firstName: 'x'.repeat(101) }, 'firstName must be at most 100 characters'],
  ])('refuses %p', (changes, message) => {
    expect(() => invited.withChanges(changes, roles, now)).toThrow(message);
  });

  it('is an active Admin only when both active and Admin', () => {
    const admin = TeamMember.join({ id: 'm3', workspaceId: 'w1', email: Email.create('c@acme.test'), role: 'Admin', timeZone: berlin, now });
    expect(admin.isActiveAdmin).toBe(true);
    expect(admin.withChanges({ active: false }, roles, now).isActiveAdmin).toBe(false);
    expect(invited.isActiveAdmin).toBe(false);
  });
});
