import type { InvitationRepository, JoinInvitation } from '@forms/application';
import type { InvitationDetails } from '@forms/domain';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../storable-values';
import { preparedQuery } from '../unit-of-work/prepared-query';
import { InvitationOrmEntity } from './invitation.orm-entity';
import { type JoinInvitationRow, LOCK_INVITATION_FOR_JOIN_SQL, MARK_INVITATION_USED_SQL, SET_JOIN_TOKEN_SQL } from './invitation.sql';
import { toJoinInvitation } from './join-invitation';

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

  async setJoinToken(workspaceId: string, id: string, tokenHash: Uint8Array, expiresAt: Date): Promise<boolean> {
    const rows = await preparedQuery(this.manager, 'invitation_join_token', SET_JOIN_TOKEN_SQL, [workspaceId, id, Buffer.from(tokenHash), expiresAt]);
    return rows.length > 0;
  }

  async lockForJoin(workspaceId: string, id: string): Promise<JoinInvitation | null> {
    if (!isUuid(id)) return null;
    const [row] = await preparedQuery<JoinInvitationRow>(this.manager, 'invitation_lock_for_join', LOCK_INVITATION_FOR_JOIN_SQL, [workspaceId, id]);
    return row ? toJoinInvitation(row) : null;
  }

  async markUsed(workspaceId: string, id: string, now: Date): Promise<void> {
    await preparedQuery(this.manager, 'invitation_mark_used', MARK_INVITATION_USED_SQL, [workspaceId, id, now]);
  }
}
