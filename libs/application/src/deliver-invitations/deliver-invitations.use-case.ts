import type { InvitationMailer, InvitationQueue } from '../ports/invitations.port';
import type { Clock } from '../ports/system.port';

export interface DeliveryPolicy {
  batchSize: number;
  /** Longer than one delivery can take, so a leased invitation is never sent twice by two live workers. */
  leaseMs: number;
  /** Backoff after the n-th failed attempt (1-based). */
  retryDelayMs(attempt: number): number;
}

export const defaultDeliveryPolicy: DeliveryPolicy = {
  batchSize: 20,
  leaseMs: 60_000,
  retryDelayMs: (attempt) => Math.min(1_000 * 2 ** (attempt - 1), 15 * 60_000),
};

export class DeliverInvitations {
  constructor(
    private readonly queue: InvitationQueue,
    private readonly mailer: InvitationMailer,
    private readonly clock: Clock,
    private readonly policy: DeliveryPolicy = defaultDeliveryPolicy,
  ) {}

  /** One pass over what is due; returns how many were delivered so the worker can poll again at once. */
  async execute(): Promise<{ delivered: number; failed: number }> {
    const leased = await this.queue.lease(this.policy.batchSize, this.clock.now(), this.policy.leaseMs);
    let delivered = 0;
    let failed = 0;
    for (const invitation of leased) {
      try {
        await this.mailer.send(invitation);
        await this.queue.markDelivered(invitation, this.clock.now());
        delivered++;
      } catch (error) {
        failed++;
        const retryAt = new Date(this.clock.now().getTime() + this.policy.retryDelayMs(invitation.attempts + 1));
        await this.queue.markFailed(invitation, error instanceof Error ? error.message : String(error), retryAt);
      }
    }
    return { delivered, failed };
  }
}
