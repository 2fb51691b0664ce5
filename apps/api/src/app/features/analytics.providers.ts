import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { type FunnelCounter, type ViewCounter, GetFormAnalytics, GetFormFunnel, RecordFormView, RecordJourneyStep } from '@forms/application';
import { BufferedViewCounter, type PostgresAdapters } from '@forms/persistence';
import { FillVisitSigner } from '../../http/public/fill/fill-visit';
import { POSTGRES_ADAPTERS, VIEW_COUNTER } from '../tokens';
import { provide } from './provide';

/** Distinct forms, hours and steps one replica counts between two flushes before it flushes early. */
export const VIEW_BUFFER_MAX_KEYS = 10_000;

/** How long the last flush may take when the application stops. */
const LAST_FLUSH_TIMEOUT_MS = 5_000;

const NOT_COUNTING: ViewCounter & FunnelCounter = { record: () => undefined, recordReached: () => undefined, recordSubmitted: () => undefined };

/**
 * Starts the view buffer's flushes with the application and writes what is left when it stops. The
 * last flush runs after the HTTP server has closed (onApplicationShutdown), so that the views of the
 * requests that were still being answered are written too, and before the caller closes the database.
 */
@Injectable()
export class ViewCountingLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(VIEW_COUNTER) private readonly counter: ViewCounter) {}

  onApplicationBootstrap(): void {
    if (this.counter instanceof BufferedViewCounter) this.counter.start();
  }

  async onApplicationShutdown(): Promise<void> {
    if (!(this.counter instanceof BufferedViewCounter)) return;
    // A database that does not answer must not hold the process: the views are then lost, as in a crash.
    let timer: NodeJS.Timeout | undefined;
    const givingUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, LAST_FLUSH_TIMEOUT_MS)));
    await Promise.race([this.counter.stop(), givingUp]);
    clearTimeout(timer);
  }
}

/** Views of the fill page, the funnel of its steps, and the analytics built on them. */
export const analyticsProviders: Provider[] = [
  provide(VIEW_COUNTER, ({ adapters, clock, config }): ViewCounter & FunnelCounter => {
    if (!config.VIEW_COUNTING) return NOT_COUNTING;
    const logger = new Logger('ViewCounter');
    let failing = false;
    const counter: BufferedViewCounter = new BufferedViewCounter(adapters.formViews, clock, {
      flushIntervalMs: config.VIEW_FLUSH_INTERVAL_MS,
      maxKeys: VIEW_BUFFER_MAX_KEYS,
      onFlushError: (error) => {
        // At most once a minute during an outage: the next flushes retry with the counts kept back.
        if (failing) return;
        failing = true;
        logger.warn(`writing views failed, kept for the next flush: ${error instanceof Error ? error.message : String(error)}`);
        setTimeout(() => (failing = false), 60_000).unref();
      },
    }, adapters.funnel);
    return counter;
  }),
  ViewCountingLifecycle,
  { provide: RecordFormView, useFactory: (counter: ViewCounter) => new RecordFormView(counter), inject: [VIEW_COUNTER] },
  { provide: RecordJourneyStep, useFactory: (counter: FunnelCounter) => new RecordJourneyStep(counter), inject: [VIEW_COUNTER] },
  provide(GetFormAnalytics, ({ adapters, clock }) => new GetFormAnalytics(adapters.formAnalytics, clock)),
  provide(GetFormFunnel, ({ adapters, clock }) => new GetFormFunnel(adapters.forms, adapters.funnel, clock)),
  // The key is read once when the application starts: the fill page never waits for it.
  { provide: FillVisitSigner, useFactory: async (adapters: PostgresAdapters) => new FillVisitSigner(await adapters.funnel.visitSigningKey()), inject: [POSTGRES_ADAPTERS] },
];
