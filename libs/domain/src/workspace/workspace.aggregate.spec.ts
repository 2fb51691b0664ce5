import { DomainError } from '../errors';
import { Workspace } from './workspace.aggregate';

const now = new Date('2026-01-01T00:00:00Z');

function workspace(): Workspace {
  return Workspace.create({ id: 'w1', subdomain: 'acme', now });
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
      'defaultTimeZone "Mars/Olympus" is not a valid time zone',
    );
  });

  it('adds roles once and matches them case-sensitively', () => {
    const ws = workspace();
    ws.addRole('Editor', now);
    ws.addRole('Editor', now);
    expect(ws.roles).toEqual(['Admin', 'Standard', 'Editor']);
    expect(ws.requireRole('Editor')).toBe('Editor');
    expect(() => ws.requireRole('admin')).toThrow('organizationRole must be one of the workspace roles: Admin, Standard, Editor');
  });

  it('refuses a malformed role name', () => {
    expect(() => workspace().addRole('', now)).toThrow(DomainError);
    expect(() => workspace().addRole('9lives', now)).toThrow(DomainError);
  });
});
