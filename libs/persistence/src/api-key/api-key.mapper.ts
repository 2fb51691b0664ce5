import { ApiKey } from '@forms/domain';
import { ApiKeyOrmEntity } from './api-key.orm-entity';

export const ApiKeyMapper = {
  toDomain(row: ApiKeyOrmEntity): ApiKey {
    return ApiKey.restore({
      id: row.id,
      workspaceId: row.workspaceId,
      prefix: row.prefix,
      secretHash: new Uint8Array(row.secretHash),
      scope: row.scope,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
      revokedAt: row.revokedAt,
      lastUsedAt: row.lastUsedAt,
      name: row.name,
      createdBy: row.createdBy,
    });
  },

  toPersistence(key: ApiKey): ApiKeyOrmEntity {
    const row = new ApiKeyOrmEntity();
    row.workspaceId = key.workspaceId;
    row.id = key.id;
    row.prefix = key.prefix;
    row.secretHash = Buffer.from(key.secretHash);
    row.scope = key.scope;
    row.createdAt = key.createdAt;
    row.expiresAt = key.expiresAt;
    row.revokedAt = key.revokedAt;
    row.lastUsedAt = key.lastUsedAt;
    row.name = key.name;
    row.createdBy = key.createdBy;
    return row;
  },
};
