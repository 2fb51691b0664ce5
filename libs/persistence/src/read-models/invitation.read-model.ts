import type { InvitationReadModel, InvitationView } from '@forms/application';
import type { Pool } from 'pg';
import { isUuid } from '../storable-values';

// Removing a member deletes its invitations (ON DELETE CASCADE), so a row found is one that stands.
const BY_ID_SQL = `SELECT email, invited_by, workspace_name FROM invitations WHERE workspace_id = $1 AND id = $2`;

interface InvitationRow {
  email: string;
  invited_by: string;
  workspace_name: string;
}

export class PostgresInvitationReadModel implements InvitationReadModel {
  constructor(private readonly pool: Pool) {}

  async findById(workspaceId: string, id: string): Promise<InvitationView | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const { rows } = await this.pool.query<InvitationRow>({ name: 'invitation_by_id', text: BY_ID_SQL, values: [workspaceId, id] });
    if (rows.length === 0) return null;
    const [row] = rows;
    return { email: row.email, invitedBy: row.invited_by, workspaceName: row.workspace_name };
  }
}
