import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Submissions can be deleted, so positions are no longer dense: the form keeps the last position it
 * handed out apart from its live count, and `submission_blocks` keeps the live count of every run of
 * 1,024 positions. A page then starts from a block found by summing at most a few thousand small
 * counters and skips fewer than 1,024 index entries inside it, whatever the depth, the holes or the time
 * filter. Positions follow creation time (a new submission is never stamped earlier than the previous
 * one), so a time filter becomes a position range found by one index probe per bound.
 */
export class SubmissionBlocks1763990000000 implements MigrationInterface {
  name = 'SubmissionBlocks1763990000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE forms ADD COLUMN last_position integer NOT NULL DEFAULT 0, ADD COLUMN last_submission_at timestamptz`);
    await db.query(`CREATE INDEX submissions_created_idx ON submissions (workspace_id, form_id, created_at, position)`);
    await db.query(`
      UPDATE forms SET last_position = submissions_count,
        last_submission_at = (SELECT max(created_at) FROM submissions
                              WHERE submissions.workspace_id = forms.workspace_id AND submissions.form_id = forms.id)`);
    await db.query(`
      CREATE TABLE submission_blocks (
        workspace_id uuid NOT NULL,
        form_id uuid NOT NULL,
        block integer NOT NULL,
        live integer NOT NULL CHECK (live >= 0),
        PRIMARY KEY (workspace_id, form_id, block),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id)
      )`);
    await db.query(`
      INSERT INTO submission_blocks (workspace_id, form_id, block, live)
      SELECT workspace_id, form_id, (position - 1) / 1024, count(*) FROM submissions GROUP BY 1, 2, 3`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE submission_blocks`);
    await db.query(`DROP INDEX submissions_created_idx`);
    await db.query(`ALTER TABLE forms DROP COLUMN last_position, DROP COLUMN last_submission_at`);
  }
}
