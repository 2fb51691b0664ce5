import './register-workspace-aliases';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, rm, stat, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { EXTERNAL_SERVER_ENV, TEST_PG_ENV } from './test-postgres-env';
import { keepTestServer, type TestServer } from './test-server';
import * as database from '@forms/database';

/**
 * One PostgreSQL for the whole run: a throwaway embedded server in a fresh temp dir, or the server of
 * TEST_DATABASE_URL. The schema is migrated once into a template that every test database is copied
 * from, which costs milliseconds where migrating each database would cost seconds.
 */
export default async function globalSetup(): Promise<void> {
  buildConsole();
  const { startEmbeddedPostgres, runMigrations, withDatabaseName } = database;

  const runId = randomBytes(3).toString('hex');
  const external = process.env[EXTERNAL_SERVER_ENV];
  // On a shared server, names carry the run id so that concurrent runs (CI jobs) do not collide.
  const templateDb = external ? `forms_template_${runId}` : 'forms_template';
  const databasePrefix = `test_${runId}_`;
  const lines: string[] = [];

  let embedded: TestServer['embedded'];
  try {
    let adminUrl: string;
    if (external) {
      adminUrl = external;
    } else {
      const scratch = await scratchDir();
      await sweepAbandonedRuns(scratch, database.findRunningEmbeddedPostgres);
      const tempDir = await mkdtemp(join(scratch, RUN_DIR_PREFIX));
      // mkdtemp creates it 700; when we are root, postgres runs as the postgres user, who must get in.
      await chmod(tempDir, 0o755);
      const server = await startEmbeddedPostgres({
        dataDir: tempDir,
        log: (line) => lines.push(line),
        ephemeral: true,
        initdbCacheDir: join(scratch, 'forms-test-initdb-cache'),
      });
      embedded = { tempDir, server };
      adminUrl = withDatabaseName(embedded.server.url, 'postgres');
    }

    await adminQuery(adminUrl, `CREATE DATABASE ${templateDb}`);
    await runMigrations(withDatabaseName(adminUrl, templateDb), (l) => lines.push(l));
    // CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template: make that impossible.
    await adminQuery(adminUrl, `ALTER DATABASE ${templateDb} ALLOW_CONNECTIONS false`);

    process.env[TEST_PG_ENV.adminUrl] = adminUrl;
    process.env[TEST_PG_ENV.templateDb] = templateDb;
    process.env[TEST_PG_ENV.databasePrefix] = databasePrefix;
    keepTestServer({ adminUrl, templateDb, databasePrefix, embedded });
  } catch (error) {
    await embedded?.server.stop();
    if (embedded) await rm(embedded.tempDir, { recursive: true, force: true });
    if (external) await adminQuery(external, `DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`).catch(() => undefined);
    throw new Error(`test database setup failed: ${(error as Error).message}\n${lines.join('\n')}`, { cause: error });
  }
}

/**
 * The end-to-end tests open `/console` in the real app, which serves the web app that Vite built: build
 * it first when its sources changed (a second or two; nothing when they did not).
 */
function buildConsole(): void {
  const root = join(__dirname, '..', '..', '..');
  const run = spawnSync(process.execPath, [join(root, 'scripts', 'build.js'), '--console-only', '--quiet'], { cwd: root, encoding: 'utf8' });
  if (run.error || run.status !== 0) {
    throw new Error(`the console's build failed: ${run.error?.message ?? ''}${run.stdout ?? ''}${run.stderr ?? ''}`);
  }
}

const RUN_DIR_PREFIX = 'forms-test-pg-';

/** Test data is disposable: in RAM (tmpfs), initdb, CREATE DATABASE and every test write go faster. */
async function scratchDir(): Promise<string> {
  try {
    const { bavail, bsize } = await statfs('/dev/shm');
    // A container's default /dev/shm is 64 MB, less than one cluster: only a roomy one will do.
    if (bavail * bsize >= 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // not Linux
  }
  return tmpdir();
}

/**
 * Removes what killed runs left behind (the watchdog stops their server, but nobody deletes the files,
 * which in tmpfs hold memory): directories more than an hour old whose server is not running.
 */
async function sweepAbandonedRuns(
  scratch: string,
  findRunning: (dataDir: string) => Promise<unknown>,
): Promise<void> {
  const names = await readdir(scratch).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.startsWith(RUN_DIR_PREFIX))) {
    const dir = join(scratch, name);
    const { mtimeMs } = await stat(dir).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > 3_600_000 && !(await findRunning(dir))) {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
