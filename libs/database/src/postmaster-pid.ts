import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The lock file a postmaster writes into its data directory, as far as we use it. */
export interface PostmasterPid {
  readonly pid: number;
  readonly port: number;
  /** `starting`, `ready` or `stopping`; absent while the postmaster is still writing the file. */
  readonly status: string | undefined;
}

export function postmasterPidPath(pgDataDir: string): string {
  return join(pgDataDir, 'postmaster.pid');
}

/**
 * Lines, 1-based: 1 pid, 2 data directory, 3 start time, 4 port, 5 socket directory, 6 listen address,
 * 7 shared memory key, 8 status. See pidfile.h in the PostgreSQL sources.
 */
export async function readPostmasterPid(pgDataDir: string): Promise<PostmasterPid | undefined> {
  let text: string;
  try {
    text = await readFile(postmasterPidPath(pgDataDir), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, port: Number.isInteger(port) ? port : 0, status: lines[7]?.trim() || undefined };
}

/**
 * A pid from a lock file may belong to a process that died long ago, its number since reused by anything
 * (containers restart with small, recycled pids), so a live pid is only trusted if it is a postgres.
 */
export function isLivePostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but someone else's; it may well be a postgres, so it must not be disturbed.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    // With procfs the process just exited; without (macOS) it is alive and cannot be checked further.
    return !existsSync('/proc/self');
  }
  // "<pid> (<comm>) <state> ...": a zombie (Z) is dead, only not yet reaped by a sloppy init.
  const match = /^\d+ \((.*)\) (\S)/.exec(stat);
  return match !== null && match[2] !== 'Z' && (match[1] === 'postgres' || match[1] === 'postmaster');
}
