import type { ApiKeyCredentials, AuthenticationReadModel } from '@forms/application';
import type { Pool } from 'pg';
import { isStorableText, isUuid } from '../storable-values';
import { CREDENTIALS_SQL, RECORD_KEY_USE_SQL, WORKSPACE_BY_SUBDOMAIN_SQL, type CredentialsRow, type WorkspaceRow } from './authentication.sql';

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
      text: WORKSPACE_BY_SUBDOMAIN_SQL,
      values: [subdomain],
    });
    return rows.length > 0 ? { id: rows[0].id, subdomain: rows[0].subdomain, name: rows[0].name } : null;
  }

  async recordKeyUse(workspaceId: string, keyId: string, now: Date): Promise<void> {
    if (!isUuid(workspaceId) || !isUuid(keyId)) return;
    await this.pool.query({ name: 'auth_record_key_use', text: RECORD_KEY_USE_SQL, values: [workspaceId, keyId, now] });
  }
}
