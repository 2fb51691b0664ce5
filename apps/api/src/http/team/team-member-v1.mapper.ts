import type { TeamMemberView } from '@forms/application';
import { formatTimestamp } from '../shared/timestamp';
import { memberIdentityOf } from './team-member.mapper';

/** A team member in the v1 shape, with `active`: what v1 and the console show. */
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
  return Object.assign(memberIdentityOf(member), {
    organization_role: member.organizationRole,
    active: member.active,
    created_at: formatTimestamp(member.createdAt),
    updated_at: formatTimestamp(member.updatedAt),
  });
}
