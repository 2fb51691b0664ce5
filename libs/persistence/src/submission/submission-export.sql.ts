import type { StoredFieldValue, StoredUserAgent } from './stored-submission-json';
import { sql, type Sql } from '../statement';

// Every statement of an export: a form's submissions read in pages by position (keyset), each page one
// statement on its own (autocommit: its own snapshot, no transaction left open), on a connection the
// export keeps, so that the server never reads further ahead than the client has taken and never holds a
// snapshot while it waits for the client. The benchmark's raw baseline sends these same statements.
// Each carries the comment "submission_export", which tells an export's connection apart in
// pg_stat_activity (its last statement).

/** How many exports a workspace may run at once, across every replica. */
export const EXPORT_SLOTS_PER_WORKSPACE = 2;

/**
 * One of the workspace's two export slots, as a session-level advisory lock held by the export's own
 * connection: held between pages without a transaction, given back by UNLOCK_EXPORT_SLOTS_SQL when the
 * export ends, and by the server when the connection or the process dies. `slot` is null when both are
 * taken. The CASE tries the second only when the first is taken.
 */
export const TAKE_EXPORT_SLOT_SQL = sql<[workspaceId: string], { slot: number | null }>(`
  SELECT /* submission_export */ CASE
    WHEN pg_try_advisory_lock(hashtextextended('submission-export/' || $1::text || '/1', 0)) THEN 1
    WHEN pg_try_advisory_lock(hashtextextended('submission-export/' || $1::text || '/2', 0)) THEN 2
  END AS slot`);

/**
 * Gives the slot back before the connection returns to the pool (a session lock would otherwise stay
 * with the connection). The connection holds no other advisory lock of its session.
 */
export const UNLOCK_EXPORT_SLOTS_SQL = sql<[]>('SELECT pg_advisory_unlock_all()');

const ROW_COLUMNS = 'id, form_version, created_at, responses, field_values, user_agent';
const EXPORT_COLUMNS = `position, ${ROW_COLUMNS}`;

/** Submissions per page: a few megabytes at most in memory, and few enough round trips. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * The next page oldest first: positions after $3 up to $4 (the range's end, fixed when the export
 * started), by the position index, no sort. A submission deleted meanwhile is simply not there.
 */
export const EXPORT_PAGE_OLDEST_SQL = sql<[workspaceId: string, formId: string, after: number, hi: number], ExportRow>(`
  SELECT /* submission_export */ ${EXPORT_COLUMNS} FROM submissions
  WHERE workspace_id = $1 AND form_id = $2 AND position > $3 AND position <= $4
  ORDER BY position
  LIMIT ${EXPORT_BATCH_SIZE}`);

/** The same, newest first: positions before $3 down to $4. */
export const EXPORT_PAGE_NEWEST_SQL = sql<[workspaceId: string, formId: string, before: number, lo: number], ExportRow>(`
  SELECT /* submission_export */ ${EXPORT_COLUMNS} FROM submissions
  WHERE workspace_id = $1 AND form_id = $2 AND position < $3 AND position >= $4
  ORDER BY position DESC
  LIMIT ${EXPORT_BATCH_SIZE}`);

/** What a page returns per submission; responses may carry the question's id (`question_id`). */
export interface ExportRow {
  /** Where the next page starts. */
  position: number;
  id: string;
  form_version: number;
  created_at: Date;
  responses: readonly { question_id?: unknown; slug?: unknown; kind?: unknown; value?: unknown }[];
  field_values: StoredFieldValue[];
  user_agent: Partial<StoredUserAgent>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The same rows as PostgreSQL's own CSV, for the benchmark's measure of the physical limit (COPY takes no
 * parameters, so the ids are checked and written in).
 */
export function exportCopySql(workspaceId: string, formId: string, range: { lo: number; hi: number }, newestFirst: boolean): Sql {
  if (!UUID.test(workspaceId) || !UUID.test(formId) || !Number.isInteger(range.lo) || !Number.isInteger(range.hi)) {
    throw new Error('exportCopySql takes two uuids and an integer range');
  }
  return sql(`COPY (SELECT ${ROW_COLUMNS} FROM submissions
    WHERE workspace_id = '${workspaceId}' AND form_id = '${formId}' AND position BETWEEN ${range.lo} AND ${range.hi}
    ORDER BY position${newestFirst ? ' DESC' : ''}) TO STDOUT (FORMAT csv)`);
}
