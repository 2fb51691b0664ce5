import type { PageRequest, TeamMemberReadModel, TeamMemberView } from '@forms/application';
import type { Pool } from 'pg';
import { isUuid } from '../storable-values';
import { pageFromRows } from '../page-rows';
import { ACTIVE_TEAM_MEMBER_SQL, TEAM_MEMBERS_PAGE_SQL, type TeamMemberRow } from './team-member.sql';
import { runSql } from '../run-sql';

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
    // The offset of a huge page number exceeds 2^53; as text it still reaches Postgres as a bigint.
    const { rows } = await runSql(this.pool, TEAM_MEMBERS_PAGE_SQL, [workspaceId, page.pageSize, String(page.offset)], 'team_members_page');
    return pageFromRows(rows, toView);
  }

  async findActiveById(workspaceId: string, id: string): Promise<TeamMemberView | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const { rows } = await runSql(this.pool, ACTIVE_TEAM_MEMBER_SQL, [workspaceId, id], 'team_members_active_by_id');
    return rows.length > 0 ? toView(rows[0]) : null;
  }
}
