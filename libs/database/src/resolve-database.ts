import type { AppConfig } from '@forms/config';
import { findRunningEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres-server';
import { logToStderr, type Log } from './log';

export interface OpenedDatabase {
  readonly url: string;
  /** True when the server is our embedded PostgreSQL (started here, or already run by another process). */
  readonly embedded: boolean;
  /** The embedded server's cluster directory; undefined with DATABASE_URL. */
  readonly clusterDir?: string;
  /** Stops the embedded server if this call started it; otherwise does nothing. Idempotent. */
  stop(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /**
   * For long-running processes (the API): never share an embedded server that another process started,
   * because that process stops it when it exits (a CLI command does). Wait for it to finish instead.
   */
  readonly ownServer?: boolean;
  /** How long to wait for another process's embedded server to go away. */
  readonly waitMs?: number;
}

const POLL_MS = 250;

/**
 * The database the app talks to: DATABASE_URL when configured (production), else the embedded server
 * of DATA_DIR, so that a fresh checkout runs with no setup. Call `stop()` on shutdown, signals included.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  log: Log = logToStderr,
  options: OpenDatabaseOptions = {},
): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) {
    return { url: config.DATABASE_URL, embedded: false, stop: async () => undefined };
  }
  const deadline = Date.now() + (options.waitMs ?? 10 * 60_000);
  let told = false;
  for (;;) {
    if (options.ownServer && (await findRunningEmbeddedPostgres(config.DATA_DIR))) {
      if (!told) log(`another process (a CLI command?) is using the embedded PostgreSQL of ${config.DATA_DIR}; waiting for it to finish`);
      told = true;
      if (Date.now() > deadline) {
        throw new Error(`the embedded PostgreSQL of ${config.DATA_DIR} is kept running by another process; stop it or set DATA_DIR`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      continue;
    }
    const server = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, log });
    // Another process may have started one between the check and the start: then wait for it too.
    if (options.ownServer && !server.owned) continue;
    return { url: server.url, embedded: true, clusterDir: server.pgDataDir, stop: server.stop };
  }
}
