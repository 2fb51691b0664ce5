/** Every workspace has these two; more can be added per workspace (D6). */
export const ADMIN_ROLE = 'Admin';
export const STANDARD_ROLE = 'Standard';
export const BUILT_IN_ROLES: readonly string[] = [ADMIN_ROLE, STANDARD_ROLE];
