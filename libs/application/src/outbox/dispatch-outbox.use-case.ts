import type { LeasedOutboxMessage, OutboxHandler, OutboxQueue } from '../shared/ports/outbox.port';
import type { Clock } from '../shared/ports/system.port';

export interface OutboxDispatchPolicy {
  batchSize: number;
  /** Messages of one batch handled at the same time, so that one slow recipient does not hold up the rest. */
  concurrency: number;
  /** How long a lease hides a message from other workers. */
  leaseMs: number;
  /** Completed messages are kept this long (for inspection), failed ones `keepFailedMs`. */
  keepCompletedMs: number;
  keepFailedMs: number;
  /**
   * At most this many messages of one workspace in one lease; without it one workspace may fill a batch.
   * With it the batch goes round the workspaces that have due messages.
   */
  perWorkspace?: number;
  /** At most this many attempts of one workspace in flight in this process, per handler group. */
  workspaceInFlight?: number;
}

export const defaultOutboxPolicy: OutboxDispatchPolicy = {
  batchSize: 20,
  concurrency: 10,
  leaseMs: 120_000,
  keepCompletedMs: 7 * 24 * 3_600_000,
  keepFailedMs: 30 * 24 * 3_600_000,
  // A workspace whose 20 endpoints never answer holds 5 of a replica's slots at most, each for the
  // webhook timeout, while the rest keep serving everyone else.
  perWorkspace: 5,
  workspaceInFlight: 5,
};

/**
 * Handlers are served in two groups with their own leases and in-flight budgets: emails to people (an
 * invitation is read by someone waiting for it) and everything else (webhooks, whose receivers may take
 * their whole timeout). A handler belongs to the mail group when its name says it sends mail.
 */
export type OutboxHandlerGroup = 'mail' | 'other';

export function handlerGroupOf(handlerName: string): OutboxHandlerGroup {
  return /e-?mail/i.test(handlerName) ? 'mail' : 'other';
}

export interface OutboxOutcome {
  handled: number;
  failed: number;
  lost: number;
  leased: number;
}

/**
 * One pass of the outbox worker: lease what is due, hand each message to its handler, record the outcome.
 * Before each message the lease of what is left of the batch is renewed, unless it was taken (or
 * renewed) less than a quarter of the lease ago, so a slow batch never hands a message to its handler
 * after another worker could have leased it; handlers time out well within the remaining time.
 */
export class DispatchOutbox {
  private readonly handlers: ReadonlyMap<string, OutboxHandler>;
  /** Attempts in flight in this process, by group and workspace: what fair leases count against. */
  private readonly inFlight: Record<OutboxHandlerGroup, Map<string, number>> = { mail: new Map(), other: new Map() };
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly queue: OutboxQueue,
    handlers: readonly OutboxHandler[],
    private readonly clock: Clock,
    private readonly policy: OutboxDispatchPolicy = defaultOutboxPolicy,
  ) {
    this.handlers = new Map(handlers.map((handler) => [handler.name, handler]));
  }

  get handlerNames(): string[] {
    return [...this.handlers.keys()];
  }

  /** Attempts of the group in flight in this process. */
  inFlightOf(group: OutboxHandlerGroup): number {
    let total = 0;
    for (const count of this.inFlight[group].values()) total += count;
    return total;
  }

  /**
   * Returns the outcome so that the worker can poll again at once after a full batch. Without a group it
   * serves every handler.
   */
  async execute(group?: OutboxHandlerGroup): Promise<OutboxOutcome> {
    const outcome = { handled: 0, failed: 0, lost: 0, leased: 0 };
    let leasedAt = this.clock.now().getTime();
    const messages = await this.lease(group, this.policy.batchSize, new Date(leasedAt));
    outcome.leased = messages.length;
    let next = 0;
    // What is left of the batch keeps its lease only while it is renewed: all of it at once, by one lane
    // while the others wait, and a message whose lease was lost meanwhile is left to its new holder.
    let held: ReadonlySet<string> | null = null;
    let renewing: Promise<void> | null = null;
    const renew = async (): Promise<void> => {
      const now = this.clock.now();
      held = await this.queue.renew(messages, now, this.policy.leaseMs);
      leasedAt = now.getTime();
    };
    const lane = async () => {
      while (next < messages.length) {
        const message = messages[next++];
        if (this.clock.now().getTime() - leasedAt > this.policy.leaseMs / 4) {
          renewing ??= renew().finally(() => {
            renewing = null;
          });
          await renewing;
        }
        if (held !== null && !(held as ReadonlySet<string>).has(message.id)) {
          outcome.lost++;
          continue;
        }
        waiting.delete(message);
        if (await this.tracked(message)) outcome.handled++;
        else outcome.failed++;
      }
    };
    // Messages not reached yet count as in flight too: they are this process's until handled.
    const waiting = new Set(messages);
    for (const message of messages) this.count(message, +1);
    await Promise.all(Array.from({ length: Math.max(1, Math.min(this.policy.concurrency, messages.length)) }, lane)).finally(() => {
      for (const message of waiting) this.count(message, -1);
    });
    return outcome;
  }

  /**
   * Leases at most `slots` messages of the group (and at most a batch) and starts every attempt at once, without waiting for
   * them: the worker keeps a budget of attempts in flight instead of waiting for whole batches, so one
   * hanging recipient holds one slot, not a batch. Each attempt settles well within its lease (handlers
   * time out on their own), so nothing needs renewing. `onSettled` is called after each attempt.
   */
  async start(group: OutboxHandlerGroup, slots: number, onSettled: (handled: boolean) => void): Promise<number> {
    const messages = await this.lease(group, Math.min(slots, this.policy.batchSize), this.clock.now());
    for (const message of messages) {
      this.count(message, +1);
      const attempt: Promise<void> = this.tracked(message).then(
        (handled) => onSettled(handled),
        () => onSettled(false),
      );
      this.running.add(attempt);
      void attempt.finally(() => this.running.delete(attempt));
    }
    return messages.length;
  }

  /** Resolves once every attempt started by `start` has settled. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** When the group's earliest pending message is due (null: none is pending), so that an idle worker can sleep until then. */
  nextDueAt(group: OutboxHandlerGroup): Promise<Date | null> {
    const handlers = this.handlersOf(group);
    return handlers.length === 0 ? Promise.resolve(null) : this.queue.nextDueAt(handlers);
  }

  /** Deletes what no longer needs keeping; each replica may call it, it is idempotent. */
  purge(): Promise<number> {
    const now = this.clock.now().getTime();
    return this.queue.purge(new Date(now - this.policy.keepCompletedMs), new Date(now - this.policy.keepFailedMs));
  }

  private async lease(group: OutboxHandlerGroup | undefined, limit: number, now: Date): Promise<LeasedOutboxMessage[]> {
    const handlers = this.handlersOf(group);
    if (handlers.length === 0 || limit <= 0) return [];
    const { perWorkspace, workspaceInFlight } = this.policy;
    const fairness =
      perWorkspace === undefined && workspaceInFlight === undefined
        ? undefined
        : {
            perWorkspace: perWorkspace ?? limit,
            inFlightCap: workspaceInFlight ?? Number.MAX_SAFE_INTEGER,
            // Without a group both groups' attempts count: the lease serves both.
            inFlight: group === undefined ? this.mergedInFlight() : this.inFlight[group],
          };
    return this.queue.lease(handlers, limit, now, this.policy.leaseMs, fairness);
  }

  /** The handlers of the group; without a group, all of them. */
  private handlersOf(group: OutboxHandlerGroup | undefined): string[] {
    return this.handlerNames.filter((name) => group === undefined || handlerGroupOf(name) === group);
  }

  private mergedInFlight(): Map<string, number> {
    const merged = new Map(this.inFlight.mail);
    for (const [workspaceId, count] of this.inFlight.other) merged.set(workspaceId, (merged.get(workspaceId) ?? 0) + count);
    return merged;
  }

  private count(message: LeasedOutboxMessage, change: 1 | -1): void {
    const counts = this.inFlight[handlerGroupOf(message.handler)];
    const count = (counts.get(message.workspaceId) ?? 0) + change;
    if (count > 0) counts.set(message.workspaceId, count);
    else counts.delete(message.workspaceId);
  }

  /** One attempt, counted in flight (the caller counted it in) until it is recorded. */
  private async tracked(message: LeasedOutboxMessage): Promise<boolean> {
    try {
      return await this.attempt(message);
    } finally {
      this.count(message, -1);
    }
  }

  private async attempt(message: LeasedOutboxMessage): Promise<boolean> {
    const handler = this.handlers.get(message.handler)!;
    try {
      const { workspaceId, id, eventId, targetId, attempts } = message;
      await handler.handle(message.event, { workspaceId, id, eventId, targetId, attempts });
    } catch (error) {
      const failedAttempts = message.attempts + 1;
      const now = this.clock.now();
      const retryAt =
        failedAttempts >= handler.maxAttempts ? null : new Date(now.getTime() + handler.retryDelayMs(failedAttempts));
      await this.queue.fail(message, error instanceof Error ? error.message : String(error), retryAt, now);
      return false;
    }
    await this.queue.complete(message, this.clock.now());
    return true;
  }
}
