import type { ApiKeyCredentials, AuthenticationReadModel, FillPageWorkspace } from '@forms/application';
import { toBrandLogo } from '../brand/brand-logo.store';
import { toBrand } from '../brand/brand.repository';
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
    const { background_color, text_color, accent_color, font, corners, logo_hash, logo_format, logo_width, logo_height, logo_alt } = row;
    const brand =
      background_color !== null && text_color !== null && accent_color !== null && font !== null && corners !== null
        ? toBrand({ background_color, text_color, accent_color, font, corners, embed_origins: row.embed_origins })
        : null;
    const logo =
      logo_hash !== null && logo_format !== null && logo_width !== null && logo_height !== null && logo_alt !== null
        ? toBrandLogo({ content_hash: logo_hash, format: logo_format, width: logo_width, height: logo_height, alt: logo_alt })
        : null;
    return { id: row.id, subdomain: row.subdomain, name: row.name, embedOrigins: row.embed_origins, brand, logo };
  }

  recordKeyUse(workspaceId: string, keyId: string, now: Date): Promise<void> {
    return this.keyUses.record(workspaceId, keyId, now);
  }
}
