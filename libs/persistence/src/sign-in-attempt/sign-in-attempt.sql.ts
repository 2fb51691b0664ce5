import { sql } from '../statement';

// Every statement on the sign_in_attempts table: the repository's (in the unit of work's transaction) and
// the read model's (on the pool). An attempt is always found by its workspace and its id (the id a link
// carries beside its secret), and comes with its member as they are now.

export const INSERT_SIGN_IN_ATTEMPT_SQL = sql<
  [
    workspaceId: string,
    id: string,
    teamMemberId: string | null,
    email: string,
    tokenHash: Buffer | null,
    returnTo: string | null,
    clientIp: string,
    createdAt: Date,
    expiresAt: Date,
    browserHash: Buffer | null,
  ]
>(`
  INSERT INTO sign_in_attempts (workspace_id, id, team_member_id, email, token_hash, return_to, client_ip, created_at, expires_at, browser_hash)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`);

const ATTEMPT_WITH_MEMBER = `
  SELECT a.id, a.team_member_id, a.email, a.token_hash, a.code_hash, a.wrong_codes, a.return_to, a.created_at, a.expires_at, a.spent_at,
         a.browser_hash, m.email AS member_email, m.organization_role, m.active
  FROM sign_in_attempts AS a
  LEFT JOIN team_members AS m ON m.workspace_id = a.workspace_id AND m.id = a.team_member_id
  WHERE a.workspace_id = $1 AND a.id = $2`;

export const SIGN_IN_ATTEMPT_SQL = sql<[workspaceId: string, id: string], SignInAttemptRow>(ATTEMPT_WITH_MEMBER);

// Two uses of one link or code at once queue here: the second sees the attempt spent by the first.
export const LOCK_SIGN_IN_ATTEMPT_SQL = sql<[workspaceId: string, id: string], SignInAttemptRow>(`${ATTEMPT_WITH_MEMBER}
  FOR UPDATE OF a`);

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
  browser_hash: Buffer | null;
  member_email: string | null;
  organization_role: string | null;
  active: boolean | null;
}

export const SPEND_SIGN_IN_ATTEMPT_SQL = sql<[workspaceId: string, id: string, spentAt: Date]>(
  `UPDATE sign_in_attempts SET spent_at = $3 WHERE workspace_id = $1 AND id = $2`,
);

// A wrong code counts on the attempt only: the code stops working at the limit, the emailed link does not.
// Conditional, so that however many wrong codes arrive at once the count never passes the limit ($3).
export const RECORD_WRONG_SIGN_IN_CODE_SQL = sql<
  [
    workspaceId: string,
    id: string,
    limit: number,
  ],
  { wrong_codes: number }
>(`
  UPDATE sign_in_attempts SET wrong_codes = wrong_codes + 1
  WHERE workspace_id = $1 AND id = $2 AND wrong_codes < $3
  RETURNING wrong_codes`);

// Adds one to a fixed-window counter unless it has reached its limit ($4), in one statement: the upsert
// holds the counter's row lock and checks the limit against the newest count, so a burst of concurrent
// requests is counted up to the limit exactly, never past it. No row back: the limit was reached.
export const TAKE_REQUEST_COUNT_SQL = sql<
  [
    workspaceId: string,
    counter: string,
    windowStart: Date,
    limit: number,
  ],
  { count: number }
>(`
  INSERT INTO request_counters AS c (workspace_id, counter, window_start, count)
  VALUES ($1, $2, $3, 1)
  ON CONFLICT (workspace_id, counter, window_start) DO UPDATE SET count = c.count + 1 WHERE c.count < $4
  RETURNING count`);

export const KNOWN_SIGN_IN_BROWSER_SQL = sql<
  [
    workspaceId: string,
    teamMemberId: string,
    browserHash: Buffer,
    since: Date,
  ],
  { "?column?": number }
>(`
  SELECT 1 FROM sign_in_browsers WHERE workspace_id = $1 AND team_member_id = $2 AND browser_hash = $3 AND signed_in_at > $4`);

export const REMEMBER_SIGN_IN_BROWSER_SQL = sql<
  [
    workspaceId: string,
    teamMemberId: string,
    browserHash: Buffer,
    signedInAt: Date,
  ]
>(`
  INSERT INTO sign_in_browsers (workspace_id, team_member_id, browser_hash, signed_in_at) VALUES ($1, $2, $3, $4)
  ON CONFLICT (workspace_id, team_member_id, browser_hash) DO UPDATE SET signed_in_at = EXCLUDED.signed_in_at`);

// Only an attempt still usable gets a link and a code; a retried email replaces the earlier ones.
export const SET_SIGN_IN_SECRETS_SQL = sql<
  [
    workspaceId: string,
    id: string,
    tokenHash: Buffer,
    codeHash: Buffer,
    now: Date,
  ],
  { id: string }
>(`
  UPDATE sign_in_attempts SET token_hash = $3, code_hash = $4
  WHERE workspace_id = $1 AND id = $2 AND team_member_id IS NOT NULL AND spent_at IS NULL AND expires_at > $5
  RETURNING id`);
