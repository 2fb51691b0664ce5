import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DeliverInvitations, defaultDeliveryPolicy } from '@forms/application';
import { DATABASE_HEALTH, type DatabaseHealth, INVITATION_MAILER } from '../app/tokens';
import type { ClosableInvitationMailer } from './smtp-invitation.mailer';

/** Between passes when the outbox had no full batch; D6 promises delivery within 5 seconds. */
export const POLL_INTERVAL_MS = 500;

/**
 * Delivers the invitation outbox from inside the API process. Every replica runs one; the queue's leases
 * keep them from sending the same invitation twice, so no leader election is needed.
 */
@Injectable()
export class InvitationDeliveryWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('InvitationDeliveryWorker');
  private running: Promise<void> | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failing = false;

  constructor(
    private readonly deliverInvitations: DeliverInvitations,
    @Inject(INVITATION_MAILER) private readonly mailer: ClosableInvitationMailer,
    @Inject(DATABASE_HEALTH) private readonly database: DatabaseHealth,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.loop();
  }

  /** On app.close(): lets the pass in flight finish, so no lease is left hanging until it expires. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    await this.running;
    this.mailer.close();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      const fullBatch = await this.pass();
      if (!fullBatch && !this.stopping) await this.pause(POLL_INTERVAL_MS);
    }
  }

  /** One delivery pass; true when the batch was full, so more may be waiting. */
  private async pass(): Promise<boolean> {
    try {
      const { delivered, failed } = await this.deliverInvitations.execute();
      if (this.failing) this.logger.log('invitation delivery resumed');
      this.failing = false;
      if (delivered > 0) this.logger.debug(`delivered ${delivered} invitation(s)`);
      if (failed > 0) this.logger.warn(`${failed} invitation(s) could not be sent; they will be retried`);
      return delivered + failed >= defaultDeliveryPolicy.batchSize;
    } catch (error) {
      // Logged once per outage rather than twice a second.
      if (!this.failing) {
        const reason = error instanceof Error ? error.message : String(error);
        if (this.database.isUnavailable(error)) this.logger.warn(`invitation delivery paused, database unavailable: ${reason}`);
        else this.logger.error(`invitation delivery failed: ${reason}`, error instanceof Error ? error.stack : undefined);
      }
      this.failing = true;
      return false;
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wake = resolve;
      this.timer = setTimeout(resolve, ms);
      this.timer.unref();
    });
  }
}
