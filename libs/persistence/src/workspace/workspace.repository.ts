import { DomainError, type Workspace, type WorkspaceRepository } from '@forms/domain';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../postgres-errors';
import { assertStorableText, isStorableText, isUuid } from '../storable-values';
import { WorkspaceMapper } from './workspace.mapper';
import { WorkspaceOrmEntity } from './workspace.orm-entity';

export class TypeormWorkspaceRepository implements WorkspaceRepository {
  constructor(private readonly manager: EntityManager) {}

  async findBySubdomain(subdomain: string): Promise<Workspace | null> {
    if (!isStorableText(subdomain)) return null;
    const row = await this.manager.findOneBy(WorkspaceOrmEntity, { subdomain });
    return row && WorkspaceMapper.toDomain(row);
  }

  async lockById(id: string): Promise<Workspace | null> {
    if (!isUuid(id)) return null;
    // The for_no_key_update lock queues every other locker of the row exactly like for_update, but unlike
    // it does not block inserts whose foreign keys point at the workspace (forms, keys) while a team change
    // is running.
    const row = await this.manager.findOne(WorkspaceOrmEntity, {
      where: { id },
      lock: { mode: 'for_no_key_update' },
    });
    return row && WorkspaceMapper.toDomain(row);
  }

  async insert(workspace: Workspace): Promise<void> {
    assertStorableText('name', workspace.name);
    try {
      await this.manager.insert(WorkspaceOrmEntity, WorkspaceMapper.toPersistence(workspace));
    } catch (error) {
      if (isUniqueViolation(error, 'workspaces_subdomain_key')) {
        throw DomainError.subdomainTaken(workspace.subdomain);
      }
      throw error;
    }
  }

  async update(workspace: Workspace): Promise<void> {
    assertStorableText('name', workspace.name);
    const row = WorkspaceMapper.toPersistence(workspace);
    await this.manager.update(
      WorkspaceOrmEntity,
      { id: row.id },
      { name: row.name, defaultTimeZone: row.defaultTimeZone, roles: row.roles, updatedAt: row.updatedAt },
    );
  }
}
