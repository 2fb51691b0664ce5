import type { Provider } from '@nestjs/common';
import { PurgeExpiredIdempotencyKeys, PurgeExpiredRecords, RunOnce } from '@forms/application';
import { provide } from './provide';

/** Helpers every feature shares: answering a repeated write once, and forgetting old answers. */
export const sharedProviders: Provider[] = [
  provide(RunOnce, ({ adapters, clock }) => new RunOnce(adapters.idempotencyKeys, adapters.unitOfWork, clock)),
  provide(PurgeExpiredIdempotencyKeys, ({ adapters, clock }) => new PurgeExpiredIdempotencyKeys(adapters.idempotencyKeys, clock)),
  provide(PurgeExpiredRecords, ({ adapters, clock }) => new PurgeExpiredRecords(adapters.housekeeping, clock)),
];
