import { sql } from '../statement';

// Every statement on brand_logos: one row per workspace that has a logo, replaced whole. The bytes are
// read only to be served, by the hash that names the logo's address.

export interface BrandLogoRow {
  content_hash: string;
  format: string;
  width: number;
  height: number;
  alt: string;
}

export const BRAND_LOGO_SQL = sql<[workspaceId: string], BrandLogoRow>(
  `SELECT content_hash, format, width, height, alt FROM brand_logos WHERE workspace_id = $1`,
);

export const BRAND_LOGO_CONTENT_SQL = sql<[workspaceId: string, hash: string, format: string], { content: Buffer }>(
  `SELECT content FROM brand_logos WHERE workspace_id = $1 AND content_hash = $2 AND format = $3`,
);

export const SAVE_BRAND_LOGO_SQL = sql<
  [workspaceId: string, hash: string, format: string, width: number, height: number, alt: string, content: Buffer, updatedAt: Date]
>(`INSERT INTO brand_logos (workspace_id, content_hash, format, width, height, alt, content, updated_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
   ON CONFLICT (workspace_id) DO UPDATE SET content_hash = $2, format = $3, width = $4, height = $5, alt = $6, content = $7, updated_at = $8`);

export const REMOVE_BRAND_LOGO_SQL = sql<[workspaceId: string]>(`DELETE FROM brand_logos WHERE workspace_id = $1`);
