import type { IdempotencyKeys } from '../ports/idempotency.port';
import type { Clock } from '../ports/system.port';

/**
 * Housekeeping: a key outlives its 24 hours only until the next purge. An expired key is free again
 * either way (a new claim takes it over), so this only keeps the table from growing without end.
 */
export class PurgeExpiredIdempotencyKeys {
  constructor(
    private readonly keys: IdempotencyKeys,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<number> {
    return this.keys.purgeExpired(this.clock.now());
  }
}
