import { ADMIN_ROLE } from '../workspace/roles';

/**
 * Who makes a change: a signed-in member, an API key, an operator at the command line, or the service
 * itself (a scheduled job). Every change records its actor, and permission checks read it.
 * `label` is what a person recognises: a member's email, a key's name and prefix.
 */
export type Actor =
  | ({ type: 'member'; id: string; label: string; workspaceId: string; role: string } & Origin)
  | ({ type: 'api_key'; id: string; label: string; workspaceId: string } & Origin)
  | { type: 'cli'; id: null; label: string; clientIp?: undefined }
  | { type: 'system'; id: null; label: string; clientIp?: undefined };

/** Where a change asked for over HTTP came from: the activity log shows it. */
interface Origin {
  clientIp?: string;
}

export type ActorType = Actor['type'];

export const CLI_ACTOR: Actor = { type: 'cli', id: null, label: 'Command line' };
export const SYSTEM_ACTOR: Actor = { type: 'system', id: null, label: 'Form service' };

export function memberActor(member: { id: string; email: string; workspaceId: string; organizationRole: string }, clientIp?: string): Actor {
  return { type: 'member', id: member.id, label: member.email, workspaceId: member.workspaceId, role: member.organizationRole, clientIp };
}

/**
 * How a person recognises a key, as the one who made a change or as what was changed: its name when it has
 * one, and always its public prefix (never its secret). `API key "Zapier" (ab12cd34ef56)`, `API key ab12cd34ef56`.
 */
export function apiKeyLabel(key: { prefix: string; name?: string }): string {
  return key.name ? `API key "${key.name}" (${key.prefix})` : `API key ${key.prefix}`;
}

export function apiKeyActor(key: { id: string; prefix: string; workspaceId: string; name?: string }, clientIp?: string): Actor {
  return { type: 'api_key', id: key.id, label: apiKeyLabel(key), workspaceId: key.workspaceId, clientIp };
}

/** The member behind a change, when a person made it in the console. */
export function actingMemberId(actor: Actor): string | null {
  return actor.type === 'member' ? actor.id : null;
}

export function isAdmin(actor: Actor): boolean {
  return actor.type === 'member' && actor.role === ADMIN_ROLE;
}
