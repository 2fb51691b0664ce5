/**
 * One submission at its form's next position, in one statement: the form counts it, hands out the
 * next position (never reused) and the creation time (never earlier than its newest submission's), and
 * the row is stored (the block counters follow by trigger). The form's row lock (the UPDATE's)
 * serialises positions like FOR NO KEY UPDATE would, but is held only for this statement and the
 * commit. The UPDATE matches only while the form is as the submission was checked against (updated_at
 * moves on every change of the form, never on a submission) and accepts responses: no row back means
 * nothing was stored. `client_ip` feeds the per-address abuse limit.
 */
export const APPEND_SUBMISSION_SQL = `
  WITH counted AS (
    UPDATE forms SET submissions_count = submissions_count + 1, last_position = last_position + 1,
      last_submission_at = GREATEST(last_submission_at, $4::timestamptz)
    WHERE workspace_id = $1 AND id = $2 AND updated_at = $9
      AND is_published AND NOT is_archived AND NOT is_disabled AND NOT is_suspended
    RETURNING last_position, last_submission_at
  ), stored AS (
    INSERT INTO submissions (workspace_id, form_id, id, position, created_at, field_values, user_agent, responses, client_ip)
    SELECT $1, $2, $3, counted.last_position, counted.last_submission_at, $5, $6, $7, $8 FROM counted
    RETURNING position, created_at
  )
  SELECT position, created_at FROM stored`;

// The lock is per workspace and address (a hash: a rare collision only makes two addresses wait for
// each other). It is taken in its own statement so that the count after it sees every submission
// committed by whoever held it before.
export const LOCK_SUBMISSION_CLIENT_SQL = `SELECT pg_advisory_xact_lock(hashtextextended($1::text || '/' || $2::text, 0))`;

export const SUBMISSION_CLIENT_WINDOW_SQL = `
  SELECT created_at FROM submissions
  WHERE workspace_id = $1 AND client_ip = $2 AND created_at > $3
  ORDER BY created_at DESC
  LIMIT $4`;
