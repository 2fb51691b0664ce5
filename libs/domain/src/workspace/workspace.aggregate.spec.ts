import { DomainError, DomainErrorCode } from '../errors';
import { Email } from '../team-member/email.value-object';
import { TeamMember } from '../team-member/team-member.aggregate';
import { Workspace } from './workspace.aggregate';

const now = new Date('2026-01-01T00:00:00Z');

function workspace(): Workspace {
  return Workspace.create({ id: 'w1', subdomain: 'acme', now });
}

function member(id: string, role: string, ws = workspace()): TeamMember {
  return TeamMember.invite({ id, workspace: ws, email: Email.create(`${id}@acme.test`), role, now });
}

function codeOf(action: () => unknown): DomainErrorCode | undefined {
  try {
    action();
  } catch (error) {
    return (error as DomainError).code;
  }
  return undefined;
}

describe('Workspace', () => {
  it('starts with the built-in roles, its subdomain as name and UTC', () => {
    const ws = workspace();
    expect(ws.roles).toEqual(['Admin', 'Standard']);
    expect(ws.name).toBe('acme');
    expect(ws.defaultTimeZone.value).toBe('UTC');
  });

  it.each(['ab', '-acme', 'acme-', 'Acme', 'ac_me', 'a'.repeat(64), 'www', 'api', 'your-subdomain'])(
    'refuses the subdomain %p',
    (subdomain) => {
      expect(() => Workspace.create({ id: 'w', subdomain, now })).toThrow(DomainError);
    },
  );

  it.each(['abc', 'acme-corp', 'a1b', 'a'.repeat(63)])('accepts the subdomain %p', (subdomain) => {
    expect(Workspace.create({ id: 'w', subdomain, now }).subdomain).toBe(subdomain);
  });

  it('refuses an unknown default time zone', () => {
    expect(() => Workspace.create({ id: 'w', subdomain: 'acme', defaultTimeZone: 'Mars/Olympus', now })).toThrow(
      'time_zone "Mars/Olympus" is not a valid time zone',
    );
  });

  it('adds roles once and matches them case-sensitively', () => {
    const ws = workspace();
    ws.addRole('Editor', now);
    ws.addRole('Editor', now);
    expect(ws.roles).toEqual(['Admin', 'Standard', 'Editor']);
    expect(ws.requireRole('Editor')).toBe('Editor');
    expect(() => ws.requireRole('admin')).toThrow('organization_role must be one of the workspace roles: Admin, Standard, Editor');
  });

  it('refuses a malformed role name', () => {
    expect(() => workspace().addRole('', now)).toThrow(DomainError);
    expect(() => workspace().addRole('9lives', now)).toThrow(DomainError);
  });

  describe('keeps an active Admin', () => {
    const ws = workspace();
    const a = member('a', 'Admin', ws);
    const b = member('b', 'Admin', ws);

    it('allows removing one of two admins', () => {
      expect(codeOf(() => ws.assertKeepsAnActiveAdmin([a, b], new Map([[a.id, null]])))).toBeUndefined();
    });

    it('refuses removing every admin at once', () => {
      const change = new Map<string, TeamMember | null>([[a.id, null], [b.id, null]]);
      expect(codeOf(() => ws.assertKeepsAnActiveAdmin([a, b], change))).toBe(DomainErrorCode.LastAdmin);
    });

    it('refuses demoting or deactivating the last admin', () => {
      const demoted = a.withChanges({ organization_role: 'Standard' }, ws, now);
      const deactivated = a.withChanges({ active: false }, ws, now);
      expect(codeOf(() => ws.assertKeepsAnActiveAdmin([a], new Map([[a.id, demoted]])))).toBe(DomainErrorCode.LastAdmin);
      expect(codeOf(() => ws.assertKeepsAnActiveAdmin([a], new Map([[a.id, deactivated]])))).toBe(DomainErrorCode.LastAdmin);
    });

    it('counts a member promoted in the same change', () => {
      const promoted = member('c', 'Standard', ws).withChanges({ organization_role: 'Admin' }, ws, now);
      const change = new Map<string, TeamMember | null>([[a.id, null], [promoted.id, promoted]]);
      expect(codeOf(() => ws.assertKeepsAnActiveAdmin([a], change))).toBeUndefined();
    });
  });
});
