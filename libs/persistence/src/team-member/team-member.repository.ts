import { DomainError, type TeamMember, type TeamMemberRepository } from '@forms/domain';
import { type EntityManager, In } from 'typeorm';
import { isUniqueViolation } from '../postgres-errors';
import { assertStorableText, isStorableText, isUuid } from '../storable-values';
import { TeamMemberMapper } from './team-member.mapper';
import { TeamMemberOrmEntity } from './team-member.orm-entity';
import { NEWEST_ACTIVE_ADMIN_SQL, TEAM_MEMBERS_BY_EMAILS_SQL } from './team-member.sql';
import { sqlRows } from '../run-sql';

const EMAIL_KEY = 'team_members_email_key';

function emailTaken(): DomainError {
  return DomainError.invalid('email', 'is already used by another team member');
}

export class TypeormTeamMemberRepository implements TeamMemberRepository {
  constructor(private readonly manager: EntityManager) {}

  async findById(workspaceId: string, id: string): Promise<TeamMember | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const row = await this.manager.findOneBy(TeamMemberOrmEntity, { workspaceId, id });
    return row && TeamMemberMapper.toDomain(row);
  }

  async findByEmails(workspaceId: string, normalizedEmails: readonly string[]): Promise<TeamMember[]> {
    const emails = normalizedEmails.filter(isStorableText);
    if (!isUuid(workspaceId) || emails.length === 0) return [];
    // lower(email) is what the unique index team_members_email_key covers.
    const rows = await sqlRows(this.manager, TEAM_MEMBERS_BY_EMAILS_SQL, [workspaceId, emails], 'members_by_emails');
    return rows.map((row) => TeamMemberMapper.toDomain(Object.assign(new TeamMemberOrmEntity(), row)));
  }

  async findNewestActiveAdmin(workspaceId: string): Promise<TeamMember | null> {
    if (!isUuid(workspaceId)) return null;
    // Fixed SQL on every form creation and invitation: no per-call query building, one cached plan.
    const rows = await sqlRows(this.manager, NEWEST_ACTIVE_ADMIN_SQL, [workspaceId], 'newest_active_admin');
    return rows.length === 0 ? null : TeamMemberMapper.toDomain(Object.assign(new TeamMemberOrmEntity(), rows[0]));
  }

  async insertMany(members: readonly TeamMember[]): Promise<void> {
    if (members.length === 0) return;
    members.forEach((member) => assertStorableText('email', member.email.value));
    try {
      await this.manager.insert(TeamMemberOrmEntity, members.map(TeamMemberMapper.toPersistence));
    } catch (error) {
      if (isUniqueViolation(error, EMAIL_KEY)) throw emailTaken();
      throw error;
    }
  }

  async update(member: TeamMember): Promise<void> {
    const row = TeamMemberMapper.toPersistence(member);
    assertStorableText('email', row.email);
    assertStorableText('firstName', row.firstName);
    assertStorableText('lastName', row.lastName);
    try {
      await this.manager.update(
        TeamMemberOrmEntity,
        { workspaceId: row.workspaceId, id: row.id },
        {
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          timeZone: row.timeZone,
          profileImageUrl: row.profileImageUrl,
          organizationRole: row.organizationRole,
          active: row.active,
          updatedAt: row.updatedAt,
        },
      );
    } catch (error) {
      if (isUniqueViolation(error, EMAIL_KEY)) throw emailTaken();
      throw error;
    }
  }

  async deleteMany(workspaceId: string, ids: readonly string[]): Promise<void> {
    const wanted = ids.filter(isUuid);
    if (!isUuid(workspaceId) || wanted.length === 0) return;
    // Their pending invitations go with them (the foreign key cascades).
    await this.manager.delete(TeamMemberOrmEntity, { workspaceId, id: In(wanted) });
  }
}
