import type { Clock, FunnelStepStore, HourlySteps, HourlyViews, FormViewStore } from '@forms/application';
import { BufferedViewCounter } from './buffered-view-counter';

const WS = '11111111-1111-4111-8111-111111111111';
const FORM_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const FORM_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

/** A store that keeps every batch it was handed; `hold()` makes the next add wait until released. */
class RecordingStore implements FormViewStore {
  batches: HourlyViews[][] = [];
  failNext = false;
  private gate: Promise<void> | undefined;
  private open: (() => void) | undefined;

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  release(): void {
    this.open?.();
    this.gate = undefined;
  }

  async add(counts: readonly HourlyViews[]): Promise<void> {
    await this.gate;
    if (this.failNext) {
      this.failNext = false;
      throw new Error('database unavailable');
    }
    this.batches.push(counts.map((count) => ({ ...count })));
  }

  totals(): Record<string, number> {
    const totals: Record<string, number> = {};
    for (const count of this.batches.flat()) {
      const key = `${count.formId}/${count.hour}`;
      totals[key] = (totals[key] ?? 0) + count.views;
    }
    return totals;
  }
}

function clockAt(iso: string): Clock & { set(iso: string): void } {
  let now = new Date(iso);
  return { now: () => now, set: (next) => (now = new Date(next)) };
}

describe('BufferedViewCounter', () => {
  it('counts per form and UTC hour in memory and hands every count over in one batch per flush', async () => {
    const store = new RecordingStore();
    const clock = clockAt('2026-03-01T23:59:59.900Z');
    const counter = new BufferedViewCounter(store, clock, { flushIntervalMs: 1000, maxKeys: 100 });
    counter.record(WS, FORM_A);
    counter.record(WS, FORM_A);
    counter.record(WS, FORM_B);
    clock.set('2026-03-02T00:00:00.000Z');
    counter.record(WS, FORM_A);
    expect(store.batches).toEqual([]);
    expect(counter.waiting).toBe(3);

    await counter.flush();
    expect(store.batches).toHaveLength(1);
    expect(store.totals()).toEqual({ [`${FORM_A}/2026-03-01T23:00:00.000Z`]: 2, [`${FORM_B}/2026-03-01T23:00:00.000Z`]: 1, [`${FORM_A}/2026-03-02T00:00:00.000Z`]: 1 });
    expect(counter.waiting).toBe(0);
    await counter.flush();
    expect(store.batches).toHaveLength(1);
  });

  it('keeps two hours of the same day apart', async () => {
    const store = new RecordingStore();
    const clock = clockAt('2026-03-01T10:59:59.999Z');
    const counter = new BufferedViewCounter(store, clock, { flushIntervalMs: 1000, maxKeys: 100 });
    counter.record(WS, FORM_A);
    clock.set('2026-03-01T11:00:00.000Z');
    counter.record(WS, FORM_A);
    counter.record(WS, FORM_A);
    await counter.flush();
    expect(store.totals()).toEqual({ [`${FORM_A}/2026-03-01T10:00:00.000Z`]: 1, [`${FORM_A}/2026-03-01T11:00:00.000Z`]: 2 });
  });

  it('flushes early when the buffer reaches its cap, and drops what comes while that flush still runs', async () => {
    const store = new RecordingStore();
    const counter = new BufferedViewCounter(store, clockAt('2026-03-01T12:00:00Z'), { flushIntervalMs: 60_000, maxKeys: 3 });
    store.hold();
    const forms = Array.from({ length: 8 }, (_, index) => `00000000-0000-4000-8000-00000000000${index}`);
    for (const form of forms.slice(0, 3)) counter.record(WS, form);
    // The fourth distinct form finds the buffer full: the three go to the store, the fourth starts a new buffer.
    counter.record(WS, forms[3]);
    expect(counter.waiting).toBe(1);
    counter.record(WS, forms[4]);
    counter.record(WS, forms[5]);
    // Full again while the first flush is held: a new form is lost, a form already counted still counts.
    counter.record(WS, forms[6]);
    counter.record(WS, forms[5]);
    expect(counter.waiting).toBe(3);
    expect(counter.lost).toBe(1);
    store.release();
    await counter.stop();
    expect(store.batches.map((batch) => batch.length)).toEqual([3, 3]);
    expect(Object.values(store.totals()).reduce((sum, views) => sum + views, 0)).toBe(7);
  });

  it('keeps the counts of a failed flush for the next one', async () => {
    const store = new RecordingStore();
    const counter = new BufferedViewCounter(store, clockAt('2026-03-01T12:00:00Z'), {
      flushIntervalMs: 60_000,
      maxKeys: 10,
      onFlushError: (error) => errors.push(error),
    });
    const errors: unknown[] = [];
    counter.record(WS, FORM_A);
    counter.record(WS, FORM_A);
    store.failNext = true;
    await counter.flush();
    expect(errors).toHaveLength(1);
    expect(store.batches).toEqual([]);
    counter.record(WS, FORM_A);
    await counter.flush();
    expect(store.totals()).toEqual({ [`${FORM_A}/2026-03-01T12:00:00.000Z`]: 3 });
  });

  it('flushes on its timer, and stop() writes what is left after the flush in flight', async () => {
    const store = new RecordingStore();
    const counter = new BufferedViewCounter(store, clockAt('2026-03-01T12:00:00Z'), { flushIntervalMs: 50, maxKeys: 10 });
    counter.start();
    counter.record(WS, FORM_A);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(store.totals()).toEqual({ [`${FORM_A}/2026-03-01T12:00:00.000Z`]: 1 });
    store.hold();
    counter.record(WS, FORM_B);
    const inFlight = counter.flush();
    counter.record(WS, FORM_B);
    const stopped = counter.stop();
    store.release();
    await Promise.all([inFlight, stopped]);
    expect(store.totals()).toEqual({ [`${FORM_A}/2026-03-01T12:00:00.000Z`]: 1, [`${FORM_B}/2026-03-01T12:00:00.000Z`]: 2 });
  });

  it('counts the funnel\'s steps in the same buffer and writes them to their own store; a failure keeps back only its part', async () => {
    const views = new RecordingStore();
    const written: HourlySteps[][] = [];
    let failSteps = true;
    const steps: FunnelStepStore = {
      add: async (counts) => {
        if (failSteps) {
          failSteps = false;
          throw new Error('database unavailable');
        }
        written.push(counts.map((count) => ({ ...count })));
      },
    };
    const failures: unknown[] = [];
    const counter = new BufferedViewCounter(views, clockAt('2026-03-01T12:30:00Z'), { flushIntervalMs: 60_000, maxKeys: 100, onFlushError: (error) => failures.push(error) }, steps);
    counter.record(WS, FORM_A);
    counter.recordReached(WS, FORM_A, 2);
    counter.recordReached(WS, FORM_A, 2);
    counter.recordReached(WS, FORM_A, 3);
    counter.recordReached(WS, FORM_A, 1);
    counter.recordSubmitted(WS, FORM_A);
    expect(counter.waiting).toBe(4);
    await counter.flush();
    expect(views.totals()).toEqual({ [`${FORM_A}/2026-03-01T12:00:00.000Z`]: 1 });
    expect([failures.length, counter.waiting]).toEqual([1, 3]);
    await counter.flush();
    const hour = '2026-03-01T12:00:00.000Z';
    expect(written).toEqual([
      [
        { workspaceId: WS, formId: FORM_A, hour, page: 2, count: 2 },
        { workspaceId: WS, formId: FORM_A, hour, page: 3, count: 1 },
        { workspaceId: WS, formId: FORM_A, hour, page: 0, count: 1 },
      ],
    ]);
    expect(views.totals()).toEqual({ [`${FORM_A}/2026-03-01T12:00:00.000Z`]: 1 });
  });

  it('without a store for steps, counts views only', async () => {
    const views = new RecordingStore();
    const counter = new BufferedViewCounter(views, clockAt('2026-03-01T12:30:00Z'), { flushIntervalMs: 60_000, maxKeys: 100 });
    counter.recordReached(WS, FORM_A, 2);
    counter.recordSubmitted(WS, FORM_A);
    expect(counter.waiting).toBe(0);
  });
});
