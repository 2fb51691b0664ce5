import type { Server } from 'node:http';

/**
 * Whether this replica is on its way out, and how many requests it is still answering. Readiness reads
 * the first; the graceful stop waits on the second.
 */
export class DrainState {
  private drainingSince: number | undefined;
  private inFlight = 0;
  private idle: (() => void) | undefined;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  begin(now = Date.now()): void {
    this.drainingSince ??= now;
  }

  requestStarted(): void {
    this.inFlight++;
  }

  requestEnded(): void {
    this.inFlight--;
    if (this.inFlight === 0) this.idle?.();
  }

  /** Resolves once no request is in flight, or false after timeoutMs. */
  whenIdle(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.idle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  }
}

export interface DrainSettings {
  SHUTDOWN_DELAY_MS: number;
  SHUTDOWN_TIMEOUT_MS: number;
}

/**
 * The HTTP half of a graceful stop:
 * 1. readiness answers 503 at once, and every response from now on closes its connection;
 * 2. requests are still served for SHUTDOWN_DELAY_MS, so the balancer's health check takes the replica
 *    out of rotation before its port closes (a POST sent to a closing socket would otherwise fail);
 * 3. the port closes, idle keep-alive connections are closed, in-flight requests finish (for at most
 *    SHUTDOWN_TIMEOUT_MS, then their connections are cut).
 * The caller then stops the app (the outbox worker finishes its job) and the pool.
 */
export async function drainHttpServer(server: Server, state: DrainState, settings: DrainSettings, log: (message: string) => void): Promise<void> {
  state.begin();
  if (settings.SHUTDOWN_DELAY_MS > 0) {
    log(`draining: /health/ready answers 503, still serving for ${settings.SHUTDOWN_DELAY_MS} ms`);
    await sleep(settings.SHUTDOWN_DELAY_MS);
  }
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  if (!(await state.whenIdle(settings.SHUTDOWN_TIMEOUT_MS))) {
    log(`${state.requestsInFlight} request(s) still running after ${settings.SHUTDOWN_TIMEOUT_MS} ms; closing their connections`);
  }
  // Connections that never sent a complete request hold nothing worth waiting for.
  server.closeAllConnections();
  await closed;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
