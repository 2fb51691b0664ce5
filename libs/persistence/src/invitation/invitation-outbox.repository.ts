import type { InvitationOutbox, NewInvitation } from '@forms/application';
import type { EntityManager } from 'typeorm';
import { InvitationMapper } from './invitation.mapper';
import { InvitationOrmEntity } from './invitation.orm-entity';

/** Bound to the unit of work's transaction: an invitation commits exactly when its member does. */
export class TypeormInvitationOutbox implements InvitationOutbox {
  constructor(private readonly manager: EntityManager) {}

  async enqueue(invitations: readonly NewInvitation[]): Promise<void> {
    if (invitations.length === 0) return;
    await this.manager.insert(InvitationOrmEntity, invitations.map(InvitationMapper.toPersistence));
  }
}
