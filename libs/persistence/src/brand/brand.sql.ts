import type { FormTheme } from '@forms/domain';
import { sql } from '../statement';

// Every statement on the brands table: one row per workspace that changed its brand (the others show
// the defaults), written whole.

export interface BrandRow {
  background_color: string;
  text_color: string;
  accent_color: string;
  font: string;
  corners: string;
  embed_origins: string[];
}

const BRAND_COLUMNS = 'background_color, text_color, accent_color, font, corners, embed_origins';

export const BRAND_SQL = sql<[workspaceId: string], BrandRow>(`SELECT ${BRAND_COLUMNS} FROM brands WHERE workspace_id = $1`);

// The workspace's row is locked rather than the brand's, which may not exist yet; NO KEY UPDATE leaves
// the inserts that reference the workspace (submissions, sessions) free to proceed meanwhile. The brand
// is read by a statement of its own after the lock is held: a statement that waited for a lock still
// sees the other tables as they were when it started.
export const LOCK_WORKSPACE_BRAND_SQL = sql<[workspaceId: string], { id: string }>(`SELECT id FROM workspaces WHERE id = $1 FOR NO KEY UPDATE`);

// A form whose theme is being written holds the brand still (a change of the brand takes NO KEY UPDATE,
// which waits for SHARE), so that the brand and the theme it was checked against are stored together.
export const SHARE_WORKSPACE_BRAND_SQL = sql<[workspaceId: string], { id: string }>(`SELECT id FROM workspaces WHERE id = $1 FOR SHARE`);

// The forms a change of the brand must keep readable: those with a theme of their own (forms_themed_idx).
export const THEMED_FORMS_SQL = sql<[workspaceId: string], { id: string; title: string; theme: FormTheme }>(
  `SELECT id, title, theme FROM forms WHERE workspace_id = $1 AND theme IS NOT NULL ORDER BY created_at, id`,
);

export const SAVE_BRAND_SQL = sql<
  [
    workspaceId: string,
    backgroundColor: string,
    textColor: string,
    accentColor: string,
    font: string,
    corners: string,
    embedOrigins: readonly string[],
    updatedAt: Date,
  ]
>(`INSERT INTO brands (workspace_id, ${BRAND_COLUMNS}, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
   ON CONFLICT (workspace_id) DO UPDATE SET background_color = $2, text_color = $3, accent_color = $4, font = $5,
     corners = $6, embed_origins = $7, updated_at = $8`);
