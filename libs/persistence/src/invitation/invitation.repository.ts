import type { InvitationRepository, JoinInvitation } from '@forms/application';
import type { InvitationDetails, RecentInvitations } from '@forms/domain';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../storable-values';
import { InvitationOrmEntity } from './invitation.orm-entity';
import {
  FORGET_OLD_INVITATION_SENDS_SQL,
  LOCK_INVITATION_FOR_JOIN_SQL,
  MARK_INVITATION_USED_SQL,
  RECENT_INVITATION_SENDS_SQL,
  RECORD_INVITATION_SENDS_SQL,
  SET_JOIN_TOKEN_SQL,
} from './invitation.sql';
import { toJoinInvitation } from './join-invitation';
import { runSql, sqlRows } from '../run-sql';

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

  async recentSends(workspaceId: string, since: Date, addresses: readonly string[]): Promise<RecentInvitations> {
    const rows = await sqlRows(this.manager, RECENT_INVITATION_SENDS_SQL, [
      workspaceId,
      since,
      addresses,
    ], 'invitation_sends_recent');
    const total = rows.find((row) => row.address === null) ?? { count: 0, oldest: null };
    const byAddress = new Map(
      rows.filter((row) => row.address !== null).map((row) => [row.address as string, { count: row.count, oldest: row.oldest as Date }]),
    );
    return { total: { count: total.count, oldest: total.oldest }, byAddress };
  }

  async recordSends(workspaceId: string, addresses: readonly string[], at: Date, windowStart: Date): Promise<void> {
    await runSql(this.manager, FORGET_OLD_INVITATION_SENDS_SQL, [workspaceId, windowStart], 'invitation_sends_forget');
    await runSql(this.manager, RECORD_INVITATION_SENDS_SQL, [workspaceId, addresses, at], 'invitation_sends_record');
  }

  async setJoinToken(workspaceId: string, id: string, tokenHash: Uint8Array, expiresAt: Date): Promise<boolean> {
    const rows = await sqlRows(
      this.manager,
      SET_JOIN_TOKEN_SQL,
      [workspaceId, id, Buffer.from(tokenHash), expiresAt],
      'invitation_join_token',
    );
    return rows.length > 0;
  }

  async lockForJoin(workspaceId: string, id: string): Promise<JoinInvitation | null> {
    if (!isUuid(id)) return null;
    const [row] = await sqlRows(this.manager, LOCK_INVITATION_FOR_JOIN_SQL, [workspaceId, id], 'invitation_lock_for_join');
    return row ? toJoinInvitation(row) : null;
  }

  async markUsed(workspaceId: string, id: string, now: Date): Promise<void> {
    await runSql(this.manager, MARK_INVITATION_USED_SQL, [workspaceId, id, now], 'invitation_mark_used');
  }
}
