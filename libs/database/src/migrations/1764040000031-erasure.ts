import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Erasing a submission erases every copy of it: the outbox messages that carry it (webhook deliveries
 * of `submission.created`, pending, failed or done) are found by the submission's id inside them and
 * emptied, and the intake's idempotency record that holds it as its answer is found the same way.
 */
export class Erasure1764040000031 implements MigrationInterface {
  name = 'Erasure1764040000031';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox ADD COLUMN erased_at timestamptz`);
    await db.query(`
      CREATE INDEX outbox_submission_idx ON outbox (workspace_id, ((payload->'submission'->>'id')))
      WHERE event_type = 'submission.created'`);
    await db.query(`
      CREATE INDEX idempotency_keys_submission_idx ON idempotency_keys (workspace_id, ((result->>'id')))
      WHERE scope LIKE 'submissions:%'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX idempotency_keys_submission_idx`);
    await db.query(`DROP INDEX outbox_submission_idx`);
    await db.query(`ALTER TABLE outbox DROP COLUMN erased_at`);
  }
}
