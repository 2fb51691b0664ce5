import type { JoinInvitation } from '@forms/application';
import type { JoinInvitationRow } from './invitation.sql';

export function toJoinInvitation(row: JoinInvitationRow): JoinInvitation {
  return {
    id: row.id,
    teamMemberId: row.team_member_id,
    email: row.email,
    invitedBy: row.invited_by,
    workspaceName: row.workspace_name,
    tokenHash: row.token_hash,
    tokenExpiresAt: row.token_expires_at,
    usedAt: row.used_at,
    member:
      row.member_email !== null
        ? { id: row.team_member_id, email: row.member_email, organizationRole: row.organization_role as string, active: row.active === true }
        : null,
  };
}
