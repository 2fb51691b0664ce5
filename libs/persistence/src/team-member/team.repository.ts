import { ADMIN_ROLE, Team, type TeamRepository } from '@forms/domain';
import type { EntityManager } from 'typeorm';
import { TeamMemberMapper } from './team-member.mapper';
import { TeamMemberOrmEntity } from './team-member.orm-entity';
import { TypeormWorkspaceRepository } from '../workspace/workspace.repository';

/**
 * Two statements on purpose: the active Admins must be read after the lock is granted. Read in the same
 * statement as the lock, they would come from the snapshot taken before waiting for it, and a change that
 * committed meanwhile (the other of two concurrent demotions) would go unseen.
 */
export class TypeormTeamRepository implements TeamRepository {
  constructor(private readonly manager: EntityManager) {}

  async loadForChange(workspaceId: string): Promise<Team | null> {
    const workspace = await new TypeormWorkspaceRepository(this.manager).lockById(workspaceId);
    if (!workspace) return null;
    const admins = await this.manager.find(TeamMemberOrmEntity, {
      where: { workspaceId: workspace.id, active: true, organizationRole: ADMIN_ROLE },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return Team.lockedForChange(workspace, admins.map(TeamMemberMapper.toDomain));
  }
}
