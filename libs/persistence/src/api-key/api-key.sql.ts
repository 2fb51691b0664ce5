import type { ApiKeyScope } from '@forms/domain';
import type { WorkspaceRow } from '../workspace/workspace.sql';
import { sql } from '../statement';

// The api_keys table is written by the repository through the ORM (api-key.orm-entity.ts); these are the
// statements of authentication, which runs on every request, outside any unit of work.

// Runs on every request: the workspace and the presented key in one round trip, through the unique keys
// workspaces_subdomain_key and api_keys_prefix_key. A workspace without that key still answers (key null).
export const CREDENTIALS_SQL = sql<[subdomain: string, keyPrefix: string], CredentialsRow>(`
  SELECT w.id, w.subdomain, w.name, k.id AS key_id, k.name AS key_name, k.secret_hash, k.scope, k.created_at, k.expires_at, k.revoked_at, k.last_used_at
  FROM workspaces AS w
  LEFT JOIN api_keys AS k ON k.workspace_id = w.id AND k.prefix = $2
  WHERE w.subdomain = $1`);

// The condition makes concurrent requests with the same key harmless: only a newer time is written.
export const RECORD_KEY_USE_SQL = sql<[workspaceId: string, keyId: string, usedAt: Date]>(`
  UPDATE api_keys SET last_used_at = $3
  WHERE workspace_id = $1 AND id = $2 AND (last_used_at IS NULL OR last_used_at < $3)`);

export interface CredentialsRow extends WorkspaceRow {
  key_id: string | null;
  key_name: string;
  secret_hash: Buffer;
  scope: ApiKeyScope;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
}
