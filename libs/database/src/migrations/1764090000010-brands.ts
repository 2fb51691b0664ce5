import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A workspace's brand: its colours, font, corners and the sites that may frame its forms. A workspace
 * without a row shows the defaults, so existing workspaces need none; the row is written whole on the
 * first change.
 */
export class Brands1764090000010 implements MigrationInterface {
  name = 'Brands1764090000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE brands (
        workspace_id uuid PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
        background_color char(7) NOT NULL,
        text_color char(7) NOT NULL,
        accent_color char(7) NOT NULL,
        font text NOT NULL,
        corners text NOT NULL,
        embed_origins text[] NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE brands`);
  }
}
