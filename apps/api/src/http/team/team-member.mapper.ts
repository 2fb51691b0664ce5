import type { TeamMemberView } from '@forms/application';

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

export function toTeamMemberV2(member: TeamMemberView): TeamMemberV2Representation {
  return {
    id: member.id,
    email: member.email,
    first_name: member.firstName,
    last_name: member.lastName,
    time_zone: member.timeZone,
    profile_image_url: member.profileImageUrl,
    organization_role: member.organizationRole,
    active: member.active,
  };
}
