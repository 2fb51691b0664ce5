// The invitations table is written by the repository through the ORM (invitation.orm-entity.ts); the read
// model's one statement is here.

// Removing a member deletes its invitations (the foreign key cascades), so a row found is one that stands.
export const INVITATION_BY_ID_SQL = `SELECT email, invited_by, workspace_name FROM invitations WHERE workspace_id = $1 AND id = $2`;

// The allowance of invitation emails: how many went in the window, in all and to each address asked for.
export const RECENT_INVITATION_SENDS_SQL = `
  SELECT NULL AS address, count(*)::int AS count, min(sent_at) AS oldest
  FROM invitation_sends WHERE workspace_id = $1 AND sent_at > $2
  UNION ALL
  SELECT address, count(*)::int, min(sent_at)
  FROM invitation_sends WHERE workspace_id = $1 AND sent_at > $2 AND address = ANY($3::text[])
  GROUP BY address`;

export interface InvitationSendsRow {
  address: string | null;
  count: number;
  oldest: Date | null;
}

export const RECORD_INVITATION_SENDS_SQL = `
  INSERT INTO invitation_sends (workspace_id, address, sent_at) SELECT $1, unnest($2::text[]), $3`;

// Rows past the window count for nothing: each workspace's are dropped when it invites again.
export const FORGET_OLD_INVITATION_SENDS_SQL = `DELETE FROM invitation_sends WHERE workspace_id = $1 AND sent_at <= $2`;
