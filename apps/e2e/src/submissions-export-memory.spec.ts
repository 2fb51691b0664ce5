import { request } from 'node:http';
import type { DataSource } from 'typeorm';
import { createPostgresAdapters, openDataSource } from '@forms/persistence';
import { createTestDatabase, type TestDatabase } from '@forms/testing';
import { type ApiChildProcess, startApiChildProcess, stopApiChildProcess, withPeakGrowth } from './support/api-child-process';
import { V2 } from './support/operations';
import { WorkspaceFactory, type WorkspaceFixture } from './support/workspace-factory';

// An export is read from the database and written to the client a batch at a time: the API's resident
// set must not grow with the number of rows. The API runs in a process of its own (booted as main.ts
// boots it), whose resident set is sampled throughout each download.

jest.setTimeout(300_000);

const SMALLER = 8_000;
const LARGER = 16_000;
/**
 * Characters of each row's long answer: a big file in few rows (rows are what seeding and exporting
 * cost). An export built in memory grew by some 150 MB for 12,000 such rows, so even the smaller one would
 * break the limit twice over.
 */
const LONG_TEXT = 4_000;
/** What an export may add to the API's resident set, whatever its size (the service's stated limit). */
const MAX_GROWTH_MB = 50;
/**
 * How much more the larger export may add than the smaller. Its extra 8,000 rows are some 26 MB of CSV
 * and about 100 MB of rows parsed from PostgreSQL: memory that grew with the rows would exceed this by far.
 */
const MAX_EXTRA_GROWTH_MB = 20;

let database: TestDatabase;
let dataSource: DataSource;
let api: ApiChildProcess;
let ws: WorkspaceFixture;
let smallerFormId: string;
let largerFormId: string;

/** Downloads an export, counting its lines, while the API's resident set is sampled. */
async function measuredExport(formId: string): Promise<{ lines: number; startMb: number; peakMb: number; growthMb: number }> {
  const { port } = api;
  const { result: lines, memory } = await withPeakGrowth(api.child.pid!, () =>
    new Promise<number>((resolve, reject) => {
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
    }),
  );
  return { lines, ...memory };
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openDataSource(database.url, { poolSize: 2 });
  const factory = new WorkspaceFactory(createPostgresAdapters(dataSource));
  ws = await factory.create();
  // The API boots (some 20 s on a busy machine) while the rows go in (as long again): it takes no request
  // before the first export, so it is as fresh then as one started afterwards.
  const booting = startApiChildProcess(database.url);
  // Its failure is reported by the await below, not as an unhandled rejection while the rows go in.
  booting.catch(() => undefined);
  try {
    [smallerFormId] = await factory.seed(ws, 1, SMALLER, { longTextLength: LONG_TEXT });
    [largerFormId] = await factory.seed(ws, 1, LARGER, { longTextLength: LONG_TEXT });
  } finally {
    api = await booting;
  }
});
afterAll(async () => {
  stopApiChildProcess(api);
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
