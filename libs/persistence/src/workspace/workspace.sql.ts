import { sql } from '../statement';

// The workspaces table is read and written by the repository through the ORM (workspace.orm-entity.ts);
// authentication reads a workspace by its subdomain with this statement, straight on the pool.

export const WORKSPACE_BY_SUBDOMAIN_SQL = sql<[subdomain: string], WorkspaceRow>(
  `SELECT id, subdomain, name FROM workspaces WHERE subdomain = $1`,
);

// The fill page's workspace: the same lookup, with what every page of a form shows of it (its brand: the
// look and the sites that may frame the form; its logo's address and size) through the primary keys of
// brands and brand_logos: one round trip where three reads would each take a pooled connection.
export const FILL_PAGE_WORKSPACE_SQL = sql<[subdomain: string], FillPageWorkspaceRow>(`
  SELECT w.id, w.subdomain, w.name,
         b.background_color, b.text_color, b.accent_color, b.font, b.corners, COALESCE(b.embed_origins, '{}') AS embed_origins,
         l.content_hash AS logo_hash, l.format AS logo_format, l.width AS logo_width, l.height AS logo_height, l.alt AS logo_alt
  FROM workspaces AS w
  LEFT JOIN brands AS b ON b.workspace_id = w.id
  LEFT JOIN brand_logos AS l ON l.workspace_id = w.id
  WHERE w.subdomain = $1`);

export interface WorkspaceRow {
  id: string;
  subdomain: string;
  name: string;
}

/** The workspace with its brand and its logo's facts (not its bytes): null columns where it has none. */
export interface FillPageWorkspaceRow extends WorkspaceRow {
  background_color: string | null;
  text_color: string | null;
  accent_color: string | null;
  font: string | null;
  corners: string | null;
  embed_origins: string[];
  logo_hash: string | null;
  logo_format: string | null;
  logo_width: number | null;
  logo_height: number | null;
  logo_alt: string | null;
}
