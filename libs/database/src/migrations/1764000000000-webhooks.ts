import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook endpoints, and their deliveries as outbox messages: one message of the `webhooks` handler per
 * event and endpoint (`target_id`), so deliveries get the outbox's leases, retries and purge. Every
 * attempt is logged in webhook_delivery_attempts, which goes with its message.
 */
export class Webhooks1764000000000 implements MigrationInterface {
  name = 'Webhooks1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE webhooks (
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        id uuid NOT NULL,
        url text NOT NULL,
        events text[] NOT NULL,
        form_id uuid,
        description text NOT NULL DEFAULT '',
        is_active boolean NOT NULL DEFAULT true,
        secret text NOT NULL,
        failing_since timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (workspace_id, id),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX webhooks_list_idx ON webhooks (workspace_id, created_at, id)`);
    await db.query(`ALTER TABLE outbox ADD COLUMN target_id uuid, ADD COLUMN last_status_code integer`);
    await db.query(`
      CREATE INDEX outbox_deliveries_idx ON outbox (workspace_id, target_id, created_at DESC, id DESC)
      WHERE target_id IS NOT NULL`);
    await db.query(`
      CREATE TABLE webhook_delivery_attempts (
        workspace_id uuid NOT NULL,
        delivery_id uuid NOT NULL,
        attempted_at timestamptz NOT NULL,
        status_code integer,
        error text NOT NULL,
        duration_ms integer NOT NULL,
        FOREIGN KEY (workspace_id, delivery_id) REFERENCES outbox (workspace_id, id) ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX webhook_delivery_attempts_idx ON webhook_delivery_attempts (workspace_id, delivery_id, attempted_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE webhook_delivery_attempts`);
    await db.query(`DELETE FROM outbox WHERE target_id IS NOT NULL`);
    await db.query(`ALTER TABLE outbox DROP COLUMN target_id, DROP COLUMN last_status_code`);
    await db.query(`DROP TABLE webhooks`);
  }
}
