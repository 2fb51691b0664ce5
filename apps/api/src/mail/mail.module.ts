import { Module } from '@nestjs/common';
import { type Clock, DeliverInvitations, type InvitationQueue } from '@forms/application';
import type { AppConfig } from '@forms/config';
import { APP_CONFIG, CLOCK, INVITATION_MAILER, INVITATION_QUEUE } from '../app/tokens';
import { InvitationDeliveryWorker } from './invitation-delivery.worker';
import { LogInvitationMailer } from './log-invitation.mailer';
import { type ClosableInvitationMailer, SmtpInvitationMailer } from './smtp-invitation.mailer';

@Module({
  providers: [
    {
      provide: INVITATION_MAILER,
      useFactory: (config: AppConfig): ClosableInvitationMailer =>
        config.SMTP_URL ? new SmtpInvitationMailer(config.SMTP_URL, config.MAIL_FROM) : new LogInvitationMailer(),
      inject: [APP_CONFIG],
    },
    {
      provide: DeliverInvitations,
      useFactory: (queue: InvitationQueue, mailer: ClosableInvitationMailer, clock: Clock) =>
        new DeliverInvitations(queue, mailer, clock),
      inject: [INVITATION_QUEUE, INVITATION_MAILER, CLOCK],
    },
    InvitationDeliveryWorker,
  ],
})
export class MailModule {}
