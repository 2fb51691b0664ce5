import type { Provider } from '@nestjs/common';
import { PurgeExpiredIdempotencyKeys, PurgeExpiredRecords, RunOnce } from '@forms/application';
import { provide } from './provide';

/** Helpers every feature shares: answering a repeated write once, and forgetting old answers. */
export const sharedProviders: Provider[] = [
  provide(RunOnce, ({ adapters, clock }) => new RunOnce(adapters.idempotencyKeys, adapters.unitOfWork, clock)),
  provide(PurgeExpiredIdempotencyKeys, ({ adapters, clock }) => new PurgeExpiredIdempotencyKeys(adapters.idempotencyKeys, clock)),
  provide(
    PurgeExpiredRecords,
    ({ adapters, clock, config }) => new PurgeExpiredRecords(adapters.housekeeping, clock, { unusedUploadMs: config.UPLOAD_PENDING_HOURS * 3_600_000 }),
  ),
];
