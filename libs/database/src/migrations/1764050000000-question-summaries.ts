import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The responses of a row as a set; a document that is not an array (none the service writes) counts for nothing. */
function responsesOf(column: string): string {
  return `json_array_elements(CASE WHEN json_typeof(${column}) = 'array' THEN ${column} ELSE '[]'::json END)`;
}

/**
 * What the rows of `alias` count for: each row's document parsed once (the fence keeps the planner from
 * repeating the cast inside the function), then read by summary_entries.
 */
function summaryEntriesOf(alias: string): string {
  return `(SELECT ${alias}.responses::jsonb AS document OFFSET 0) AS ${alias}_parsed CROSS JOIN LATERAL summary_entries(${alias}_parsed.document)`;
}
const ENTRIES_OF = summaryEntriesOf;

// Kinds whose answers are shown as their latest values; the summary's read side names the same five.
const TEXT_KINDS = `'short_text', 'long_text', 'email', 'phone', 'url'`;

/**
 * The counters of a set of stored submissions (`source`: the trigger's transition table, or the whole
 * submissions table when the counters are first built), added in. Counted first per block of 64
 * positions, then rolled up into the coarser units, so a bulk load of a million rows costs one grouped
 * upsert, not a million. Rows are upserted in key order, so two writers never wait for each other in
 * opposite orders.
 */
function addCountsSql(source: string): string {
  return `
    WITH finest AS (
      SELECT s.workspace_id, s.form_id, (s.position - 1) / 64 AS block, e.question_id, e.value_key,
        sum(e.answered) AS answers, sum(e.skipped) AS skipped, count(e.number_value) AS numbers,
        sum(e.number_value) AS number_sum, min(e.number_value) AS number_min, max(e.number_value) AS number_max,
        min(e.date_value) AS date_min, max(e.date_value) AS date_max
      FROM ${source} AS s CROSS JOIN LATERAL ${ENTRIES_OF('s')} AS e
      GROUP BY 1, 2, 3, 4, 5
    )
    INSERT INTO summary_counts (workspace_id, form_id, span, block, question_id, value_key, answers, skipped, numbers,
      number_sum, number_min, number_max, date_min, date_max)
    SELECT finest.workspace_id, finest.form_id, spans.span, COALESCE(finest.block / spans.finest_blocks, 0),
      finest.question_id, finest.value_key, sum(finest.answers), sum(finest.skipped), sum(finest.numbers),
      sum(finest.number_sum), min(finest.number_min), max(finest.number_max), min(finest.date_min), max(finest.date_max)
    FROM finest CROSS JOIN (VALUES (0, 1), (1, 64), (2, 4096), (3, NULL)) AS spans (span, finest_blocks)
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (workspace_id, form_id, span, block, question_id, value_key) DO UPDATE SET
      answers = summary_counts.answers + EXCLUDED.answers,
      skipped = summary_counts.skipped + EXCLUDED.skipped,
      numbers = summary_counts.numbers + EXCLUDED.numbers,
      number_sum = CASE WHEN EXCLUDED.number_sum IS NULL THEN summary_counts.number_sum
                        ELSE COALESCE(summary_counts.number_sum, 0) + EXCLUDED.number_sum END,
      number_min = LEAST(summary_counts.number_min, EXCLUDED.number_min),
      number_max = GREATEST(summary_counts.number_max, EXCLUDED.number_max),
      date_min = LEAST(summary_counts.date_min, EXCLUDED.date_min),
      date_max = GREATEST(summary_counts.date_max, EXCLUDED.date_max)`;
}

// The units a deletion touched, at every span (read from the trigger's transition table).
const TOUCHED_UNITS = `(
  SELECT DISTINCT d.workspace_id, d.form_id, spans.span, COALESCE(((d.position - 1) / 64) / spans.finest_blocks, 0) AS block
  FROM deleted AS d CROSS JOIN (VALUES (0, 1), (1, 64), (2, 4096), (3, NULL)) AS spans (span, finest_blocks))`;

function addTextBlocksSql(source: string): string {
  return `
    INSERT INTO summary_text_blocks (workspace_id, form_id, question_id, block, answers)
    SELECT s.workspace_id, s.form_id, r->>'question_id', (s.position - 1) / 16, count(*)
    FROM ${source} AS s CROSS JOIN LATERAL ${responsesOf('s.responses')} AS r
    WHERE r->>'question_id' IS NOT NULL AND r->>'kind' IN (${TEXT_KINDS}) AND r->>'value' <> ''
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (workspace_id, form_id, question_id, block) DO UPDATE SET answers = summary_text_blocks.answers + EXCLUDED.answers`;
}

/**
 * The per-question summary, exact at every moment and cheap at any size: counters kept by triggers on
 * submissions, in the transaction of whatever inserts or deletes them (the intake, the bulk seed,
 * erasure, a form's deletion), the way `submission_blocks` keeps page counts.
 *
 * - Each stored response now names its question's id (renaming a question keeps its counts) and, for a
 *   multiple choice, the options picked. Responses stored before get the id of the form's question with
 *   their slug here, once, so that adding and removing them count the same way forever after.
 * - `summary_entries(responses)` (the document as jsonb: parsed once per row) is the one definition of what a submission counts for: the submission
 *   itself (question '' ), each question it had (answered or skipped, number and date figures), and each
 *   label or rating it picked. The read side recounts the edges of a range with the same function.
 * - `summary_counts` holds those counts per unit of positions at four spans: blocks of 64 positions
 *   (span 0), of 4,096 (1), of 262,144 (2) and the whole form (3). A range of positions is then a few
 *   units per span plus fewer than 64 rows at each edge, whatever the size of the form.
 * - Minimums and maximums cannot be taken back: a deletion recomputes them for its 64-position block
 *   from the rows left there, then each coarser unit from its at most 64 finer ones.
 * - `summary_text_blocks` counts the non-blank text answers per question and block of 16 positions, so
 *   the latest text answers are read from the few newest small blocks that have one.
 */
export class QuestionSummaries1764050000000 implements MigrationInterface {
  name = 'QuestionSummaries1764050000000';

  async up(db: QueryRunner): Promise<void> {
    // Responses stored before: the question with their slug now, matched once.
    await db.query(`
      UPDATE submissions AS s SET responses = (
        SELECT jsonb_agg(
          CASE WHEN e.response ? 'question_id' THEN e.response
          ELSE e.response || jsonb_strip_nulls(jsonb_build_object(
            'question_id', (SELECT question->>'id' FROM json_array_elements(f.questions) AS question
                            WHERE question->>'slug' = e.response->>'slug' LIMIT 1),
            'choices', CASE WHEN e.response->>'kind' <> 'multiple_choice' THEN NULL
                            WHEN e.response->>'value' = '' THEN '[]'::jsonb
                            ELSE to_jsonb(string_to_array(e.response->>'value', ', ')) END))
          END ORDER BY e.ordinality)::json
        FROM jsonb_array_elements(s.responses::jsonb) WITH ORDINALITY AS e (response, ordinality))
      FROM forms AS f
      WHERE f.workspace_id = s.workspace_id AND f.id = s.form_id
        AND EXISTS (SELECT 1 FROM ${responsesOf('s.responses')} AS r WHERE r->>'question_id' IS NULL)`);

    await db.query(`
      CREATE FUNCTION summary_entries(responses jsonb)
      RETURNS TABLE (question_id text, value_key text, answered int, skipped int, number_value numeric, date_value date)
      LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT ''::text, '#'::text, 1, 0, NULL::numeric, NULL::date
        UNION ALL
        SELECT r.value->>'question_id', k.value_key, k.answered, k.skipped, k.number_value, k.date_value
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(responses) = 'array' THEN responses ELSE '[]'::jsonb END) AS r
        CROSS JOIN LATERAL (SELECT r.value->>'kind' AS kind, r.value->>'value' AS value) AS answer
        CROSS JOIN LATERAL (
          SELECT '#'::text AS value_key, (answer.value <> '')::int AS answered, (answer.value = '')::int AS skipped,
            CASE WHEN answer.kind = 'number' AND answer.value ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN answer.value::numeric END AS number_value,
            CASE WHEN answer.kind = 'date' AND answer.value ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN answer.value::date END AS date_value
          UNION ALL
          SELECT 'v' || choice, 1, 0, NULL, NULL
          FROM jsonb_array_elements_text(
            CASE WHEN jsonb_typeof(r.value->'choices') = 'array' THEN r.value->'choices' ELSE '[]'::jsonb END) AS choice
          WHERE answer.kind = 'multiple_choice'
          UNION ALL
          SELECT 'v' || answer.value, 1, 0, NULL, NULL
          WHERE answer.kind IN ('single_choice', 'dropdown', 'yes_no', 'rating') AND answer.value <> ''
        ) AS k
        WHERE r.value->>'question_id' IS NOT NULL
      $$`);

    // Updated in place all the time: room on each page keeps those updates HOT (no index churn).
    await db.query(`
      CREATE TABLE summary_counts (
        workspace_id uuid NOT NULL,
        form_id uuid NOT NULL,
        span smallint NOT NULL,
        block integer NOT NULL,
        question_id text NOT NULL,
        value_key text NOT NULL,
        answers bigint NOT NULL,
        skipped bigint NOT NULL,
        numbers bigint NOT NULL,
        number_sum numeric,
        number_min numeric,
        number_max numeric,
        date_min date,
        date_max date,
        PRIMARY KEY (workspace_id, form_id, span, block, question_id, value_key),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE
      ) WITH (fillfactor = 70)`);
    await db.query(`
      CREATE TABLE summary_text_blocks (
        workspace_id uuid NOT NULL,
        form_id uuid NOT NULL,
        question_id text NOT NULL,
        block integer NOT NULL,
        answers integer NOT NULL,
        PRIMARY KEY (workspace_id, form_id, question_id, block),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE
      ) WITH (fillfactor = 70)`);

    await db.query(`
      CREATE FUNCTION summarize_inserted_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${addCountsSql('inserted')};
        ${addTextBlocksSql('inserted')};
        RETURN NULL;
      END $$`);

    await db.query(`
      CREATE FUNCTION summarize_deleted_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        level integer;
      BEGIN
        WITH finest AS (
          SELECT d.workspace_id, d.form_id, (d.position - 1) / 64 AS block, e.question_id, e.value_key,
            sum(e.answered) AS answers, sum(e.skipped) AS skipped, count(e.number_value) AS numbers,
            sum(e.number_value) AS number_sum
          FROM deleted AS d CROSS JOIN LATERAL ${ENTRIES_OF('d')} AS e
          GROUP BY 1, 2, 3, 4, 5
        ), gone AS (
          SELECT finest.workspace_id, finest.form_id, spans.span, COALESCE(finest.block / spans.finest_blocks, 0) AS block,
            finest.question_id, finest.value_key, sum(finest.answers) AS answers, sum(finest.skipped) AS skipped,
            sum(finest.numbers) AS numbers, sum(finest.number_sum) AS number_sum
          FROM finest CROSS JOIN (VALUES (0, 1), (1, 64), (2, 4096), (3, NULL)) AS spans (span, finest_blocks)
          GROUP BY 1, 2, 3, 4, 5, 6
        )
        UPDATE summary_counts AS c SET answers = c.answers - gone.answers, skipped = c.skipped - gone.skipped,
          numbers = c.numbers - gone.numbers,
          number_sum = CASE WHEN gone.number_sum IS NULL THEN c.number_sum ELSE c.number_sum - gone.number_sum END
        FROM gone
        WHERE c.workspace_id = gone.workspace_id AND c.form_id = gone.form_id AND c.span = gone.span
          AND c.block = gone.block AND c.question_id = gone.question_id AND c.value_key = gone.value_key;

        -- What no submission counts for any more goes (an option since removed then no longer shows).
        DELETE FROM summary_counts AS c USING ${TOUCHED_UNITS} AS t
        WHERE c.workspace_id = t.workspace_id AND c.form_id = t.form_id AND c.span = t.span AND c.block = t.block
          AND c.answers = 0 AND c.skipped = 0;

        -- Minimums and maximums: the finest blocks from their remaining rows, then each span from the one below.
        UPDATE summary_counts AS c SET (number_min, number_max, date_min, date_max) = (
          SELECT min(e.number_value), max(e.number_value), min(e.date_value), max(e.date_value)
          FROM submissions AS s CROSS JOIN LATERAL ${ENTRIES_OF('s')} AS e
          WHERE s.workspace_id = c.workspace_id AND s.form_id = c.form_id
            AND s.position BETWEEN c.block * 64 + 1 AND c.block * 64 + 64
            AND e.question_id = c.question_id AND e.value_key = '#')
        FROM ${TOUCHED_UNITS} AS t
        WHERE c.workspace_id = t.workspace_id AND c.form_id = t.form_id AND c.span = 0 AND t.span = 0 AND c.block = t.block
          AND c.value_key = '#' AND (c.number_min IS NOT NULL OR c.date_min IS NOT NULL);
        FOR level IN 1..3 LOOP
          UPDATE summary_counts AS c SET (number_min, number_max, date_min, date_max) = (
            SELECT min(finer.number_min), max(finer.number_max), min(finer.date_min), max(finer.date_max)
            FROM summary_counts AS finer
            WHERE finer.workspace_id = c.workspace_id AND finer.form_id = c.form_id AND finer.span = level - 1
              AND finer.block BETWEEN c.block * 64 AND CASE WHEN level = 3 THEN 2147483647 ELSE c.block * 64 + 63 END
              AND finer.question_id = c.question_id AND finer.value_key = '#')
          FROM ${TOUCHED_UNITS} AS t
          WHERE c.workspace_id = t.workspace_id AND c.form_id = t.form_id AND c.span = level AND t.span = level
            AND c.block = t.block AND c.value_key = '#' AND (c.number_min IS NOT NULL OR c.date_min IS NOT NULL);
        END LOOP;

        WITH gone AS (
          SELECT d.workspace_id, d.form_id, r->>'question_id' AS question_id, (d.position - 1) / 16 AS block, count(*) AS answers
          FROM deleted AS d CROSS JOIN LATERAL ${responsesOf('d.responses')} AS r
          WHERE r->>'question_id' IS NOT NULL AND r->>'kind' IN (${TEXT_KINDS}) AND r->>'value' <> ''
          GROUP BY 1, 2, 3, 4
        )
        UPDATE summary_text_blocks AS t SET answers = t.answers - gone.answers
        FROM gone
        WHERE t.workspace_id = gone.workspace_id AND t.form_id = gone.form_id AND t.question_id = gone.question_id
          AND t.block = gone.block;
        DELETE FROM summary_text_blocks AS b USING (
          SELECT DISTINCT d.workspace_id, d.form_id, r->>'question_id' AS question_id, (d.position - 1) / 16 AS block
          FROM deleted AS d CROSS JOIN LATERAL ${responsesOf('d.responses')} AS r
          WHERE r->>'question_id' IS NOT NULL AND r->>'kind' IN (${TEXT_KINDS}) AND r->>'value' <> ''
        ) AS gone
        WHERE b.workspace_id = gone.workspace_id AND b.form_id = gone.form_id AND b.question_id = gone.question_id
          AND b.block = gone.block AND b.answers <= 0;
        RETURN NULL;
      END $$`);

    await db.query(`
      CREATE TRIGGER submissions_summarize_inserted AFTER INSERT ON submissions
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION summarize_inserted_submissions()`);
    await db.query(`
      CREATE TRIGGER submissions_summarize_deleted AFTER DELETE ON submissions
      REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION summarize_deleted_submissions()`);

    await db.query(addCountsSql('submissions'));
    await db.query(addTextBlocksSql('submissions'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER submissions_summarize_deleted ON submissions`);
    await db.query(`DROP TRIGGER submissions_summarize_inserted ON submissions`);
    await db.query(`DROP FUNCTION summarize_deleted_submissions()`);
    await db.query(`DROP FUNCTION summarize_inserted_submissions()`);
    await db.query(`DROP TABLE summary_text_blocks`);
    await db.query(`DROP TABLE summary_counts`);
    await db.query(`DROP FUNCTION summary_entries(jsonb)`);
  }
}
