import type { AppConfig } from '@forms/config';
import { startEmbeddedPostgres } from './embedded-postgres-server';
import { logToStderr, type Log } from './log';

export interface OpenedDatabase {
  readonly url: string;
  /** True when the server is our embedded PostgreSQL (started here, or already run by another process). */
  readonly embedded: boolean;
  /** Stops the embedded server if this call started it; otherwise does nothing. Idempotent. */
  stop(): Promise<void>;
}

/**
 * The database the app talks to: DATABASE_URL when configured (production), else the embedded server
 * of DATA_DIR, so that a fresh checkout runs with no setup. Call `stop()` on shutdown, signals included.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  log: Log = logToStderr,
): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) {
    return { url: config.DATABASE_URL, embedded: false, stop: async () => undefined };
  }
  const server = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, log });
  return { url: server.url, embedded: true, stop: server.stop };
}
