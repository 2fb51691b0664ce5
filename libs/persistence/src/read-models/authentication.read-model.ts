import type { ApiKeyCredentials, AuthenticationReadModel } from '@forms/application';
import type { ApiKeyScope } from '@forms/domain';
import type { Pool } from 'pg';
import { isStorableText, isUuid } from '../storable-values';

// Runs on every request: the workspace and the presented key in one round trip, through the unique keys
// workspaces_subdomain_key and api_keys_prefix_key. A workspace without that key still answers (key null).
const CREDENTIALS_SQL = `
  SELECT w.id, w.subdomain, w.name, k.id AS key_id, k.secret_hash, k.scope, k.created_at, k.expires_at, k.revoked_at, k.last_used_at
  FROM workspaces AS w
  LEFT JOIN api_keys AS k ON k.workspace_id = w.id AND k.prefix = $2
  WHERE w.subdomain = $1`;

const WORKSPACE_SQL = `SELECT id, subdomain, name FROM workspaces WHERE subdomain = $1`;

// The condition makes concurrent requests with the same key harmless: only a newer time is written.
const RECORD_KEY_USE_SQL = `
  UPDATE api_keys SET last_used_at = $3
  WHERE workspace_id = $1 AND id = $2 AND (last_used_at IS NULL OR last_used_at < $3)`;

interface WorkspaceRow {
  id: string;
  subdomain: string;
  name: string;
}

interface CredentialsRow extends WorkspaceRow {
  key_id: string | null;
  secret_hash: Buffer;
  scope: ApiKeyScope;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

export class PostgresAuthenticationReadModel implements AuthenticationReadModel {
  constructor(private readonly pool: Pool) {}

  async findCredentials(subdomain: string, keyPrefix: string): Promise<ApiKeyCredentials | null> {
    if (!isStorableText(subdomain) || !isStorableText(keyPrefix)) return null;
    const { rows } = await this.pool.query<CredentialsRow>({
      name: 'auth_credentials',
      text: CREDENTIALS_SQL,
      values: [subdomain, keyPrefix],
    });
    if (rows.length === 0) return null;
    const [row] = rows;
    return {
      workspace: { id: row.id, subdomain: row.subdomain, name: row.name },
      key:
        row.key_id === null
          ? null
          : {
              id: row.key_id,
              secretHash: row.secret_hash,
              scope: row.scope,
              createdAt: row.created_at,
              expiresAt: row.expires_at,
              revokedAt: row.revoked_at,
              lastUsedAt: row.last_used_at,
            },
    };
  }

  async findWorkspace(subdomain: string): Promise<ApiKeyCredentials['workspace'] | null> {
    if (!isStorableText(subdomain)) return null;
    const { rows } = await this.pool.query<WorkspaceRow>({
      name: 'auth_workspace',
      text: WORKSPACE_SQL,
      values: [subdomain],
    });
    return rows.length > 0 ? { id: rows[0].id, subdomain: rows[0].subdomain, name: rows[0].name } : null;
  }

  async recordKeyUse(workspaceId: string, keyId: string, now: Date): Promise<void> {
    if (!isUuid(workspaceId) || !isUuid(keyId)) return;
    await this.pool.query({ name: 'auth_record_key_use', text: RECORD_KEY_USE_SQL, values: [workspaceId, keyId, now] });
  }
}
