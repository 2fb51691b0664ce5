import { sql } from '../statement';

// The workspaces table is read and written by the repository through the ORM (workspace.orm-entity.ts);
// authentication reads a workspace by its subdomain with this statement, straight on the pool.

export const WORKSPACE_BY_SUBDOMAIN_SQL = sql<[subdomain: string], WorkspaceRow>(
  `SELECT id, subdomain, name FROM workspaces WHERE subdomain = $1`,
);

export interface WorkspaceRow {
  id: string;
  subdomain: string;
  name: string;
}
