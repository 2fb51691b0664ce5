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
}

export const defaultOutboxPolicy: OutboxDispatchPolicy = {
  batchSize: 20,
  concurrency: 10,
  leaseMs: 120_000,
  keepCompletedMs: 7 * 24 * 3_600_000,
  keepFailedMs: 30 * 24 * 3_600_000,
};

/**
 * One pass of the outbox worker: lease what is due, hand each message to its handler, record the outcome.
 * Before each message the lease of what is left of the batch is renewed, unless it was taken (or
 * renewed) less than a quarter of the lease ago, so a slow batch never hands a message to its handler
 * after another worker could have leased it; handlers time out well within the remaining time.
 */
export class DispatchOutbox {
  private readonly handlers: ReadonlyMap<string, OutboxHandler>;

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

  /** Returns the outcome so that the worker can poll again at once after a full batch. */
  async execute(): Promise<{ handled: number; failed: number; lost: number; leased: number }> {
    const outcome = { handled: 0, failed: 0, lost: 0, leased: 0 };
    if (this.handlers.size === 0) return outcome;
    let leasedAt = this.clock.now().getTime();
    const messages = await this.queue.lease(this.handlerNames, this.policy.batchSize, new Date(leasedAt), this.policy.leaseMs);
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
        if (await this.attempt(message)) outcome.handled++;
        else outcome.failed++;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(this.policy.concurrency, messages.length)) }, lane));
    return outcome;
  }

  /** Deletes what no longer needs keeping; each replica may call it, it is idempotent. */
  purge(): Promise<number> {
    const now = this.clock.now().getTime();
    return this.queue.purge(new Date(now - this.policy.keepCompletedMs), new Date(now - this.policy.keepFailedMs));
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
