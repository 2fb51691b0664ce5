import type { StoredFieldValue, StoredResponse, StoredUserAgent } from './stored-submission-json';
import { sql } from '../statement';

// Every statement on the submissions table (and the submission_blocks its triggers keep): the repository's,
// in the unit of work's transaction, then the read model's, straight on the pool.

// The repository.

/**
 * One submission at its form's next position, in one statement: the form counts it, hands out the
 * next position (never reused) and the creation time (never earlier than its newest submission's), and
 * the row is stored (the block counters follow by trigger). The form's row lock (the UPDATE's)
 * serialises positions like FOR NO KEY UPDATE would, but is held only for this statement and the
 * commit. The UPDATE matches only while the form is as the submission was checked against (updated_at
 * moves on every change of the form, never on a submission) and accepts responses: no row back means
 * nothing was stored. The owner's closing date and response limit are checked here too, under that lock,
 * so that many people submitting at once never store more than the limit. `client_ip` feeds the
 * per-address abuse limit. The submission records the form's version it was checked against: every new
 * version moves updated_at, so the version the UPDATE reads is that one. A submission checked against an
 * earlier version ($10: a respondent finishing on the version they started) does not need the content
 * unchanged, only the current flags and closing rules, and records that version.
 */
export const APPEND_SUBMISSION_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    id: string,
    createdAt: Date,
    fieldValues: string,
    userAgent: string,
    responses: string,
    clientIp: string | null,
    formUpdatedAt: Date,
    formVersion: number | null,
  ],
  { position: number; created_at: Date; form_version: number }
>(`
  WITH counted AS (
    UPDATE forms SET submissions_count = submissions_count + 1, last_position = last_position + 1,
      last_submission_at = GREATEST(last_submission_at, $4::timestamptz)
    WHERE workspace_id = $1 AND id = $2 AND (updated_at = $9 OR version > $10::integer)
      AND is_published AND NOT is_archived AND NOT is_disabled AND NOT is_suspended
      AND (settings->>'closesAt' IS NULL OR (settings->>'closesAt')::timestamptz > $4::timestamptz)
      AND (settings->>'maxSubmissions' IS NULL OR submissions_count < (settings->>'maxSubmissions')::int)
    RETURNING last_position, last_submission_at, version
  ), stored AS (
    INSERT INTO submissions (workspace_id, form_id, id, position, created_at, field_values, user_agent, responses, client_ip, form_version)
    SELECT $1, $2, $3, counted.last_position, counted.last_submission_at, $5, $6, $7, $8, COALESCE($10::integer, counted.version)
    FROM counted
    RETURNING position, created_at, form_version
  )
  SELECT position, created_at, form_version FROM stored`);

// The lock is per workspace and address (a hash: a rare collision only makes two addresses wait for
// each other). It is taken in its own statement so that the count after it sees every submission
// committed by whoever held it before.
export const LOCK_SUBMISSION_CLIENT_SQL = sql<[workspaceId: string, clientIp: string]>(
  `SELECT pg_advisory_xact_lock(hashtextextended($1::text || '/' || $2::text, 0))`,
);

// Each upload of a file counts as one submission: the window holds both, each side a bounded index scan.
export const SUBMISSION_CLIENT_WINDOW_SQL = sql<
  [
    workspaceId: string,
    clientIp: string,
    since: Date,
    limit: number,
  ],
  { created_at: Date }
>(`
  SELECT created_at FROM (
    (SELECT created_at FROM submissions
     WHERE workspace_id = $1 AND client_ip = $2 AND created_at > $3
     ORDER BY created_at DESC
     LIMIT $4)
    UNION ALL
    (SELECT created_at FROM uploads
     WHERE workspace_id = $1 AND client_ip = $2 AND created_at > $3
     ORDER BY created_at DESC
     LIMIT $4)
  ) AS counted
  ORDER BY created_at DESC
  LIMIT $4`);

// Erasure; the trigger on submissions makes its block count one fewer.
export const DELETE_SUBMISSION_SQL = sql<[workspaceId: string, formId: string, id: string], { position: number }>(
  `DELETE FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND id = $3 RETURNING position`,
);

/** Columns in the order `SubmissionMapper.toCopyLine` writes them. */
export const SUBMISSION_COPY_COLUMNS = [
  'workspace_id',
  'form_id',
  'id',
  'position',
  'created_at',
  'field_values',
  'user_agent',
  'responses',
] as const;

/** The bulk import: rows stream in through COPY, in text format. */
export const COPY_SUBMISSIONS_SQL = sql<[]>(`COPY submissions (${SUBMISSION_COPY_COLUMNS.join(', ')}) FROM STDIN`);

// The read model.

/** One submission of a form: a row (without an id) when the form exists but the submission does not. */
export const SUBMISSION_BY_ID_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    id: string,
  ],
  SubmissionDocumentRow & { form_id: string }
>(`
  SELECT form.id AS form_id, submission.id, submission.created_at, submission.field_values, submission.user_agent,
    submission.responses, submission.form_version
  FROM forms AS form
  LEFT JOIN submissions AS submission
    ON submission.workspace_id = form.workspace_id AND submission.form_id = form.id AND submission.id = $3
  WHERE form.workspace_id = $1 AND form.id = $2`);

// How a page of a form's submissions is found, newest or oldest first, with time filters and with the
// holes deletions leave, at the cost of page 1 whatever the depth: no count(*) and no OFFSET over the
// form. Imports only types, so that the benchmark's raw baseline can send exactly these statements.
//
// Every submission has a per-form position, handed out in creation order and never reused; the form row
// keeps the live count (`submissions_count`) and the last position handed out (`last_position`), and
// `submission_blocks` the live count of each run of SUBMISSION_BLOCK_SIZE positions (kept by triggers on
// every insert and delete of submissions, in the same transaction).
// - A form without holes and without a time filter: page p is a position range; one statement.
// - Otherwise: (1) the time filter becomes a position range [lo, hi], one index probe per bound, since
//   creation times never decrease with position; (2) one statement counts the live submissions of the
//   range (the two edge blocks by count(*) over at most a block each, the blocks between from their
//   counters) and finds the block where the wanted offset falls; (3) one statement reads the page,
//   skipping fewer than a block's entries inside that block.

/** Positions per block; the triggers that keep submission_blocks use the same number. */
export const SUBMISSION_BLOCK_SIZE = 1024;

const DOCUMENT_COLUMNS = 'id, created_at, field_values, user_agent, responses, form_version';

/**
 * A form without holes, newest first: $3 is the offset, $4 the page size (bigint: absurd pages cannot
 * overflow). No row at all means no such form; a row without an id, an empty page (or holes: then
 * `total` differs from `last_position` and the range path takes over).
 */
export const SUBMISSIONS_PAGE_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    offset: string,
    pageSize: string,
  ],
  SubmissionRow
>(`
  SELECT form.submissions_count AS total, form.last_position, submission.${DOCUMENT_COLUMNS.split(', ').join(', submission.')}
  FROM forms AS form
  LEFT JOIN LATERAL (
    SELECT position, ${DOCUMENT_COLUMNS}
    FROM submissions
    WHERE workspace_id = $1 AND form_id = $2 AND form.submissions_count = form.last_position
      AND position BETWEEN form.last_position - $3::bigint - $4::bigint + 1 AND form.last_position - $3::bigint
    ORDER BY position DESC
  ) AS submission ON true
  WHERE form.workspace_id = $1 AND form.id = $2
  ORDER BY submission.position DESC`);

/** The same, oldest first. */
export const SUBMISSIONS_OLDEST_PAGE_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    offset: string,
    pageSize: string,
  ],
  SubmissionRow
>(`
  SELECT form.submissions_count AS total, form.last_position, submission.${DOCUMENT_COLUMNS.split(', ').join(', submission.')}
  FROM forms AS form
  LEFT JOIN LATERAL (
    SELECT position, ${DOCUMENT_COLUMNS}
    FROM submissions
    WHERE workspace_id = $1 AND form_id = $2 AND form.submissions_count = form.last_position
      AND position BETWEEN $3::bigint + 1 AND $3::bigint + $4::bigint
    ORDER BY position
  ) AS submission ON true
  WHERE form.workspace_id = $1 AND form.id = $2
  ORDER BY submission.position`);

/** Step 1: the position range [lo, hi] of `created_at >= $3` (when given) and `created_at < $4` (when given). */
export const POSITION_RANGE_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    since: Date | null,
    until: Date | null,
  ],
  PositionRangeRow
>(`
  SELECT form.submissions_count AS live, form.last_position,
    CASE WHEN $3::timestamptz IS NULL THEN 1 ELSE COALESCE(
      (SELECT position FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND created_at >= $3
       ORDER BY created_at, position LIMIT 1), form.last_position + 1) END AS lo,
    CASE WHEN $4::timestamptz IS NULL THEN form.last_position ELSE COALESCE(
      (SELECT position FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND created_at < $4
       ORDER BY created_at DESC, position DESC LIMIT 1), 0) END AS hi
  FROM forms AS form
  WHERE form.workspace_id = $1 AND form.id = $2`);

/**
 * Step 2, for lo <= hi: $3 lo, $4 hi, $5 the offset wanted, $6 true for newest first. The first edge is
 * the block the order starts in. `start_block` is the block between the edges where the offset falls
 * (null when it falls in an edge) and `before` the live count the order passes before reaching it.
 */
export const RANGE_COUNTS_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    lo: number,
    hi: number,
    offset: string,
    newestFirst: boolean,
  ],
  RangeCounts
>(`
  WITH bounds AS (
    SELECT $3::int AS lo, $4::int AS hi, ($3::int - 1) / ${SUBMISSION_BLOCK_SIZE} AS lo_block, ($4::int - 1) / ${SUBMISSION_BLOCK_SIZE} AS hi_block
  ), edges AS (
    SELECT
      (SELECT count(*) FROM submissions WHERE workspace_id = $1 AND form_id = $2
         AND position BETWEEN bounds.lo AND LEAST(bounds.hi, (bounds.lo_block + 1) * ${SUBMISSION_BLOCK_SIZE}))::int AS low_edge,
      CASE WHEN bounds.hi_block > bounds.lo_block THEN
        (SELECT count(*) FROM submissions WHERE workspace_id = $1 AND form_id = $2
           AND position BETWEEN bounds.hi_block * ${SUBMISSION_BLOCK_SIZE} + 1 AND bounds.hi)::int
      ELSE 0 END AS high_edge
    FROM bounds
  ), middle AS (
    SELECT block, live,
      sum(live) OVER (ORDER BY CASE WHEN $6::boolean THEN -block ELSE block END) AS passed
    FROM submission_blocks, bounds
    WHERE workspace_id = $1 AND form_id = $2 AND block > bounds.lo_block AND block < bounds.hi_block
  ), first_edge AS (
    SELECT CASE WHEN NOT $6::boolean OR bounds.hi_block = bounds.lo_block THEN edges.low_edge ELSE edges.high_edge END AS size
    FROM bounds, edges
  ), start AS (
    SELECT middle.block, middle.passed - middle.live AS before
    FROM middle, first_edge
    WHERE middle.passed > $5::bigint - first_edge.size
    ORDER BY CASE WHEN $6::boolean THEN -middle.block ELSE middle.block END
    LIMIT 1
  )
  SELECT edges.low_edge, edges.high_edge, (SELECT COALESCE(sum(live), 0)::bigint FROM middle) AS middle,
    (SELECT block FROM start) AS start_block, (SELECT before FROM start) AS before
  FROM edges`);

/** Step 3, newest first: $3 lo, $4 the position to start from, $5 entries to skip (fewer than a block), $6 page size. */
export const RANGE_NEWEST_PAGE_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    lo: number,
    from: number,
    skip: number,
    pageSize: number,
  ],
  SubmissionDocumentRow
>(`
  SELECT position, ${DOCUMENT_COLUMNS} FROM submissions
  WHERE workspace_id = $1 AND form_id = $2 AND position BETWEEN $3 AND $4
  ORDER BY position DESC OFFSET $5 LIMIT $6`);

/** Step 3, oldest first: $3 the position to start from, $4 hi. */
export const RANGE_OLDEST_PAGE_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    from: number,
    hi: number,
    skip: number,
    pageSize: number,
  ],
  SubmissionDocumentRow
>(`
  SELECT position, ${DOCUMENT_COLUMNS} FROM submissions
  WHERE workspace_id = $1 AND form_id = $2 AND position BETWEEN $3 AND $4
  ORDER BY position OFFSET $5 LIMIT $6`);

export interface RangeCounts {
  low_edge: number;
  high_edge: number;
  middle: string | number;
  start_block: number | null;
  before: string | number | null;
}

/** Where step 3 starts: a position bound and how many live entries to skip from it. */
export interface PageStart {
  from: number;
  skip: number;
}

/** The live total of [lo, hi] and where the page at `offset` starts (null past the end). */
export function locatePage(
  range: { lo: number; hi: number },
  counts: RangeCounts,
  offset: number,
  newestFirst: boolean,
): { total: number; start: PageStart | null } {
  const middle = Number(counts.middle);
  const total = counts.low_edge + counts.high_edge + middle;
  if (offset >= total) return { total, start: null };
  const loBlock = Math.floor((range.lo - 1) / SUBMISSION_BLOCK_SIZE);
  const hiBlock = Math.floor((range.hi - 1) / SUBMISSION_BLOCK_SIZE);
  const single = hiBlock === loBlock;
  const firstEdge = !newestFirst || single ? counts.low_edge : counts.high_edge;
  if (offset < firstEdge) return { total, start: { from: newestFirst ? range.hi : range.lo, skip: offset } };
  if (counts.start_block !== null) {
    const skip = offset - firstEdge - Number(counts.before);
    const from = newestFirst
      ? (counts.start_block + 1) * SUBMISSION_BLOCK_SIZE
      : counts.start_block * SUBMISSION_BLOCK_SIZE + 1;
    return { total, start: { from, skip } };
  }
  // The last edge: the low block newest first, the high block oldest first.
  const skip = offset - firstEdge - middle;
  return {
    total,
    start: { from: newestFirst ? (loBlock + 1) * SUBMISSION_BLOCK_SIZE : hiBlock * SUBMISSION_BLOCK_SIZE + 1, skip },
  };
}

/** What the page statements return per submission. */
export interface SubmissionDocumentRow {
  id: string | null;
  created_at: Date;
  field_values: StoredFieldValue[];
  user_agent: StoredUserAgent;
  responses: StoredResponse[];
  form_version: number;
}

/** A row of the single-statement page: the form's counters on every row. */
export interface SubmissionRow extends SubmissionDocumentRow {
  total: number;
  last_position: number;
}

/** The position range of step 1. */
export interface PositionRangeRow {
  live: number;
  last_position: number;
  lo: number;
  hi: number;
}
