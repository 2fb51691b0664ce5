import { randomBytes } from 'node:crypto';
import { chown, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Log } from '../log';
import type { PostgresBinaries } from '../postgres-binaries';
import type { SystemUser } from '../system-user';
import { SUPERUSER } from './connection';
import { exists } from './path-exists';
import { runToLog } from './run-tool';
import { sleep, START_TIMEOUT_MS } from './timing';

/**
 * The superuser's password, inside the cluster directory: it moves and is copied with the cluster, and
 * its mode 0600 (in a directory of mode 0700) keeps it to the user who starts the server. Any process of
 * that user (the API, a CLI command) reads it to connect; another local user cannot.
 */
export const PASSWORD_FILE = 'form-service-password';

/** What every cluster had before each got its own password; only ever read, to use an old server. */
const LEGACY_PASSWORD = 'postgres';

export function passwordFileOf(pgDataDir: string): string {
  return join(pgDataDir, PASSWORD_FILE);
}

/** 192 random bits, URL-safe: it goes into connection URLs and into SQL without quoting trouble. */
export function newPassword(): string {
  return randomBytes(24).toString('base64url');
}

/** Creates the file (never overwrites one) readable by us alone, owned by whom postgres runs as. */
export async function writePasswordFile(path: string, password: string, runAs: SystemUser | undefined): Promise<void> {
  await writeFile(path, `${password}\n`, { mode: 0o600, flag: 'wx' });
  if (runAs) await chown(path, runAs.uid, runAs.gid);
}

/**
 * The superuser's password of the cluster. A cluster without the file was made before passwords were
 * random and has not been started by this code since (a server still running from then): it still has
 * the old fixed password, which is then the one that works.
 */
export async function readClusterPassword(pgDataDir: string): Promise<string> {
  try {
    return (await readFile(passwordFileOf(pgDataDir), 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return LEGACY_PASSWORD;
    throw new Error(`cannot read the password of the embedded PostgreSQL: ${(error as Error).message}`);
  }
}

/**
 * Gives a cluster made with the old fixed password a random one, before its server starts: postgres in
 * single-user mode needs no password and lets nobody else in meanwhile. The new password is written to
 * a pending file first and renamed into place once set, so an interrupted run retries with the same one.
 */
export async function replaceLegacyPassword(
  pgDataDir: string,
  binaries: PostgresBinaries,
  runAs: SystemUser | undefined,
  log: Log,
): Promise<void> {
  const file = passwordFileOf(pgDataDir);
  const pending = `${file}.pending`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await exists(file))) {
    const password = await pendingPassword(pending, runAs);
    log(`giving the superuser of the embedded PostgreSQL in ${pgDataDir} a password of its own`);
    try {
      await runToLog(
        binaries.postgres,
        ['--single', '-D', pgDataDir, '-c', 'exit_on_error=on', '-c', 'unix_socket_directories=', 'postgres'],
        runAs,
        log,
        `ALTER ROLE ${SUPERUSER} PASSWORD '${password}';\n`,
      );
    } catch (error) {
      // Another process of ours is doing the same, or has started the server meanwhile: wait for it.
      if (!/lock file .* already exists/.test((error as Error).message) || Date.now() > deadline) throw error;
      await sleep(200);
      continue;
    }
    await rename(pending, file).catch(async (error: NodeJS.ErrnoException) => {
      if (!(await exists(file))) throw error;
    });
  }
}

async function pendingPassword(pending: string, runAs: SystemUser | undefined): Promise<string> {
  for (;;) {
    const kept = await readFile(pending, 'utf8').then(
      (text) => text.trim(),
      () => undefined,
    );
    if (kept) return kept;
    // An empty file is what a crash while writing it leaves.
    if (kept === '') await rm(pending, { force: true });
    const password = newPassword();
    try {
      await writePasswordFile(pending, password, runAs);
      return password;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another process created it first: use its password.
    }
  }
}
