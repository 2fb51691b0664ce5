import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '@forms/config';
import { findRunningEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
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

/**
 * `server`: a long-lived process (the API), which never shares an embedded server it did not start.
 * `command`: a short one (a CLI command), which shares the server of a running API but waits for one
 * that another command started, since that command stops its server when it ends.
 */
export type DatabaseRole = 'server' | 'command';

export interface OpenDatabaseOptions {
  readonly role?: DatabaseRole;
  /** How long to wait for an embedded server that may not be shared to go away. */
  readonly waitMs?: number;
  /** Where a pristine initdb result is kept and copied from (see StartEmbeddedPostgresOptions); for tests. */
  readonly initdbCacheDir?: string;
}

interface Owner {
  pid: number;
  role: DatabaseRole;
}

/** Who started the embedded server of DATA_DIR: the file lives as long as that server does. */
export const OWNER_FILE = 'postgres-owner.json';
const POLL_MS = 250;

async function readOwner(dataDir: string): Promise<Owner | undefined> {
  try {
    const owner = JSON.parse(await readFile(join(dataDir, OWNER_FILE), 'utf8')) as Owner;
    process.kill(owner.pid, 0);
    return owner;
  } catch {
    return undefined; // no file, unreadable, or its process is gone
  }
}

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
  const role = options.role ?? 'command';
  const dataDir = config.DATA_DIR;
  const deadline = Date.now() + (options.waitMs ?? 10 * 60_000);
  const shareable = async () => role === 'command' && (await readOwner(dataDir))?.role === 'server';
  let told = false;
  for (;;) {
    if ((await findRunningEmbeddedPostgres(dataDir)) && !(await shareable())) {
      if (!told) log(`another process is using the embedded PostgreSQL of ${dataDir}; waiting for it to finish`);
      told = true;
      if (Date.now() > deadline) {
        throw new Error(`the embedded PostgreSQL of ${dataDir} is kept running by another process; stop it or set DATA_DIR`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      continue;
    }
    const server = await startEmbeddedPostgres({ dataDir, log, initdbCacheDir: options.initdbCacheDir });
    if (!server.owned) {
      // Started by someone else between the check and the start: share it only if allowed, else wait.
      if (await shareable()) return { url: server.url, embedded: true, clusterDir: server.pgDataDir, stop: server.stop };
      continue;
    }
    await writeFile(join(dataDir, OWNER_FILE), JSON.stringify({ pid: process.pid, role } satisfies Owner));
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        await rm(join(dataDir, OWNER_FILE), { force: true });
        await server.stop();
      })());
    return { url: server.url, embedded: true, clusterDir: server.pgDataDir, stop };
  }
}
