import { type Actor, DomainError, Email } from '@forms/domain';
import { activityEntry } from '../../shared/ports/activity.port';
import type { Clock, IdGenerator } from '../../shared/ports/system.port';
import type { UnitOfWork } from '../../shared/ports/unit-of-work.port';
import { issueToken } from '../secret-token';
import { signInLink } from './send-sign-in-email.handler';
import { SIGN_IN_VALIDITY_MS } from './sign-in-rules';

export interface CreateSignInLinkCommand {
  /** The command line or the service itself: a link that skips the email is for operators only. */
  actor: Actor;
  subdomain: string;
  email: string;
  /** The workspace's address as the API serves it. */
  baseUrl: string;
}

/**
 * A sign-in link for an active member, handed to an operator instead of emailed (their mail does not
 * work, or a fresh machine has no mail server at all). The same link as an email's: 15 minutes, once,
 * through the page that asks for one click. Recorded in the activity log with its actor.
 */
export class CreateSignInLink {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: CreateSignInLinkCommand): Promise<{ url: string; expiresAt: Date }> {
    if (command.actor.type !== 'cli' && command.actor.type !== 'system') {
      throw DomainError.forbidden('Only operators can create sign-in links');
    }
    const email = Email.create(command.email, 'email');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + SIGN_IN_VALIDITY_MS);
    return this.unitOfWork.run(async ({ workspaces, teamMembers, signInAttempts, activity }) => {
      const workspace = await workspaces.findBySubdomain(command.subdomain);
      if (!workspace) throw DomainError.workspaceNotFound();
      const [member] = await teamMembers.findByEmails(workspace.id, [email.normalized]);
      if (!member || !member.active) throw DomainError.invalid('email', 'is not an active member of the workspace');
      const issued = issueToken(this.ids.next());
      await signInAttempts.insert({
        workspaceId: workspace.id,
        id: issued.id,
        teamMemberId: member.id,
        email: member.email.value,
        returnTo: null,
        clientIp: '',
        createdAt: now,
        expiresAt,
        tokenHash: issued.hash,
        browserHash: null,
      });
      await activity.record([
        activityEntry(workspace.id, command.actor, 'sign_in_link.created', { type: 'team_member', id: member.id, label: member.email.value }, now),
      ]);
      return { url: signInLink(command.baseUrl, issued.token), expiresAt };
    });
  }
}
