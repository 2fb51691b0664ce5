import type { NewSession, SessionRepository } from '@forms/application';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../unit-of-work/prepared-query';
import { END_MEMBER_SESSIONS_SQL, END_SESSION_SQL, START_SESSION_SQL } from './member-session.sql';

export class TypeormSessionRepository implements SessionRepository {
  constructor(private readonly manager: EntityManager) {}

  async start(session: NewSession): Promise<void> {
    await preparedQuery(this.manager, 'session_start', START_SESSION_SQL, [
      session.workspaceId,
      session.id,
      session.teamMemberId,
      Buffer.from(session.secretHash),
      session.createdAt,
      session.userAgent,
      session.clientIp,
    ]);
  }

  async end(workspaceId: string, sessionId: string, teamMemberId: string | null, now: Date): Promise<boolean> {
    const rows = await preparedQuery(this.manager, 'session_end', END_SESSION_SQL, [workspaceId, sessionId, teamMemberId, now]);
    return rows.length > 0;
  }

  async endAllOf(workspaceId: string, teamMemberId: string, now: Date): Promise<void> {
    await preparedQuery(this.manager, 'session_end_all', END_MEMBER_SESSIONS_SQL, [workspaceId, teamMemberId, now]);
  }
}
