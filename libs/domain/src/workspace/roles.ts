import { DomainError } from '../errors';

/** Every workspace has these two; more can be added per workspace. */
export const ADMIN_ROLE = 'Admin';
export const STANDARD_ROLE = 'Standard';
export const BUILT_IN_ROLES: readonly string[] = [ADMIN_ROLE, STANDARD_ROLE];

/** Roles match exactly: `admin` is not `Admin`. */
export function requireRoleOf(roles: readonly string[], role: string, field = 'organizationRole'): string {
  if (!roles.includes(role)) {
    throw DomainError.invalid(field, `must be one of the workspace roles: ${roles.join(', ')}`);
  }
  return role;
}
