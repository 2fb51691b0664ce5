import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The live count of every block of positions follows every insert and delete of submissions in the
 * same statement's transaction, whatever code sends it (the intake, bulk seeding, erasure): statement
 * triggers over the transition tables, so a COPY of a million rows costs one grouped upsert, not a
 * million.
 */
export class SubmissionBlockTriggers1764010000000 implements MigrationInterface {
  name = 'SubmissionBlockTriggers1764010000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION count_inserted_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO submission_blocks (workspace_id, form_id, block, live)
        SELECT workspace_id, form_id, (position - 1) / 1024, count(*) FROM inserted GROUP BY 1, 2, 3
        ON CONFLICT (workspace_id, form_id, block) DO UPDATE SET live = submission_blocks.live + EXCLUDED.live;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE FUNCTION count_deleted_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE submission_blocks SET live = submission_blocks.live - gone.n
        FROM (SELECT workspace_id, form_id, (position - 1) / 1024 AS block, count(*) AS n FROM deleted GROUP BY 1, 2, 3) AS gone
        WHERE submission_blocks.workspace_id = gone.workspace_id AND submission_blocks.form_id = gone.form_id
          AND submission_blocks.block = gone.block;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER submissions_count_inserted AFTER INSERT ON submissions
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_submissions()`);
    await db.query(`
      CREATE TRIGGER submissions_count_deleted AFTER DELETE ON submissions
      REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_submissions()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER submissions_count_deleted ON submissions`);
    await db.query(`DROP TRIGGER submissions_count_inserted ON submissions`);
    await db.query(`DROP FUNCTION count_deleted_submissions()`);
    await db.query(`DROP FUNCTION count_inserted_submissions()`);
  }
}
