import { DomainError, DomainErrorCode } from '../errors';
import { ADMIN_ROLE, STANDARD_ROLE } from '../workspace/roles';
import { apiKeyActor, CLI_ACTOR, memberActor, SYSTEM_ACTOR } from './actor';
import { assertMay, may, type Permission } from './permissions';

const member = (role: string) => memberActor({ id: 'm1', email: 'ana@example.com', workspaceId: 'w1', organizationRole: role });
const ALL: Permission[] = ['delete_forms', 'delete_submissions', 'manage_team', 'add_roles', 'manage_api_keys', 'manage_webhooks', 'read_activity', 'manage_brand'];

describe('permissions', () => {
  it('lets Admins, API keys, the command line and the service do everything', () => {
    for (const actor of [member(ADMIN_ROLE), apiKeyActor({ id: 'k1', prefix: 'abc', workspaceId: 'w1' }), CLI_ACTOR, SYSTEM_ACTOR]) {
      for (const permission of ALL) expect(may(actor, permission)).toBe(true);
    }
  });

  it.each([STANDARD_ROLE, 'Editor', 'admin'])('refuses a %s member every Admin-only permission, naming it', (role) => {
    for (const permission of ALL) expect(may(member(role), permission)).toBe(false);
    const refusal = (() => {
      try {
        assertMay(member(role), 'manage_api_keys');
      } catch (error) {
        return error as DomainError;
      }
      return undefined;
    })();
    expect(refusal?.code).toBe(DomainErrorCode.Forbidden);
    expect(refusal?.message).toBe('Only Admins can manage API keys');
    expect(() => assertMay(member(role), 'delete_submissions')).toThrow('Only Admins can delete submissions');
  });
});
