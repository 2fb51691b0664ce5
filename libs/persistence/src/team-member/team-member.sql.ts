import { ADMIN_ROLE } from '@forms/domain';
import type { TeamMemberOrmEntity } from './team-member.orm-entity';
import { sql } from '../statement';

// Every statement on the team_members table: the repository's (in the unit of work's transaction) and the
// read model's (straight on the pool).

// The repository.

export const TEAM_MEMBER_RECORD_COLUMNS = `workspace_id AS "workspaceId", id, email, first_name AS "firstName", last_name AS "lastName",
    time_zone AS "timeZone", profile_image_url AS "profileImageUrl", organization_role AS "organizationRole",
    active, created_at AS "createdAt", updated_at AS "updatedAt"`;

// lower(email) is what the unique index team_members_email_key covers.
export const TEAM_MEMBERS_BY_EMAILS_SQL = sql<[workspaceId: string, emails: readonly string[]], TeamMemberRecordRow>(`
  SELECT ${TEAM_MEMBER_RECORD_COLUMNS}
  FROM team_members
  WHERE workspace_id = $1 AND lower(email) = ANY($2)
  ORDER BY created_at, id`);

// Walks team_members_active_admins_idx: the role is a literal so that even a generic plan can prove the
// index's predicate. Columns are aliased to the entity's property names.
export const NEWEST_ACTIVE_ADMIN_SQL = sql<[workspaceId: string], TeamMemberRecordRow>(`
  SELECT ${TEAM_MEMBER_RECORD_COLUMNS}
  FROM team_members
  WHERE workspace_id = $1 AND active AND organization_role = '${ADMIN_ROLE}'
  ORDER BY created_at DESC, id DESC
  LIMIT 1`);

/** A row of the two queries above: the columns carry the entity's property names. */
export type TeamMemberRecordRow = TeamMemberOrmEntity;

// The read model.

export const TEAM_MEMBER_VIEW_COLUMNS = `id, email, first_name, last_name, time_zone, profile_image_url, organization_role, active,
  created_at, updated_at`;

// One round trip: the total always comes back (one row even past the last page), the page joins it.
// Team lists are small, so count(*) over the workspace is a short scan of team_members_list_idx.
export const TEAM_MEMBERS_PAGE_SQL = sql<
  [
    workspaceId: string,
    limit: number,
    offset: string,
  ],
  TeamMemberRow & { total: number }
>(`
  SELECT counted.total, member.*
  FROM (SELECT count(*)::int AS total FROM team_members WHERE workspace_id = $1) AS counted
  LEFT JOIN LATERAL (
    SELECT ${TEAM_MEMBER_VIEW_COLUMNS} FROM team_members
    WHERE workspace_id = $1
    ORDER BY created_at, id
    LIMIT $2 OFFSET $3
  ) AS member ON true
  ORDER BY member.created_at, member.id`);

export const ACTIVE_TEAM_MEMBER_SQL = sql<[workspaceId: string, id: string], TeamMemberRow>(
  `SELECT ${TEAM_MEMBER_VIEW_COLUMNS} FROM team_members WHERE workspace_id = $1 AND id = $2 AND active`,
);

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
