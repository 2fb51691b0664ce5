import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A form's own look over its workspace's brand (colours, font, corners it sets; the brand fills the
 * rest); null, every existing form's, shows the brand alone. Drafts and versions keep it inside their
 * content documents. A partial index holds the themed forms of a workspace: a change of the brand checks
 * them, and most forms have no theme.
 */
export class FormThemes1764090000030 implements MigrationInterface {
  name = 'FormThemes1764090000030';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE forms ADD COLUMN theme jsonb`);
    await db.query(`CREATE INDEX forms_themed_idx ON forms (workspace_id) WHERE theme IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX forms_themed_idx`);
    await db.query(`ALTER TABLE forms DROP COLUMN theme`);
  }
}
