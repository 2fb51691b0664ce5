import type { DomainEvent } from '@forms/domain';
import { issueToken } from '../access/secret-token';
import { JOIN_LINK_VALIDITY_MS } from '../access/sign-in/sign-in-rules';
import type { InvitationMailer, OutboxHandler } from '../shared/ports/outbox.port';
import type { Clock } from '../shared/ports/system.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';

/** The join page's address with the token as its only parameter. */
export function joinLinkWithToken(joinPageUrl: string, token: string): string {
  const url = new URL(joinPageUrl);
  url.search = '';
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Emails an invitation recorded with its new member. The join link's token is made here, as the email goes
 * out, and only its hash is kept on the invitation (valid 7 days, once): no secret waits in the outbox, and
 * a retried email carries a new token. An invitation whose member was removed before the email went out
 * (or that was already used) is dropped rather than sent: its join link would lead nowhere.
 */
export class SendInvitationEmail implements OutboxHandler {
  readonly name = 'invitation-email';
  /** About a day of attempts with the delays below: a mail server down that long needs a person. */
  readonly maxAttempts = 100;

  constructor(
    private readonly mailer: InvitationMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  retryDelayMs(failedAttempts: number): number {
    return Math.min(1_000 * 2 ** (failedAttempts - 1), 15 * 60_000);
  }

  async handle(event: DomainEvent): Promise<void> {
    if (event.type !== 'invitation.created') return;
    const { invitation } = event;
    const issued = issueToken(invitation.id);
    const expiresAt = new Date(this.clock.now().getTime() + JOIN_LINK_VALIDITY_MS);
    const stands = await this.unitOfWork.run(({ invitations }) => invitations.setJoinToken(event.workspaceId, invitation.id, issued.hash, expiresAt));
    if (!stands) return;
    await this.mailer.send(Object.assign({}, invitation, { joinUrl: joinLinkWithToken(invitation.joinUrl, issued.token) }));
  }
}
