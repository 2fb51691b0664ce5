import { realpath, rm } from 'node:fs/promises';
import { Client } from 'pg';
import type { Log } from '../log';
import { isLivePostgres, postmasterPidPath, readPostmasterPid, type PostmasterPid } from '../postmaster-pid';
import { readClusterPassword } from './cluster-password';
import { embeddedPostgresUrl } from './connection';
import { sleep, START_TIMEOUT_MS } from './timing';

/**
 * Looks at the lock file left in the cluster: returns the postmaster when a live one serves it, waits
 * while one is starting or shutting down, and removes the file when its process is gone or is not a
 * postgres (a killed run whose pid was recycled), which would otherwise block the start.
 */
export async function settleExisting(pgDataDir: string, log: Log): Promise<PostmasterPid | undefined> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const pid = await readPostmasterPid(pgDataDir);
    if (!pid) return undefined;
    let stale = !isLivePostgres(pid.pid);
    if (!stale && pid.status === 'ready' && pid.port) {
      // A recycled pid may belong to another cluster's postgres: ask the server which data it serves.
      const served = await servedDirectory(pid.port, pgDataDir);
      if (served !== 'elsewhere') return pid;
      stale = true;
    }
    if (stale) {
      log(`removing the stale ${postmasterPidPath(pgDataDir)} of pid ${pid.pid}, which no longer runs this cluster`);
      await rm(postmasterPidPath(pgDataDir), { force: true });
      return undefined;
    }
    if (Date.now() > deadline) {
      throw new Error(`the PostgreSQL server of ${pgDataDir} (pid ${pid.pid}) stays "${pid.status ?? 'starting'}"`);
    }
    await sleep(50);
  }
}

/**
 * 'elsewhere' when nothing listens on the port or the server there serves another data directory;
 * 'here' otherwise, including when it answers with an error (too many clients): it is a postgres.
 */
export async function servedDirectory(port: number, pgDataDir: string): Promise<'here' | 'elsewhere'> {
  const password = await readClusterPassword(pgDataDir);
  const client = new Client({ connectionString: embeddedPostgresUrl(port, password, 'postgres'), connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    const served = rows[0]?.data_directory;
    return served === pgDataDir || served === (await realpath(pgDataDir).catch(() => pgDataDir)) ? 'here' : 'elsewhere';
  } catch (error) {
    // ECONNREFUSED: nobody listens; 28P01: a server that does not know our password is not ours.
    const code = (error as { code?: string }).code;
    return code === 'ECONNREFUSED' || code === '28P01' ? 'elsewhere' : 'here';
  } finally {
    await client.end().catch(() => undefined);
  }
}
