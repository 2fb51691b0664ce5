// Every statement on the sign_in_attempts table: the repository's (in the unit of work's transaction) and
// the read model's (on the pool). An attempt is always found by its workspace and its id (the id a link
// carries beside its secret), and comes with its member as they are now.

export const INSERT_SIGN_IN_ATTEMPT_SQL = `
  INSERT INTO sign_in_attempts (workspace_id, id, team_member_id, email, token_hash, return_to, client_ip, created_at, expires_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`;

const ATTEMPT_WITH_MEMBER = `
  SELECT a.id, a.team_member_id, a.email, a.token_hash, a.code_hash, a.wrong_codes, a.return_to, a.created_at, a.expires_at, a.spent_at,
         m.email AS member_email, m.organization_role, m.active
  FROM sign_in_attempts AS a
  LEFT JOIN team_members AS m ON m.workspace_id = a.workspace_id AND m.id = a.team_member_id
  WHERE a.workspace_id = $1 AND a.id = $2`;

export const SIGN_IN_ATTEMPT_SQL = ATTEMPT_WITH_MEMBER;

// Two uses of one link or code at once queue here: the second sees the attempt spent by the first.
export const LOCK_SIGN_IN_ATTEMPT_SQL = `${ATTEMPT_WITH_MEMBER}
  FOR UPDATE OF a`;

export interface SignInAttemptRow {
  id: string;
  team_member_id: string | null;
  email: string;
  token_hash: Buffer | null;
  code_hash: Buffer | null;
  wrong_codes: number;
  return_to: string | null;
  created_at: Date;
  expires_at: Date;
  spent_at: Date | null;
  member_email: string | null;
  organization_role: string | null;
  active: boolean | null;
}

export const SPEND_SIGN_IN_ATTEMPT_SQL = `UPDATE sign_in_attempts SET spent_at = $3 WHERE workspace_id = $1 AND id = $2`;

export const RECORD_WRONG_SIGN_IN_CODE_SQL = `
  UPDATE sign_in_attempts SET wrong_codes = wrong_codes + 1, spent_at = COALESCE($3, spent_at)
  WHERE workspace_id = $1 AND id = $2`;

// Only an attempt still usable gets a link and a code; a retried email replaces the earlier ones.
export const SET_SIGN_IN_SECRETS_SQL = `
  UPDATE sign_in_attempts SET token_hash = $3, code_hash = $4
  WHERE workspace_id = $1 AND id = $2 AND team_member_id IS NOT NULL AND spent_at IS NULL AND expires_at > $5
  RETURNING id`;
