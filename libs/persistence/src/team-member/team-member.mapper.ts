import { Email, TeamMember, TimeZone } from '@forms/domain';
import { TeamMemberOrmEntity } from './team-member.orm-entity';

export const TeamMemberMapper = {
  toDomain(row: TeamMemberOrmEntity): TeamMember {
    return TeamMember.restore({
      id: row.id,
      workspaceId: row.workspaceId,
      email: Email.fromTrusted(row.email),
      firstName: row.firstName,
      lastName: row.lastName,
      timeZone: TimeZone.fromTrusted(row.timeZone),
      profileImageUrl: row.profileImageUrl,
      organizationRole: row.organizationRole,
      active: row.active,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    });
  },

  toPersistence(member: TeamMember): TeamMemberOrmEntity {
    const row = new TeamMemberOrmEntity();
    row.workspaceId = member.workspaceId;
    row.id = member.id;
    row.email = member.email.value;
    row.firstName = member.firstName;
    row.lastName = member.lastName;
    row.timeZone = member.timeZone.value;
    row.profileImageUrl = member.profileImageUrl;
    row.organizationRole = member.organizationRole;
    row.active = member.active;
    row.createdAt = member.createdAt;
    row.updatedAt = member.updatedAt;
    return row;
  },
};
