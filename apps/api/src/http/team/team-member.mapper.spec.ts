import { toTeamMemberV2 } from './team-member.mapper';

describe('toTeamMemberV2', () => {
  it('is the v2 shape: profile_image_url, no timestamps', () => {
    const member = toTeamMemberV2({
      id: '9b2e4c1a-7d3f-4e8b-a1c2-5f6d7e8f9a0b',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: '',
      timeZone: 'UTC',
      profileImageUrl: '',
      organizationRole: 'Standard',
      active: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect(member).toEqual({
      id: '9b2e4c1a-7d3f-4e8b-a1c2-5f6d7e8f9a0b',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: '',
      time_zone: 'UTC',
      profile_image_url: '',
      organization_role: 'Standard',
      active: true,
    });
  });
});
