import type { InvitationReadModel, InvitationView, JoinInvitation, JoinInvitationReadModel } from '@forms/application';
import type { Pool } from 'pg';
import { isUuid } from '../storable-values';
import { INVITATION_BY_ID_SQL, INVITATION_FOR_JOIN_SQL } from './invitation.sql';
import { toJoinInvitation } from './join-invitation';
import { runSql } from '../run-sql';


export class PostgresInvitationReadModel implements InvitationReadModel, JoinInvitationReadModel {
  constructor(private readonly pool: Pool) {}

  async findById(workspaceId: string, id: string): Promise<InvitationView | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const { rows } = await runSql(this.pool, INVITATION_BY_ID_SQL, [workspaceId, id], 'invitation_by_id');
    if (rows.length === 0) return null;
    const [row] = rows;
    return { email: row.email, invitedBy: row.invited_by, workspaceName: row.workspace_name };
  }

  async findForJoin(workspaceId: string, id: string): Promise<JoinInvitation | null> {
    if (!isUuid(id)) return null;
    const { rows } = await runSql(this.pool, INVITATION_FOR_JOIN_SQL, [workspaceId, id], 'invitation_for_join');
    return rows.length > 0 ? toJoinInvitation(rows[0]) : null;
  }
}
