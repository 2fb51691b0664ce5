import { request, type IncomingMessage } from 'node:http';
import { Client } from 'pg';
import { expectError } from './support/expectations';
import { V2 } from './support/operations';
import { startTestApp, type TestApp } from './support/test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

// Exports read through a pool of their own: however many clients stop reading, in however many
// workspaces, they hold only those connections, a further export is refused at once, and a client that
// takes nothing for the stall timeout is cut off and its connection given back.

jest.setTimeout(120_000);

/**
 * Enough rows that a client that stops reading leaves the server waiting: some 8 MB of CSV, where what a
 * stalled client leaves in flight on loopback is the server's send buffer (at most 4 MB, tcp_wmem), the
 * client's receive buffer (128 KB while it reads nothing) and a page in the server. Each row carries a
 * long answer ({@link LONG_TEXT} characters), so that these bytes cost few rows to store and read.
 */
const SUBMISSIONS = 2_400;
const LONG_TEXT = 4_000;
const STALL_TIMEOUT_MS = 3_000;

let t: TestApp;
let database: Client;
const exporters: { workspace: WorkspaceFixture; formId: string }[] = [];
let bystander: WorkspaceFixture;
let bystanderFormId: string;

const exportPath = (form: string) => `${V2}/forms/${form}/submissions/export`;

interface StalledDownload {
  status: number;
  /**
   * Reads on until the connection closes: whether the file came whole. (Only a reading client sees the
   * server close the connection.)
   */
  readRest(): Promise<{ whole: boolean }>;
}

/** An export whose client takes the first bytes, then reads nothing more. */
function stalledDownload(workspace: WorkspaceFixture, path: string): Promise<StalledDownload> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: t.port, path, headers: { Host: t.hostOf(workspace), 'X-Api-Key': workspace.apiKey } },
      (incoming) => {
        let whole = false;
        incoming.on('end', () => (whole = true));
        incoming.on('error', () => undefined);
        const closed = new Promise<{ whole: boolean }>((done) => incoming.socket.once('close', () => done({ whole })));
        incoming.once('data', () => {
          incoming.pause();
          resolve({
            status: incoming.statusCode ?? 0,
            readRest: () => {
              incoming.resume();
              return closed;
            },
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * An export read slowly but steadily: at most `bytesPerTick` every `tickMs` (shorter than the stall
 * timeout); resolves with its size and lines.
 */
function steadyDownload(
  workspace: WorkspaceFixture,
  path: string,
  tickMs: number,
  bytesPerTick: number,
): Promise<{ status: number; bytes: number; lines: number; tookMs: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: t.port, path, headers: { Host: t.hostOf(workspace), 'X-Api-Key': workspace.apiKey } },
      (incoming: IncomingMessage) => {
        let lines = 0;
        let bytes = 0;
        let allowance = bytesPerTick;
        incoming.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 0x0a) lines++;
          allowance -= chunk.length;
          if (allowance <= 0) incoming.pause();
        });
        const pacing = setInterval(() => {
          allowance = bytesPerTick;
          incoming.resume();
        }, tickMs);
        incoming.on('end', () => {
          clearInterval(pacing);
          resolve({ status: incoming.statusCode ?? 0, bytes, lines, tookMs: Date.now() - started });
        });
        incoming.on('error', (error) => {
          clearInterval(pacing);
          reject(error);
        });
        incoming.socket.once('close', () => {
          clearInterval(pacing);
          if (!incoming.complete) reject(new Error(`the export was cut after ${Date.now() - started} ms`));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Export connections held by an export: their last statement took the slot or read a page (a released one has unlocked since). */
async function openExportConnections(): Promise<number> {
  const { rows } = await database.query(
    `SELECT count(*)::int AS open FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE '%submission_export%'`,
  );
  return rows[0].open;
}

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}

beforeAll(async () => {
  t = await startTestApp({
    DB_POOL_SIZE: '3',
    EXPORT_POOL_SIZE: '3',
    EXPORT_STALL_TIMEOUT_MS: String(STALL_TIMEOUT_MS),
    SUBMISSION_RATE_LIMIT: '0',
    PUBLIC_RATE_LIMIT: '0',
    // Seeding a big form is one long statement: on a busy machine it can outlast the default limit.
    DB_STATEMENT_TIMEOUT_MS: '300000',
  });
  database = new Client({ connectionString: t.databaseUrl });
  await database.connect();
  for (let i = 0; i < 3; i++) {
    const workspace = await t.workspaces.create();
    const [formId] = await t.workspaces.seed(workspace, 1, SUBMISSIONS, { longTextLength: LONG_TEXT });
    exporters.push({ workspace, formId });
  }
  bystander = await t.workspaces.create();
  const form = await t.client(bystander).post(`${V2}/forms`, { body: { form: { title: 'Small', questions: [{ kind: 'short_text', label: 'Name' }] } } });
  bystanderFormId = form.body.form.id;
});

afterAll(async () => {
  await database?.end();
  await t?.close();
});

it('keeps serving every tenant while exports in several workspaces stall, refuses a further export at once, and cuts the stalled clients', async () => {
  const began = Date.now();
  // As many stalled exports, one per workspace, as the main pool has connections.
  const stalled = await Promise.all(exporters.map(({ workspace, formId }) => stalledDownload(workspace, exportPath(formId))));
  expect(stalled.map((download) => download.status)).toEqual([200, 200, 200]);
  expect(await openExportConnections()).toBe(3);

  // Another tenant's ordinary requests are answered promptly meanwhile.
  for (let i = 0; i < 3; i++) {
    const started = Date.now();
    const list = await t.client(bystander).get(`${V2}/forms`);
    expect(list.status).toBe(200);
    // Not the 5 s a request waits for a connection of a full pool (then a 503).
    expect(Date.now() - started).toBeLessThan(2_000);
  }
  // A further export finds the export connections taken: 429 at once, not a wait.
  const started = Date.now();
  const refused = await t.client(bystander).get(exportPath(bystanderFormId));
  expectError(refused, 429, 'Too many exports running, try again later');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Date.now() - started).toBeLessThan(2_000);

  // The stalled clients are cut once they have taken nothing for the stall timeout, without their whole file.
  // Once they have taken nothing for the stall timeout, the stalled exports are ended: their
  // slots unlocked, their connections given back, and their clients cut without the whole file.
  await eventually(async () => (await openExportConnections()) === 0, 'the stalled exports release their connections');
  const endedAfter = Date.now() - began;
  expect(endedAfter).toBeGreaterThanOrEqual(STALL_TIMEOUT_MS);
  expect(endedAfter).toBeLessThan(STALL_TIMEOUT_MS + 5_000);
  const rests = await Promise.all(stalled.map((download) => download.readRest()));
  expect(rests.map((rest) => rest.whole)).toEqual([false, false, false]);
  const again = await t.client(bystander).get(exportPath(bystanderFormId));
  expect(again.status).toBe(200);
});

it('serves a client that reads slowly but steadily to the end, however long the whole export takes', async () => {
  const { workspace, formId } = exporters[0];
  // 1.5 MB a second: a few seconds for the whole file, never a pause as long as the stall timeout.
  const read = await steadyDownload(workspace, exportPath(formId), STALL_TIMEOUT_MS / 3, 1_500_000);
  expect(read.status).toBe(200);
  expect(read.bytes).toBeGreaterThan(5_000_000);
  expect(read.lines).toBe(SUBMISSIONS + 1);
  expect(read.tookMs).toBeGreaterThan(STALL_TIMEOUT_MS);
  await eventually(async () => (await openExportConnections()) === 0, 'the export connection is released');
});
