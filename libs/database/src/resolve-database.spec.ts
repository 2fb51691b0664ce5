import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { APP_ROLE, findRunningEmbeddedPostgres, migrations, openAppDatabase, openDatabase, startEmbeddedPostgres } from './index';

jest.setTimeout(60_000);

// A new cluster costs an initdb, seconds on a busy machine: every test but the one that walks `npm start`'s
// path from a real initdb copies a pristine one kept across runs (the copy path the test setup uses).
const initdbCacheDir = join(tmpdir(), 'forms-test-initdb-cache');

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

  it("migrates as the superuser and hands the service the application role (npm start's path)", async () => {
    const opened = await openAppDatabase({ DATABASE_URL: undefined, DATA_DIR: join(root, 'data') }, log, { role: 'server' });
    try {
      expect(opened).toMatchObject({ embedded: true, user: APP_ROLE });
      expect(opened.migrationUrl).toMatch(/^postgresql:\/\/postgres:/);
      const rows = await query(opened.url, 'SELECT current_user, usesuper FROM pg_user WHERE usename = current_user');
      expect(rows).toEqual([{ current_user: APP_ROLE, usesuper: false }]);
      const applied = await query(opened.url, 'SELECT count(*)::int AS n FROM schema_migrations');
      expect(applied).toEqual([{ n: migrations.length }]);
      // The tables belong to the superuser, who ran the migrations.
      const owners = await query(opened.url, "SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'");
      expect(owners).toEqual([{ tableowner: 'postgres' }]);
    } finally {
      await opened.stop();
    }
  });

  it('uses DATABASE_URL as given for both the migrations and the service', async () => {
    const server = await startEmbeddedPostgres({ dataDir: join(root, 'external'), log, initdbCacheDir });
    try {
      const opened = await openAppDatabase({ DATABASE_URL: server.url, DATA_DIR: root }, log);
      expect(opened).toMatchObject({ url: server.url, migrationUrl: server.url, user: 'postgres', embedded: false });
      expect(await query(server.url, 'SELECT count(*)::int AS n FROM schema_migrations')).toEqual([{ n: migrations.length }]);
      expect(await query(server.url, `SELECT rolname FROM pg_roles WHERE rolname = '${APP_ROLE}'`)).toEqual([]);
      await opened.stop();
    } finally {
      await server.stop();
    }
  });

  // Who may share, wait for or stop a server is the point here, not how a cluster is made: these share one
  // cluster, initialised by the first start, and each later start only launches PostgreSQL on it (a fresh
  // cluster per test cost a copy and a database more, most of a second of CPU each). Each test leaves
  // the server stopped, as it found it.
  describe('sharing one data directory', () => {
    let shared: string;
    let dataDir: string;

    beforeAll(async () => {
      shared = await mkdtemp(join(tmpdir(), 'open-database-spec-shared-'));
      await chmod(shared, 0o755);
      dataDir = join(shared, 'data');
    });
    afterAll(() => rm(shared, { recursive: true, force: true }));

    it('lets a CLI command share the server of a running API, and leaves it running', async () => {
      const config = { DATABASE_URL: undefined, DATA_DIR: dataDir };
      const api = await openDatabase(config, log, { role: 'server', initdbCacheDir });
      try {
        const command = await openDatabase(config, log, { role: 'command', waitMs: 2_000, initdbCacheDir });
        expect(command.url).toBe(api.url);
        await command.stop();
        expect((await startEmbeddedPostgres({ dataDir: config.DATA_DIR, log, initdbCacheDir })).owned).toBe(false);
      } finally {
        await api.stop();
      }
    });

    it('makes a CLI command wait for the server of another command, which stops it when it ends', async () => {
      const config = { DATABASE_URL: undefined, DATA_DIR: dataDir };
      const first = await openDatabase(config, log, { role: 'command', initdbCacheDir });
      const second = openDatabase(config, log, { role: 'command', initdbCacheDir });
      let settled = false;
      void second.then(() => (settled = true), () => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(settled).toBe(false);
      await first.stop();
      const own = await second;
      try {
        expect((await startEmbeddedPostgres({ dataDir: config.DATA_DIR, log, initdbCacheDir })).owned).toBe(false);
      } finally {
        await own.stop();
      }
      expect(await findRunningEmbeddedPostgres(config.DATA_DIR)).toBeUndefined();
    });

    it('makes the API wait for a server another process started, then run its own', async () => {
      const owner = await startEmbeddedPostgres({ dataDir, log, initdbCacheDir });
      const opening = openDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir }, log, { role: 'server', initdbCacheDir });
      let settled = false;
      void opening.then(() => (settled = true), () => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(settled).toBe(false);
      await owner.stop();
      const own = await opening;
      try {
        expect(own.embedded).toBe(true);
        expect((await startEmbeddedPostgres({ dataDir, log, initdbCacheDir })).owned).toBe(false);
      } finally {
        await own.stop();
      }
    });

    it('gives up with a clear message when the other server stays up', async () => {
      const owner = await startEmbeddedPostgres({ dataDir, log, initdbCacheDir });
      try {
        await expect(
          openDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir }, log, { role: 'server', waitMs: 300, initdbCacheDir }),
        ).rejects.toThrow(/kept running by another process/);
      } finally {
        await owner.stop();
      }
    });
  });
});

async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}
