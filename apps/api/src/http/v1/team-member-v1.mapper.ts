import type { TeamMemberChanges } from '@forms/domain';
import type { UpdateTeamMemberRequestDto } from './update-team-member.dto';

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
