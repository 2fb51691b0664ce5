import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, startEmbeddedPostgres } from './index';

jest.setTimeout(60_000);

describe('openDatabase', () => {
  let root: string;
  const log = () => undefined;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'open-database-spec-'));
    await chmod(root, 0o755);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('uses DATABASE_URL as given and never stops that server', async () => {
    const url = 'postgresql://app:secret@db.internal:5432/forms';
    const opened = await openDatabase({ DATABASE_URL: url, DATA_DIR: root }, log);
    expect(opened).toMatchObject({ url, embedded: false });
    await opened.stop();
  });

  it('shares a running embedded server with short-lived callers such as the CLI', async () => {
    const dataDir = join(root, 'data');
    const owner = await startEmbeddedPostgres({ dataDir, log });
    try {
      const joined = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir }, log);
      expect(joined.url).toBe(owner.url);
      await joined.stop();
      expect((await startEmbeddedPostgres({ dataDir, log })).owned).toBe(false);
    } finally {
      await owner.stop();
    }
  });

  it('makes the API wait for a server another process started, then run its own', async () => {
    const dataDir = join(root, 'data');
    const owner = await startEmbeddedPostgres({ dataDir, log });
    const opening = openDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir }, log, { ownServer: true });
    let settled = false;
    void opening.then(() => (settled = true), () => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(settled).toBe(false);
    await owner.stop();
    const own = await opening;
    try {
      expect(own.embedded).toBe(true);
      expect((await startEmbeddedPostgres({ dataDir, log })).owned).toBe(false);
    } finally {
      await own.stop();
    }
  });

  it('gives up with a clear message when the other server stays up', async () => {
    const dataDir = join(root, 'data');
    const owner = await startEmbeddedPostgres({ dataDir, log });
    try {
      await expect(
        openDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir }, log, { ownServer: true, waitMs: 300 }),
      ).rejects.toThrow(/kept running by another process/);
    } finally {
      await owner.stop();
    }
  });
});
