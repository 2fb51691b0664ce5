import type { Provider } from '@nestjs/common';
import { OUTBOX_QUEUE, OUTBOX_WAKEUPS, RESPONSE_EMAIL_READS } from '../tokens';
import { provide } from './provide';

/** The outbox's ports, for the worker that delivers recorded events; the worker and its handlers are wired in the outbox module. */
export const outboxProviders: Provider[] = [
  provide(OUTBOX_QUEUE, ({ adapters }) => adapters.outboxQueue),
  provide(OUTBOX_WAKEUPS, ({ adapters }) => adapters.outboxWakeups),
  provide(RESPONSE_EMAIL_READS, ({ adapters }) => ({ forms: adapters.forms, submissions: adapters.submissions })),
];
