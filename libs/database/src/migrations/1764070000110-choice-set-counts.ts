import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The one definition of what a submission counts for here: each multiple-choice answer with at least one
 * pick, as its question and the set of labels picked (each once, in one fixed order, so that the same
 * picks in any order are the same set), and that set's key. Read over the stored json as it is (no
 * conversion of the whole document, which the summary's triggers already pay for).
 */
const CHOICE_SETS_FUNCTION = `
  CREATE FUNCTION choice_sets(responses json)
  RETURNS TABLE (question_id text, set_key uuid, choices text[])
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT picked.question_id, md5(array_to_json(picked.choices)::text)::uuid, picked.choices
    FROM (
      SELECT r.value->>'question_id' AS question_id,
        ARRAY(SELECT DISTINCT c COLLATE "C" FROM json_array_elements_text(r.value->'choices') AS c ORDER BY 1) AS choices
      FROM json_array_elements(CASE WHEN json_typeof(responses) = 'array' THEN responses ELSE '[]'::json END) AS r
      WHERE r.value->>'kind' = 'multiple_choice' AND r.value->>'question_id' IS NOT NULL
        AND json_typeof(r.value->'choices') = 'array' AND json_array_length(r.value->'choices') > 0
    ) AS picked
  $$`;

/** Rows of `alias` that may hold a multiple choice: the others are not read at all. */
function mayHoldChoices(alias: string): string {
  return `strpos(${alias}.responses::text, '"multiple_choice"') > 0`;
}

/** The sets of the rows of `source`, counted and added in, upserted in key order (no two writers wait in opposite orders). */
function addSetsSql(source: string): string {
  return `
    INSERT INTO choice_set_counts (workspace_id, form_id, question_id, set_key, choices, submissions)
    SELECT s.workspace_id, s.form_id, e.question_id, e.set_key, min(e.choices), count(*)
    FROM ${source} AS s CROSS JOIN LATERAL choice_sets(s.responses) AS e
    WHERE ${mayHoldChoices('s')}
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (workspace_id, form_id, question_id, set_key) DO UPDATE SET
      submissions = choice_set_counts.submissions + EXCLUDED.submissions`;
}

/**
 * How many submissions chose at least one of some options of a multiple-choice question, exactly, at any
 * number of submissions. The summary's counters hold each option's picks, and a submission that picked two
 * of the options asked about is in both: their sum counts it twice, and no sum of per-option counts can
 * tell. Here each question's answers are counted per set of options picked together: a submission is in
 * exactly one set, so the submissions that chose any of some options are the sum over the sets holding
 * one of them. Reading it costs one row per distinct combination respondents actually picked (at most
 * 2^options, in practice a few dozen), whatever the number of submissions.
 *
 * Kept by triggers on submissions in the transaction that inserts or deletes them, like the summary's
 * counters (a submission's answers are never updated in place); a set nobody holds any more goes. What
 * that costs a write: one pass over the multiple-choice answers of each row that has one, then one upsert
 * per set (a bulk load of 100,000 rows that all have one was about a third slower with it on a busy
 * machine; a submission is one small upsert more). The submissions stored before are counted once here.
 */
export class ChoiceSetCounts1764070000110 implements MigrationInterface {
  name = 'ChoiceSetCounts1764070000110';

  async up(db: QueryRunner): Promise<void> {
    await db.query(CHOICE_SETS_FUNCTION);
    // Updated in place all the time: room on each page keeps those updates HOT (no index churn).
    await db.query(`
      CREATE TABLE choice_set_counts (
        workspace_id uuid NOT NULL,
        form_id uuid NOT NULL,
        question_id text NOT NULL,
        set_key uuid NOT NULL,
        choices text[] NOT NULL,
        submissions bigint NOT NULL,
        PRIMARY KEY (workspace_id, form_id, question_id, set_key),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE
      ) WITH (fillfactor = 70)`);
    await db.query(`
      CREATE FUNCTION count_inserted_choice_sets() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${addSetsSql('inserted')};
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE FUNCTION count_deleted_choice_sets() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        WITH gone AS (
          SELECT d.workspace_id, d.form_id, e.question_id, e.set_key, count(*) AS submissions
          FROM deleted AS d CROSS JOIN LATERAL choice_sets(d.responses) AS e
          WHERE ${mayHoldChoices('d')}
          GROUP BY 1, 2, 3, 4
        )
        UPDATE choice_set_counts AS c SET submissions = c.submissions - gone.submissions
        FROM gone
        WHERE c.workspace_id = gone.workspace_id AND c.form_id = gone.form_id AND c.question_id = gone.question_id
          AND c.set_key = gone.set_key;
        DELETE FROM choice_set_counts AS c USING (
          SELECT DISTINCT d.workspace_id, d.form_id, e.question_id, e.set_key
          FROM deleted AS d CROSS JOIN LATERAL choice_sets(d.responses) AS e
          WHERE ${mayHoldChoices('d')}
        ) AS gone
        WHERE c.workspace_id = gone.workspace_id AND c.form_id = gone.form_id AND c.question_id = gone.question_id
          AND c.set_key = gone.set_key AND c.submissions <= 0;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER submissions_count_inserted_choice_sets AFTER INSERT ON submissions
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_choice_sets()`);
    await db.query(`
      CREATE TRIGGER submissions_count_deleted_choice_sets AFTER DELETE ON submissions
      REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_choice_sets()`);
    await db.query(addSetsSql('submissions'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER submissions_count_deleted_choice_sets ON submissions`);
    await db.query(`DROP TRIGGER submissions_count_inserted_choice_sets ON submissions`);
    await db.query(`DROP FUNCTION count_deleted_choice_sets()`);
    await db.query(`DROP FUNCTION count_inserted_choice_sets()`);
    await db.query(`DROP TABLE choice_set_counts`);
    await db.query(`DROP FUNCTION choice_sets(json)`);
  }
}
