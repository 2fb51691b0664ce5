import type { SessionRepository } from '../../shared/ports/sessions.port';
import type { IdGenerator } from '../../shared/ports/system.port';
import { issueToken } from '../secret-token';

export interface StartedSession {
  sessionId: string;
  /** The cookie's value: given to the browser once, stored only as a hash. */
  cookieValue: string;
}

/**
 * A new session for a member who just proved who they are, in the transaction of that proof (a spent
 * sign-in link or code, a spent join link). Always a fresh value: no value the service did not make now is
 * ever accepted, so a value planted in a browser before signing in is worth nothing.
 */
export async function startSession(
  sessions: SessionRepository,
  ids: IdGenerator,
  input: { workspaceId: string; teamMemberId: string; now: Date; userAgent: string; clientIp: string },
): Promise<StartedSession> {
  const issued = issueToken(ids.next());
  await sessions.start({
    workspaceId: input.workspaceId,
    id: issued.id,
    teamMemberId: input.teamMemberId,
    secretHash: issued.hash,
    createdAt: input.now,
    userAgent: input.userAgent.slice(0, 512),
    clientIp: input.clientIp,
  });
  return { sessionId: issued.id, cookieValue: issued.token };
}
