import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How much of each key's per-minute request quota the replicas have leased in the current window. One
 * small row per key, rewritten a few times a minute by a busy key: unlogged, because losing the counts in
 * a crash only resets a minute's limit, and skipping the WAL keeps the writes cheap.
 */
export class ApiKeyRequestQuotas1763980000000 implements MigrationInterface {
  name = 'ApiKeyRequestQuotas1763980000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE UNLOGGED TABLE api_key_request_quotas (
        workspace_id uuid NOT NULL,
        api_key_id uuid NOT NULL,
        window_start timestamptz NOT NULL,
        granted integer NOT NULL CHECK (granted >= 0),
        last_grant integer NOT NULL CHECK (last_grant >= 0),
        PRIMARY KEY (workspace_id, api_key_id),
        FOREIGN KEY (workspace_id, api_key_id) REFERENCES api_keys (workspace_id, id) ON DELETE CASCADE
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE api_key_request_quotas`);
  }
}
