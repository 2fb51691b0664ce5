import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname } from 'node:path';

/** The identity a child process runs as once spawned with `uid`/`gid`. */
export interface SystemUser {
  readonly name: string;
  readonly uid: number;
  readonly gid: number;
}

export const isRoot = (): boolean => process.getuid?.() === 0;

export function findSystemUser(name: string): SystemUser | undefined {
  try {
    // `id` rather than /etc/passwd so that users from NSS (LDAP, sssd) are found too.
    const out = execFileSync('id', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const uid = /uid=(\d+)/.exec(out);
    const gid = /gid=(\d+)/.exec(out);
    return uid && gid ? { name, uid: Number(uid[1]), gid: Number(gid[1]) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `user` can reach `path` through every directory on the way. Only the primary group counts:
 * libuv drops supplementary groups when it spawns with a uid, so that is all the child will have.
 * ACLs are not read; a directory they open up is treated as closed, which only costs a fallback.
 */
export function canTraverse(path: string, user: SystemUser): boolean {
  for (let dir = path; ; dir = dirname(dir)) {
    let mode: number;
    let uid: number;
    let gid: number;
    try {
      ({ mode, uid, gid } = statSync(dir));
    } catch {
      return false;
    }
    const bit = uid === user.uid ? 0o100 : gid === user.gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) return false;
    if (dirname(dir) === dir) return true;
  }
}
