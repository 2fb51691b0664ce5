import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DispatchOutbox, defaultOutboxPolicy } from '@forms/application';
import { DATABASE_HEALTH, type DatabaseHealth, INVITATION_MAILER } from '../app/tokens';
import type { ClosableInvitationMailer } from '../mail/smtp-invitation.mailer';

/** Between passes when the outbox had no full batch: events are delivered within about this long. */
export const POLL_INTERVAL_MS = 500;
/** Old messages are purged about this often (by every replica; purging is idempotent). */
const PURGE_INTERVAL_MS = 3_600_000;

/**
 * Delivers the outbox from inside the API process. Every replica runs one; leases keep them from
 * attempting the same message at once, so no leader election is needed.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OutboxWorker');
  private running: Promise<void> | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failing = false;
  private lastPurge = 0;

  constructor(
    private readonly dispatch: DispatchOutbox,
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
      const { handled, failed, lost, leased } = await this.dispatch.execute();
      if (this.failing) this.logger.log('outbox delivery resumed');
      this.failing = false;
      if (handled > 0) this.logger.debug(`delivered ${handled} outbox message(s)`);
      if (failed > 0) this.logger.warn(`${failed} outbox message(s) failed; they will be retried`);
      if (lost > 0) this.logger.warn(`${lost} outbox lease(s) expired before their turn; another worker has them`);
      if (Date.now() - this.lastPurge > PURGE_INTERVAL_MS) {
        this.lastPurge = Date.now();
        await this.dispatch.purge();
      }
      return leased >= defaultOutboxPolicy.batchSize;
    } catch (error) {
      // Logged once per outage rather than twice a second.
      if (!this.failing) {
        const reason = error instanceof Error ? error.message : String(error);
        if (this.database.isUnavailable(error)) this.logger.warn(`outbox delivery paused, database unavailable: ${reason}`);
        else this.logger.error(`outbox delivery failed: ${reason}`, error instanceof Error ? error.stack : undefined);
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
