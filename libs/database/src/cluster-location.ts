import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { mkdirShared, SHARED_STATE_DIR } from './shared-state-dir';
import { canTraverse, findSystemUser, isRoot, type SystemUser } from './system-user';

/** Names the cluster directory when it is not `<dataDir>/pg`, so that every later start finds it. */
export const LOCATION_FILE = 'pg-location';

export interface ClusterLocation {
  /** The PostgreSQL data directory (PGDATA). */
  readonly pgDataDir: string;
  /** Whom postgres runs as; undefined when we are not root and it simply runs as us. */
  readonly runAs: SystemUser | undefined;
  /** Why the data is not under dataDir, when it is not. */
  readonly relocatedBecause: string | undefined;
}

/** Where the cluster of `dataDir` lives, or would live; creates nothing. */
export async function clusterDirOf(dataDir: string): Promise<string> {
  const abs = resolve(dataDir);
  return (await readLocationFile(abs)) ?? join(abs, 'pg');
}

/**
 * Chooses where the cluster lives and as whom postgres runs. Only root has choices to make: postgres
 * refuses to run as root, so it runs as the owner of an existing cluster or else as the `postgres`
 * user, who must be able to traverse every directory above the data. A checkout inside a mode-700
 * directory (mktemp -d, a private home) is closed to that user, and then the cluster goes to a
 * per-dataDir directory under /var/lib, recorded in `<dataDir>/pg-location`.
 */
export async function prepareClusterLocation(dataDir: string): Promise<ClusterLocation> {
  const abs = resolve(dataDir);
  const recorded = await readLocationFile(abs);
  const candidate = recorded ?? join(abs, 'pg');
  if (!isRoot()) {
    await mkdir(abs, { recursive: true });
    return { pgDataDir: candidate, runAs: undefined, relocatedBecause: undefined };
  }

  await mkdirShared(abs);
  const postgresUser = findSystemUser('postgres');
  if (!postgresUser) {
    throw new Error(
      'PostgreSQL cannot run as root and there is no `postgres` system user to run it as: ' +
        'create one (useradd --system postgres) or set DATABASE_URL',
    );
  }

  const owner = await ownerOf(candidate);
  if (owner?.uid === 0) {
    throw new Error(`${candidate} is owned by root, and PostgreSQL cannot run as root: chown -R postgres: ${candidate}`);
  }
  if (owner) {
    const runAs = owner.uid === postgresUser.uid ? postgresUser : { name: `uid ${owner.uid}`, ...owner };
    if (canTraverse(candidate, runAs)) {
      return { pgDataDir: candidate, runAs, relocatedBecause: recorded && `${abs} is not reachable by ${runAs.name}` };
    }
    if (recorded) throw new Error(`${candidate}, recorded in ${join(abs, LOCATION_FILE)}, is not reachable by ${runAs.name}`);
  } else if (recorded) {
    return { pgDataDir: candidate, runAs: postgresUser, relocatedBecause: `${abs} is not reachable by postgres` };
  } else if (canTraverse(abs, postgresUser)) {
    return { pgDataDir: candidate, runAs: postgresUser, relocatedBecause: undefined };
  }

  const fallback = join(SHARED_STATE_DIR, createHash('sha256').update(abs).digest('hex').slice(0, 16), 'pg');
  await writeFile(join(abs, LOCATION_FILE), `${fallback}\n`);
  const fallbackOwner = await ownerOf(fallback);
  const runAs = fallbackOwner && fallbackOwner.uid !== postgresUser.uid ? { name: `uid ${fallbackOwner.uid}`, ...fallbackOwner } : postgresUser;
  return { pgDataDir: fallback, runAs, relocatedBecause: `${abs} is not reachable by ${runAs.name}` };
}

async function readLocationFile(dataDir: string): Promise<string | undefined> {
  try {
    const recorded = (await readFile(join(dataDir, LOCATION_FILE), 'utf8')).trim();
    return recorded ? resolve(dataDir, recorded) : undefined;
  } catch {
    return undefined;
  }
}

async function ownerOf(path: string): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const { uid, gid } = await stat(path);
    return { uid, gid };
  } catch {
    return undefined;
  }
}
