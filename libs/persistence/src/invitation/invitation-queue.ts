import type { InvitationQueue, LeasedInvitation } from '@forms/application';
import type { Pool } from 'pg';

// One statement, so the lease is atomic without an explicit transaction. SKIP LOCKED lets replicas polling
// at once take disjoint batches; an invitation leased by a committed poll is no longer due (its
// next_attempt_at moved into the future), and a poll that reaches it later re-checks that under the lock.
const LEASE_SQL = `
  WITH leased AS (
    UPDATE invitations SET next_attempt_at = $2
    WHERE (workspace_id, id) IN (
      SELECT workspace_id, id FROM invitations
      WHERE delivered_at IS NULL AND next_attempt_at <= $1
      ORDER BY next_attempt_at
      LIMIT $3
      FOR UPDATE SKIP LOCKED
    )
    RETURNING workspace_id, id, team_member_id, email, invited_by, workspace_name, join_url, created_at, attempts
  )
  SELECT * FROM leased ORDER BY created_at, id`;

const MARK_DELIVERED_SQL = `UPDATE invitations SET delivered_at = $3 WHERE workspace_id = $1 AND id = $2`;

const MARK_FAILED_SQL = `
  UPDATE invitations SET attempts = attempts + 1, last_error = $3, next_attempt_at = $4
  WHERE workspace_id = $1 AND id = $2`;

const MAX_ERROR_LENGTH = 2000;

interface LeasedRow {
  workspace_id: string;
  id: string;
  team_member_id: string;
  email: string;
  invited_by: string;
  workspace_name: string;
  join_url: string;
  created_at: Date;
  attempts: number;
}

export class PostgresInvitationQueue implements InvitationQueue {
  constructor(private readonly pool: Pool) {}

  async lease(limit: number, now: Date, leaseMs: number): Promise<LeasedInvitation[]> {
    const until = new Date(now.getTime() + leaseMs);
    const { rows } = await this.pool.query<LeasedRow>(LEASE_SQL, [now, until, limit]);
    return rows.map((row) => ({
      id: row.id,
      workspaceId: row.workspace_id,
      teamMemberId: row.team_member_id,
      email: row.email,
      invitedBy: row.invited_by,
      workspaceName: row.workspace_name,
      joinUrl: row.join_url,
      createdAt: row.created_at,
      attempts: row.attempts,
    }));
  }

  async markDelivered(invitation: LeasedInvitation, now: Date): Promise<void> {
    await this.pool.query(MARK_DELIVERED_SQL, [invitation.workspaceId, invitation.id, now]);
  }

  async markFailed(invitation: LeasedInvitation, error: string, retryAt: Date): Promise<void> {
    // A mail server's message is arbitrary text: keep it storable and bounded.
    const message = error.replace(/\u0000/g, '').slice(0, MAX_ERROR_LENGTH);
    await this.pool.query(MARK_FAILED_SQL, [invitation.workspaceId, invitation.id, message, retryAt]);
  }
}
