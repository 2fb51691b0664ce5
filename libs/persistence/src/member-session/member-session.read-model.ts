import type { SessionCredentials, SessionListing, SessionReadModel } from '@forms/application';
import type { Pool } from 'pg';
import { isStorableText } from '../storable-values';
import { LIVE_SESSIONS_SQL, RECORD_SESSION_USE_SQL, SESSION_CREDENTIALS_SQL } from './member-session.sql';
import { runSql } from '../run-sql';

export class PostgresSessionReadModel implements SessionReadModel {
  constructor(private readonly pool: Pool) {}

  async findForRequest(subdomain: string, sessionId: string): Promise<SessionCredentials | null> {
    if (!isStorableText(subdomain)) return null;
    const { rows } = await runSql(this.pool, SESSION_CREDENTIALS_SQL, [subdomain, sessionId], 'session_credentials');
    if (rows.length === 0) return null;
    const [row] = rows;
    const session =
      row.session_id === null
        ? null
        : {
            id: row.session_id,
            teamMemberId: row.team_member_id as string,
            secretHash: row.secret_hash as Buffer,
            createdAt: row.created_at as Date,
            lastSeenAt: row.last_seen_at as Date,
            endedAt: row.ended_at,
          };
    const member =
      session && row.email !== null
        ? { id: session.teamMemberId, email: row.email, organizationRole: row.organization_role as string, active: row.active === true }
        : null;
    return { workspace: { id: row.id, subdomain: row.subdomain, name: row.name }, session, member };
  }

  async listLive(workspaceId: string, teamMemberId: string, lastSeenAfter: Date, createdAfter: Date): Promise<SessionListing[]> {
    const { rows } = await runSql(this.pool, LIVE_SESSIONS_SQL, [workspaceId, teamMemberId, lastSeenAfter, createdAfter], 'live_sessions');
    return rows.map((row) => ({ id: row.id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, userAgent: row.user_agent, clientIp: row.client_ip }));
  }

  async recordUse(workspaceId: string, sessionId: string, now: Date): Promise<void> {
    await runSql(this.pool, RECORD_SESSION_USE_SQL, [workspaceId, sessionId, now], 'session_use');
  }
}
