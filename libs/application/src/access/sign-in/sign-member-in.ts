import { memberActor } from '@forms/domain';
import { activityEntry } from '../../shared/ports/activity.port';
import type { SigningInMember } from '../../shared/ports/sign-in.port';
import type { IdGenerator } from '../../shared/ports/system.port';
import type { Repositories } from '../../shared/ports/unit-of-work.port';
import { type StartedSession, startSession } from '../sessions/start-session';

export interface SignInContext {
  workspaceId: string;
  now: Date;
  userAgent: string;
  clientIp: string;
}

/**
 * The end of every way in (a link, a code, a join link): a new session and `member.signed_in`, in the
 * transaction that spent the proof, so that a proof used twice at once starts at most one session.
 */
export async function signMemberIn(
  { sessions, activity }: Pick<Repositories, 'sessions' | 'activity'>,
  ids: IdGenerator,
  member: SigningInMember,
  context: SignInContext,
): Promise<StartedSession> {
  const started = await startSession(sessions, ids, Object.assign({}, context, { teamMemberId: member.id }));
  const actor = memberActor(Object.assign({}, member, { workspaceId: context.workspaceId }), context.clientIp);
  await activity.record([
    activityEntry(context.workspaceId, actor, 'member.signed_in', { type: 'team_member', id: member.id, label: member.email }, context.now),
  ]);
  return started;
}
