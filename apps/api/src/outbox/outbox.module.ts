import { Module } from '@nestjs/common';
import { type Clock, DispatchOutbox, type OutboxQueue, SendInvitationEmail } from '@forms/application';
import { CLOCK, OUTBOX_QUEUE } from '../app/tokens';
import { MailModule } from '../mail/mail.module';
import { OutboxWorker } from './outbox.worker';

/** The outbox worker and every handler it delivers to; a new handler is one more entry here. */
@Module({
  imports: [MailModule],
  providers: [
    {
      provide: DispatchOutbox,
      useFactory: (queue: OutboxQueue, clock: Clock, invitations: SendInvitationEmail) => new DispatchOutbox(queue, [invitations], clock),
      inject: [OUTBOX_QUEUE, CLOCK, SendInvitationEmail],
    },
    OutboxWorker,
  ],
})
export class OutboxModule {}
