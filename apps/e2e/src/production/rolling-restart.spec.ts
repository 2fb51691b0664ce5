import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { DataSource } from 'typeorm';
import { createPostgresAdapters, openDataSource, poolOf } from '@forms/persistence';
import { createTestDatabase, type TestDatabase } from '@forms/testing';
// The topology runs the deployable itself (compiled), behind the real balancer.
import { prepareSubmissionTarget, rollingRestart, Topology } from '@forms/topology';
import { WorkspaceFactory, type WorkspaceFixture } from '../support/workspace-factory';

// Two replicas behind HAProxy on loopback. Every replica is restarted in turn (SIGTERM, drain, exit,
// start) under steady mixed load through the balancer: no request may fail, and every write the service
// acknowledged must be in the database afterwards.

jest.setTimeout(240_000);

const ROOT = resolve(__dirname, '../../../..');
/** Each load connection's pause between an answer and its next request. */
const LOAD_PAUSE_MS = 40;

let database: TestDatabase;
let dataSource: DataSource;
let topology: Topology | undefined;
let ws: WorkspaceFixture;
let other: WorkspaceFixture;
let port: number;

beforeAll(async () => {
  // The replicas run the compiled service, as in production.
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts/build.js'), '--quiet'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
  database = await createTestDatabase();
  dataSource = await openDataSource(database.url, { poolSize: 2 });
  const workspaces = new WorkspaceFactory(createPostgresAdapters(dataSource));
  ws = await workspaces.create();
  other = await workspaces.create();
  port = await freePortRun(4);
  topology = await Topology.start({
    root: ROOT,
    databaseUrl: database.url,
    port,
    replicas: 2,
    // The load comes from one key, far above a real client's quota: limits are not what this measures.
    replicaEnv: { APP_DOMAIN: 'localhost', LOG_LEVEL: 'warn', DB_POOL_SIZE: '4', SHUTDOWN_DELAY_MS: '1500', API_RATE_LIMIT: '0', SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0' },
    logDir: join(ROOT, 'tmp', `topology-test-${process.pid}`),
    echo: false,
    log: () => undefined,
  });
});

afterAll(async () => {
  await topology?.stop();
  if (dataSource?.isInitialized) await dataSource.destroy();
  await database?.drop();
});

/** node:http rather than fetch, which refuses to send a Host header of our choosing. */
function send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; body: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done, fail) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method, path, agent: false, headers: payload ? { ...headers, 'Content-Type': 'application/json' } : headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', fail);
    outgoing.end(payload);
  });
}

const get = (path: string, headers: Record<string, string>) => send('GET', path, headers);

it('serves the API through the balancer, and a forged X-Forwarded-Host or -For changes nothing', async () => {
  const host = `${ws.subdomain}.localhost:${port}`;
  const plain = await get('/api/external/v2/team-members', { Host: host, 'X-Api-Key': ws.apiKey, Accept: 'application/json' });
  expect(plain.status).toBe(200);

  // The balancer overwrites X-Forwarded-Host with the Host the client really addressed.
  const forged = await get('/api/external/v1/forms', {
    Host: host,
    'X-Api-Key': ws.apiKey,
    'X-Forwarded-Host': `${other.subdomain}.localhost:${port}`,
    'X-Forwarded-For': '203.0.113.9',
    'X-Forwarded-Proto': 'https',
  });
  expect(forged.status).toBe(200);
  const created = await send(
    'POST',
    '/api/external/v2/forms',
    { Host: host, 'X-Api-Key': ws.apiKey, 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    { form: { title: 'Links are built from the real host' } },
  );
  expect(created.status).toBe(201);
  const body = JSON.parse(created.body) as { form: { attempt_url: string } };
  expect(body.form.attempt_url.startsWith(`http://${host}/forms/`)).toBe(true);
});

it('keeps /metrics off the public entry point, however it is spelled', async () => {
  expect((await get('/metrics', { Host: `localhost:${port}` })).status).toBe(404);
  // The balancer denies the whole prefix in any case: its own answer, not the replica's JSON.
  for (const path of ['/METRICS', '/Metrics/', '/metrics/extra', '/metrics?format=text']) {
    const response = await get(path, { Host: `localhost:${port}` });
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('"error"');
    expect(response.body).not.toContain('http_request');
  }
});

it('restarts every replica under mixed load without a failed request or a lost acknowledged write', async () => {
  const base = { origin: `http://127.0.0.1:${port}`, host: `${ws.subdomain}.localhost:${port}`, apiKey: ws.apiKey };
  // Public JSON submissions join the mix once the service has that route.
  const intake = await prepareSubmissionTarget(base);
  if (intake.skipped) process.stderr.write(`rolling restart without JSON submissions: ${intake.skipped}\n`);
  const report = await rollingRestart(
    topology!,
    { ...base, submission: intake.submission },
    { pool: poolOf(dataSource), workspaceId: ws.id },
    () => undefined,
    1_000,
    // Steady traffic, not a flood: about 50 requests a second (as fast as answered it was 70 to 110
    // under a whole test run, up to 2,000 requests a run), so dozens still reach a replica while it
    // drains and one dropped fails the test, with about half the requests to serve.
    LOAD_PAUSE_MS,
  );
  // What went wrong, if anything, is in the message.
  expect({ failed: report.load.failed, failures: report.load.failures }).toEqual({ failed: 0, failures: [] });
  expect(report.lost).toEqual({ memberEmails: [], formIds: [], submissions: 0 });
  if (intake.submission) expect(report.load.byKind['submit'].ok).toBeGreaterThan(0);
  expect(report.restarts.map((restart) => restart.exitCode)).toEqual([0, 0]);
  for (const restart of report.restarts) {
    // Out of rotation (health check) before the port closed (after SHUTDOWN_DELAY_MS).
    expect(restart.outOfRotationMs).toBeLessThan(1_500);
  }
  expect(report.load.byKind['add member'].ok).toBeGreaterThan(0);
  expect(report.load.byKind['create form'].ok).toBeGreaterThan(0);
  expect(report.load.byKind['list forms'].ok).toBeGreaterThan(0);
  // For the record in the CI log.
  process.stderr.write(`rolling restart: ${JSON.stringify({ requests: report.load.requests, byKind: report.load.byKind, restarts: report.restarts, durationMs: report.durationMs })}\n`);
});

/** The first of `count` consecutive free loopback ports. */
async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    const free = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no run of free ports found');
}

function isFree(candidate: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.once('error', () => resolvePort(false));
    server.listen(candidate, '127.0.0.1', () => server.close(() => resolvePort(true)));
  });
}
