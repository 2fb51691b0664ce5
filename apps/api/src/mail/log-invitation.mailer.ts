import { Logger } from '@nestjs/common';
import type { InvitationDetails } from '@forms/domain';
import type { ClosableInvitationMailer } from './smtp-invitation.mailer';

/**
 * Without SMTP_URL (local runs), an invitation is written to the log, join link included, and counts as
 * delivered: the developer can follow the link, and the outbox does not grow forever.
 */
export class LogInvitationMailer implements ClosableInvitationMailer {
  private readonly logger = new Logger('Invitations');

  async send(invitation: InvitationDetails): Promise<void> {
    this.logger.log(
      `SMTP_URL is not set; not emailing ${invitation.email}: ${invitation.invitedBy || 'an administrator'} invited them to ` +
        `"${invitation.workspaceName}", join link ${invitation.joinUrl}`,
    );
  }

  close(): void {
    // Nothing to release.
  }
}
