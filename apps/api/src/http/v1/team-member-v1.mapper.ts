import type { TeamMemberView } from '@forms/application';
import type { TeamMemberChanges } from '@forms/domain';
import { formatTimestamp } from '../shared/timestamp';
import type { UpdateTeamMemberRequestDto } from './update-team-member.dto';

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

/** The PATCH body in the model's terms; absent fields stay absent (unchanged). */
export function teamMemberChangesOf(body: UpdateTeamMemberRequestDto): TeamMemberChanges {
  return {
    email: body.email,
    firstName: body.first_name,
    lastName: body.last_name,
    timeZone: body.time_zone,
    organizationRole: body.organization_role,
    active: body.active,
  };
}
