import { ADMIN_ROLE } from '@forms/domain';
import type { TeamMemberOrmEntity } from './team-member.orm-entity';

export const TEAM_MEMBER_RECORD_COLUMNS = `workspace_id AS "workspaceId", id, email, first_name AS "firstName", last_name AS "lastName",
    time_zone AS "timeZone", profile_image_url AS "profileImageUrl", organization_role AS "organizationRole",
    active, created_at AS "createdAt", updated_at AS "updatedAt"`;

// lower(email) is what the unique index team_members_email_key covers.
export const TEAM_MEMBERS_BY_EMAILS_SQL = `
  SELECT ${TEAM_MEMBER_RECORD_COLUMNS}
  FROM team_members
  WHERE workspace_id = $1 AND lower(email) = ANY($2)
  ORDER BY created_at, id`;

// Walks team_members_active_admins_idx: the role is a literal so that even a generic plan can prove the
// index's predicate. Columns are aliased to the entity's property names.
export const NEWEST_ACTIVE_ADMIN_SQL = `
  SELECT ${TEAM_MEMBER_RECORD_COLUMNS}
  FROM team_members
  WHERE workspace_id = $1 AND active AND organization_role = '${ADMIN_ROLE}'
  ORDER BY created_at DESC, id DESC
  LIMIT 1`;

/** A row of the two queries above: the columns carry the entity's property names. */
export type TeamMemberRecordRow = TeamMemberOrmEntity;
