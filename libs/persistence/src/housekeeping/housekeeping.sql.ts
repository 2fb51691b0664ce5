import { sql } from '../statement';

// Hourly housekeeping, run by every replica (each statement is idempotent). These span workspaces by
// nature: they drop rows that count for nothing any more, whatever tenant they belong to. Each is a named
// entry of the SQL audit's allow-list and of docs/scaling.md.

// Sign-in attempts a day past their 15 minutes: spent or not, nothing can use them.
export const PURGE_SIGN_IN_ATTEMPTS_SQL = sql<[expiredBefore: Date]>(`DELETE FROM sign_in_attempts WHERE expires_at < $1`);

// Counter windows of sign-in limits that closed a day ago.
export const PURGE_REQUEST_COUNTERS_SQL = sql<[windowsBefore: Date]>(`DELETE FROM request_counters WHERE window_start < $1`);

// Invitation emails older than the 24 hours their allowance looks back on.
export const PURGE_INVITATION_SENDS_SQL = sql<[sentBefore: Date]>(`DELETE FROM invitation_sends WHERE sent_at < $1`);

// Sessions that ended, went idle or grew too old, kept a while for nobody: a session list shows live ones only.
export const PURGE_SESSIONS_SQL = sql<[endedBefore: Date, lastSeenBefore: Date, createdBefore: Date]>(
  `DELETE FROM member_sessions WHERE ended_at < $1 OR last_seen_at < $2 OR created_at < $3`,
);

// Uploads that no submission used within UPLOAD_PENDING_HOURS (or that never finished arriving); their
// chunks go with them by foreign key.
// A file a partial response holds stays while it exists: the visit may still submit with it.
export const PURGE_UNUSED_UPLOADS_SQL = sql<[createdBefore: Date]>(`
  DELETE FROM uploads WHERE submission_id IS NULL AND created_at < $1
    AND NOT EXISTS (SELECT 1 FROM partial_responses p WHERE p.workspace_id = uploads.workspace_id AND p.upload_ids @> ARRAY[uploads.id])`);

// Partial responses whose form keeps them no more, or whose last step is older than the form's
// `partialResponseDays` (30 by default); the files they alone held go at the next purge of unused uploads.
export const PURGE_PARTIAL_RESPONSES_SQL = sql<[now: Date]>(`
  DELETE FROM partial_responses p USING forms f
  WHERE f.workspace_id = p.workspace_id AND f.id = p.form_id
    AND (NOT COALESCE((f.settings->>'savePartialResponses')::boolean, false)
      OR p.updated_at < $1::timestamptz - make_interval(days => COALESCE((f.settings->>'partialResponseDays')::int, 30)))`);

// Windows of clients' uploaded bytes that no quota looks at any more.
export const PURGE_UPLOAD_WINDOWS_SQL = sql<[windowsBefore: Date]>(`DELETE FROM upload_client_bytes WHERE window_start < $1`);
