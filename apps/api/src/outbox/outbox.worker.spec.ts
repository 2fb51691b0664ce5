import type { DispatchOutbox, OutboxWakeups, PurgeExpiredIdempotencyKeys, PurgeExpiredRecords } from '@forms/application';
import type { DatabaseHealth } from '../app/tokens';
import { IDLE_POLL_MS, OutboxWorker, POLL_INTERVAL_MS } from './outbox.worker';

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** The worker on fakes of what it drives: a queue with nothing due, housekeeping that records its calls. */
function worker(options: { firstPurge?: Promise<void>; drain?: Promise<void>; nextDueAt?: () => Date | null } = {}) {
  const calls: string[] = [];
  /** When each lease of the webhooks' group was asked for. */
  const leases: number[] = [];
  let stoppedListening = false;
  let notify = () => undefined as void;
  const dispatch = {
    start: async (group: string) => {
      if (group === 'other') leases.push(Date.now());
      return 0;
    },
    nextDueAt: async () => options.nextDueAt?.() ?? null,
    inFlightOf: () => 0,
    purge: async () => {
      calls.push('outbox purge');
      await options.firstPurge;
      return 0;
    },
    drain: async () => {
      await options.drain;
      calls.push('drained');
    },
  } as unknown as DispatchOutbox;
  const purge = (name: string) => ({ execute: async () => void calls.push(name) });
  const mailer = { close: () => undefined };
  const wakeups: OutboxWakeups = {
    listen: (wake) => {
      notify = wake;
      return async () => {
        stoppedListening = true;
      };
    },
  };
  const database: DatabaseHealth = { ping: async () => undefined, isUnavailable: () => false };
  const instance = new OutboxWorker(
    dispatch,
    purge('idempotency key purge') as unknown as PurgeExpiredIdempotencyKeys,
    purge('expired records purge') as unknown as PurgeExpiredRecords,
    mailer as never,
    database,
    wakeups,
    mailer as never,
    mailer as never,
  );
  return { instance, calls, leases, notify: () => notify(), stoppedListening: () => stoppedListening };
}

describe('OutboxWorker', () => {
  it('purges everything when it starts', async () => {
    const { instance, calls } = worker();
    instance.onApplicationBootstrap();
    await settle();
    await settle();
    await instance.onModuleDestroy();
    expect(calls).toEqual(['outbox purge', 'idempotency key purge', 'expired records purge', 'drained']);
  });

  it('when nothing is due, sleeps until the next pending message comes due (at most IDLE_POLL_MS), and wakes at once on a notification', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      let nextDue: Date | null = null;
      const { instance, leases, notify } = worker({ nextDueAt: () => nextDue });
      instance.onApplicationBootstrap();
      await jest.advanceTimersByTimeAsync(0);
      expect(leases).toEqual([1_000_000]);
      // Nothing pending: the longest sleep.
      await jest.advanceTimersByTimeAsync(IDLE_POLL_MS - 1);
      expect(leases).toHaveLength(1);
      nextDue = new Date(1_000_000 + IDLE_POLL_MS + 1_200);
      await jest.advanceTimersByTimeAsync(1);
      expect(leases).toEqual([1_000_000, 1_000_000 + IDLE_POLL_MS]);
      // A retry 1.2 s away: asked for again just then.
      await jest.advanceTimersByTimeAsync(1_199);
      expect(leases).toHaveLength(2);
      nextDue = new Date(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(leases).toHaveLength(3);
      // Due already, yet not leased (its workspace has its fill in flight): polled again after the poll interval.
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(leases).toHaveLength(4);
      nextDue = null;
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(leases).toHaveLength(5);
      // Idle again: a notification does not wait for the sleep to end.
      await jest.advanceTimersByTimeAsync(100);
      notify();
      await jest.advanceTimersByTimeAsync(0);
      expect(leases).toHaveLength(6);
      await instance.onModuleDestroy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops without running the housekeeping it had not started yet, once the statement in flight is done', async () => {
    const purging = gate();
    const { instance, calls, stoppedListening } = worker({ firstPurge: purging.opened });
    instance.onApplicationBootstrap();
    await settle();
    expect(calls).toEqual(['outbox purge']);
    const stopped = instance.onModuleDestroy();
    await settle();
    expect(stoppedListening()).toBe(true);
    purging.open();
    await stopped;
    expect(calls).toEqual(['outbox purge', 'drained']);
  });

  it('still waits for the attempts in flight before it reports stopped', async () => {
    const attempts = gate();
    const { instance, calls } = worker({ drain: attempts.opened });
    instance.onApplicationBootstrap();
    await settle();
    let done = false;
    const stopped = instance.onModuleDestroy().then(() => (done = true));
    await settle();
    await settle();
    expect(done).toBe(false);
    attempts.open();
    await stopped;
    expect(calls.at(-1)).toBe('drained');
  });
});
