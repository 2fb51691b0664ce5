import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DispatchOutbox, defaultOutboxPolicy, type OutboxWakeups, PurgeExpiredIdempotencyKeys } from '@forms/application';
import { DATABASE_HEALTH, type DatabaseHealth, INVITATION_MAILER, OUTBOX_WAKEUPS, SIGN_IN_MAILER } from '../app/tokens';
import type { ClosableInvitationMailer } from '../mail/smtp-invitation.mailer';
import type { ClosableSignInMailer } from '../mail/sign-in.mailers';

/**
 * Between passes when the outbox had no full batch. A commit that makes messages due wakes the workers of
 * every replica at once (LISTEN/NOTIFY); the poll is what remains when a notification is missed.
 */
export const POLL_INTERVAL_MS = 500;
/**
 * Passes running side by side: a batch waiting on a slow recipient (a webhook receiver may take up to its
 * timeout) holds up only its own pass, while the others keep delivering.
 */
const LANES = 3;
/** Old messages and expired idempotency keys are purged about this often (by every replica; purging is idempotent). */
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
  private readonly sleepers = new Set<() => void>();
  /** A notification came while no lane was asleep: the next lane to finish a pass polls again at once. */
  private woken = false;
  private listening: Promise<() => Promise<void>> | undefined;
  private failing = false;
  private lastPurge = 0;

  constructor(
    private readonly dispatch: DispatchOutbox,
    private readonly purgeIdempotencyKeys: PurgeExpiredIdempotencyKeys,
    @Inject(INVITATION_MAILER) private readonly mailer: ClosableInvitationMailer,
    @Inject(DATABASE_HEALTH) private readonly database: DatabaseHealth,
    @Inject(OUTBOX_WAKEUPS) private readonly wakeups: OutboxWakeups,
    @Inject(SIGN_IN_MAILER) private readonly signInMailer: ClosableSignInMailer,
  ) {}

  onApplicationBootstrap(): void {
    this.running = Promise.all(Array.from({ length: LANES }, () => this.loop())).then(() => undefined);
    this.listening = this.wakeups.listen(() => this.wakeUp());
  }

  /**
   * One lane answers a notification: it leases what is due (up to a batch) and, with a full batch, carries
   * on without pausing; the other lanes join on their own polls. Waking every lane on every commit would
   * spend a lease statement per lane and event under steady load.
   */
  private wakeUp(): void {
    const [first] = this.sleepers;
    if (first) first();
    else this.woken = true;
  }

  /** On app.close(): lets the pass in flight finish, so no lease is left hanging until it expires. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    const stopListening = await this.listening;
    await stopListening?.();
    for (const wake of [...this.sleepers]) wake();
    await this.running;
    this.mailer.close();
    this.signInMailer.close();
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
        // Once per interval for the process, whichever lane gets here first.
        await this.dispatch.purge();
        await this.purgeIdempotencyKeys.execute();
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
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(wake, ms);
      timer.unref();
      const sleepers = this.sleepers;
      function wake(): void {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      }
      sleepers.add(wake);
    });
  }
}
