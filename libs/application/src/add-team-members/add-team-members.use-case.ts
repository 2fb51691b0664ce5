import { DomainError, Email, TeamMember, type TeamMemberRepository } from '@forms/domain';
import type { NewInvitation } from '../ports/invitations.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { Clock, IdGenerator } from '../ports/system.port';

export const MAX_EMAILS_PER_REQUEST = 100;

export interface AddTeamMembersCommand {
  workspaceId: string;
  emails: unknown;
  organizationRole?: unknown;
  invitedBy?: unknown;
  /** true unless the client sent "false" (or false). */
  sendInvitationEmail: boolean;
  /** The workspace address the client used; invitations link back to it. */
  baseUrl: string;
}

export interface AddTeamMembersResult {
  added: string[];
  alreadyMembers: string[];
}

export function parseEmailList(raw: unknown): Email[] {
  if (!Array.isArray(raw)) throw DomainError.invalid('emails', 'must be an array of emails');
  if (raw.length === 0) throw DomainError.invalid('emails', 'must contain at least one email');
  if (raw.length > MAX_EMAILS_PER_REQUEST) {
    throw DomainError.invalid('emails', `must contain at most ${MAX_EMAILS_PER_REQUEST} emails`);
  }
  return raw.map((value, index) => Email.create(value, `emails[${index}]`));
}

export class AddTeamMembers {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: AddTeamMembersCommand): Promise<AddTeamMembersResult> {
    const emails = parseEmailList(command.emails);
    const invitedBy = command.invitedBy === undefined ? null : Email.create(command.invitedBy, 'invited_by');

    return this.unitOfWork.run(async (repositories) => {
      // The workspace lock orders concurrent adds of the same email behind each other.
      const workspace = await repositories.workspaces.lockById(command.workspaceId);
      if (!workspace) throw DomainError.workspaceNotFound();
      const role = workspace.requireRole(command.organizationRole ?? 'Standard', 'organization_role');
      const inviter = await this.resolveInviter(repositories.teamMembers, workspace.id, invitedBy);

      const unique = new Map(emails.map((email) => [email.normalized, email]));
      const existing = await repositories.teamMembers.findByEmails(workspace.id, [...unique.keys()]);
      const taken = new Set(existing.map((member) => member.email.normalized));
      const now = this.clock.now();
      const members = [...unique.values()]
        .filter((email) => !taken.has(email.normalized))
        .map((email) => TeamMember.invite({ id: this.ids.next(), workspace, email, role, now }));
      await repositories.teamMembers.insertMany(members);

      if (command.sendInvitationEmail && members.length > 0) {
        const invitations: NewInvitation[] = members.map((member) => {
          const id = this.ids.next();
          return {
            id,
            workspaceId: workspace.id,
            teamMemberId: member.id,
            email: member.email.value,
            invitedBy: inviter,
            workspaceName: workspace.name,
            joinUrl: `${command.baseUrl}/join?invitation=${id}`,
            createdAt: now,
          };
        });
        await repositories.invitations.enqueue(invitations);
      }
      return {
        added: members.map((member) => member.email.value),
        alreadyMembers: existing.map((member) => member.email.value),
      };
    });
  }

  private async resolveInviter(
    teamMembers: TeamMemberRepository,
    workspaceId: string,
    invitedBy: Email | null,
  ): Promise<string> {
    if (invitedBy === null) {
      const admin = await teamMembers.findNewestActiveAdmin(workspaceId);
      return admin ? admin.email.value : '';
    }
    const [member] = await teamMembers.findByEmails(workspaceId, [invitedBy.normalized]);
    if (!member || !member.isActiveAdmin) {
      throw DomainError.invalid('invited_by', 'must be the email of an active Admin of the workspace');
    }
    return member.email.value;
  }
}
