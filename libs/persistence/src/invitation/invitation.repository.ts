import type { InvitationRepository } from '@forms/application';
import type { InvitationDetails } from '@forms/domain';
import type { EntityManager } from 'typeorm';
import { InvitationOrmEntity } from './invitation.orm-entity';

/** Bound to the unit of work's transaction: an invitation commits exactly when its member does. */
export class TypeormInvitationRepository implements InvitationRepository {
  constructor(private readonly manager: EntityManager) {}

  async insertMany(workspaceId: string, invitations: readonly InvitationDetails[]): Promise<void> {
    if (invitations.length === 0) return;
    await this.manager.insert(
      InvitationOrmEntity,
      invitations.map((invitation) => Object.assign(new InvitationOrmEntity(), { workspaceId, ...invitation })),
    );
  }
}
