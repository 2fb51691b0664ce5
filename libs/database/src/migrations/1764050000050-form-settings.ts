import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A form's settings (closing date, response limit, messages, redirect, emails about responses) in one
 * document: `{}` means every default. The intake reads the closing date and the limit from it in the
 * statement that stores a submission. Emails about a response are outbox messages found by the
 * submission's id when it is erased, as its webhook deliveries are.
 */
export class FormSettings1764050000050 implements MigrationInterface {
  name = 'FormSettings1764050000050';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE forms ADD COLUMN settings jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await db.query(`
      CREATE INDEX outbox_response_email_idx ON outbox (workspace_id, ((payload->>'submissionId')))
      WHERE event_type = 'response_email.requested'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX outbox_response_email_idx`);
    await db.query(`ALTER TABLE forms DROP COLUMN settings`);
  }
}
