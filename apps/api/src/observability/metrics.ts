import type { Pool } from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What /metrics needs to know about the outbox; read at scrape time, never per request. */
export interface OutboxBacklog {
  /** Per handler: undelivered jobs and the age in seconds of the oldest one. */
  read(): Promise<{ handler: string; backlog: number; oldestAgeSeconds: number }[]>;
}

/**
 * The process's Prometheus metrics, in a registry of its own (tests run several apps in one process,
 * and the default registry refuses a metric name twice).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  /**
   * The histogram's series by method, route template and status, each labelled once: prom-client checks
   * and copies the labels on every `labels` call. Bounded as the series themselves are (templates, not paths).
   */
  private readonly durationSeries = new Map<string, ReturnType<Histogram<'method' | 'route' | 'status'>['labels']>>();

  constructor(pool: Pool, outbox: OutboxBacklog) {
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request reaching the process to the last byte of its response, by route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the PostgreSQL pool, by state (total, idle, and requests waiting for one)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The size limit of the PostgreSQL pool (DB_POOL_SIZE)',
      registers: [this.registry],
      collect() {
        this.set((pool as unknown as { options: { max: number } }).options.max);
      },
    });
    // The registry collects every metric at once: one query per scrape feeds all three gauges. During a
    // database outage the last values stay, and outbox_scrape_ok says so.
    type Rows = Awaited<ReturnType<OutboxBacklog['read']>>;
    let pending: Promise<Rows | undefined> | undefined;
    const read = (): Promise<Rows | undefined> =>
      (pending ??= outbox
        .read()
        .catch(() => undefined)
        .finally(() => {
          pending = undefined;
        }));
    new Gauge({
      name: 'outbox_backlog',
      help: 'Outbox jobs not yet done, by handler',
      labelNames: ['handler'],
      registers: [this.registry],
      async collect() {
        for (const row of (await read()) ?? []) this.set({ handler: row.handler }, row.backlog);
      },
    });
    new Gauge({
      name: 'outbox_oldest_age_seconds',
      help: 'Age of the oldest outbox job not yet done, by handler (0 when none)',
      labelNames: ['handler'],
      registers: [this.registry],
      async collect() {
        for (const row of (await read()) ?? []) this.set({ handler: row.handler }, row.oldestAgeSeconds);
      },
    });
    new Gauge({
      name: 'outbox_scrape_ok',
      help: '1 when the outbox figures could be read at this scrape, 0 when the database did not answer',
      registers: [this.registry],
      async collect() {
        this.set((await read()) === undefined ? 0 : 1);
      },
    });
  }

  observeRequest(method: string, route: string, status: string, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.durationSeries.get(key);
    if (!series) {
      series = this.requestDuration.labels(method, route, status);
      this.durationSeries.set(key, series);
    }
    series.observe(seconds);
  }
}
