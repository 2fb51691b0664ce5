import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chown, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Log } from '../log';
import type { PostgresBinaries } from '../postgres-binaries';
import { mkdirShared } from '../shared-state-dir';
import { isRoot, type SystemUser } from '../system-user';
import { newPassword, passwordFileOf, writePasswordFile } from './cluster-password';
import { SUPERUSER } from './connection';
import { exists } from './path-exists';
import { runToLog } from './run-tool';

/**
 * Creates the cluster with initdb, its superuser getting a random password kept in the cluster's
 * password file. With `cacheDir`, a pristine result is kept there and copied for each new cluster (the
 * password file with it): initdb costs seconds on a busy machine, a copy a fraction of that.
 */
export async function initCluster(
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
      ? join(cacheDir, `initdb-${hash([binaries.initdb, 'random-password', String(runAs?.uid), ...initdbArgs]).slice(0, 16)}`)
      : undefined;

  // Everything happens in a staging directory renamed into place, so that an interrupted initdb never
  // leaves a half cluster behind and two processes initialising at once cannot mix their files.
  const staging = `${pgDataDir}.init-${randomBytes(4).toString('hex')}`;
  const initdbPasswordFile = `${staging}.pw`;
  try {
    if (seed && (await exists(join(seed, 'PG_VERSION')))) {
      await copyTree(seed, staging);
    } else {
      const password = newPassword();
      await mkdir(staging, { mode: 0o700 });
      await writeFile(initdbPasswordFile, `${password}\n`, { mode: 0o600 });
      if (runAs) {
        await chown(staging, runAs.uid, runAs.gid);
        await chown(initdbPasswordFile, runAs.uid, runAs.gid);
      }
      log(`initialising a PostgreSQL cluster in ${pgDataDir}`);
      await runToLog(binaries.initdb, [`--pgdata=${staging}`, `--pwfile=${initdbPasswordFile}`, ...initdbArgs], runAs, log);
      // initdb wants an empty directory: the password joins the cluster only now.
      await writePasswordFile(passwordFileOf(staging), password, runAs);
      if (seed) await keepSeed(staging, seed);
    }
    await rename(staging, pgDataDir).catch(async (error: NodeJS.ErrnoException) => {
      if (await exists(join(pgDataDir, 'PG_VERSION'))) return; // another process initialised it first
      throw new Error(`cannot put the new cluster in place at ${pgDataDir}: ${error.message}`);
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(initdbPasswordFile, { force: true });
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
