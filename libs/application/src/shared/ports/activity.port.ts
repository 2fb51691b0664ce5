import type { Actor } from '@forms/domain';
import type { PageRequest } from '../pagination/page-request';

/** What was done, as the activity log shows it to an Admin. */
export type ActivityAction =
  | 'member.signed_in'
  | 'sign_in_link.created'
  | 'api_key.created'
  | 'api_key.revoked'
  | 'team_member.invited'
  | 'team_member.updated'
  | 'team_member.removed'
  | 'role.added'
  | 'form.deleted'
  | 'form.version_published'
  | 'form.version_restored'
  | 'submission.deleted'
  | 'webhook.created'
  | 'webhook.updated'
  | 'webhook.deleted';

export interface ActivityTarget {
  type: 'team_member' | 'api_key' | 'role' | 'form' | 'submission' | 'webhook' | 'workspace';
  id: string | null;
  /** What a person recognises: an email, a key's name and prefix, a form's title, a role's name. */
  label: string;
}

export interface ActivityEntry {
  workspaceId: string;
  at: Date;
  actor: Actor;
  action: ActivityAction;
  target: ActivityTarget;
  /** The client address of the request that made the change, when it came over HTTP. */
  clientIp: string | null;
}

/** Written in the transaction of the change it records: an entry exists exactly when its change does. */
export interface ActivityLog {
  record(entries: readonly ActivityEntry[]): Promise<void>;
}

/** The entry for a change made by `actor` now, with the address it came from when it came over HTTP. */
export function activityEntry(workspaceId: string, actor: Actor, action: ActivityAction, target: ActivityTarget, at: Date): ActivityEntry {
  return { workspaceId, at, actor, action, target, clientIp: actor.clientIp ?? null };
}

/** One entry as an Admin reads it back. */
export interface ActivityView {
  id: string;
  at: Date;
  actor: { type: Actor['type']; id: string | null; label: string };
  action: ActivityAction;
  target: ActivityTarget;
  clientIp: string | null;
}

/** The log of one workspace, newest first (in the order the entries were written). */
export interface ActivityReadModel {
  page(workspaceId: string, page: PageRequest): Promise<{ items: ActivityView[]; totalRecords: number }>;
}

// Every action and target type, for documenting the log: a Record makes the compiler insist on each.
const ACTIONS: Record<ActivityAction, true> = {
  'member.signed_in': true,
  'sign_in_link.created': true,
  'api_key.created': true,
  'api_key.revoked': true,
  'team_member.invited': true,
  'team_member.updated': true,
  'team_member.removed': true,
  'role.added': true,
  'form.deleted': true,
  'form.version_published': true,
  'form.version_restored': true,
  'submission.deleted': true,
  'webhook.created': true,
  'webhook.updated': true,
  'webhook.deleted': true,
};
export const ACTIVITY_ACTIONS = Object.keys(ACTIONS) as readonly ActivityAction[];

const TARGET_TYPES: Record<ActivityTarget['type'], true> = {
  team_member: true,
  api_key: true,
  role: true,
  form: true,
  submission: true,
  webhook: true,
  workspace: true,
};
export const ACTIVITY_TARGET_TYPES = Object.keys(TARGET_TYPES) as readonly ActivityTarget['type'][];
