import { DomainError } from '@forms/domain';
import type { SessionReadModel } from '../../shared/ports/sessions.port';
import type { Clock } from '../../shared/ports/system.port';
import { tokenId, tokenMatches } from '../secret-token';
import { isSessionLive, SESSION_USE_RESOLUTION_MS } from './session-lifetime';

export interface SessionAuthentication {
  workspace: { id: string; subdomain: string; name: string };
  member: { id: string; email: string; organizationRole: string };
  sessionId: string;
}

/**
 * The workspace first (404), then the session cookie (401, one message for every way it can be wrong:
 * missing, forged, another workspace's, ended, expired, or its member deactivated or removed).
 */
export class AuthenticateSession {
  constructor(
    private readonly sessions: SessionReadModel,
    private readonly clock: Clock,
  ) {}

  async execute(input: { subdomain: string | null; cookieValue: string | undefined }): Promise<SessionAuthentication> {
    if (!input.subdomain) throw DomainError.workspaceNotFound();
    const sessionId = tokenId(input.cookieValue);
    // A malformed value still looks the workspace up, so that an unknown host is 404 whatever the cookie.
    const found = await this.sessions.findForRequest(input.subdomain, sessionId ?? '00000000-0000-0000-0000-000000000000');
    if (!found) throw DomainError.workspaceNotFound();
    const { workspace, session, member } = found;
    const now = this.clock.now();
    if (!sessionId || !session || !member || !member.active) throw DomainError.signInRequired();
    if (!tokenMatches(input.cookieValue as string, session.secretHash) || !isSessionLive(session, now)) throw DomainError.signInRequired();
    if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_USE_RESOLUTION_MS) {
      await this.sessions.recordUse(workspace.id, session.id, now);
    }
    return { workspace, member: { id: member.id, email: member.email, organizationRole: member.organizationRole }, sessionId: session.id };
  }
}
