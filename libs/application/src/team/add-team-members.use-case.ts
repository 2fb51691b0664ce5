import { type Actor, assertMay, DomainError, type DomainEvent, Email, type InvitationDetails } from '@forms/domain';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock, IdGenerator } from '../shared/ports/system.port';

export const MAX_EMAILS_PER_REQUEST = 100;

export interface AddTeamMembersCommand {
  /** Who makes the change: checked for permission, named as the inviter. */
  actor: Actor;
  workspaceId: string;
  emails: readonly string[];
  organizationRole?: string;
  invitedBy?: string;
  sendInvitationEmail: boolean;
  /** The workspace address the client used; invitations link back to it. */
  baseUrl: string;
}

export interface AddTeamMembersResult {
  added: string[];
  alreadyMembers: string[];
}

/** Every email is checked before anything is written: one invalid address adds nobody. */
export function parseEmailList(raw: readonly string[]): Email[] {
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
    assertMay(command.actor, 'manage_team');
    const emails = parseEmailList(command.emails);
    // A member who invites is the inviter; an API key or the command line may name one.
    const inviterEmail = command.actor.type === 'member' ? command.actor.label : command.invitedBy;
    const invitedBy = inviterEmail === undefined ? null : Email.create(inviterEmail, 'invitedBy');

    return this.unitOfWork.run(async ({ teams, teamMembers, invitations, outbox }) => {
      const team = await teams.loadForChange(command.workspaceId);
      if (!team) throw DomainError.workspaceNotFound();
      const inviter = team.inviter(invitedBy);
      const existing = await teamMembers.findByEmails(team.workspaceId, emails.map((email) => email.normalized));
      const now = this.clock.now();
      const added = team.add({ emails, role: command.organizationRole, existing, newId: () => this.ids.next(), now });
      await teamMembers.insertMany(added);

      const events: DomainEvent[] = team.pullEvents();
      if (command.sendInvitationEmail && added.length > 0) {
        const sent: InvitationDetails[] = added.map((member) => {
          const id = this.ids.next();
          return {
            id,
            teamMemberId: member.id,
            email: member.email.value,
            invitedBy: inviter ? inviter.email.value : '',
            workspaceName: team.workspace.name,
            // The join page; its token is made when the email is sent (SendInvitationEmail).
            joinUrl: `${command.baseUrl}/join`,
            createdAt: now,
          };
        });
        await invitations.insertMany(team.workspaceId, sent);
        for (const invitation of sent) {
          events.push({ type: 'invitation.created', workspaceId: team.workspaceId, occurredAt: now, invitation });
        }
      }
      await outbox.record(events);
      return {
        added: added.map((member) => member.email.value),
        alreadyMembers: existing.map((member) => member.email.value),
      };
    });
  }
}
