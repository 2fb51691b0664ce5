import type { LeasedInvitation, NewInvitation } from '@forms/application';
import { InvitationOrmEntity } from './invitation.orm-entity';

export const InvitationMapper = {
  /** A new invitation is due at once. */
  toPersistence(invitation: NewInvitation): InvitationOrmEntity {
    const row = new InvitationOrmEntity();
    row.workspaceId = invitation.workspaceId;
    row.id = invitation.id;
    row.teamMemberId = invitation.teamMemberId;
    row.email = invitation.email;
    row.invitedBy = invitation.invitedBy;
    row.workspaceName = invitation.workspaceName;
    row.joinUrl = invitation.joinUrl;
    row.createdAt = invitation.createdAt;
    row.attempts = 0;
    row.nextAttemptAt = invitation.createdAt;
    row.lastError = null;
    row.deliveredAt = null;
    return row;
  },

  toLeased(row: InvitationOrmEntity): LeasedInvitation {
    return {
      id: row.id,
      workspaceId: row.workspaceId,
      teamMemberId: row.teamMemberId,
      email: row.email,
      invitedBy: row.invitedBy,
      workspaceName: row.workspaceName,
      joinUrl: row.joinUrl,
      createdAt: row.createdAt,
      attempts: row.attempts,
    };
  },
};
