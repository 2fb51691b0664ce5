import type { ApiKeyCredentials, AuthenticationReadModel, FillPageWorkspace } from '@forms/application';
import type { Pool } from 'pg';
import { isStorableText } from '../storable-values';
import { FILL_PAGE_WORKSPACE_SQL, WORKSPACE_BY_SUBDOMAIN_SQL } from '../workspace/workspace.sql';
import { PostgresApiKeyUses } from './api-key-uses';
import { CREDENTIALS_SQL } from './api-key.sql';
import { runSql } from '../run-sql';

/**
 * Reads only. The application's port also asks it to record a key's use (the request that authenticated
 * wants it done in passing); that write is handed to the adapter for api_keys' last use.
 */
export class PostgresAuthenticationReadModel implements AuthenticationReadModel {
  private readonly keyUses: PostgresApiKeyUses;

  constructor(private readonly pool: Pool) {
    this.keyUses = new PostgresApiKeyUses(pool);
  }

  async findCredentials(subdomain: string, keyPrefix: string): Promise<ApiKeyCredentials | null> {
    if (!isStorableText(subdomain) || !isStorableText(keyPrefix)) return null;
    const { rows } = await runSql(this.pool, CREDENTIALS_SQL, [subdomain, keyPrefix], 'auth_credentials');
    if (rows.length === 0) return null;
    const [row] = rows;
    return {
      workspace: { id: row.id, subdomain: row.subdomain, name: row.name },
      key:
        row.key_id === null
          ? null
          : {
              id: row.key_id,
              name: row.key_name,
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
    const { rows } = await runSql(this.pool, WORKSPACE_BY_SUBDOMAIN_SQL, [subdomain], 'auth_workspace');
    return rows.length > 0 ? { id: rows[0].id, subdomain: rows[0].subdomain, name: rows[0].name } : null;
  }

  async findFillPageWorkspace(subdomain: string): Promise<FillPageWorkspace | null> {
    if (!isStorableText(subdomain)) return null;
    const { rows } = await runSql(this.pool, FILL_PAGE_WORKSPACE_SQL, [subdomain], 'fill_page_workspace');
    if (rows.length === 0) return null;
    const [row] = rows;
    return { id: row.id, subdomain: row.subdomain, name: row.name, embedOrigins: row.embed_origins };
  }

  recordKeyUse(workspaceId: string, keyId: string, now: Date): Promise<void> {
    return this.keyUses.record(workspaceId, keyId, now);
  }
}
