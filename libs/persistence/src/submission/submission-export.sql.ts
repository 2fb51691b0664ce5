import type { StoredFieldValue, StoredUserAgent } from './stored-submission-json';
import { sql, type Sql } from '../statement';

// Every statement of an export: a form's submissions read through a cursor, in one transaction on a
// connection of its own, a batch per FETCH, so that the server never reads further ahead than the
// client has taken. The benchmark's raw baseline sends these same statements.

/** A snapshot of its own for the whole export; it writes nothing. */
export const BEGIN_EXPORT_SQL = sql<[]>('BEGIN READ ONLY');

/**
 * An export may take as long as its client takes to read it, and between two batches the transaction
 * sits idle while the client catches up: the pool's per-connection limits (set at connect) are lifted
 * for this transaction only.
 */
export const LIFT_EXPORT_TIMEOUTS_SQL = sql<[]>(`
  SELECT set_config('statement_timeout', '0', true), set_config('idle_in_transaction_session_timeout', '0', true)`);

/** How many exports a workspace may run at once, across every replica. */
export const EXPORT_SLOTS_PER_WORKSPACE = 2;

/**
 * One of the workspace's two export slots, as a transaction-level advisory lock held by the export's own
 * connection: the slot frees itself when the transaction ends, and when the connection or the process
 * dies. `slot` is null when both are taken. The CASE tries the second only when the first is taken.
 */
export const TAKE_EXPORT_SLOT_SQL = sql<[workspaceId: string], { slot: number | null }>(`
  SELECT CASE
    WHEN pg_try_advisory_xact_lock(hashtextextended('submission-export/' || $1::text || '/1', 0)) THEN 1
    WHEN pg_try_advisory_xact_lock(hashtextextended('submission-export/' || $1::text || '/2', 0)) THEN 2
  END AS slot`);

const EXPORT_COLUMNS = 'id, created_at, responses, field_values, user_agent';

/** The cursor over positions $3..$4 of one form, oldest first: the position index, no sort. */
export const DECLARE_EXPORT_OLDEST_SQL = sql<[workspaceId: string, formId: string, lo: number, hi: number]>(`
  DECLARE submission_export NO SCROLL CURSOR FOR
  SELECT ${EXPORT_COLUMNS} FROM submissions
  WHERE workspace_id = $1 AND form_id = $2 AND position BETWEEN $3 AND $4
  ORDER BY position`);

/** The same, newest first. */
export const DECLARE_EXPORT_NEWEST_SQL = sql<[workspaceId: string, formId: string, lo: number, hi: number]>(`
  DECLARE submission_export NO SCROLL CURSOR FOR
  SELECT ${EXPORT_COLUMNS} FROM submissions
  WHERE workspace_id = $1 AND form_id = $2 AND position BETWEEN $3 AND $4
  ORDER BY position DESC`);

/** Submissions per FETCH: a few megabytes at most in memory, and few enough round trips. */
export const EXPORT_BATCH_SIZE = 1000;

export const FETCH_EXPORT_SQL = sql<[], ExportRow>(`FETCH ${EXPORT_BATCH_SIZE} FROM submission_export`);

/** Ends the transaction, finished or abandoned alike (it wrote nothing), and with it the slot. */
export const END_EXPORT_SQL = sql<[]>('ROLLBACK');

/** What the cursor returns per submission; responses may carry the question's id (`question_id`). */
export interface ExportRow {
  id: string;
  created_at: Date;
  responses: readonly { question_id?: unknown; slug?: unknown; value?: unknown }[];
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
  return sql(`COPY (SELECT ${EXPORT_COLUMNS} FROM submissions
    WHERE workspace_id = '${workspaceId}' AND form_id = '${formId}' AND position BETWEEN ${range.lo} AND ${range.hi}
    ORDER BY position${newestFirst ? ' DESC' : ''}) TO STDOUT (FORMAT csv)`);
}
