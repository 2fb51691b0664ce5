import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A workspace's logo: one per workspace, replaced whole. The bytes live here (at most 512 KiB) so that
 * every replica serves them; `content_hash` names the logo's public address, so a new logo gets a new
 * address and browsers may cache each one for good.
 */
export class BrandLogos1764090000020 implements MigrationInterface {
  name = 'BrandLogos1764090000020';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE brand_logos (
        workspace_id uuid PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
        content_hash char(64) NOT NULL,
        format text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        alt text NOT NULL,
        content bytea NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE brand_logos`);
  }
}
