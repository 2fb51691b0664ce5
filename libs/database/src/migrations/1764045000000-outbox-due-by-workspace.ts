import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox lease takes each workspace's oldest due messages in turn: this index finds them for one
 * workspace without reading its completed messages, which are kept for a week.
 */
export class OutboxDueByWorkspace1764045000000 implements MigrationInterface {
  name = 'OutboxDueByWorkspace1764045000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX outbox_workspace_due_idx ON outbox (workspace_id, next_attempt_at) WHERE completed_at IS NULL AND failed_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX outbox_workspace_due_idx`);
  }
}
