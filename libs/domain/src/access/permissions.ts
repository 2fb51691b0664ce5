import { DomainError } from '../errors';
import { type Actor, isAdmin } from './actor';

/**
 * What only an Admin member may do. Everything else (reading, building and publishing forms, one's own
 * profile and sessions) is open to every member. API keys, the command line and the service itself act
 * for the whole workspace: a key's own limit is its scope (read or write), checked where it is presented.
 */
export type Permission =
  | 'delete_forms'
  | 'delete_submissions'
  | 'manage_team'
  | 'add_roles'
  | 'manage_api_keys'
  | 'manage_webhooks'
  | 'read_activity'
  | 'manage_brand';

/** Completes "Only Admins can ..." in the refusal. */
const WHAT_IT_ALLOWS: Record<Permission, string> = {
  delete_forms: 'delete forms',
  delete_submissions: 'delete submissions',
  manage_team: 'manage team members',
  add_roles: 'add roles',
  manage_api_keys: 'manage API keys',
  manage_webhooks: 'manage webhooks',
  read_activity: 'see the activity log',
  manage_brand: 'manage the brand',
};

export function may(actor: Actor, _permission: Permission): boolean {
  return actor.type !== 'member' || isAdmin(actor);
}

/** What a member who may not is told: `Only Admins can manage API keys`. */
export function refusalOf(permission: Permission): string {
  return `Only Admins can ${WHAT_IT_ALLOWS[permission]}`;
}

/** Refuses (403) before anything is read or changed. */
export function assertMay(actor: Actor, permission: Permission): void {
  if (!may(actor, permission)) throw DomainError.forbidden(refusalOf(permission));
}
