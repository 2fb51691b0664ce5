import type { Log } from '@forms/database';

/** Thrown at a start-up checkpoint once a signal asked us to stop. */
export class ShutdownRequested extends Error {}

/**
 * What start-up has opened, closed in reverse order on the way out. A signal that arrives half-way
 * through start-up waits for the step in flight, so that an embedded Postgres being started is still
 * stopped rather than orphaned.
 */
export class Lifecycle {
  private readonly resources: { name: string; close: () => Promise<void> }[] = [];
  private stopRequestedAt: number | undefined;
  private closing: Promise<void> | undefined;

  constructor(private readonly log: Log) {}

  get stopRequested(): boolean {
    return this.stopRequestedAt !== undefined;
  }

  track(name: string, close: () => Promise<void>): void {
    this.resources.push({ name, close });
    this.checkpoint();
  }

  checkpoint(): void {
    if (this.stopRequested) throw new ShutdownRequested();
  }

  /** Tells a first request from a second one, and both from a duplicate delivery of the first. */
  requestStop(now: number): 'first' | 'repeat' | 'again' {
    if (this.stopRequestedAt === undefined) {
      this.stopRequestedAt = now;
      return 'first';
    }
    // A Ctrl-C under `npm start` reaches us twice at once: from the terminal and forwarded by npm.
    return now - this.stopRequestedAt < 1000 ? 'repeat' : 'again';
  }

  closeAll(): Promise<void> {
    this.closing ??= (async () => {
      for (const { name, close } of this.resources.reverse()) {
        try {
          await close();
        } catch (error) {
          this.log(`stopping ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })();
    return this.closing;
  }
}

/**
 * Runs start(), then stops everything it tracked on the first SIGINT/SIGTERM and exits 0; a second
 * signal a second later exits at once. A failed start-up stops what was opened and exits 1.
 */
export async function runUntilSignalled(
  log: Log,
  start: (lifecycle: Lifecycle) => Promise<void>,
  describe: (error: unknown) => string,
): Promise<void> {
  const lifecycle = new Lifecycle(log);
  let started = false;
  const stop = async (code: number): Promise<never> => {
    await lifecycle.closeAll();
    process.exit(code);
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    switch (lifecycle.requestStop(Date.now())) {
      case 'first':
        log(`${signal} received, shutting down (send it again to exit at once)`);
        // During start-up, start() notices at its next checkpoint and unwinds into the catch below.
        if (started) void stop(0);
        return;
      case 'repeat':
        return;
      case 'again':
        log(`${signal} received again, exiting without cleanup`);
        process.exit(130);
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    await start(lifecycle);
    started = true;
    lifecycle.checkpoint();
  } catch (error) {
    if (error instanceof ShutdownRequested) return stop(0);
    log(`start-up failed: ${describe(error)}`);
    return stop(1);
  }
}
