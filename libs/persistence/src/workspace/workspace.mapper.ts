import { Subdomain, TimeZone, Workspace } from '@forms/domain';
import { WorkspaceOrmEntity } from './workspace.orm-entity';

export const WorkspaceMapper = {
  toDomain(row: WorkspaceOrmEntity): Workspace {
    return Workspace.restore({
      id: row.id,
      subdomain: Subdomain.fromTrusted(row.subdomain),
      name: row.name,
      defaultTimeZone: TimeZone.fromTrusted(row.defaultTimeZone),
      roles: row.roles,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    });
  },

  toPersistence(workspace: Workspace): WorkspaceOrmEntity {
    const row = new WorkspaceOrmEntity();
    row.id = workspace.id;
    row.subdomain = workspace.subdomain;
    row.name = workspace.name;
    row.defaultTimeZone = workspace.defaultTimeZone.value;
    row.roles = [...workspace.roles];
    row.createdAt = workspace.createdAt;
    row.updatedAt = workspace.updatedAt;
    return row;
  },
};
