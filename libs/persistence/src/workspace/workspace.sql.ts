import { sql } from '../statement';

// The workspaces table is read and written by the repository through the ORM (workspace.orm-entity.ts);
// authentication reads a workspace by its subdomain with this statement, straight on the pool.

export const WORKSPACE_BY_SUBDOMAIN_SQL = sql<[subdomain: string], WorkspaceRow>(
  `SELECT id, subdomain, name FROM workspaces WHERE subdomain = $1`,
);

// The fill page's workspace: the same lookup, with the sites its brand lets frame the form (none listed
// while it has no brand row), through the brands' primary key: one round trip for both.
export const FILL_PAGE_WORKSPACE_SQL = sql<[subdomain: string], FillPageWorkspaceRow>(`
  SELECT w.id, w.subdomain, w.name, COALESCE(b.embed_origins, '{}') AS embed_origins
  FROM workspaces AS w
  LEFT JOIN brands AS b ON b.workspace_id = w.id
  WHERE w.subdomain = $1`);

export interface WorkspaceRow {
  id: string;
  subdomain: string;
  name: string;
}

export interface FillPageWorkspaceRow extends WorkspaceRow {
  embed_origins: string[];
}
