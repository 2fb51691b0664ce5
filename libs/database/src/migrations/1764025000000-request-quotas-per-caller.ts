import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The per-minute request quota belongs to whoever calls, an API key or a signed-in member, so its table
 * is keyed by the caller's id and no longer points at api_keys. Keys are never deleted (only revoked), so
 * nothing is left behind by dropping the cascade.
 */
export class RequestQuotasPerCaller1764025000000 implements MigrationInterface {
  name = 'RequestQuotasPerCaller1764025000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE api_key_request_quotas DROP CONSTRAINT api_key_request_quotas_workspace_id_api_key_id_fkey`);
    await db.query(`ALTER TABLE api_key_request_quotas RENAME COLUMN api_key_id TO principal_id`);
    await db.query(`ALTER TABLE api_key_request_quotas RENAME TO request_quotas`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE request_quotas RENAME TO api_key_request_quotas`);
    await db.query(`ALTER TABLE api_key_request_quotas RENAME COLUMN principal_id TO api_key_id`);
    await db.query(`
      ALTER TABLE api_key_request_quotas ADD CONSTRAINT api_key_request_quotas_workspace_id_api_key_id_fkey
      FOREIGN KEY (workspace_id, api_key_id) REFERENCES api_keys (workspace_id, id) ON DELETE CASCADE`);
  }
}
