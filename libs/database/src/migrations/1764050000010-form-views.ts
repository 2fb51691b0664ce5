import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Views of each form's fill page per UTC day. Replicas count views in memory and add their counts every
 * few seconds (`views = views + n`), so the row sums every replica's views. The rows go with their form.
 */
export class FormViews1764050000010 implements MigrationInterface {
  name = 'FormViews1764050000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE form_views_daily (
        workspace_id uuid NOT NULL,
        form_id uuid NOT NULL,
        day date NOT NULL,
        views bigint NOT NULL CHECK (views >= 0),
        PRIMARY KEY (workspace_id, form_id, day),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE form_views_daily`);
  }
}
