import { chmod, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Root-owned and world-traversable: where, when we run as root, goes what the postgres user must reach
 * but cannot reach inside the checkout.
 */
export const SHARED_STATE_DIR = '/var/lib/form-service';

/** mkdir -p that leaves each created directory 755 whatever the umask: another user must traverse it. */
export async function mkdirShared(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true, mode: 0o755 });
  if (!first) return;
  for (let created = dir; created.length >= first.length; created = dirname(created)) {
    await chmod(created, 0o755);
  }
}
