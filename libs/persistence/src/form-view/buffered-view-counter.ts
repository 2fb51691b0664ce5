import { type Clock, type FormViewStore, type FunnelCounter, type FunnelStepStore, type HourlySteps, type HourlyViews, utcHourFloor, type ViewCounter } from '@forms/application';

/** A count of the buffer: `page` 1 is a view, 2 and over a page reached, 0 a submission through the page. */
type Counted = HourlySteps;

const VIEW = 1;
const SUBMITTED = 0;

export interface ViewBufferOptions {
  /** How often the counts go to the database: how late a view may show, and the most a crash loses. */
  flushIntervalMs: number;
  /**
   * Forms-and-hours counted between two flushes at most. Reaching it flushes at once, so that a stranger
   * opening many forms cannot grow the buffer; views beyond it while that flush is still running are lost.
   */
  maxKeys: number;
  /** A flush failed; its counts are kept for the next one (as far as the buffer has room). */
  onFlushError?: (error: unknown) => void;
}

/**
 * Counts views in this process's memory, per form and UTC hour, and adds them to the database in one
 * statement every few seconds: a view costs the page a map update, never a write. The funnel's steps
 * (pages reached, submissions through the page) are counted in the same buffer and written by the same
 * flush, in a second statement. Each replica adds only
 * its own increments, so the stored totals sum every replica. One flush runs at a time, so the memory
 * held is at most two buffers.
 */
export class BufferedViewCounter implements ViewCounter, FunnelCounter {
  private pending = new Map<string, Counted>();
  private inFlight: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Views and steps lost to a full buffer (or a failed flush with no room to keep them), since start. */
  lost = 0;

  constructor(
    private readonly store: FormViewStore,
    private readonly clock: Clock,
    private readonly options: ViewBufferOptions,
    /** Where the funnel's steps go; without it they are not counted. */
    private readonly steps?: FunnelStepStore,
  ) {}

  record(workspaceId: string, formId: string): void {
    this.count(workspaceId, formId, VIEW);
  }

  recordReached(workspaceId: string, formId: string, page: number): void {
    if (this.steps && Number.isInteger(page) && page >= 2) this.count(workspaceId, formId, page);
  }

  recordSubmitted(workspaceId: string, formId: string): void {
    if (this.steps) this.count(workspaceId, formId, SUBMITTED);
  }

  private count(workspaceId: string, formId: string, page: number): void {
    const hour = utcHourFloor(this.clock.now()).toISOString();
    const key = `${workspaceId}/${formId}/${hour}/${page}`;
    const counted = this.pending.get(key);
    if (counted) {
      counted.count++;
      return;
    }
    if (this.pending.size >= this.options.maxKeys) {
      void this.flush();
      // The flush took the full buffer unless an earlier one is still running.
      if (this.pending.size >= this.options.maxKeys) {
        this.lost++;
        return;
      }
    }
    this.pending.set(key, { workspaceId, formId, hour, page, count: 1 });
  }

  /** Distinct forms-and-hours waiting for the next flush. */
  get waiting(): number {
    return this.pending.size;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.options.flushIntervalMs);
    // A pending flush never keeps a process alive that has nothing else to do.
    this.timer.unref();
  }

  /** Stops the timer and writes everything counted so far: a clean stop loses no view. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.inFlight;
    await this.flush();
  }

  /** Hands what is counted to the database; resolves when written (or kept back after a failure). Never rejects. */
  flush(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    if (this.pending.size === 0) return Promise.resolve();
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.inFlight = this.write(batch).finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async write(batch: Counted[]): Promise<void> {
    const views: HourlyViews[] = batch
      .filter((counted) => counted.page === VIEW)
      .map(({ workspaceId, formId, hour, count }) => ({ workspaceId, formId, hour, views: count }));
    const steps = batch.filter((counted) => counted.page !== VIEW);
    const stepStore = this.steps;
    // Each statement on its own: a failure keeps back only what it did not write.
    await Promise.all([
      views.length > 0 ? this.writeTo(() => this.store.add(views), batch.filter((counted) => counted.page === VIEW)) : undefined,
      steps.length > 0 && stepStore ? this.writeTo(() => stepStore.add(steps), steps) : undefined,
    ]);
  }

  private async writeTo(add: () => Promise<void>, batch: Counted[]): Promise<void> {
    try {
      await add();
    } catch (error) {
      this.keepForNextFlush(batch);
      this.options.onFlushError?.(error);
    }
  }

  private keepForNextFlush(batch: Counted[]): void {
    for (const counts of batch) {
      const key = `${counts.workspaceId}/${counts.formId}/${counts.hour}/${counts.page}`;
      const counted = this.pending.get(key);
      if (counted) counted.count += counts.count;
      else if (this.pending.size < this.options.maxKeys) this.pending.set(key, { ...counts });
      else this.lost += counts.count;
    }
  }
}
