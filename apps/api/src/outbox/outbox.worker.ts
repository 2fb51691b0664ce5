import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DispatchOutbox, defaultOutboxPolicy, type OutboxHandlerGroup, type OutboxWakeups, PurgeExpiredIdempotencyKeys, PurgeExpiredRecords } from '@forms/application';
import { DATABASE_HEALTH, type DatabaseHealth, INVITATION_MAILER, OUTBOX_WAKEUPS, RESPONSE_MAILER, SIGN_IN_MAILER } from '../app/tokens';
import type { ClosableResponseMailer } from '../mail/response.mailers';
import type { ClosableInvitationMailer } from '../mail/smtp-invitation.mailer';
import type { ClosableSignInMailer } from '../mail/sign-in.mailers';

/**
 * Between polls when the last one took some messages but less than it had room for, or when messages are
 * due that it could not take. A commit that makes messages due wakes the workers of every replica at once
 * (LISTEN/NOTIFY); this poll is what picks up a workspace again once its attempts in flight are under its
 * cap.
 */
export const POLL_INTERVAL_MS = 500;
/**
 * The longest a loop sleeps when nothing was due: it sleeps until the group's next retry (or another
 * worker's lease) comes due, at most this long. Everything that makes a message due at once notifies,
 * and a listener that reconnects wakes the loops, so this only bounds the wait for a notification lost
 * in some other way. An idle replica sends about eight statements in ten seconds (a lease and this
 * question per group) instead of forty.
 */
export const IDLE_POLL_MS = 5_000;
/**
 * Attempts in flight at once in this process, per group of handlers. Webhooks and emails have budgets of
 * their own, so that receivers taking their whole timeout never keep an invitation waiting; within each
 * budget the lease shares the slots between workspaces (see DispatchOutbox).
 */
const IN_FLIGHT_BUDGET: Record<OutboxHandlerGroup, number> = { other: 30, mail: 10 };
const GROUPS: readonly OutboxHandlerGroup[] = ['mail', 'other'];
/** Old messages, expired idempotency keys and expired sign-in records are purged about this often (by every replica; purging is idempotent). */
const PURGE_INTERVAL_MS = 3_600_000;
/** Failed attempts are reported together at most this often, rather than one line each. */
const REPORT_INTERVAL_MS = 10_000;

/**
 * Delivers the outbox from inside the API process. Every replica runs one; leases keep them from
 * attempting the same message at once, so no leader election is needed. One loop per group of handlers
 * keeps its budget of attempts in flight full: it leases only what its free slots can take and starts
 * those attempts at once, without waiting for earlier ones, so a hanging receiver holds one slot for its
 * timeout and nothing else.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OutboxWorker');
  private running: Promise<void> | undefined;
  private stopping = false;
  private readonly sleepers: Record<OutboxHandlerGroup, Set<() => void>> = { mail: new Set(), other: new Set() };
  /** A notification came while the group's loop was busy: it polls again at once when done. */
  private readonly woken: Record<OutboxHandlerGroup, boolean> = { mail: false, other: false };
  /** The group's loop waits for a free slot: a settled attempt wakes it. */
  private readonly full: Record<OutboxHandlerGroup, boolean> = { mail: false, other: false };
  private stopListening: (() => Promise<void>) | undefined;
  private failing = false;
  private lastPurge = 0;
  private unreported = { handled: 0, failed: 0, since: Date.now() };

  constructor(
    private readonly dispatch: DispatchOutbox,
    private readonly purgeIdempotencyKeys: PurgeExpiredIdempotencyKeys,
    private readonly purgeExpiredRecords: PurgeExpiredRecords,
    @Inject(INVITATION_MAILER) private readonly mailer: ClosableInvitationMailer,
    @Inject(DATABASE_HEALTH) private readonly database: DatabaseHealth,
    @Inject(OUTBOX_WAKEUPS) private readonly wakeups: OutboxWakeups,
    @Inject(SIGN_IN_MAILER) private readonly signInMailer: ClosableSignInMailer,
    @Inject(RESPONSE_MAILER) private readonly responseMailer: ClosableResponseMailer,
  ) {}

  onApplicationBootstrap(): void {
    this.running = Promise.all(GROUPS.map((group) => this.loop(group))).then(() => undefined);
    this.stopListening = this.wakeups.listen(() => this.wakeUp());
  }

  /** Each group's loop answers a notification with one lease; notifications meanwhile make one more. */
  private wakeUp(): void {
    for (const group of GROUPS) this.wake(group);
  }

  private wake(group: OutboxHandlerGroup): void {
    const [first] = this.sleepers[group];
    if (first) first();
    else this.woken[group] = true;
  }

  /**
   * On app.close(): lets the attempts in flight finish, so no lease is left hanging until it expires.
   * Nothing else is waited for: sleeping loops wake at once, the listener's connection is closed beside
   * them (even one still being opened), and housekeeping not yet started is left to the next start.
   */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    for (const group of GROUPS) for (const wake of [...this.sleepers[group]]) wake();
    await Promise.all([this.stopListening?.(), this.running]);
    await this.dispatch.drain();
    this.report(true);
    this.mailer.close();
    this.signInMailer.close();
    this.responseMailer.close();
  }

  private async loop(group: OutboxHandlerGroup): Promise<void> {
    while (!this.stopping) {
      const free = IN_FLIGHT_BUDGET[group] - this.dispatch.inFlightOf(group);
      if (free <= 0) {
        this.full[group] = true;
        await this.pause(group, POLL_INTERVAL_MS);
        this.full[group] = false;
        continue;
      }
      const outcome = await this.pass(group, free);
      if (outcome === 'filled' || this.stopping) continue;
      await this.pause(group, outcome === 'nothing' ? await this.idleWait(group) : POLL_INTERVAL_MS);
    }
  }

  /**
   * Until the group's earliest pending message comes due, between the poll interval (a message already
   * due that the lease left, because its workspace has its fill in flight, is tried again that soon) and
   * IDLE_POLL_MS.
   */
  private async idleWait(group: OutboxHandlerGroup): Promise<number> {
    try {
      const next = await this.dispatch.nextDueAt(group);
      if (next === null) return IDLE_POLL_MS;
      return Math.min(IDLE_POLL_MS, Math.max(POLL_INTERVAL_MS, next.getTime() - Date.now()));
    } catch {
      // The next pass reports what is wrong with the database.
      return POLL_INTERVAL_MS;
    }
  }

  /**
   * One lease: `filled` when it took all that was asked (more may be waiting), `some` when it took less,
   * `nothing` when nothing was due, `failed` when the database could not be asked.
   */
  private async pass(group: OutboxHandlerGroup, free: number): Promise<'filled' | 'some' | 'nothing' | 'failed'> {
    try {
      const asked = Math.min(free, defaultOutboxPolicy.batchSize);
      const leased = await this.dispatch.start(group, asked, (handled) => this.settled(group, handled));
      if (this.failing) this.logger.log('outbox delivery resumed');
      this.failing = false;
      if (group === 'other' && Date.now() - this.lastPurge > PURGE_INTERVAL_MS) {
        this.lastPurge = Date.now();
        // Purging is idempotent and every replica does it when it starts: a stop need not wait for the rest.
        for (const purge of [() => this.dispatch.purge(), () => this.purgeIdempotencyKeys.execute(), () => this.purgeExpiredRecords.execute()]) {
          if (this.stopping) break;
          await purge();
        }
      }
      return leased >= asked ? 'filled' : leased > 0 ? 'some' : 'nothing';
    } catch (error) {
      // Logged once per outage rather than twice a second.
      if (!this.failing) {
        const reason = error instanceof Error ? error.message : String(error);
        if (this.database.isUnavailable(error)) this.logger.warn(`outbox delivery paused, database unavailable: ${reason}`);
        else this.logger.error(`outbox delivery failed: ${reason}`, error instanceof Error ? error.stack : undefined);
      }
      this.failing = true;
      return 'failed';
    }
  }

  private settled(group: OutboxHandlerGroup, handled: boolean): void {
    if (handled) this.unreported.handled++;
    else this.unreported.failed++;
    this.report(false);
    if (this.full[group]) this.wake(group);
  }

  private report(now: boolean): void {
    const { handled, failed, since } = this.unreported;
    if (!now && Date.now() - since < REPORT_INTERVAL_MS) return;
    if (handled > 0) this.logger.debug(`delivered ${handled} outbox message(s)`);
    if (failed > 0) this.logger.warn(`${failed} outbox message(s) failed; they will be retried`);
    this.unreported = { handled: 0, failed: 0, since: Date.now() };
  }

  private pause(group: OutboxHandlerGroup, ms: number): Promise<void> {
    if (this.woken[group]) {
      this.woken[group] = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(wake, ms);
      timer.unref();
      const sleepers = this.sleepers[group];
      function wake(): void {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      }
      sleepers.add(wake);
    });
  }
}
