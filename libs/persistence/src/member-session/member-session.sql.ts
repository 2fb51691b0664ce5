import type { WorkspaceRow } from '../workspace/workspace.sql';
import { sql } from '../statement';

// Runs on every console request: the workspace, the presented session and its member in one round trip,
// through workspaces_subdomain_key and the two primary keys. A workspace without that session still
// answers (session columns null), so an unknown host is told from a bad cookie.
export const SESSION_CREDENTIALS_SQL = sql<[subdomain: string, sessionId: string], SessionCredentialsRow>(`
  SELECT w.id, w.subdomain, w.name,
         s.id AS session_id, s.team_member_id, s.secret_hash, s.created_at, s.last_seen_at, s.ended_at,
         m.email, m.organization_role, m.active
  FROM workspaces AS w
  LEFT JOIN member_sessions AS s ON s.workspace_id = w.id AND s.id = $2
  LEFT JOIN team_members AS m ON m.workspace_id = s.workspace_id AND m.id = s.team_member_id
  WHERE w.subdomain = $1`);

export interface SessionCredentialsRow extends WorkspaceRow {
  session_id: string | null;
  team_member_id: string | null;
  secret_hash: Buffer | null;
  created_at: Date | null;
  last_seen_at: Date | null;
  ended_at: Date | null;
  email: string | null;
  organization_role: string | null;
  active: boolean | null;
}

// Concurrent requests of one session are harmless: only a later time is written.
export const RECORD_SESSION_USE_SQL = sql<[workspaceId: string, sessionId: string, seenAt: Date]>(`
  UPDATE member_sessions SET last_seen_at = $3
  WHERE workspace_id = $1 AND id = $2 AND last_seen_at < $3`);

export const LIVE_SESSIONS_SQL = sql<
  [
    workspaceId: string,
    teamMemberId: string,
    lastSeenAfter: Date,
    createdAfter: Date,
  ],
  LiveSessionRow
>(`
  SELECT id, created_at, last_seen_at, user_agent, client_ip
  FROM member_sessions
  WHERE workspace_id = $1 AND team_member_id = $2 AND ended_at IS NULL AND last_seen_at > $3 AND created_at > $4
  ORDER BY created_at DESC, id DESC
  LIMIT 100`);

export interface LiveSessionRow {
  id: string;
  created_at: Date;
  last_seen_at: Date;
  user_agent: string;
  client_ip: string;
}

export const START_SESSION_SQL = sql<
  [
    workspaceId: string,
    id: string,
    teamMemberId: string,
    secretHash: Buffer,
    createdAt: Date,
    userAgent: string,
    clientIp: string,
  ]
>(`
  INSERT INTO member_sessions (workspace_id, id, team_member_id, secret_hash, created_at, last_seen_at, user_agent, client_ip)
  VALUES ($1, $2, $3, $4, $5, $5, $6, $7)`);

export const END_SESSION_SQL = sql<
  [
    workspaceId: string,
    id: string,
    teamMemberId: string | null,
    endedAt: Date,
  ],
  { id: string }
>(`
  UPDATE member_sessions SET ended_at = $4
  WHERE workspace_id = $1 AND id = $2 AND ($3::uuid IS NULL OR team_member_id = $3) AND ended_at IS NULL
  RETURNING id`);

export const END_MEMBER_SESSIONS_SQL = sql<[workspaceId: string, teamMemberId: string, endedAt: Date]>(`
  UPDATE member_sessions SET ended_at = $3
  WHERE workspace_id = $1 AND team_member_id = $2 AND ended_at IS NULL`);
