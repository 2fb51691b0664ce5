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
  /**
   * Counts a rolling window instead of fixed ones: the previous window's requests still weigh on the
   * current one in proportion to how much of it overlaps the last `windowMs` (a window half gone counts
   * half its requests), so no burst at a window's edge gets twice the limit in a minute.
   */
  rolling?: boolean;
}

interface Allowance {
  workspaceId: string;
  windowStart: number;
  /** Leased and not yet spent by this process. */
  available: number;
  /** Granted to all replicas in the window, as of this process's last lease. */
  totalGranted: number;
  /** Granted in the window before this one, as last seen (rolling windows only). */
  previousTotal: number;
  /** The window's quota is gone everywhere: refuse without asking the store again (until a rolling limit grows). */
  exhausted: boolean;
  /** The limit in force when the window was found exhausted. */
  exhaustedAt: number;
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
      // A rolling limit grows as the previous window slides out: then the store is asked again.
      if (allowance.exhausted && this.limitAt(allowance, now) <= allowance.exhaustedAt) return this.decision(false, allowance, now);
      allowance.exhausted = false;
      allowance.refilling ??= this.refill(principalId, allowance, now).finally(() => {
        allowance.refilling = undefined;
      });
      await allowance.refilling;
    }
    const now = this.clock.now().getTime();
    return this.decision(false, this.allowanceFor(workspaceId, principalId, now), now);
  }

  private allowanceFor(workspaceId: string, principalId: string, now: number): Allowance {
    const windowStart = now - (now % this.windowMs);
    // A caller's quota is its workspace's: the same id (a client address's budget) counts apart in each.
    const key = `${workspaceId}/${principalId}`;
    const current = this.allowances.get(key);
    if (current && current.windowStart >= windowStart) return current;
    if (this.allowances.size >= SWEEP_AT) this.sweep(windowStart);
    const previousTotal = this.options.rolling && current && current.windowStart === windowStart - this.windowMs ? current.totalGranted : 0;
    const fresh: Allowance = { workspaceId, windowStart, available: 0, totalGranted: 0, previousTotal, exhausted: false, exhaustedAt: 0 };
    this.allowances.set(key, fresh);
    return fresh;
  }

  /**
   * What the current window may hold: the limit, less (when rolling) the part of the previous window's
   * requests that still falls within the last `windowMs`.
   */
  private limitAt(allowance: Allowance, now: number): number {
    if (!this.options.rolling || allowance.previousTotal === 0) return this.options.limit;
    const overlap = Math.max(0, 1 - (now - allowance.windowStart) / this.windowMs);
    return Math.max(0, this.options.limit - Math.ceil(allowance.previousTotal * overlap));
  }

  private async refill(principalId: string, allowance: Allowance, now: number): Promise<void> {
    const limit = this.limitAt(allowance, now);
    const lease = await this.store.lease({
      workspaceId: allowance.workspaceId,
      principalId,
      windowStart: new Date(allowance.windowStart),
      limit,
      maxBlock: this.maxBlock,
      divisor: this.divisor,
    });
    const leasedWindow = lease.windowStart.getTime();
    if (leasedWindow < allowance.windowStart) return;
    if (leasedWindow > allowance.windowStart) {
      // Another replica's clock has already opened the next window: the block belongs to that one.
      allowance.windowStart = leasedWindow;
      allowance.available = 0;
      allowance.previousTotal = 0;
      allowance.exhausted = false;
    }
    allowance.available += lease.granted;
    allowance.totalGranted = lease.totalGranted;
    if (lease.granted === 0) {
      allowance.exhausted = true;
      allowance.exhaustedAt = limit;
    }
  }

  /** For a refusal: until one more request fits (the window's end, or sooner as a rolling limit grows). */
  private msUntilRoom(allowance: Allowance, now: number): number {
    const windowEnd = allowance.windowStart + this.windowMs - now;
    if (!this.options.rolling || allowance.previousTotal === 0) return windowEnd;
    // limit - previous * (1 - t/W) > granted  <=>  t > W * (1 - (limit - granted) / previous)
    const fraction = 1 - (this.options.limit - allowance.totalGranted) / allowance.previousTotal;
    const roomAt = allowance.windowStart + Math.max(0, fraction) * this.windowMs;
    return Math.min(windowEnd, Math.max(0, roomAt - now));
  }

  private sweep(currentWindow: number): void {
    for (const [key, allowance] of this.allowances) {
      if (allowance.windowStart < currentWindow && !allowance.refilling) this.allowances.delete(key);
    }
  }

  private decision(allowed: boolean, allowance: Allowance, now: number): RateLimitDecision {
    const limit = this.options.limit;
    const remaining = Math.max(0, Math.min(limit, this.limitAt(allowance, now) - allowance.totalGranted + allowance.available));
    const resetMs = allowed ? allowance.windowStart + this.windowMs - now : this.msUntilRoom(allowance, now);
    return {
      allowed,
      limit,
      windowSeconds: Math.round(this.windowMs / 1000),
      remaining,
      resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)),
    };
  }
}
