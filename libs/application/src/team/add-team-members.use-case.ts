import { type Actor, assertInvitationsAllowed, assertMay, DomainError, type DomainEvent, Email, INVITATION_WINDOW_MS, type InvitationDetails, type TeamMemberSnapshot } from '@forms/domain';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock, IdGenerator } from '../shared/ports/system.port';
import { activityEntry } from '../shared/ports/activity.port';
import { teamMemberTarget } from '../activity/activity-targets';

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
  /** The members this request added, as saved. */
  addedMembers: TeamMemberSnapshot[];
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

    return this.unitOfWork.run(async ({ teams, teamMembers, invitations, outbox, activity }) => {
      const team = await teams.loadForChange(command.workspaceId);
      if (!team) throw DomainError.workspaceNotFound();
      const inviter = team.inviter(invitedBy);
      const existing = await teamMembers.findByEmails(team.workspaceId, emails.map((email) => email.normalized));
      const now = this.clock.now();
      const added = team.add({ emails, role: command.organizationRole, existing, newId: () => this.ids.next(), now });
      await teamMembers.insertMany(added);
      // One entry per new member; emails that were members already changed nothing.
      await activity.record(added.map((member) => activityEntry(team.workspaceId, command.actor, 'team_member.invited', teamMemberTarget(member), now)));

      const events: DomainEvent[] = team.pullEvents();
      if (command.sendInvitationEmail && added.length > 0) {
        // Checked under the workspace's lock (loadForChange), so concurrent requests on any replica add up.
        const addresses = added.map((member) => member.email.normalized);
        const windowStart = new Date(now.getTime() - INVITATION_WINDOW_MS);
        assertInvitationsAllowed(await invitations.recentSends(team.workspaceId, windowStart, addresses), addresses, now);
        await invitations.recordSends(team.workspaceId, addresses, now, windowStart);
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
        addedMembers: added.map((member) => member.snapshot()),
        alreadyMembers: existing.map((member) => member.email.value),
      };
    });
  }
}
