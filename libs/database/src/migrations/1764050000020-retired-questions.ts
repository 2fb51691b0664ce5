import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A form remembers the questions an edit removed (id, kind, last label and slug, in the order removed):
 * their answers stay in stored submissions, and an export still gives each of them a column.
 */
export class RetiredQuestions1764050000020 implements MigrationInterface {
  name = 'RetiredQuestions1764050000020';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE forms ADD COLUMN retired_questions jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE forms DROP COLUMN retired_questions`);
  }
}
