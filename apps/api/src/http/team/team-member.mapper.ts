import type { TeamMemberView } from '@forms/application';
import type { TeamMemberChanges } from '@forms/domain';

export interface TeamMemberV2Representation {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  time_zone: string;
  profile_image_url: string;
  organization_role: string;
  active: boolean;
}

/** Who a member is, first in every version's shape: id, email, names and time zone, in this order. */
export function memberIdentityOf(member: TeamMemberView): Pick<TeamMemberV2Representation, 'id' | 'email' | 'first_name' | 'last_name' | 'time_zone'> {
  return { id: member.id, email: member.email, first_name: member.firstName, last_name: member.lastName, time_zone: member.timeZone };
}

export function toTeamMemberV2(member: TeamMemberView): TeamMemberV2Representation {
  return Object.assign(memberIdentityOf(member), {
    profile_image_url: member.profileImageUrl,
    organization_role: member.organizationRole,
    active: member.active,
  });
}

/** The fields a change of a member may carry (v1's PATCH, the console's), as they are named on the wire. */
export interface TeamMemberChangesBody {
  email?: string;
  first_name?: string;
  last_name?: string;
  time_zone?: string;
  organization_role?: string;
  active?: boolean;
}

/** A change of a member in the model's terms; absent fields stay absent (unchanged). */
export function teamMemberChangesOf(body: TeamMemberChangesBody): TeamMemberChanges {
  return {
    email: body.email,
    firstName: body.first_name,
    lastName: body.last_name,
    timeZone: body.time_zone,
    organizationRole: body.organization_role,
    active: body.active,
  };
}
