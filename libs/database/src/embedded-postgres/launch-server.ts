import { spawn, type ChildProcess } from 'node:child_process';
import { open, readFile, stat, truncate } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import type { PostgresBinaries } from '../postgres-binaries';
import { readPostmasterPid } from '../postmaster-pid';
import type { SystemUser } from '../system-user';
import { HOST } from './connection';
import { toolEnvironment } from './run-tool';
import type { EmbeddedPostgres } from './server-handle';
import { supervise } from './supervise-server';
import { sleep, START_TIMEOUT_MS } from './timing';

const SERVER_LOG_MAX_BYTES = 10 * 1024 * 1024;

export type LaunchOutcome =
  | { kind: 'started'; server: EmbeddedPostgres }
  | { kind: 'locked' | 'port-taken' | 'failed'; message: string };

/** Starts the postmaster on `port` and waits until it is ready; says why when it does not get there. */
export async function launch(
  pgDataDir: string,
  port: number,
  password: string,
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
  // The server's log can hold statements and their values: for its owner's eyes only, even when the file
  // was made by an older version with the default mode.
  const logFile = await open(serverLog, 'a', 0o600);
  await logFile.chmod(0o600);
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
        env: toolEnvironment(),
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
  return { kind: 'started', server: supervise(child, exited, pgDataDir, port, password) };
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

export function freePort(): Promise<number> {
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
