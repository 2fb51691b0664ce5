import { join } from 'node:path';
import { clusterDirOf, prepareClusterLocation } from '../cluster-location';
import { logToStderr, type Log } from '../log';
import { locatePostgresBinaries } from '../postgres-binaries';
import { isLivePostgres, readPostmasterPid, type PostmasterPid } from '../postmaster-pid';
import { readClusterPassword, replaceLegacyPassword } from './cluster-password';
import { embeddedPostgresUrl, ensureDatabase, HOST } from './connection';
import { servedDirectory, settleExisting } from './existing-server';
import { initCluster } from './init-cluster';
import { freePort, launch } from './launch-server';
import { exists } from './path-exists';
import type { EmbeddedPostgres, RunningEmbeddedPostgres } from './server-handle';

export interface StartEmbeddedPostgresOptions {
  /** The application's data directory; the cluster lives in `<dataDir>/pg` (see cluster-location.ts). */
  readonly dataDir: string;
  /** One-line diagnostics, initdb output included. Defaults to stderr. */
  readonly log?: Log;
  /** A throwaway cluster for tests: no fsync, more connections. Data may not survive a crash. */
  readonly ephemeral?: boolean;
  /**
   * Keeps a pristine initdb result here and copies it for each new cluster: initdb costs seconds on a
   * busy machine, a copy a fraction of that. Meant for the throwaway clusters of test runs.
   */
  readonly initdbCacheDir?: string;
}

/** The server some process of ours runs on the cluster of `dataDir`, if one is up and ready. */
export async function findRunningEmbeddedPostgres(dataDir: string): Promise<RunningEmbeddedPostgres | undefined> {
  const pgDataDir = await clusterDirOf(dataDir);
  const pid = await readPostmasterPid(pgDataDir);
  if (!pid || pid.status !== 'ready' || !pid.port || !isLivePostgres(pid.pid)) return undefined;
  if ((await servedDirectory(pid.port, pgDataDir)) === 'elsewhere') return undefined;
  const url = embeddedPostgresUrl(pid.port, await readClusterPassword(pgDataDir));
  return { url, port: pid.port, pgDataDir, pid: pid.pid };
}

/**
 * Starts (initialising on first use) the PostgreSQL cluster of `dataDir` on a free port of 127.0.0.1,
 * and makes sure the `forms` database exists. If a server of ours already runs on that cluster (the API
 * while the CLI runs), it is used instead: two postmasters cannot share a data directory.
 */
export async function startEmbeddedPostgres(options: StartEmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? logToStderr;
  const location = await prepareClusterLocation(options.dataDir);
  const { pgDataDir, runAs } = location;
  const where = `data in ${pgDataDir}${location.relocatedBecause ? ` (${location.relocatedBecause})` : ''}`;

  const existing = await settleExisting(pgDataDir, log);
  if (existing) return attach(existing, pgDataDir, log, where);

  const binaries = await locatePostgresBinaries(runAs, log);
  if (!(await exists(join(pgDataDir, 'PG_VERSION')))) {
    await initCluster(pgDataDir, binaries, runAs, log, options.ephemeral ?? false, options.initdbCacheDir);
  }
  await replaceLegacyPassword(pgDataDir, binaries, runAs, log);
  const password = await readClusterPassword(pgDataDir);

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const outcome = await launch(pgDataDir, port, password, binaries, runAs, options.ephemeral ?? false);
    if (outcome.kind === 'started') {
      try {
        await ensureDatabase(port, password);
      } catch (error) {
        await outcome.server.stop();
        throw error;
      }
      log(`embedded PostgreSQL listening on ${HOST}:${port}, ${where}`);
      return outcome.server;
    }
    if (outcome.kind === 'failed' || attempt === 3) throw new Error(outcome.message);
    if (outcome.kind === 'locked') {
      // Another process of ours started this cluster between our check and our start.
      const winner = await settleExisting(pgDataDir, log);
      if (winner) return attach(winner, pgDataDir, log, where);
    }
    // Otherwise the port was free when probed but taken before postgres bound it: probe again.
  }
}

async function attach(pid: PostmasterPid, pgDataDir: string, log: Log, where: string): Promise<EmbeddedPostgres> {
  log(`using the embedded PostgreSQL already running on ${HOST}:${pid.port} (pid ${pid.pid}), ${where}`);
  return {
    url: embeddedPostgresUrl(pid.port, await readClusterPassword(pgDataDir)),
    port: pid.port,
    pgDataDir,
    pid: pid.pid,
    owned: false,
    stop: async () => undefined,
  };
}
