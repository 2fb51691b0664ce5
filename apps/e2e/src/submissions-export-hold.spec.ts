import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { Client } from 'pg';
import { expectError } from './support/expectations';
import { V2 } from './support/operations';
import { startTestApp, type TestApp } from './support/test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

// An export never holds the database while its client reads: pages are read as the client takes them,
// each a statement of its own, with no transaction left open in between (so VACUUM can clean every
// tenant's rows however slowly a client reads); an export is cut after EXPORT_MAX_SECONDS however
// steadily it is read; and a process's export connections are shared fairly between workspaces.

jest.setTimeout(180_000);

/**
 * Enough rows that a client that stops reading leaves the server waiting: some 8 MB of CSV, where what a
 * stalled client leaves in flight on loopback is the server's send buffer (at most 4 MB, tcp_wmem), the
 * client's receive buffer (128 KB while it reads nothing) and a page in the server. Each row carries a
 * long answer ({@link LONG_TEXT} characters), so that these bytes cost few rows to store and read.
 */
const SUBMISSIONS = 2_400;
const LONG_TEXT = 4_000;
const MAX_SECONDS = 2;

let t: TestApp;
/** A second server on the same database whose exports may run MAX_SECONDS at most. */
let capped: TestApp;
const cappedLog: string[] = [];
let database: Client;
/** Workspaces with a big form each. */
const big: { workspace: WorkspaceFixture; formId: string }[] = [];
/** A workspace with a small form. */
let small: { workspace: WorkspaceFixture; formId: string };

const exportPath = (form: string) => `${V2}/forms/${form}/submissions/export`;

interface StalledDownload {
  status: number;
  /** Reads on until the connection closes: whether the file came whole, and its lines. */
  readRest(): Promise<{ whole: boolean; text: string }>;
  /** Goes away without reading the rest. */
  abandon(): void;
}

/** An export whose client takes the first bytes, then reads nothing more until told to. */
function stalledDownload(app: TestApp, workspace: WorkspaceFixture, path: string): Promise<StalledDownload> {
  return new Promise((resolve, reject) => {
    const outgoing: ClientRequest = request(
      { host: '127.0.0.1', port: app.port, path, headers: { Host: app.hostOf(workspace), 'X-Api-Key': workspace.apiKey } },
      (incoming) => {
        const chunks: Buffer[] = [];
        let whole = false;
        incoming.on('end', () => (whole = true));
        incoming.on('error', () => undefined);
        const closed = new Promise<{ whole: boolean; text: string }>((done) =>
          incoming.socket.once('close', () => done({ whole, text: Buffer.concat(chunks).toString('utf8') })),
        );
        incoming.once('data', (first: Buffer) => {
          chunks.push(first);
          incoming.pause();
          incoming.on('data', (more: Buffer) => chunks.push(more));
          resolve({
            status: incoming.statusCode ?? 0,
            readRest: () => {
              incoming.resume();
              return closed;
            },
            abandon: () => outgoing.destroy(),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * An export read slowly but steadily: at most `bytesPerTick` every `tickMs` (far shorter than the stall
 * timeout), until `readFreely` is called. `closed` resolves when the connection closes, whole or not.
 */
function steadyDownload(app: TestApp, workspace: WorkspaceFixture, path: string, tickMs: number, bytesPerTick: number) {
  let throttled = true;
  let unpause = (): void => undefined;
  const closed = new Promise<{ status: number; whole: boolean; bytes: number }>((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: app.port, path, headers: { Host: app.hostOf(workspace), 'X-Api-Key': workspace.apiKey } },
      (incoming: IncomingMessage) => {
        let bytes = 0;
        let allowance = bytesPerTick;
        unpause = () => incoming.resume();
        incoming.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          allowance -= chunk.length;
          if (throttled && allowance <= 0) incoming.pause();
        });
        const pacing = setInterval(() => {
          allowance = bytesPerTick;
          incoming.resume();
        }, tickMs);
        incoming.on('error', () => undefined);
        incoming.socket.once('close', () => {
          clearInterval(pacing);
          resolve({ status: incoming.statusCode ?? 0, whole: incoming.complete, bytes });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
  return {
    closed,
    readFreely: () => {
      throttled = false;
      unpause();
    },
  };
}

/** The connections an export holds: their last statement took the slot or read a page. */
async function exportConnections(): Promise<{ state: string; xact_start: Date | null; backend_xmin: string | null }[]> {
  const { rows } = await database.query(
    `SELECT state, xact_start, backend_xmin FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND query LIKE '%submission_export%'`,
  );
  return rows;
}

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The submission ids of a CSV export, in file order (the first cell of each row after the header). */
function exportedIds(text: string): string[] {
  return text
    .split('\r\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => line.slice(0, 36));
}

beforeAll(async () => {
  // Seeding a big form is one long statement: on a busy machine it can outlast the default limit.
  t = await startTestApp({ EXPORT_POOL_SIZE: '3', SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0', DB_STATEMENT_TIMEOUT_MS: '300000' });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) cappedLog.push(String((JSON.parse(line) as { msg?: unknown }).msg ?? ''));
      done();
    },
  });
  capped = await startTestApp({ EXPORT_POOL_SIZE: '3', EXPORT_MAX_SECONDS: String(MAX_SECONDS), LOG_LEVEL: 'warn' }, t, { log: pino({ level: 'warn' }, sink) });
  database = new Client({ connectionString: t.databaseUrl });
  await database.connect();
  for (let i = 0; i < 3; i++) {
    const workspace = await t.workspaces.create();
    // The second is the one cut while read steadily: twice the rows (a 16 MB file), so that what the
    // kernel's socket buffers take on loopback (some 5.6 MB in 2 s here) can never hold the whole file.
    const [formId] = await t.workspaces.seed(workspace, 1, i === 1 ? 2 * SUBMISSIONS : SUBMISSIONS, { longTextLength: LONG_TEXT });
    big.push({ workspace, formId });
  }
  const workspace = await t.workspaces.create();
  const [formId] = await t.workspaces.seed(workspace, 1, 20);
  small = { workspace, formId };
});

afterAll(async () => {
  await database?.end();
  await capped?.close();
  await t?.close();
});

it('holds no transaction open while a client is slow to read: the export connection sits idle between pages', async () => {
  const { workspace, formId } = big[0];
  const stalled = await stalledDownload(t, workspace, exportPath(formId));
  expect(stalled.status).toBe(200);
  try {
    // The server reads pages until the socket is full, then waits for the client: no statement runs
    // (for a whole second, however busy the machine).
    let quiet = 0;
    await eventually(async () => {
      const connections = await exportConnections();
      quiet = connections.length === 1 && connections[0].state !== 'active' ? quiet + 1 : 0;
      return quiet >= 20;
    }, 'the export waits for its client');
    for (let sample = 0; sample < 5; sample++) {
      const connections = await exportConnections();
      expect(connections).toHaveLength(1);
      // Not "idle in transaction": no snapshot held, so VACUUM is not held back.
      expect(connections[0]).toEqual({ state: 'idle', xact_start: null, backend_xmin: null });
      await pause(200);
    }
  } catch (error) {
    stalled.abandon();
    throw error;
  }
  const rest = await stalled.readRest();
  expect(rest.whole).toBe(true);
  expect(exportedIds(rest.text)).toHaveLength(SUBMISSIONS);
  await eventually(async () => (await exportConnections()).length === 0, 'the export connection is released');
});

it('completes without an error when submissions are deleted while it runs, each remaining one exactly once', async () => {
  const { workspace, formId } = big[0];
  const { rows: all } = await database.query<{ id: string }>('SELECT id FROM submissions WHERE workspace_id = $1 AND form_id = $2', [workspace.id, formId]);
  const stalled = await stalledDownload(t, workspace, exportPath(formId));
  expect(stalled.status).toBe(200);
  // Spread over the whole form: some already sent, some in the page under way, most not read yet.
  const { rows: deleted } = await database.query<{ id: string }>(
    'DELETE FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND position % 40 = 7 RETURNING id',
    [workspace.id, formId],
  );
  expect(deleted.length).toBe(SUBMISSIONS / 40);
  const rest = await stalled.readRest();
  expect(rest.whole).toBe(true);
  const ids = exportedIds(rest.text);
  expect(new Set(ids).size).toBe(ids.length);
  const gone = new Set(deleted.map((row) => row.id));
  const kept = all.map((row) => row.id).filter((id) => !gone.has(id));
  const exported = new Set(ids);
  expect(kept.filter((id) => !exported.has(id))).toEqual([]);
  expect(ids.filter((id) => !gone.has(id))).toHaveLength(kept.length);
  await eventually(async () => (await exportConnections()).length === 0, 'the export connection is released');
});

it(`cuts an export still running after EXPORT_MAX_SECONDS (${MAX_SECONDS} s) although its client keeps reading, and logs it`, async () => {
  const { workspace, formId } = big[1];
  // One read of at most 64 KB every 200 ms: some 40 s for the whole file, never a pause near the stall timeout.
  const started = Date.now();
  const reading = steadyDownload(capped, workspace, exportPath(formId), 200, 1);
  const cut = `export of form ${formId} cut after ${MAX_SECONDS} s`;
  await eventually(async () => cappedLog.some((message) => message.includes(cut)), 'the export is cut');
  // Cut after MAX_SECONDS (with room for a busy machine), long before the whole file.
  const cutAfter = Date.now() - started;
  expect(cutAfter).toBeGreaterThanOrEqual(MAX_SECONDS * 1000);
  expect(cutAfter).toBeLessThan(MAX_SECONDS * 1000 + 3_000);
  // The client reads what was already on its way, then the connection closes without the end of the file.
  reading.readFreely();
  const read = await reading.closed;
  expect(read.status).toBe(200);
  expect(read.whole).toBe(false);
  expect(read.bytes).toBeGreaterThan(0);
  expect(cappedLog.filter((message) => message.includes(cut))).toHaveLength(1);
  await eventually(async () => (await exportConnections()).length === 0, 'the cut export releases its connection');
});

it('gives a workspace that runs an export no second slot while another workspace needs one, and that one gets it', async () => {
  const [a, c, d] = big;
  const first = await stalledDownload(t, a.workspace, exportPath(a.formId));
  const other = await stalledDownload(t, c.workspace, exportPath(c.formId));
  expect([first.status, other.status]).toEqual([200, 200]);
  expect(await exportConnections()).toHaveLength(2);

  // One slot is left: it is not for the workspace that already has one.
  const second = await t.client(a.workspace).get(exportPath(a.formId));
  expectError(second, 429, 'Too many exports running for this workspace, try again later');
  expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  const smallOne = await t.client(small.workspace).get(exportPath(small.formId));
  expect(smallOne.status).toBe(200);

  // Every slot taken: the small workspace is refused and now waits for one.
  const third = await stalledDownload(t, d.workspace, exportPath(d.formId));
  expect(third.status).toBe(200);
  expectError(await t.client(small.workspace).get(exportPath(small.formId)), 429, 'Too many exports running, try again later');
  other.abandon();
  third.abandon();
  await eventually(async () => (await exportConnections()).length === 1, 'the abandoned exports release their connections');

  // Two slots free, but another workspace waits: still no second one for the first workspace.
  expectError(await t.client(a.workspace).get(exportPath(a.formId)), 429, 'Too many exports running for this workspace, try again later');
  const served = await t.client(small.workspace).get(exportPath(small.formId));
  expect(served.status).toBe(200);

  // Nobody waits now, and one slot stays free after it: a second export is allowed.
  const again = await stalledDownload(t, a.workspace, exportPath(a.formId));
  expect(again.status).toBe(200);
  again.abandon();
  first.abandon();
  await eventually(async () => (await exportConnections()).length === 0, 'every export connection is released');
});
