import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import {
  findRunningEmbeddedPostgres,
  migrations,
  PASSWORD_FILE,
  runMigrations,
  startEmbeddedPostgres,
  withDatabaseName,
  type EmbeddedPostgres,
} from '../index';

jest.setTimeout(60_000);

const isRoot = process.getuid?.() === 0;

async function query<T extends Record<string, unknown>>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  let root: string;
  let dataDir: string;
  let server: EmbeddedPostgres;
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'database-spec-'));
    // mkdtemp makes a 700 directory; open it so the postgres user (when we are root) can reach the data.
    await chmod(root, 0o755);
    dataDir = join(root, 'data');
    server = await startEmbeddedPostgres({ dataDir, log, ephemeral: true });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the forms database from <dataDir>/pg', async () => {
    expect(server.owned).toBe(true);
    expect(server.pgDataDir).toBe(join(dataDir, 'pg'));
    const password = (await readFile(join(server.pgDataDir, PASSWORD_FILE), 'utf8')).trim();
    expect(server.url).toBe(`postgresql://postgres:${password}@127.0.0.1:${server.port}/forms`);
    const [row] = await query<{ db: string; dir: string }>(server.url, 'SELECT current_database() AS db, current_setting(\'data_directory\') AS dir');
    expect(row).toEqual({ db: 'forms', dir: join(dataDir, 'pg') });
    expect(logs.some((line) => line.includes(`listening on 127.0.0.1:${server.port}`))).toBe(true);
  });

  it('gives the superuser a random password in a file only its owner can read', async () => {
    const passwordFile = join(server.pgDataDir, PASSWORD_FILE);
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
    const password = (await readFile(passwordFile, 'utf8')).trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await expect(connectAs(server.port, 'postgres')).rejects.toMatchObject({ code: '28P01' });
    await expect(connectAs(server.port, password)).resolves.toBeUndefined();
  });

  it("keeps the server's log file for its owner's eyes only", async () => {
    expect((await stat(join(dataDir, 'postgres.log'))).mode & 0o777).toBe(0o600);
  });

  it('applies the migrations once', async () => {
    const names = migrations.map((migration) => new migration().name);
    expect(await runMigrations(server.url)).toEqual(names);
    expect(await runMigrations(server.url)).toEqual([]);
    const rows = await query<{ table: string | null }>(server.url, "SELECT to_regclass('public.team_members')::text AS table");
    expect(rows).toEqual([{ table: 'team_members' }]);
    const applied = await query<{ name: string }>(server.url, 'SELECT name FROM schema_migrations ORDER BY id');
    expect(applied.map((row) => row.name)).toEqual(names);
  });

  it('lets concurrent runners apply each migration exactly once', async () => {
    await query(server.url, 'CREATE DATABASE concurrent_migrations');
    const url = withDatabaseName(server.url, 'concurrent_migrations');
    const results = await Promise.all([runMigrations(url), runMigrations(url), runMigrations(url)]);
    expect(results.flat()).toEqual(migrations.map((migration) => new migration().name));
  });

  it('uses the running server instead of starting a second one', async () => {
    expect(await findRunningEmbeddedPostgres(dataDir)).toEqual({
      url: server.url,
      port: server.port,
      pgDataDir: server.pgDataDir,
      pid: server.pid,
    });
    const second = await startEmbeddedPostgres({ dataDir, log });
    expect(second).toMatchObject({ url: server.url, port: server.port, pid: server.pid, owned: false });
    await second.stop();
    expect(await query(server.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });

  it('stops idempotently and restarts over a stale postmaster.pid', async () => {
    const { pid } = server;
    await Promise.all([server.stop(), server.stop()]);
    await server.stop();
    expect(isAlive(pid)).toBe(false);
    expect(await findRunningEmbeddedPostgres(dataDir)).toBeUndefined();

    // What a killed run leaves behind, its pid since recycled by a process that is not a postgres.
    const pidFile = join(server.pgDataDir, 'postmaster.pid');
    await writeFile(pidFile, `${process.pid}\n${server.pgDataDir}\n1700000000\n${server.port}\n\n127.0.0.1\n  1  2\nready   \n`);
    server = await startEmbeddedPostgres({ dataDir, log, ephemeral: true });
    expect(server.owned).toBe(true);
    expect(logs.some((line) => line.includes('removing the stale'))).toBe(true);
    // The data survived the restart.
    expect(await runMigrations(server.url)).toEqual([]);
  });

  it('gives a cluster made with the old fixed password a random one on its next start', async () => {
    // What a cluster made before passwords were random looks like: the fixed password and no file.
    await query(server.url, "ALTER ROLE postgres PASSWORD 'postgres'");
    await server.stop();
    await rm(join(server.pgDataDir, PASSWORD_FILE));

    server = await startEmbeddedPostgres({ dataDir, log, ephemeral: true });
    const passwordFile = join(server.pgDataDir, PASSWORD_FILE);
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
    const password = (await readFile(passwordFile, 'utf8')).trim();
    expect(server.url).toContain(`:${password}@`);
    await expect(connectAs(server.port, 'postgres')).rejects.toMatchObject({ code: '28P01' });
    expect(await runMigrations(server.url)).toEqual([]);
    expect((await findRunningEmbeddedPostgres(dataDir))?.url).toBe(server.url);
  });

  (isRoot ? describe : describe.skip)('as root, with data the postgres user cannot reach', () => {
    let closed: string;
    let relocated: EmbeddedPostgres | undefined;

    beforeAll(async () => {
      closed = await mkdtemp(join(tmpdir(), 'database-spec-closed-')); // mode 700, owned by root
    });

    afterAll(async () => {
      await relocated?.stop();
      if (relocated) await rm(dirname(relocated.pgDataDir), { recursive: true, force: true });
      await rm(closed, { recursive: true, force: true });
    });

    it('keeps the cluster under /var/lib/form-service and records where', async () => {
      const closedDataDir = join(closed, 'repo', '.data');
      const lines: string[] = [];
      relocated = await startEmbeddedPostgres({ dataDir: closedDataDir, log: (line) => lines.push(line), ephemeral: true });
      expect(relocated.pgDataDir).toMatch(/^\/var\/lib\/form-service\/[0-9a-f]{16}\/pg$/);
      expect((await readFile(join(closedDataDir, 'pg-location'), 'utf8')).trim()).toBe(relocated.pgDataDir);
      expect(lines.filter((line) => line.includes(relocated!.pgDataDir) && line.includes('not reachable'))).toHaveLength(1);
      expect(await runMigrations(relocated.url)).toHaveLength(migrations.length);

      expect((await findRunningEmbeddedPostgres(closedDataDir))?.port).toBe(relocated.port);
      await relocated.stop();
      relocated = await startEmbeddedPostgres({ dataDir: closedDataDir, log: () => undefined, ephemeral: true });
      expect(existsSync(join(closedDataDir, 'pg'))).toBe(false);
      expect(await runMigrations(relocated.url)).toEqual([]);
    });
  });
});

async function connectAs(port: number, password: string): Promise<void> {
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  try {
    await client.connect();
  } finally {
    await client.end().catch(() => undefined);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
