import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { createPostgresAdapters, openDataSource } from '@forms/persistence';
import { createTestDatabase, type TestDatabase } from '@forms/testing';
import { V2 } from './support/operations';
import { WorkspaceFactory, type WorkspaceFixture } from './support/workspace-factory';

// An export is read from the database and written to the client a batch at a time: the API's resident
// set must not grow with the number of rows. The API runs in a process of its own (booted as main.ts
// boots it), whose resident set is sampled throughout each download.

jest.setTimeout(300_000);

const SMALLER = 50_000;
const LARGER = 100_000;
/** What an export may add to the API's resident set, whatever its size (the service's stated limit). */
const MAX_GROWTH_MB = 50;
/**
 * How much more the larger export may add than the smaller. Its extra 50,000 rows are some 12 MB of CSV
 * and over 100 MB of rows parsed from PostgreSQL: memory that grew with the rows would exceed this by far.
 */
const MAX_EXTRA_GROWTH_MB = 20;

let database: TestDatabase;
let dataSource: DataSource;
let child: ChildProcess;
let port: number;
let ws: WorkspaceFixture;
let smallerFormId: string;
let largerFormId: string;

function residentKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
}

/** Downloads an export, counting its lines; the resident set is sampled every 10 ms meanwhile. */
async function measuredExport(formId: string): Promise<{ lines: number; startMb: number; peakMb: number; growthMb: number }> {
  const pid = child.pid!;
  const start = residentKb(pid);
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, residentKb(pid))), 10);
  try {
    const lines = await new Promise<number>((resolve, reject) => {
      const headers = { Host: `${ws.subdomain}.localhost:${port}`, 'X-Api-Key': ws.apiKey, Accept: 'text/csv' };
      const outgoing = request({ host: '127.0.0.1', port, path: `${V2}/forms/${formId}/submissions/export`, headers, agent: false }, (incoming) => {
        if (incoming.statusCode !== 200) reject(new Error(`the export answered ${incoming.statusCode}`));
        let count = 0;
        incoming.on('data', (chunk: Buffer) => {
          for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) count++;
        });
        incoming.on('end', () => resolve(count));
        incoming.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    peak = Math.max(peak, residentKb(pid));
    const mb = (kb: number) => Math.round(kb / 102.4) / 10;
    return { lines, startMb: mb(start), peakMb: mb(peak), growthMb: mb(peak - start) };
  } finally {
    clearInterval(timer);
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openDataSource(database.url, { poolSize: 2 });
  const factory = new WorkspaceFactory(createPostgresAdapters(dataSource));
  ws = await factory.create();
  [smallerFormId] = await factory.seed(ws, 1, SMALLER);
  [largerFormId] = await factory.seed(ws, 1, LARGER);
  child = spawn(process.execPath, [join(__dirname, 'support/ts-process.js'), join(__dirname, 'support/api-process.ts')], {
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'error', DB_POOL_SIZE: '5', SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`the API process exited with ${code} before listening`)));
  });
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await dataSource?.destroy();
  await database?.drop();
});

it(`exports ${SMALLER.toLocaleString('en-US')} and ${LARGER.toLocaleString('en-US')} submissions, each adding less than ${MAX_GROWTH_MB} MB to the API's resident set, the larger no more than the smaller`, async () => {
  // From a fresh process, as the benchmark measures: the first export also pays for warming up.
  const smaller = await measuredExport(smallerFormId);
  const larger = await measuredExport(largerFormId);
  process.stderr.write(`export RSS: ${JSON.stringify({ smaller, larger })}\n`);

  expect(smaller.lines).toBe(SMALLER + 1);
  expect(larger.lines).toBe(LARGER + 1);
  expect(smaller.growthMb).toBeLessThan(MAX_GROWTH_MB);
  expect(larger.growthMb).toBeLessThan(MAX_GROWTH_MB);
  expect(larger.growthMb).toBeLessThan(smaller.growthMb + MAX_EXTRA_GROWTH_MB);
});
