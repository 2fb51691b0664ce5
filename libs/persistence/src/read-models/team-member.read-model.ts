import type { PageRequest, TeamMemberReadModel, TeamMemberView } from '@forms/application';
import type { Pool } from 'pg';
import { isUuid } from '../storable-values';
import { pageFromRows } from './page-rows';

const COLUMNS = `id, email, first_name, last_name, time_zone, profile_image_url, organization_role, active,
  created_at, updated_at`;

// One round trip: the total always comes back (one row even past the last page), the page joins it.
// Team lists are small, so count(*) over the workspace is a short scan of team_members_list_idx.
const PAGE_SQL = `
  SELECT counted.total, member.*
  FROM (SELECT count(*)::int AS total FROM team_members WHERE workspace_id = $1) AS counted
  LEFT JOIN LATERAL (
    SELECT ${COLUMNS} FROM team_members
    WHERE workspace_id = $1
    ORDER BY created_at, id
    LIMIT $2 OFFSET $3
  ) AS member ON true
  ORDER BY member.created_at, member.id`;

const ACTIVE_BY_ID_SQL = `SELECT ${COLUMNS} FROM team_members WHERE workspace_id = $1 AND id = $2 AND active`;

interface TeamMemberRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  time_zone: string;
  profile_image_url: string;
  organization_role: string;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

function toView(row: TeamMemberRow): TeamMemberView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    timeZone: row.time_zone,
    profileImageUrl: row.profile_image_url,
    organizationRole: row.organization_role,
    active: row.active,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class PostgresTeamMemberReadModel implements TeamMemberReadModel {
  constructor(private readonly pool: Pool) {}

  async page(workspaceId: string, page: PageRequest): Promise<{ items: TeamMemberView[]; totalRecords: number }> {
    if (!isUuid(workspaceId)) return { items: [], totalRecords: 0 };
    const { rows } = await this.pool.query<TeamMemberRow & { total: number }>({
      name: 'team_members_page',
      text: PAGE_SQL,
      // The offset of a huge page number exceeds 2^53; as text it still reaches Postgres as a bigint.
      values: [workspaceId, page.pageSize, String(page.offset)],
    });
    return pageFromRows(rows, toView);
  }

  async findActiveById(workspaceId: string, id: string): Promise<TeamMemberView | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const { rows } = await this.pool.query<TeamMemberRow>({
      name: 'team_members_active_by_id',
      text: ACTIVE_BY_ID_SQL,
      values: [workspaceId, id],
    });
    return rows.length > 0 ? toView(rows[0]) : null;
  }
}
