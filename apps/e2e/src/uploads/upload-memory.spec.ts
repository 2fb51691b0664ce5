import type { DataSource } from 'typeorm';
import { createPostgresAdapters, openDataSource } from '@forms/persistence';
import { createTestDatabase, type TestDatabase } from '@forms/testing';
import { ApiClient } from '../support/api-client';
import { type ApiChildProcess, startApiChildProcess, stopApiChildProcess, withPeakGrowth } from '../support/api-child-process';
import { V2 } from '../support/operations';
import { WorkspaceFactory, type WorkspaceFixture } from '../support/workspace-factory';
import { download, generatedFile, postMultipart } from './support';

// Files go through the API a chunk at a time: uploading and downloading a 25 MB file must not make the
// process hold it. The API runs in a process of its own, whose resident set is sampled throughout.

jest.setTimeout(240_000);

const MB = 1_048_576;

let database: TestDatabase;
let dataSource: DataSource;
let api: ApiChildProcess;
let port: number;
let ws: WorkspaceFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openDataSource(database.url, { poolSize: 2 });
  ws = await new WorkspaceFactory(createPostgresAdapters(dataSource)).create();
  api = await startApiChildProcess(database.url);
  port = api.port;
});
afterAll(async () => {
  stopApiChildProcess(api);
  await dataSource?.destroy();
  await database?.drop();
});

it('uploads and downloads three 25 MB files at once without holding them in memory', async () => {
  const host = `${ws.subdomain}.localhost:${port}`;
  const client = new ApiClient(`http://127.0.0.1:${port}`, host, ws.apiKey, null);
  const created = await client.post(`${V2}/forms`, { body: { form: { title: 'Big files', questions: [{ kind: 'file_upload', label: 'File', max_size_mb: 25 }] } } });
  expect(created.status).toBe(201);
  expect((await client.patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } })).status).toBe(200);
  const roundTrip = async (size: number, seed: string): Promise<void> => {
    const file = generatedFile(size, seed);
    const uploaded = await postMultipart({ port }, host, `/forms/${created.body.form.id}/uploads`, [
      { name: 'question', value: 'file' },
      { name: 'file', fileName: 'big.bin', data: file.pieces },
    ]);
    expect({ status: uploaded.status, size: uploaded.body?.upload?.size }).toEqual({ status: 201, size });
    const fetched = await download({ port }, host, `${V2}/files/${uploaded.body.upload.id}`, { 'x-api-key': ws.apiKey });
    expect({ status: fetched.status, size: fetched.size, sha256: fetched.sha256 }).toEqual({ status: 200, size, sha256: file.sha256 });
  };
  // Warm, at the same concurrency with small files: code compiled, pools and buffers in use, and the garbage
  // collector's young generation grown to what three streams at once make it. Small files, so that a
  // service holding whole files could not have already grown by what three 25 MB files would need.
  await Promise.all(['warm-1', 'warm-2', 'warm-3'].map((seed) => roundTrip(4 * MB, seed)));
  await new Promise((resolve) => setTimeout(resolve, 500));

  // Three at once, each of the largest size a question allows: a service that held each file whole would
  // grow by 75 MB, one that held two of them by 50 MB. One that streams them in chunks grows by its buffers
  // and the garbage collector's slack, whatever the files' size: up to 33 MB was seen on a loaded 2-core
  // machine, so the bound sits between the two.
  const { memory: measured } = await withPeakGrowth(api.child.pid!, () => Promise.all(['one', 'two', 'three'].map((seed) => roundTrip(25 * MB, seed))));
  process.stdout.write(`3 × 25 MB upload + download at once: API RSS ${measured.startMb} MB before, peak ${measured.peakMb} MB (+${measured.growthMb} MB)\n`);
  expect(measured.growthMb).toBeLessThan(45);
});
