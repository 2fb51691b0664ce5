import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { Client, type Notification } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import {
  APP_PASSWORD_FILE,
  APP_ROLE,
  ensureAppRole,
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

  describe('the application role', () => {
    let appUrl: string;
    let app: Client;

    beforeAll(async () => {
      // The database is migrated (above) and has no application role yet: a cluster from before the role.
      appUrl = await ensureAppRole(server.url, server.pgDataDir);
      app = new Client({ connectionString: appUrl });
      await app.connect();
    });
    afterAll(() => app.end());

    it('logs in with a random password kept in a file only its owner can read, and is no superuser', async () => {
      const passwordFile = join(server.pgDataDir, APP_PASSWORD_FILE);
      expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
      const password = (await readFile(passwordFile, 'utf8')).trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(password).not.toBe((await readFile(join(server.pgDataDir, PASSWORD_FILE), 'utf8')).trim());
      expect(appUrl).toBe(`postgresql://${APP_ROLE}:${password}@127.0.0.1:${server.port}/forms`);

      const { rows } = await app.query('SELECT current_user, usesuper FROM pg_user WHERE usename = current_user');
      expect(rows).toEqual([{ current_user: APP_ROLE, usesuper: false }]);
      const role = await query(
        server.url,
        `SELECT rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = '${APP_ROLE}'`,
      );
      expect(role).toEqual([
        { rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolreplication: false, rolbypassrls: false, rolcanlogin: true },
      ]);
    });

    it('is set up again on every start without changing, even by processes starting together', async () => {
      const again = await Promise.all([1, 2, 3].map(() => ensureAppRole(server.url, server.pgDataDir)));
      expect(again).toEqual([appUrl, appUrl, appUrl]);
      expect(await query(appUrl, 'SELECT current_user AS who')).toEqual([{ who: APP_ROLE }]);
    });

    it('gets a new password when its file is lost', async () => {
      await rm(join(server.pgDataDir, APP_PASSWORD_FILE));
      const renewed = await ensureAppRole(server.url, server.pgDataDir);
      expect(renewed).not.toBe(appUrl);
      expect((await stat(join(server.pgDataDir, APP_PASSWORD_FILE))).mode & 0o777).toBe(0o600);
      expect(await query(renewed, 'SELECT current_user AS who')).toEqual([{ who: APP_ROLE }]);
      await expect(query(appUrl, 'SELECT 1')).rejects.toMatchObject({ code: '28P01' });
      appUrl = renewed;
    });

    it("does the service's kinds of statements", async () => {
      const workspace = randomUUID();
      const form = randomUUID();
      await app.query(
        `INSERT INTO workspaces (id, subdomain, name, default_time_zone, roles, created_at, updated_at)
         VALUES ($1, 'app-role', 'App role', 'UTC', '{Admin}', now(), now())`,
        [workspace],
      );
      // A prepared statement, as the pool's named queries are.
      await app.query({
        name: 'app-role-form',
        text: `INSERT INTO forms (workspace_id, id, title, state, is_published, is_archived, is_disabled, is_suspended, created_by, created_at, updated_at)
               VALUES ($1, $2, 'Survey', 'published', true, false, false, false, 'test', now(), now())`,
        values: [workspace, form],
      });

      // The seed command's bulk load, whose statement trigger keeps submission_blocks up to date.
      const rows = [1, 2, 3].map((position) => `${workspace}\t${form}\t${randomUUID()}\t${position}\t2026-01-01T00:00:00Z\t{}\t{}\t{}\n`);
      await pipeline(
        Readable.from(rows),
        app.query(copyFrom('COPY submissions (workspace_id, form_id, id, position, created_at, field_values, user_agent, responses) FROM STDIN')),
      );
      const blocks = await app.query('SELECT live FROM submission_blocks WHERE workspace_id = $1 AND form_id = $2', [workspace, form]);
      expect(blocks.rows).toEqual([{ live: 3 }]);
      await app.query('DELETE FROM submissions WHERE workspace_id = $1 AND position = 3', [workspace]);
      expect((await app.query('SELECT live FROM submission_blocks WHERE workspace_id = $1', [workspace])).rows).toEqual([{ live: 2 }]);
      let exported = '';
      const out = app.query(copyTo(`COPY (SELECT position FROM submissions WHERE workspace_id = '${workspace}' ORDER BY position) TO STDOUT`));
      out.on('data', (chunk: Buffer) => (exported += chunk.toString()));
      await new Promise((resolve, reject) => out.on('end', resolve).on('error', reject));
      expect(exported).toBe('1\n2\n');

      // The activity log's identity column.
      const logged = await app.query(
        `INSERT INTO activity_log (workspace_id, id, at, actor_type, actor_label, action, target_type, target_label)
         VALUES ($1, $2, now(), 'system', 'test', 'test', 'form', 'Survey'), ($1, $3, now(), 'system', 'test', 'test', 'form', 'Survey')
         RETURNING seq`,
        [workspace, randomUUID(), randomUUID()],
      );
      expect(Number(logged.rows[1].seq)).toBe(Number(logged.rows[0].seq) + 1);

      // The outbox: a worker LISTENs, a commit wakes it, a lease skips what another worker holds.
      const worker = new Client({ connectionString: appUrl });
      await worker.connect();
      try {
        const woken = new Promise<Notification>((resolve) => worker.once('notification', resolve));
        await worker.query('LISTEN app_role_test');
        await app.query('BEGIN');
        await app.query(
          `INSERT INTO outbox (workspace_id, id, event_id, handler, event_type, payload, created_at, next_attempt_at)
           VALUES ($1, $2, $3, 'test', 'test', '{}', now(), now()), ($1, $4, $3, 'test', 'test', '{}', now(), now())`,
          [workspace, randomUUID(), randomUUID(), randomUUID()],
        );
        await app.query(`SELECT pg_notify('app_role_test', ''), pg_advisory_xact_lock(hashtextextended('app-role', 0))`);
        await app.query('COMMIT');
        expect((await woken).channel).toBe('app_role_test');

        await app.query('BEGIN');
        const held = await app.query('SELECT id FROM outbox WHERE workspace_id = $1 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED', [workspace]);
        const other = await worker.query('SELECT id FROM outbox WHERE workspace_id = $1 ORDER BY id FOR UPDATE SKIP LOCKED', [workspace]);
        expect(other.rows).toHaveLength(1);
        expect(other.rows[0].id).not.toBe(held.rows[0].id);
        await app.query('UPDATE outbox SET completed_at = now() WHERE workspace_id = $1 AND id = $2', [workspace, held.rows[0].id]);
        await app.query('COMMIT');
      } finally {
        await worker.end();
      }

      // The idempotency purge.
      await app.query(
        `INSERT INTO idempotency_keys (workspace_id, scope, key, fingerprint, created_at, expires_at)
         VALUES ($1, 'test', 'k', 'f', now() - interval '2 days', now() - interval '1 day')`,
        [workspace],
      );
      expect((await app.query('DELETE FROM idempotency_keys WHERE expires_at < now()')).rowCount).toBe(1);
    });

    it('may use the tables of later migrations without being set up again', async () => {
      // What a migration added after this start does: a table (and its identity sequence) of the superuser.
      await query(server.url, 'CREATE TABLE later_migration (seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, note text NOT NULL)');
      try {
        expect((await app.query(`INSERT INTO later_migration (note) VALUES ('a'), ('b') RETURNING seq`)).rowCount).toBe(2);
        await app.query(`UPDATE later_migration SET note = 'c' WHERE note = 'b'`);
        await app.query(`DELETE FROM later_migration WHERE note = 'a'`);
        expect((await app.query('SELECT note FROM later_migration')).rows).toEqual([{ note: 'c' }]);
      } finally {
        await query(server.url, 'DROP TABLE later_migration');
      }
    });

    it.each([
      ['create a role', 'CREATE ROLE intruder LOGIN'],
      ['change the server configuration', "ALTER SYSTEM SET log_statement = 'none'"],
      ['run a program', "COPY workspaces FROM PROGRAM 'true'"],
      ['read a server file', "SELECT pg_read_file('postgresql.conf')"],
      ['install an extension', 'CREATE EXTENSION file_fdw'],
      ['change the schema', 'CREATE TABLE intruder (id int)'],
      ['drop a table', 'DROP TABLE workspaces'],
      ['empty a table at once', 'TRUNCATE outbox'],
      ['alter a table', 'ALTER TABLE workspaces DISABLE TRIGGER ALL'],
      ['create a database', 'CREATE DATABASE intruder'],
    ])('may not %s', async (_what, sql) => {
      await expect(app.query(sql)).rejects.toMatchObject({ code: '42501' });
    });
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
      // Where the cluster goes is the point here, not initdb (the suite's first server runs a real one):
      // a copy of a pristine cluster kept across runs costs a fraction of its seconds of CPU.
      const initdbCacheDir = join(tmpdir(), 'forms-test-initdb-cache');
      relocated = await startEmbeddedPostgres({ dataDir: closedDataDir, log: (line) => lines.push(line), ephemeral: true, initdbCacheDir });
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
