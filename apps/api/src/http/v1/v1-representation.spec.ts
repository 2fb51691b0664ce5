import type { TeamMemberView } from '@forms/application';
import { Email, TeamMember, TimeZone } from '@forms/domain';
import { toTeamMemberV1 } from '../team/team-member-v1.mapper';

const member: TeamMemberView = {
  id: '9b2e4c1a-7d3f-4e8b-a1c2-5f6d7e8f9a0b',
  email: 'Ada@Example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  timeZone: 'Europe/Berlin',
  profileImageUrl: 'https://img.example.com/ada.png',
  organizationRole: 'Admin',
  active: false,
  createdAt: new Date('2026-01-01T00:00:00.123Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
};

describe('toTeamMemberV1', () => {
  it('is the v1 shape: timestamps, no profile_image_url', () => {
    expect(toTeamMemberV1(member)).toEqual({
      id: member.id,
      email: 'Ada@Example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      time_zone: 'Europe/Berlin',
      organization_role: 'Admin',
      active: false,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-02T00:00:00Z',
    });
  });

  it('shows the member a PATCH returns', () => {
    const invited = TeamMember.join({
      id: member.id,
      workspaceId: 'w',
      email: Email.create(' grace@example.com '),
      role: 'Standard',
      timeZone: TimeZone.create('Asia/Tokyo'),
      now: new Date('2026-04-04T04:04:04Z'),
    });
    expect(toTeamMemberV1(invited.snapshot())).toEqual({
      id: member.id,
      email: 'grace@example.com',
      first_name: '',
      last_name: '',
      time_zone: 'Asia/Tokyo',
      organization_role: 'Standard',
      active: true,
      created_at: '2026-04-04T04:04:04Z',
      updated_at: '2026-04-04T04:04:04Z',
    });
  });
});
