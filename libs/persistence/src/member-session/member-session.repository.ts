import type { NewSession, SessionRepository } from '@forms/application';
import type { EntityManager } from 'typeorm';
import { END_MEMBER_SESSIONS_SQL, END_SESSION_SQL, START_SESSION_SQL } from './member-session.sql';
import { runSql, sqlRows } from '../run-sql';

export class TypeormSessionRepository implements SessionRepository {
  constructor(private readonly manager: EntityManager) {}

  async start(session: NewSession): Promise<void> {
    await runSql(this.manager, START_SESSION_SQL, [
      session.workspaceId,
      session.id,
      session.teamMemberId,
      Buffer.from(session.secretHash),
      session.createdAt,
      session.userAgent,
      session.clientIp,
    ], 'session_start');
  }

  async end(workspaceId: string, sessionId: string, teamMemberId: string | null, now: Date): Promise<boolean> {
    const rows = await sqlRows(this.manager, END_SESSION_SQL, [workspaceId, sessionId, teamMemberId, now], 'session_end');
    return rows.length > 0;
  }

  async endAllOf(workspaceId: string, teamMemberId: string, now: Date): Promise<void> {
    await runSql(this.manager, END_MEMBER_SESSIONS_SQL, [workspaceId, teamMemberId, now], 'session_end_all');
  }
}
