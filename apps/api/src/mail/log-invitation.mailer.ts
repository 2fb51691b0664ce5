import { Logger } from '@nestjs/common';
import type { InvitationDetails } from '@forms/domain';
import type { ClosableInvitationMailer } from './smtp-invitation.mailer';

/**
 * Without SMTP_URL (local runs), an invitation is written to the log and counts as delivered: the outbox
 * does not grow forever. Outside production the join link is included, so the developer can follow it;
 * in production it is not, since whoever reads the logs must not be able to join a workspace.
 */
export class LogInvitationMailer implements ClosableInvitationMailer {
  private readonly logger = new Logger('Invitations');

  constructor(private readonly showJoinLink = true) {}

  async send(invitation: InvitationDetails): Promise<void> {
    this.logger.log(
      `SMTP_URL is not set; not emailing ${invitation.email}: ${invitation.invitedBy || 'an administrator'} invited them to ` +
        `"${invitation.workspaceName}"${this.showJoinLink ? `, join link ${invitation.joinUrl}` : ' (join link withheld in production)'}`,
    );
  }

  close(): void {
    // Nothing to release.
  }
}
