import type { TeamMemberView } from '@forms/application';
import type { TeamMember } from '@forms/domain';
import { formatTimestamp } from '../shared/timestamp';

export interface TeamMemberV1Representation {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  time_zone: string;
  organization_role: string;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export function toTeamMemberV1(member: TeamMemberView): TeamMemberV1Representation {
  return {
    id: member.id,
    email: member.email,
    first_name: member.firstName,
    last_name: member.lastName,
    time_zone: member.timeZone,
    organization_role: member.organizationRole,
    active: member.active,
    created_at: formatTimestamp(member.createdAt),
    updated_at: formatTimestamp(member.updatedAt),
  };
}

/** PATCH answers with the aggregate it saved; this flattens its value objects. */
export function teamMemberViewOf(member: TeamMember): TeamMemberView {
  return {
    id: member.id,
    email: member.email.value,
    firstName: member.firstName,
    lastName: member.lastName,
    timeZone: member.timeZone.value,
    profileImageUrl: member.profileImageUrl,
    organizationRole: member.organizationRole,
    active: member.active,
    createdAt: member.createdAt,
    updatedAt: member.updatedAt,
  };
}
