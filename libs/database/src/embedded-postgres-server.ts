import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chown, mkdir, open, readFile, realpath, rename, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { clusterDirOf, prepareClusterLocation } from './cluster-location';
import { logToStderr, type Log } from './log';
import { locatePostgresBinaries, type PostgresBinaries } from './postgres-binaries';
import { isLivePostgres, postmasterPidPath, readPostmasterPid, type PostmasterPid } from './postmaster-pid';
import { mkdirShared } from './shared-state-dir';
import { isRoot, type SystemUser } from './system-user';

/** The application database created in every embedded cluster. */
export const EMBEDDED_DATABASE = 'forms';
const SUPERUSER = 'postgres';
// Not a secret: the server only listens on 127.0.0.1. A password keeps clients on the usual auth path.
const PASSWORD = 'postgres';
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const SERVER_LOG_MAX_BYTES = 10 * 1024 * 1024;

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

export interface RunningEmbeddedPostgres {
  /** Connection URL of the `forms` database. */
  readonly url: string;
  readonly port: number;
  /** The PostgreSQL data directory actually in use. */
  readonly pgDataDir: string;
  /** The postmaster. */
  readonly pid: number;
}

export interface EmbeddedPostgres extends RunningEmbeddedPostgres {
  /** False when another process of ours had already started this cluster, which we then only use. */
  readonly owned: boolean;
  /**
   * Fast shutdown (clients are disconnected, nothing is lost); idempotent; a no-op when not `owned`.
   *
   * Call it from your SIGINT/SIGTERM handlers. Postgres runs in its own process group, so a Ctrl+C
   * reaches only Node and a graceful shutdown can still use the database. Should Node die without
   * calling it, an exit hook and, for SIGKILL and crashes, a watchdog process shut the server down.
   */
  stop(): Promise<void>;
}

export function embeddedPostgresUrl(port: number, database: string = EMBEDDED_DATABASE): string {
  return `postgresql://${SUPERUSER}:${PASSWORD}@${HOST}:${port}/${database}`;
}

/** The server some process of ours runs on the cluster of `dataDir`, if one is up and ready. */
export async function findRunningEmbeddedPostgres(dataDir: string): Promise<RunningEmbeddedPostgres | undefined> {
  const pgDataDir = await clusterDirOf(dataDir);
  const pid = await readPostmasterPid(pgDataDir);
  if (!pid || pid.status !== 'ready' || !pid.port || !isLivePostgres(pid.pid)) return undefined;
  if ((await servedDirectory(pid.port, pgDataDir)) === 'elsewhere') return undefined;
  return { url: embeddedPostgresUrl(pid.port), port: pid.port, pgDataDir, pid: pid.pid };
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

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const outcome = await launch(pgDataDir, port, binaries, runAs, options.ephemeral ?? false);
    if (outcome.kind === 'started') {
      try {
        await ensureDatabase(port);
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

function attach(pid: PostmasterPid, pgDataDir: string, log: Log, where: string): EmbeddedPostgres {
  log(`using the embedded PostgreSQL already running on ${HOST}:${pid.port} (pid ${pid.pid}), ${where}`);
  return {
    url: embeddedPostgresUrl(pid.port),
    port: pid.port,
    pgDataDir,
    pid: pid.pid,
    owned: false,
    stop: async () => undefined,
  };
}

/**
 * Looks at the lock file left in the cluster: returns the postmaster when a live one serves it, waits
 * while one is starting or shutting down, and removes the file when its process is gone or is not a
 * postgres (a killed run whose pid was recycled), which would otherwise block the start.
 */
async function settleExisting(pgDataDir: string, log: Log): Promise<PostmasterPid | undefined> {
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
async function servedDirectory(port: number, pgDataDir: string): Promise<'here' | 'elsewhere'> {
  const client = new Client({ connectionString: embeddedPostgresUrl(port, 'postgres'), connectionTimeoutMillis: 5000 });
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

async function initCluster(
  pgDataDir: string,
  binaries: PostgresBinaries,
  runAs: SystemUser | undefined,
  log: Log,
  ephemeral: boolean,
  cacheDir: string | undefined,
): Promise<void> {
  const parent = dirname(pgDataDir);
  await (isRoot() ? mkdirShared(parent) : mkdir(parent, { recursive: true }));
  const initdbArgs = [
    `--username=${SUPERUSER}`,
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '--encoding=UTF8',
    // The builtin provider gives Unicode-aware lower()/upper() without depending on the locales
    // installed on the machine (a slim container often has none).
    '--locale=C',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--no-instructions',
    ...(ephemeral ? ['--no-sync'] : []),
  ];
  const seed =
    cacheDir && process.platform !== 'win32'
      ? join(cacheDir, `initdb-${hash([binaries.initdb, PASSWORD, String(runAs?.uid), ...initdbArgs]).slice(0, 16)}`)
      : undefined;

  // Everything happens in a staging directory renamed into place, so that an interrupted initdb never
  // leaves a half cluster behind and two processes initialising at once cannot mix their files.
  const staging = `${pgDataDir}.init-${randomBytes(4).toString('hex')}`;
  const passwordFile = `${staging}.pw`;
  try {
    if (seed && (await exists(join(seed, 'PG_VERSION')))) {
      await copyTree(seed, staging);
    } else {
      await mkdir(staging, { mode: 0o700 });
      await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
      if (runAs) {
        await chown(staging, runAs.uid, runAs.gid);
        await chown(passwordFile, runAs.uid, runAs.gid);
      }
      log(`initialising a PostgreSQL cluster in ${pgDataDir}`);
      await runToLog(binaries.initdb, [`--pgdata=${staging}`, `--pwfile=${passwordFile}`, ...initdbArgs], runAs, log);
      if (seed) await keepSeed(staging, seed);
    }
    await rename(staging, pgDataDir).catch(async (error: NodeJS.ErrnoException) => {
      if (await exists(join(pgDataDir, 'PG_VERSION'))) return; // another process initialised it first
      throw new Error(`cannot put the new cluster in place at ${pgDataDir}: ${error.message}`);
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(passwordFile, { force: true });
  }
}

/** Best effort: without a cache, the next cluster simply runs initdb again. */
async function keepSeed(cluster: string, seed: string): Promise<void> {
  const partial = `${seed}.partial-${randomBytes(4).toString('hex')}`;
  try {
    await (isRoot() ? mkdirShared(dirname(seed)) : mkdir(dirname(seed), { recursive: true }));
    await copyTree(cluster, partial);
    await rename(partial, seed);
  } catch {
    // Lost a race with another run storing the same seed, or no room: both harmless.
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** cp -a: keeps owners (the postgres user's files stay its own when we copy as root) and modes. */
function copyTree(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const cp = spawn('cp', ['-a', from, to], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    cp.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    cp.once('error', reject);
    cp.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`cp -a ${from} ${to} failed: ${stderr.trim()}`))));
  });
}

function hash(parts: string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('hex');
}

type LaunchOutcome =
  | { kind: 'started'; server: EmbeddedPostgres }
  | { kind: 'locked' | 'port-taken' | 'failed'; message: string };

async function launch(
  pgDataDir: string,
  port: number,
  binaries: PostgresBinaries,
  runAs: SystemUser | undefined,
  ephemeral: boolean,
): Promise<LaunchOutcome> {
  // Server output goes to a file beside the cluster rather than to a pipe: the log stays readable when
  // something goes wrong later, and postgres never writes into a pipe whose reader has died.
  const serverLog = join(dirname(pgDataDir), 'postgres.log');
  const size = await stat(serverLog).then(
    (s) => s.size,
    () => 0,
  );
  if (size > SERVER_LOG_MAX_BYTES) await truncate(serverLog, 0);
  const logFile = await open(serverLog, 'a');
  const offset = size > SERVER_LOG_MAX_BYTES ? 0 : size;

  const settings = {
    listen_addresses: HOST,
    // TCP only: no socket file in /tmp or elsewhere to clean up or to collide with.
    unix_socket_directories: '',
    ...(ephemeral ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' } : {}),
  };
  let child: ChildProcess;
  try {
    child = spawn(
      binaries.postgres,
      ['-D', pgDataDir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
      {
        ...(runAs && { uid: runAs.uid, gid: runAs.gid }),
        // Own process group: a Ctrl+C in the terminal is for Node, which decides when to stop the server.
        detached: true,
        stdio: ['ignore', logFile.fd, logFile.fd],
        env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LC_ALL: 'C' },
      },
    );
  } finally {
    await logFile.close();
  }
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`));
    child.once('error', (error) => resolve(error.message));
  });

  const failure = await Promise.race([waitUntilReady(pgDataDir, child), exited]);
  if (failure !== undefined) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    const tail = (await readFile(serverLog, 'utf8').catch(() => '')).slice(offset).trim().split('\n').slice(-5).join(' | ');
    const message = `PostgreSQL failed to start on ${HOST}:${port} (${failure}): ${tail || `see ${serverLog}`}`;
    if (/lock file "postmaster\.pid" already exists/.test(tail)) return { kind: 'locked', message };
    if (/could not bind|could not create any TCP\/IP sockets/.test(tail)) return { kind: 'port-taken', message };
    return { kind: 'failed', message };
  }
  return { kind: 'started', server: supervise(child, exited, pgDataDir, port) };
}

/** Resolves undefined once the postmaster reports ready in its lock file; a message on timeout. */
async function waitUntilReady(pgDataDir: string, child: ChildProcess): Promise<string | undefined> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const pid = await readPostmasterPid(pgDataDir);
    if (pid && pid.pid === child.pid && pid.status === 'ready') return undefined;
    if (child.exitCode !== null || child.signalCode !== null) return new Promise<never>(() => undefined);
    await sleep(20);
  }
  return `not ready after ${START_TIMEOUT_MS / 1000} s`;
}

function supervise(child: ChildProcess, exited: Promise<string>, pgDataDir: string, port: number): EmbeddedPostgres {
  const pid = child.pid!;
  const running = () => child.exitCode === null && child.signalCode === null;
  // SIGINT is postgres' fast shutdown: clients are disconnected and the cluster is checkpointed.
  const onExit = () => {
    if (running()) child.kill('SIGINT');
  };
  process.on('exit', onExit);
  const watchdog = startWatchdog(pid);
  // The server must not keep a finished Node process alive; stop() holds it while it waits.
  child.unref();

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      process.off('exit', onExit);
      if (running()) {
        child.ref();
        child.kill('SIGINT');
        let timer: NodeJS.Timeout | undefined;
        const inTime = await Promise.race([
          exited.then(() => true),
          new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), STOP_TIMEOUT_MS))),
        ]);
        clearTimeout(timer);
        if (!inTime) {
          child.kill('SIGQUIT'); // immediate shutdown; crash recovery runs at the next start
          await exited;
        }
      }
      watchdog?.kill('SIGKILL');
    })());

  return { url: embeddedPostgresUrl(port), port, pgDataDir, pid, owned: true, stop };
}

/**
 * A tiny shell that waits for EOF on a pipe only we hold, then sends the postmaster SIGINT. The kernel
 * closes the pipe however Node ends, SIGKILL and crashes included, when no exit hook can run.
 */
function startWatchdog(pid: number): ChildProcess | undefined {
  if (process.platform === 'win32') return undefined;
  const watchdog = spawn('/bin/sh', ['-c', 'read _ignored; kill -INT "$0" 2>/dev/null', String(pid)], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  watchdog.on('error', () => undefined); // no /bin/sh: the exit hook still covers normal exits
  watchdog.stdin?.on('error', () => undefined);
  (watchdog.stdin as { unref?: () => void } | null)?.unref?.();
  watchdog.unref();
  return watchdog;
}

async function ensureDatabase(port: number): Promise<void> {
  const client = new Client({ connectionString: embeddedPostgresUrl(port, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`).catch((error: { code?: string }) => {
        // 42P04 duplicate_database, 23505: a concurrent creation won the race.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * Runs a tool quietly: what it prints matters only when it fails, so then every line goes to `log` and
 * the error carries the last ones.
 */
function runToLog(command: string, args: string[], runAs: SystemUser | undefined, log: Log): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...(runAs && { uid: runAs.uid, gid: runAs.gid }),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LC_ALL: 'C' },
    });
    const printed: string[] = [];
    const emit = (line: string) => {
      if (line.trim()) printed.push(line);
    };
    // Chunks do not respect line ends; keep each stream's unfinished line until the rest arrives.
    const follow = (stream: NodeJS.ReadableStream | null) => {
      let partial = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        lines.forEach(emit);
      });
      stream?.on('end', () => emit(partial));
    };
    follow(child.stdout);
    follow(child.stderr);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      printed.forEach((line) => log(line));
      reject(new Error(`${command} failed (${signal ?? `code ${code}`}): ${printed.slice(-5).join(' | ')}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
