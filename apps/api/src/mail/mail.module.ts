import { Module } from '@nestjs/common';
import { type InvitationReadModel, SendInvitationEmail } from '@forms/application';
import type { AppConfig } from '@forms/config';
import { APP_CONFIG, INVITATION_MAILER, INVITATION_READ_MODEL } from '../app/tokens';
import { LogInvitationMailer } from './log-invitation.mailer';
import { type ClosableInvitationMailer, SmtpInvitationMailer } from './smtp-invitation.mailer';

/** Invitation emails: the mailer of SMTP_URL (or the log), and the outbox handler that uses it. */
@Module({
  providers: [
    {
      provide: INVITATION_MAILER,
      useFactory: (config: AppConfig): ClosableInvitationMailer =>
        config.SMTP_URL ? new SmtpInvitationMailer(config.SMTP_URL, config.MAIL_FROM) : new LogInvitationMailer(config.NODE_ENV !== 'production'),
      inject: [APP_CONFIG],
    },
    {
      provide: SendInvitationEmail,
      useFactory: (mailer: ClosableInvitationMailer, invitations: InvitationReadModel) => new SendInvitationEmail(mailer, invitations),
      inject: [INVITATION_MAILER, INVITATION_READ_MODEL],
    },
  ],
  exports: [SendInvitationEmail, INVITATION_MAILER],
})
export class MailModule {}
