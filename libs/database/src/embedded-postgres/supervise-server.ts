import { spawn, type ChildProcess } from 'node:child_process';
import { embeddedPostgresUrl } from './connection';
import type { EmbeddedPostgres } from './server-handle';
import { STOP_TIMEOUT_MS } from './timing';

/** The handle of a server we started: it stops the server, and so do our exit and a watchdog. */
export function supervise(child: ChildProcess, exited: Promise<string>, pgDataDir: string, port: number, password: string): EmbeddedPostgres {
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

  return { url: embeddedPostgresUrl(port, password), port, pgDataDir, pid, owned: true, stop };
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
