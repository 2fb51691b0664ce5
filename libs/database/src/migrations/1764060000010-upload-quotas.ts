import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quotas on what strangers can leave in the one database every tenant shares, checked before an
 * upload's bytes are stored.
 *
 * - `uploads.reserved_bytes`: the bytes an upload counts for against its workspace's quota of unused
 *   uploads: while it arrives, what was reserved for it (its declared length, then more as its bytes
 *   come); once whole, its size. The workspace's unused bytes are the sum over its uploads that no
 *   submission uses, read under a lock of the workspace's reservations, so nothing can drift: an upload
 *   used, dropped or purged stops counting by itself.
 * - `upload_client_bytes`: the bytes each client (its address; IPv6: its /64) stored in a workspace, per
 *   hour window, shared by replicas; the previous hour's window counts for the share of it still within
 *   the last 60 minutes.
 */
export class UploadQuotas1764060000010 implements MigrationInterface {
  name = 'UploadQuotas1764060000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE uploads ADD COLUMN reserved_bytes bigint NOT NULL DEFAULT 0 CHECK (reserved_bytes >= 0)`);
    await db.query(`UPDATE uploads SET reserved_bytes = size WHERE size IS NOT NULL`);
    // The workspace's unused uploads, their bytes and the oldest (when the quota frees), without the table.
    await db.query(`CREATE INDEX uploads_pending_bytes_idx ON uploads (workspace_id, created_at) INCLUDE (reserved_bytes) WHERE submission_id IS NULL`);
    // The workspace's stored bytes (what /me shows) without reading the table.
    await db.query(`CREATE INDEX uploads_stored_bytes_idx ON uploads (workspace_id) INCLUDE (size)`);
    await db.query(`
      CREATE TABLE upload_client_bytes (
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        client_key text NOT NULL,
        window_start timestamptz NOT NULL,
        bytes bigint NOT NULL CHECK (bytes >= 0),
        PRIMARY KEY (workspace_id, client_key, window_start)
      )`);
    // Housekeeping drops closed windows by age, across workspaces.
    await db.query(`CREATE INDEX upload_client_bytes_window_idx ON upload_client_bytes (window_start)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE upload_client_bytes`);
    await db.query(`DROP INDEX uploads_stored_bytes_idx`);
    await db.query(`DROP INDEX uploads_pending_bytes_idx`);
    await db.query(`ALTER TABLE uploads DROP COLUMN reserved_bytes`);
  }
}
