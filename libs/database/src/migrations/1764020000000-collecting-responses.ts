import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Forms that collect responses: their questions and hidden field names (read and written whole, so
 * `json`), whether they were ever published (which tells an unpublished form from a draft), the client
 * address of submissions that came through the intake (for the per-address abuse limit), and the
 * idempotency records that make a retried POST answer what the first one did.
 */
export class CollectingResponses1764020000000 implements MigrationInterface {
  name = 'CollectingResponses1764020000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE forms
        ADD COLUMN questions json NOT NULL DEFAULT '[]',
        ADD COLUMN hidden_fields json NOT NULL DEFAULT '[]',
        ADD COLUMN ever_published boolean NOT NULL DEFAULT false`);
    // state is derived from the flags; rows written before it was are brought in line.
    await db.query(`UPDATE forms SET ever_published = true WHERE is_published OR state NOT IN ('draft')`);
    await db.query(`
      UPDATE forms SET state = CASE WHEN is_archived THEN 'archived' WHEN is_published THEN 'published'
        WHEN ever_published THEN 'unpublished' ELSE 'draft' END`);
    // The list's state filter walks the same order as the unfiltered list.
    await db.query(`CREATE INDEX forms_state_list_idx ON forms (workspace_id, state, created_at DESC, id DESC)`);

    // Only submissions that came through the intake carry an address; seeded ones stay out of the index.
    await db.query(`ALTER TABLE submissions ADD COLUMN client_ip text`);
    await db.query(`
      CREATE INDEX submissions_client_ip_idx ON submissions (workspace_id, client_ip, created_at DESC)
      WHERE client_ip IS NOT NULL`);

    await db.query(`
      CREATE TABLE idempotency_keys (
        workspace_id uuid NOT NULL REFERENCES workspaces (id),
        scope text NOT NULL,
        key text NOT NULL,
        fingerprint text NOT NULL,
        result json,
        created_at timestamptz NOT NULL,
        locked_until timestamptz,
        completed_at timestamptz,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (workspace_id, scope, key)
      )`);
    await db.query(`CREATE INDEX idempotency_keys_expiry_idx ON idempotency_keys (expires_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE idempotency_keys`);
    await db.query(`DROP INDEX submissions_client_ip_idx`);
    await db.query(`ALTER TABLE submissions DROP COLUMN client_ip`);
    await db.query(`DROP INDEX forms_state_list_idx`);
    await db.query(`ALTER TABLE forms DROP COLUMN questions, DROP COLUMN hidden_fields, DROP COLUMN ever_published`);
  }
}
