import { sql } from '../statement';

// The invitations table is written by the repository through the ORM (invitation.orm-entity.ts); the read
// model's one statement is here.

// Removing a member deletes its invitations (the foreign key cascades), so a row found is one that stands.
export const INVITATION_BY_ID_SQL = sql<[workspaceId: string, id: string], InvitationRow>(
  `SELECT email, invited_by, workspace_name FROM invitations WHERE workspace_id = $1 AND id = $2`,
);

// The allowance of invitation emails: how many went in the window, in all and to each address asked for.
export const RECENT_INVITATION_SENDS_SQL = sql<
  [
    workspaceId: string,
    since: Date,
    addresses: readonly string[],
  ],
  InvitationSendsRow
>(`
  SELECT NULL AS address, count(*)::int AS count, min(sent_at) AS oldest
  FROM invitation_sends WHERE workspace_id = $1 AND sent_at > $2
  UNION ALL
  SELECT address, count(*)::int, min(sent_at)
  FROM invitation_sends WHERE workspace_id = $1 AND sent_at > $2 AND address = ANY($3::text[])
  GROUP BY address`);

export interface InvitationSendsRow {
  address: string | null;
  count: number;
  oldest: Date | null;
}

export const RECORD_INVITATION_SENDS_SQL = sql<[workspaceId: string, addresses: readonly string[], sentAt: Date]>(`
  INSERT INTO invitation_sends (workspace_id, address, sent_at) SELECT $1, unnest($2::text[]), $3`);

// Rows past the window count for nothing: each workspace's are dropped when it invites again.
export const FORGET_OLD_INVITATION_SENDS_SQL = sql<[workspaceId: string, windowStart: Date]>(
  `DELETE FROM invitation_sends WHERE workspace_id = $1 AND sent_at <= $2`,
);

// The join link: its token's hash and expiry are stored as the email goes out (never for a used invitation).
export const SET_JOIN_TOKEN_SQL = sql<
  [
    workspaceId: string,
    id: string,
    tokenHash: Buffer,
    expiresAt: Date,
  ],
  { id: string }
>(`
  UPDATE invitations SET token_hash = $3, token_expires_at = $4
  WHERE workspace_id = $1 AND id = $2 AND used_at IS NULL
  RETURNING id`);

const INVITATION_FOR_JOIN = `
  SELECT i.id, i.team_member_id, i.email, i.invited_by, i.workspace_name, i.token_hash, i.token_expires_at, i.used_at,
         m.email AS member_email, m.organization_role, m.active
  FROM invitations AS i
  LEFT JOIN team_members AS m ON m.workspace_id = i.workspace_id AND m.id = i.team_member_id
  WHERE i.workspace_id = $1 AND i.id = $2`;

export const INVITATION_FOR_JOIN_SQL = sql<[workspaceId: string, id: string], JoinInvitationRow>(INVITATION_FOR_JOIN);

// Two uses of one join link at once queue here: the second sees it used by the first.
export const LOCK_INVITATION_FOR_JOIN_SQL = sql<[workspaceId: string, id: string], JoinInvitationRow>(`${INVITATION_FOR_JOIN}
  FOR UPDATE OF i`);

export interface JoinInvitationRow {
  id: string;
  team_member_id: string;
  email: string;
  invited_by: string;
  workspace_name: string;
  token_hash: Buffer | null;
  token_expires_at: Date | null;
  used_at: Date | null;
  member_email: string | null;
  organization_role: string | null;
  active: boolean | null;
}

export const MARK_INVITATION_USED_SQL = sql<[workspaceId: string, id: string, usedAt: Date]>(
  `UPDATE invitations SET used_at = $3 WHERE workspace_id = $1 AND id = $2`,
);

export interface InvitationRow {
  email: string;
  invited_by: string;
  workspace_name: string;
}
