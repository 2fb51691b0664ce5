import type { Actor } from '@forms/domain';

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
