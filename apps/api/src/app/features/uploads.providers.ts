import type { Provider } from '@nestjs/common';
import { CheckPreviewUpload, OpenFile, ReceiveUpload } from '@forms/application';
import { provide } from './provide';

/** Files for file questions: received before their submission, downloaded with a key or a session. */
export const uploadsProviders: Provider[] = [
  provide(
    ReceiveUpload,
    ({ adapters, clock, ids, config }) =>
      new ReceiveUpload(adapters.unitOfWork, adapters.forms, adapters.files, clock, ids, { ratePerMinute: config.SUBMISSION_RATE_LIMIT }),
  ),
  provide(OpenFile, ({ adapters }) => new OpenFile(adapters.files)),
  provide(CheckPreviewUpload, ({ ids }) => new CheckPreviewUpload(ids)),
];
