import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily allowance of confirmation emails to respondents, so that a form cannot be used to send mail
 * to addresses nobody vouched for: per workspace per UTC day, per recipient per form per day, and how many
 * were held back per form per day for the console to show. Addresses are kept as SHA-256 digests only:
 * these rows outlive an erased submission by up to a day. A workspace's rows of past days are dropped
 * when its first confirmation of a new day is counted.
 */
export class ConfirmationEmails1764060000030 implements MigrationInterface {
  name = 'ConfirmationEmails1764060000030';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE confirmation_email_days (
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        day date NOT NULL,
        sent integer NOT NULL,
        PRIMARY KEY (workspace_id, day)
      )`);
    await db.query(`
      CREATE TABLE confirmation_email_recipients (
        workspace_id uuid NOT NULL,
        form_id uuid NOT NULL,
        day date NOT NULL,
        recipient_digest bytea NOT NULL,
        sent integer NOT NULL,
        PRIMARY KEY (workspace_id, form_id, day, recipient_digest),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE TABLE confirmation_emails_held (
        workspace_id uuid NOT NULL,
        form_id uuid NOT NULL,
        day date NOT NULL,
        held integer NOT NULL,
        PRIMARY KEY (workspace_id, form_id, day),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE confirmation_emails_held`);
    await db.query(`DROP TABLE confirmation_email_recipients`);
    await db.query(`DROP TABLE confirmation_email_days`);
  }
}
