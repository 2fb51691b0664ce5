import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A form's content only changes as a whole, recorded version; the builder works on a draft that
 * respondents never see.
 *
 * - `forms.version`: the number of the live version, moved under the form's row lock by whatever makes
 *   a new one. Every existing form is at version 1.
 * - `form_versions`: each version's content as it was (title, questions, hidden fields, settings, the
 *   columns' own JSON shapes under the model's names; json, not jsonb, so that a condition reads back in
 *   the order it was written and compares equal to the form's), what changed from the one before, when and by
 *   whom. Numbers run from 1 without gaps, so the primary key, read backwards, pages newest first
 *   without counting or skipping rows. Version 1 of every existing form is its content now.
 * - `form_drafts`: at most one per form, with the version it started from and a revision counting its
 *   saves (what its ETag is made of).
 * - `submissions.form_version`: the version a submission answered; the rows stored before versions
 *   existed answered version 1. A constant default is only recorded in the catalogue (PostgreSQL 11 and
 *   later): no row is rewritten, and the table's lock is held for an instant, whatever its size.
 */
export class FormVersions1764070000100 implements MigrationInterface {
  name = 'FormVersions1764070000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE forms ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0)`);
    await db.query(`ALTER TABLE submissions ADD COLUMN form_version integer NOT NULL DEFAULT 1`);
    await db.query(`
      CREATE TABLE form_versions (
        workspace_id uuid NOT NULL,
        form_id uuid NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        content json NOT NULL,
        changes jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        created_by_type text NOT NULL,
        created_by_id text,
        created_by_label text NOT NULL,
        PRIMARY KEY (workspace_id, form_id, version),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE TABLE form_drafts (
        workspace_id uuid NOT NULL,
        form_id uuid NOT NULL,
        based_on_version integer NOT NULL,
        content json NOT NULL,
        revision integer NOT NULL CHECK (revision > 0),
        updated_at timestamptz NOT NULL,
        updated_by_type text NOT NULL,
        updated_by_id text,
        updated_by_label text NOT NULL,
        PRIMARY KEY (workspace_id, form_id),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE
      )`);
    // Nobody can say who made the content the forms have now: the service is named.
    await db.query(`
      INSERT INTO form_versions (workspace_id, form_id, version, content, changes, created_at, created_by_type,
        created_by_id, created_by_label)
      SELECT workspace_id, id, 1,
        json_build_object('title', title, 'questions', questions, 'hiddenFields', hidden_fields, 'settings', settings),
        '[]'::jsonb, updated_at, 'system', NULL, 'Form service'
      FROM forms`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE form_drafts`);
    await db.query(`DROP TABLE form_versions`);
    await db.query(`ALTER TABLE submissions DROP COLUMN form_version`);
    await db.query(`ALTER TABLE forms DROP COLUMN version`);
  }
}
