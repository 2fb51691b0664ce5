import type { Provider } from '@nestjs/common';
import { CheckPreviewUpload, GetStoredBytes, OpenFile, ReceiveUpload } from '@forms/application';
import { BYTES_PER_MB } from '@forms/domain';
import { provide } from './provide';

/** Files for file questions: received before their submission, downloaded with a key or a session. */
export const uploadsProviders: Provider[] = [
  provide(
    ReceiveUpload,
    ({ adapters, clock, ids, config }) =>
      new ReceiveUpload(adapters.unitOfWork, adapters.forms, adapters.files, clock, ids, {
        ratePerMinute: config.SUBMISSION_RATE_LIMIT,
        quotas: {
          pendingBytes: config.UPLOAD_PENDING_QUOTA_MB * BYTES_PER_MB,
          clientBytesPerHour: config.UPLOAD_CLIENT_QUOTA_MB * BYTES_PER_MB,
          pendingMs: config.UPLOAD_PENDING_HOURS * 3_600_000,
        },
      }),
  ),
  provide(OpenFile, ({ adapters }) => new OpenFile(adapters.files)),
  provide(GetStoredBytes, ({ adapters }) => new GetStoredBytes(adapters.files)),
  provide(CheckPreviewUpload, ({ ids }) => new CheckPreviewUpload(ids)),
];
