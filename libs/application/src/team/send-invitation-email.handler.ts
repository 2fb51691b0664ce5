import type { DomainEvent } from '@forms/domain';
import type { InvitationMailer, OutboxHandler } from '../shared/ports/outbox.port';
import type { InvitationReadModel } from '../shared/ports/read-models.port';

/**
 * Emails an invitation recorded with its new member. An invitation whose member was removed before the
 * email went out is dropped rather than sent: its join link would lead nowhere.
 */
export class SendInvitationEmail implements OutboxHandler {
  readonly name = 'invitation-email';
  /** About a day of attempts with the delays below: a mail server down that long needs a person. */
  readonly maxAttempts = 100;

  constructor(
    private readonly mailer: InvitationMailer,
    private readonly invitations: InvitationReadModel,
  ) {}

  retryDelayMs(failedAttempts: number): number {
    return Math.min(1_000 * 2 ** (failedAttempts - 1), 15 * 60_000);
  }

  async handle(event: DomainEvent): Promise<void> {
    if (event.type !== 'invitation.created') return;
    if (!(await this.invitations.findById(event.workspaceId, event.invitation.id))) return;
    await this.mailer.send(event.invitation);
  }
}
