import type { ApiKey, ApiKeyRepository } from '@forms/domain';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../storable-values';
import { ApiKeyMapper } from './api-key.mapper';
import { ApiKeyOrmEntity } from './api-key.orm-entity';

export class TypeormApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(key: ApiKey): Promise<void> {
    await this.manager.insert(ApiKeyOrmEntity, ApiKeyMapper.toPersistence(key));
  }

  async findById(workspaceId: string, id: string): Promise<ApiKey | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const row = await this.manager.findOneBy(ApiKeyOrmEntity, { workspaceId, id });
    return row && ApiKeyMapper.toDomain(row);
  }

  async listByWorkspace(workspaceId: string): Promise<ApiKey[]> {
    if (!isUuid(workspaceId)) return [];
    const rows = await this.manager.find(ApiKeyOrmEntity, {
      where: { workspaceId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(ApiKeyMapper.toDomain);
  }

  async update(key: ApiKey): Promise<void> {
    const row = ApiKeyMapper.toPersistence(key);
    await this.manager.update(
      ApiKeyOrmEntity,
      { workspaceId: row.workspaceId, id: row.id },
      { expiresAt: row.expiresAt, revokedAt: row.revokedAt, lastUsedAt: row.lastUsedAt },
    );
  }
}
