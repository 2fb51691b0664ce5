import { sql } from '../statement';

// Every statement of the per-question summary, and the arithmetic that picks what they read. The counts
// live in `summary_counts` and `summary_text_blocks`, kept by triggers on submissions (see the migration
// QuestionSummaries): each unit of positions at four spans holds what its submissions count for. A range
// of submissions becomes a position range (creation times never decrease with position), then a few
// whole units per span plus fewer than 64 positions at each edge, recounted from the rows with the same
// `summary_entries` function the triggers use. Imports nothing, so that the benchmark's raw baseline
// sends exactly these statements. The pool prepares them once and soon runs a generic plan, blind to the
// arrays' contents: each unit and range is therefore read through a LATERAL index lookup (OFFSET 0 keeps
// the planner from flattening it into a join), which keeps that plan to a few index probes rather than a
// scan of the whole form.

/** Positions per unit at spans 0, 1 and 2; span 3 is the whole form (one unit, block 0). */
export const SUMMARY_SPAN_SIZES = [64, 4096, 262_144] as const;
export const WHOLE_FORM_SPAN = 3;
/** The finest unit of the counters. */
export const SUMMARY_BLOCK_SIZE = SUMMARY_SPAN_SIZES[0];
/** Positions per block of `summary_text_blocks`: small, so that the latest answers cost few rows to read. */
export const SUMMARY_TEXT_BLOCK_SIZE = 16;
/** Kinds whose answers are read back as the latest ones; the migration's triggers name the same five. */
export const SUMMARY_TEXT_KINDS = ['short_text', 'long_text', 'email', 'phone', 'url'] as const;
/** The question id under which every submission counts itself. */
export const SUBMISSION_COUNT_KEY = '';

/** The snapshot all statements of one summary read: counts and latest answers of one same moment. */
export const BEGIN_SUMMARY_SQL = sql<[]>('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
export const END_SUMMARY_SQL = sql<[]>('COMMIT');

/**
 * The form's questions, its live count and last position, and the position range [lo, hi] of
 * `created_at >= $3` (when given) and `created_at < $4` (when given): one index probe per bound.
 */
export const SUMMARY_FORM_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    since: Date | null,
    until: Date | null,
  ],
  SummaryFormRow
>(`
  SELECT form.questions, form.submissions_count AS live, form.last_position,
    CASE WHEN $3::timestamptz IS NULL THEN 1 ELSE COALESCE(
      (SELECT position FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND created_at >= $3
       ORDER BY created_at, position LIMIT 1), form.last_position + 1) END AS lo,
    CASE WHEN $4::timestamptz IS NULL THEN form.last_position ELSE COALESCE(
      (SELECT position FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND created_at < $4
       ORDER BY created_at DESC, position DESC LIMIT 1), 0) END AS hi
  FROM forms AS form
  WHERE form.workspace_id = $1 AND form.id = $2`);

/**
 * The counts of the range per question and key: whole units ($3 spans, $4 first and $5 last blocks) from
 * their counters, edge positions ($6 first, $7 last) recounted from the rows; only the questions in $8
 * ('' for the submissions themselves). Key '#' is the question itself, 'v' + label a label picked.
 */
export const SUMMARY_COUNTS_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    spans: number[],
    firstBlocks: number[],
    lastBlocks: number[],
    edgeFirsts: number[],
    edgeLasts: number[],
    questionIds: string[],
  ],
  SummaryCountRow
>(`
  WITH counted AS (
    SELECT c.question_id, c.value_key, c.answers, c.skipped, c.numbers, c.number_sum, c.number_min, c.number_max,
      c.date_min, c.date_max
    FROM unnest($3::int[], $4::int[], $5::int[]) AS unit (span, first_block, last_block)
    CROSS JOIN LATERAL (
      SELECT * FROM summary_counts
      WHERE workspace_id = $1 AND form_id = $2 AND span = unit.span AND block BETWEEN unit.first_block AND unit.last_block
        AND question_id = ANY ($8::text[])
      OFFSET 0
    ) AS c
    UNION ALL
    SELECT e.question_id, e.value_key, e.answered, e.skipped, (e.number_value IS NOT NULL)::int, e.number_value,
      e.number_value, e.number_value, e.date_value, e.date_value
    FROM unnest($6::int[], $7::int[]) AS edge (first_position, last_position)
    CROSS JOIN LATERAL (
      SELECT responses FROM submissions
      WHERE workspace_id = $1 AND form_id = $2 AND position BETWEEN edge.first_position AND edge.last_position
      OFFSET 0
    ) AS s
    CROSS JOIN LATERAL (SELECT s.responses::jsonb AS document OFFSET 0) AS parsed
    CROSS JOIN LATERAL summary_entries(parsed.document) AS e
    WHERE e.question_id = ANY ($8::text[])
  )
  SELECT question_id, value_key, sum(answers)::bigint AS answers, sum(skipped)::bigint AS skipped,
    sum(numbers)::bigint AS numbers, min(number_min)::text AS number_min, max(number_max)::text AS number_max,
    round(sum(number_sum) / NULLIF(sum(numbers), 0), 2)::text AS number_average,
    to_char(min(date_min), 'YYYY-MM-DD') AS date_min, to_char(max(date_max), 'YYYY-MM-DD') AS date_max
  FROM counted
  GROUP BY question_id, value_key`);

/**
 * Blocks read per text question: each block wholly inside the range holds at least one answer, and at
 * most two (the range's first and last) are cut by it, so 5 + 2 blocks always hold the 5 latest answers.
 */
export const SUMMARY_LATEST_BLOCKS = 5 + 2;

/**
 * For each text question ($3), the newest text blocks between blocks $4 and $5 holding a
 * non-blank answer to it, with how many: enough to find its latest answers in a bounded read.
 */
export const SUMMARY_TEXT_BLOCKS_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    questionIds: string[],
    firstBlock: number,
    lastBlock: number,
  ],
  SummaryTextBlockRow
>(`
  SELECT question.id AS question_id, found.block, found.answers
  FROM unnest($3::text[]) AS question (id)
  CROSS JOIN LATERAL (
    SELECT block, answers FROM summary_text_blocks
    WHERE workspace_id = $1 AND form_id = $2 AND question_id = question.id AND block BETWEEN $4 AND $5
    ORDER BY block DESC
    LIMIT ${SUMMARY_LATEST_BLOCKS}
  ) AS found`);

/** The non-blank text answers to the questions $5 in the position ranges $3..$4 (first, last). */
export const SUMMARY_TEXT_ANSWERS_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    firsts: number[],
    lasts: number[],
    questionIds: string[],
  ],
  SummaryTextAnswerRow
>(`
  SELECT s.id, s.created_at, s.position, r->>'question_id' AS question_id, r->>'value' AS value
  FROM unnest($3::int[], $4::int[]) AS part (first_position, last_position)
  CROSS JOIN LATERAL (
    SELECT id, created_at, position, responses FROM submissions
    WHERE workspace_id = $1 AND form_id = $2 AND position BETWEEN part.first_position AND part.last_position
    OFFSET 0
  ) AS s
  CROSS JOIN LATERAL json_array_elements(CASE WHEN json_typeof(s.responses) = 'array' THEN s.responses ELSE '[]'::json END) AS r
  WHERE r->>'question_id' = ANY ($5::text[]) AND r->>'kind' IN (${SUMMARY_TEXT_KINDS.map((kind) => `'${kind}'`).join(', ')})
    AND r->>'value' <> ''`);

export interface SummaryFormRow {
  questions: { id: string; kind: string; slug: string; label: string; position: number; options: string[]; scale: number | null }[];
  live: number;
  last_position: number;
  lo: number;
  hi: number;
}

export interface SummaryCountRow {
  question_id: string;
  value_key: string;
  answers: string;
  skipped: string;
  numbers: string;
  number_min: string | null;
  number_max: string | null;
  number_average: string | null;
  date_min: string | null;
  date_max: string | null;
}

export interface SummaryTextBlockRow {
  question_id: string;
  block: number;
  answers: number;
}

export interface SummaryTextAnswerRow {
  id: string;
  created_at: Date;
  position: number;
  question_id: string;
  value: string;
}

/** What SUMMARY_COUNTS_SQL reads: whole units per span, and edge positions. */
export interface SummaryParts {
  spans: number[];
  firstBlocks: number[];
  lastBlocks: number[];
  edgeFirsts: number[];
  edgeLasts: number[];
}

/**
 * The units and edges that cover positions [lo, hi] exactly: the whole form when the range is all of it,
 * else positions before the first (after the last) 64-aligned boundary as edges, then at each span the
 * units up to the next coarser boundary on either side, and the coarsest span's units in between.
 * At most 63 positions per edge and 63 units per span on either side, whatever the form's size.
 */
export function summaryParts(lo: number, hi: number, lastPosition: number): SummaryParts {
  const parts: SummaryParts = { spans: [], firstBlocks: [], lastBlocks: [], edgeFirsts: [], edgeLasts: [] };
  if (lo > hi) return parts;
  if (lo <= 1 && hi >= lastPosition) {
    parts.spans.push(WHOLE_FORM_SPAN);
    parts.firstBlocks.push(0);
    parts.lastBlocks.push(0);
    return parts;
  }
  const unit = (span: number, start: number, end: number) => {
    // [start, end) in 0-based positions, aligned to the span's size.
    if (start >= end) return;
    parts.spans.push(span);
    parts.firstBlocks.push(start / SUMMARY_SPAN_SIZES[span]);
    parts.lastBlocks.push(end / SUMMARY_SPAN_SIZES[span] - 1);
  };
  const edge = (first: number, last: number) => {
    parts.edgeFirsts.push(first);
    parts.edgeLasts.push(last);
  };
  // 0-based, end exclusive.
  let start = lo - 1;
  let end = hi;
  const size = SUMMARY_BLOCK_SIZE;
  const alignedStart = Math.ceil(start / size) * size;
  const alignedEnd = Math.floor(end / size) * size;
  if (alignedStart >= alignedEnd) {
    edge(lo, hi);
    return parts;
  }
  if (start < alignedStart) edge(start + 1, alignedStart);
  if (alignedEnd < end) edge(alignedEnd + 1, end);
  start = alignedStart;
  end = alignedEnd;
  for (let span = 0; span < SUMMARY_SPAN_SIZES.length; span++) {
    const coarser = SUMMARY_SPAN_SIZES[span + 1];
    if (coarser === undefined) {
      unit(span, start, end);
      break;
    }
    const innerStart = Math.ceil(start / coarser) * coarser;
    const innerEnd = Math.floor(end / coarser) * coarser;
    if (innerStart >= innerEnd) {
      unit(span, start, end);
      break;
    }
    unit(span, start, innerStart);
    unit(span, innerEnd, end);
    start = innerStart;
    end = innerEnd;
  }
  return parts;
}

/**
 * Which positions to read for the latest `wanted` answers of each text question, given its newest
 * blocks with answers (newest first): blocks are taken until those lying wholly inside [lo, hi] hold
 * `wanted` answers (a block cut by the range may hold none of them; positions past the last one handed
 * out hold nothing). Returns merged position ranges.
 */
export function latestAnswerRanges(
  blocksByQuestion: ReadonlyMap<string, readonly { block: number; answers: number }[]>,
  range: { lo: number; hi: number; lastPosition: number },
  wanted: number,
): { firsts: number[]; lasts: number[] } {
  const { lo, hi, lastPosition } = range;
  const chosen = new Set<number>();
  for (const blocks of blocksByQuestion.values()) {
    let sure = 0;
    for (const { block, answers } of blocks) {
      if (sure >= wanted) break;
      chosen.add(block);
      const first = block * SUMMARY_TEXT_BLOCK_SIZE + 1;
      const last = first + SUMMARY_TEXT_BLOCK_SIZE - 1;
      if (first >= lo && (last <= hi || hi >= lastPosition)) sure += answers;
    }
  }
  const firsts: number[] = [];
  const lasts: number[] = [];
  for (const block of [...chosen].sort((a, b) => a - b)) {
    const first = Math.max(lo, block * SUMMARY_TEXT_BLOCK_SIZE + 1);
    const last = Math.min(hi, block * SUMMARY_TEXT_BLOCK_SIZE + SUMMARY_TEXT_BLOCK_SIZE);
    if (firsts.length > 0 && lasts[lasts.length - 1] + 1 >= first) lasts[lasts.length - 1] = last;
    else {
      firsts.push(first);
      lasts.push(last);
    }
  }
  return { firsts, lasts };
}
