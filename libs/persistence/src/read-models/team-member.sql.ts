export const TEAM_MEMBER_VIEW_COLUMNS = `id, email, first_name, last_name, time_zone, profile_image_url, organization_role, active,
  created_at, updated_at`;

// One round trip: the total always comes back (one row even past the last page), the page joins it.
// Team lists are small, so count(*) over the workspace is a short scan of team_members_list_idx.
export const TEAM_MEMBERS_PAGE_SQL = `
  SELECT counted.total, member.*
  FROM (SELECT count(*)::int AS total FROM team_members WHERE workspace_id = $1) AS counted
  LEFT JOIN LATERAL (
    SELECT ${TEAM_MEMBER_VIEW_COLUMNS} FROM team_members
    WHERE workspace_id = $1
    ORDER BY created_at, id
    LIMIT $2 OFFSET $3
  ) AS member ON true
  ORDER BY member.created_at, member.id`;

export const ACTIVE_TEAM_MEMBER_SQL = `SELECT ${TEAM_MEMBER_VIEW_COLUMNS} FROM team_members WHERE workspace_id = $1 AND id = $2 AND active`;

export interface TeamMemberRow {
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
