import type { Clock } from '../shared/ports/system.port';
import type { RequestQuotaStore } from './request-quota.port';

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests per window. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
  /** Requests left in this window (an estimate: other replicas may have spent some since). */
  remaining: number;
  /** Whole seconds until the window ends and the quota is whole again (at least 1). */
  resetSeconds: number;
}

export interface RateLimitOptions {
  /** Requests per key per window, across all replicas. */
  limit: number;
  windowMs?: number;
  /** A block is at most this large, which bounds the database writes of a busy key to limit/maxBlock per window. */
  maxBlock?: number;
  /**
   * A block is at most 1/divisor of the quota left when it is leased. Quota a replica holds but does not
   * spend is lost to the others until the window ends: with 40, a replica never holds more than 2.5% of
   * the limit, so the limit holds to within 5% for a key whose traffic two replicas share (and the more
   * the quota runs out, the smaller the blocks get). Never more than the limit is accepted.
   */
  divisor?: number;
}

interface Allowance {
  workspaceId: string;
  windowStart: number;
  /** Leased and not yet spent by this process. */
  available: number;
  /** Granted to all replicas in the window, as of this process's last lease. */
  totalGranted: number;
  /** The window's quota is gone everywhere: refuse without asking the store again. */
  exhausted: boolean;
  /** The lease in flight: concurrent requests of the key wait for it rather than each leasing. */
  refilling?: Promise<void>;
}

// Entries of past windows are dropped when the table grows past this, so idle keys do not pile up.
const SWEEP_AT = 10_000;

/**
 * Each caller (an API key, or a member with a session) may make `limit` requests per fixed window (a minute), counted across every replica. The
 * count lives in the store (PostgreSQL); a process leases small blocks of quota from it in one atomic
 * statement and spends them in memory, so most requests cost no database write.
 */
export class RequestRateLimiter {
  private readonly allowances = new Map<string, Allowance>();
  private readonly windowMs: number;
  private readonly maxBlock: number;
  private readonly divisor: number;

  constructor(
    private readonly store: RequestQuotaStore,
    private readonly clock: Clock,
    private readonly options: RateLimitOptions,
  ) {
    this.windowMs = options.windowMs ?? 60_000;
    this.maxBlock = options.maxBlock ?? 1000;
    this.divisor = options.divisor ?? 40;
  }

  get limit(): number {
    return this.options.limit;
  }

  async take(workspaceId: string, principalId: string): Promise<RateLimitDecision> {
    // A few rounds at most: a lease that grants nothing marks the window exhausted, and a window change
    // starts a fresh allowance.
    for (let round = 0; round < 5; round++) {
      const now = this.clock.now().getTime();
      const allowance = this.allowanceFor(workspaceId, principalId, now);
      if (allowance.available > 0) {
        allowance.available--;
        return this.decision(true, allowance, now);
      }
      if (allowance.exhausted) return this.decision(false, allowance, now);
      allowance.refilling ??= this.refill(principalId, allowance).finally(() => {
        allowance.refilling = undefined;
      });
      await allowance.refilling;
    }
    const now = this.clock.now().getTime();
    return this.decision(false, this.allowanceFor(workspaceId, principalId, now), now);
  }

  private allowanceFor(workspaceId: string, principalId: string, now: number): Allowance {
    const windowStart = now - (now % this.windowMs);
    const current = this.allowances.get(principalId);
    if (current && current.windowStart >= windowStart) return current;
    if (this.allowances.size >= SWEEP_AT) this.sweep(windowStart);
    const fresh: Allowance = { workspaceId, windowStart, available: 0, totalGranted: 0, exhausted: false };
    this.allowances.set(principalId, fresh);
    return fresh;
  }

  private async refill(principalId: string, allowance: Allowance): Promise<void> {
    const lease = await this.store.lease({
      workspaceId: allowance.workspaceId,
      principalId,
      windowStart: new Date(allowance.windowStart),
      limit: this.options.limit,
      maxBlock: this.maxBlock,
      divisor: this.divisor,
    });
    const leasedWindow = lease.windowStart.getTime();
    if (leasedWindow < allowance.windowStart) return;
    if (leasedWindow > allowance.windowStart) {
      // Another replica's clock has already opened the next window: the block belongs to that one.
      allowance.windowStart = leasedWindow;
      allowance.available = 0;
      allowance.exhausted = false;
    }
    allowance.available += lease.granted;
    allowance.totalGranted = lease.totalGranted;
    if (lease.granted === 0) allowance.exhausted = true;
  }

  private sweep(currentWindow: number): void {
    for (const [key, allowance] of this.allowances) {
      if (allowance.windowStart < currentWindow && !allowance.refilling) this.allowances.delete(key);
    }
  }

  private decision(allowed: boolean, allowance: Allowance, now: number): RateLimitDecision {
    const limit = this.options.limit;
    const remaining = Math.max(0, Math.min(limit, limit - allowance.totalGranted + allowance.available));
    const resetMs = allowance.windowStart + this.windowMs - now;
    return {
      allowed,
      limit,
      windowSeconds: Math.round(this.windowMs / 1000),
      remaining,
      resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)),
    };
  }
}
