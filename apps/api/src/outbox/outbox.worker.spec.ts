import type { DispatchOutbox, OutboxWakeups, PurgeExpiredIdempotencyKeys, PurgeExpiredRecords } from '@forms/application';
import type { DatabaseHealth } from '../app/tokens';
import { OutboxWorker } from './outbox.worker';

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** The worker on fakes of what it drives: a queue with nothing due, housekeeping that records its calls. */
function worker(options: { firstPurge?: Promise<void>; drain?: Promise<void> } = {}) {
  const calls: string[] = [];
  let stoppedListening = false;
  const dispatch = {
    start: async () => 0,
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
    listen: () => async () => {
      stoppedListening = true;
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
  return { instance, calls, stoppedListening: () => stoppedListening };
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
