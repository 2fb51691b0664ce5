import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { APP_ROLE, findRunningEmbeddedPostgres } from '@forms/database';

// `npm start` on a fresh data directory, as a newcomer runs it (main.ts in a process of its own): the
// migrations run as the embedded server's superuser, but everything the running service connects with,
// its pool and its outbox listener, is the application role, which is not a superuser.

jest.setTimeout(180_000);

let dataDir: string;
let child: ChildProcess | undefined;
let stdout = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'forms-database-role-'));
  // mkdtemp makes it 700; as root, postgres runs as the postgres user, who must be able to get in.
  await chmod(dataDir, 0o755);
});

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGINT');
    await exited(child);
  }
  await rm(dataDir, { recursive: true, force: true });
});

it('runs the service as the application role', async () => {
  const port = await freePort();
  child = spawn(process.execPath, [join(__dirname, '../support/ts-process.js'), join(__dirname, '../../../api/src/main.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'error', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = child;
  await new Promise<void>((resolve, reject) => {
    started.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('Press Ctrl-C to stop.')) resolve();
    });
    started.once('exit', (code) => reject(new Error(`npm start's process exited with ${code} before its banner:\n${stdout}`)));
  });
  expect(stdout).toContain(`Database:    embedded PostgreSQL as ${APP_ROLE}, data in ${join(dataDir, 'pg')}`);
  // Readiness reads the database, so the pool has a connection open when we look.
  expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status).toBe(200);

  const server = await findRunningEmbeddedPostgres(dataDir);
  const admin = new Client({ connectionString: server!.url });
  await admin.connect();
  try {
    const connections = async () =>
      (
        await admin.query<{ application_name: string; usename: string; usesuper: boolean }>(
          `SELECT DISTINCT a.application_name, a.usename, u.usesuper FROM pg_stat_activity a JOIN pg_user u ON u.usename = a.usename
           WHERE a.pid <> pg_backend_pid() AND a.backend_type = 'client backend' ORDER BY 1`,
        )
      ).rows;
    // The outbox listener connects on its own after start-up: on a busy machine it may be a moment behind the banner.
    let rows = await connections();
    for (let waited = 0; rows.length < 2 && waited < 10_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rows = await connections();
    }
    expect(rows).toEqual([
      { application_name: 'form-service-api', usename: APP_ROLE, usesuper: false },
      { application_name: 'forms-outbox-listener', usename: APP_ROLE, usesuper: false },
    ]);
    // What the migrations made belongs to the superuser, not to the role the service runs as.
    const owners = await admin.query("SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'");
    expect(owners.rows).toEqual([{ tableowner: 'postgres' }]);
  } finally {
    await admin.end();
  }

  started.kill('SIGINT');
  expect(await exited(started)).toBe(0);
});

function exited(process: ChildProcess): Promise<number | null> {
  if (process.exitCode !== null || process.signalCode !== null) return Promise.resolve(process.exitCode);
  return new Promise((resolve) => process.once('exit', (code) => resolve(code)));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
