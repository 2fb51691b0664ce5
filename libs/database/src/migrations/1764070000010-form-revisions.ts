import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A form's revision: a number that every write of its row raises, so that "is this still the form the
 * editor saw?" is one comparison of two numbers under the row lock, and the form's ETag can be told
 * without rendering it. The trigger raises it on every UPDATE of the row, whatever statement makes it
 * (an edit, a submission counted, the operator's suspension): no write can forget to.
 */
export class FormRevisions1764070000010 implements MigrationInterface {
  name = 'FormRevisions1764070000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE forms ADD COLUMN revision bigint NOT NULL DEFAULT 1`);
    await db.query(`
      CREATE FUNCTION raise_form_revision() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.revision := OLD.revision + 1;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER forms_revision_raised BEFORE UPDATE ON forms
      FOR EACH ROW EXECUTE FUNCTION raise_form_revision()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER forms_revision_raised ON forms`);
    await db.query(`DROP FUNCTION raise_form_revision()`);
    await db.query(`ALTER TABLE forms DROP COLUMN revision`);
  }
}
