import { Module } from '@nestjs/common';
import { type Clock, type FormReadModel, SendInvitationEmail, SendResponseEmail, SendSignInEmail, type SubmissionReadModel, type UnitOfWork } from '@forms/application';
import type { AppConfig } from '@forms/config';
import { APP_CONFIG, CLOCK, INVITATION_MAILER, RESPONSE_EMAIL_READS, RESPONSE_MAILER, SIGN_IN_MAILER, UNIT_OF_WORK } from '../app/tokens';
import { type ClosableResponseMailer, LogResponseMailer, SmtpResponseMailer } from './response.mailers';
import { LogInvitationMailer } from './log-invitation.mailer';
import { type ClosableSignInMailer, LogSignInMailer, SmtpSignInMailer } from './sign-in.mailers';
import { type ClosableInvitationMailer, SmtpInvitationMailer } from './smtp-invitation.mailer';

/** Invitation and sign-in emails: the mailers of SMTP_URL (or the log), and the outbox handlers that use them. */
@Module({
  providers: [
    {
      provide: INVITATION_MAILER,
      useFactory: (config: AppConfig): ClosableInvitationMailer =>
        config.SMTP_URL ? new SmtpInvitationMailer(config.SMTP_URL, config.MAIL_FROM) : new LogInvitationMailer(config.NODE_ENV !== 'production'),
      inject: [APP_CONFIG],
    },
    {
      provide: SIGN_IN_MAILER,
      useFactory: (config: AppConfig): ClosableSignInMailer =>
        config.SMTP_URL ? new SmtpSignInMailer(config.SMTP_URL, config.MAIL_FROM) : new LogSignInMailer(config.NODE_ENV !== 'production'),
      inject: [APP_CONFIG],
    },
    {
      provide: SendInvitationEmail,
      useFactory: (mailer: ClosableInvitationMailer, unitOfWork: UnitOfWork, clock: Clock) => new SendInvitationEmail(mailer, unitOfWork, clock),
      inject: [INVITATION_MAILER, UNIT_OF_WORK, CLOCK],
    },
    {
      provide: SendSignInEmail,
      useFactory: (mailer: ClosableSignInMailer, unitOfWork: UnitOfWork, clock: Clock) => new SendSignInEmail(mailer, unitOfWork, clock),
      inject: [SIGN_IN_MAILER, UNIT_OF_WORK, CLOCK],
    },
    {
      provide: RESPONSE_MAILER,
      useFactory: (config: AppConfig): ClosableResponseMailer =>
        config.SMTP_URL ? new SmtpResponseMailer(config.SMTP_URL, config.MAIL_FROM) : new LogResponseMailer(),
      inject: [APP_CONFIG],
    },
    {
      provide: SendResponseEmail,
      useFactory: (mailer: ClosableResponseMailer, reads: { forms: FormReadModel; submissions: SubmissionReadModel }, unitOfWork: UnitOfWork) =>
        new SendResponseEmail(mailer, reads.forms, reads.submissions, unitOfWork),
      inject: [RESPONSE_MAILER, RESPONSE_EMAIL_READS, UNIT_OF_WORK],
    },
  ],
  exports: [SendInvitationEmail, SendSignInEmail, INVITATION_MAILER, SIGN_IN_MAILER, SendResponseEmail, RESPONSE_MAILER],
})
export class MailModule {}
