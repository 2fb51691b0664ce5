import { Module } from '@nestjs/common';
import { type Clock, DeliverWebhook, DispatchOutbox, type OutboxQueue, SendInvitationEmail, SendResponseEmail, SendSignInEmail } from '@forms/application';
import { CLOCK, OUTBOX_QUEUE } from '../app/tokens';
import { MailModule } from '../mail/mail.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { OutboxWorker } from './outbox.worker';

/** The outbox worker and every handler it delivers to; a new handler is one more entry here. */
@Module({
  imports: [MailModule, WebhooksModule],
  providers: [
    {
      provide: DispatchOutbox,
      useFactory: (
        queue: OutboxQueue,
        clock: Clock,
        invitations: SendInvitationEmail,
        webhooks: DeliverWebhook,
        signIns: SendSignInEmail,
        responses: SendResponseEmail,
      ) => new DispatchOutbox(queue, [invitations, webhooks, signIns, responses], clock),
      inject: [OUTBOX_QUEUE, CLOCK, SendInvitationEmail, DeliverWebhook, SendSignInEmail, SendResponseEmail],
    },
    OutboxWorker,
  ],
})
export class OutboxModule {}
