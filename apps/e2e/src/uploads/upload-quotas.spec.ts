import { PurgeExpiredRecords } from '@forms/application';
import { expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { startTestApp, type TestApp } from '../support/test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { ConsoleCaller, loadConsoleContract } from '../console/support';
import { expectCreated, generatedFile, type MultipartPart, postMultipart, randomFile, watchBytesRead } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// What strangers can leave in the shared database: a workspace's unused uploads (UPLOAD_PENDING_QUOTA_MB)
// and one client's bytes per hour (UPLOAD_CLIENT_QUOTA_MB), both checked before the bytes are stored, and
// unused uploads purged after UPLOAD_PENDING_HOURS. Small quotas here; each test its own client address
// (X-Forwarded-For from a trusted proxy) and, where the workspace's quota matters, its own workspace.

jest.setTimeout(180_000);

const MB = 1_048_576;
const REFUSED = { error: 'Too many uploads, try again later' };

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    SUBMISSION_RATE_LIMIT: '0',
    PUBLIC_RATE_LIMIT: '0',
    TRUST_PROXY: '127.0.0.1,::1',
    UPLOAD_CLIENT_QUOTA_MB: '1',
    UPLOAD_PENDING_QUOTA_MB: '2',
    UPLOAD_PENDING_HOURS: '1',
  });
});
afterAll(() => t?.close());

let addresses = 0;
/** A client address no other test uses. */
const nextAddress = () => `198.51.100.${++addresses}`;

async function workspaceWithForm(): Promise<{ ws: WorkspaceFixture; form: any }> {
  const ws = await t.workspaces.create();
  const created = await t.client(ws).post(`${V2}/forms`, {
    body: { form: { title: 'Apply', questions: [{ kind: 'short_text', label: 'Your name' }, { kind: 'file_upload', label: 'CV', max_size_mb: 25 }] } },
  });
  expectOk(created, 201);
  expectOk(await t.client(ws).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } }));
  return { ws, form: created.body.form };
}

function upload(ws: WorkspaceFixture, form: any, address: string, size: number, options: { chunked?: boolean; fileName?: string } = {}) {
  const file = generatedFile(size, `${address}-${size}`);
  const parts: MultipartPart[] = [
    { name: 'question', value: 'cv' },
    { name: 'file', fileName: options.fileName ?? 'cv.pdf', contentType: 'application/pdf', data: file.pieces },
  ];
  return postMultipart(t, t.hostOf(ws), `/forms/${form.id}/uploads`, parts, { chunked: options.chunked, headers: { 'x-forwarded-for': address } });
}

async function stored(ws: WorkspaceFixture): Promise<{ uploads: number; chunks: number; bytes: number }> {
  const [row] = (await t.dataSource.query(
    `SELECT (SELECT count(*) FROM uploads WHERE workspace_id = $1)::int AS uploads,
            (SELECT count(*) FROM upload_chunks WHERE workspace_id = $1)::int AS chunks,
            (SELECT COALESCE(sum(length(data)), 0) FROM upload_chunks WHERE workspace_id = $1)::bigint AS bytes`,
    [ws.id],
  )) as any[];
  return { uploads: row.uploads, chunks: row.chunks, bytes: Number(row.bytes) };
}

function expectRefused(result: Awaited<ReturnType<typeof postMultipart>>): void {
  expect({ status: result.status, body: result.body }).toEqual({ status: 429, body: REFUSED });
  expect(Number(result.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe("a client's bytes per hour (UPLOAD_CLIENT_QUOTA_MB=1)", () => {
  it('refuses a declared length over the quota before storing anything: 429, Retry-After, no rows, the body not read', async () => {
    const { ws, form } = await workspaceWithForm();
    const bytes = watchBytesRead(t);
    const refused = await upload(ws, form, nextAddress(), 20 * MB);
    bytes.stop();
    expectRefused(refused);
    // Refused on its Content-Length: the server read what was in flight, not the 20 MB.
    expect(bytes.total()).toBeLessThan(5 * MB);
    expect(await stored(ws)).toEqual({ uploads: 0, chunks: 0, bytes: 0 });
  });

  it('cuts off a body without a length once its bytes pass the quota, and keeps nothing of it', async () => {
    const { ws, form } = await workspaceWithForm();
    const bytes = watchBytesRead(t);
    const refused = await upload(ws, form, nextAddress(), 20 * MB, { chunked: true });
    bytes.stop();
    expectRefused(refused);
    // Cut off at the quota (1 MB): the server read that and what was in flight, not the 20 MB.
    expect(bytes.total()).toBeLessThan(5 * MB);
    expect(await stored(ws)).toEqual({ uploads: 0, chunks: 0, bytes: 0 });
  });

  it('takes files up to the quota in the hour, then refuses the next, declared or not', async () => {
    const { ws, form } = await workspaceWithForm();
    const address = nextAddress();
    expectCreated(await upload(ws, form, address, 600_000));
    expectCreated(await upload(ws, form, address, 400_000, { chunked: true }));
    expectRefused(await upload(ws, form, address, 100_000));
    expectRefused(await upload(ws, form, address, 100_000, { chunked: true }));
    expect(await stored(ws)).toMatchObject({ uploads: 2, bytes: 1_000_000 });
    // Another address is not held back by this one.
    expectCreated(await upload(ws, form, nextAddress(), 100_000));
  });

  it('counts IPv6 clients per /64: addresses rotated inside one /64 share the quota', async () => {
    const { ws, form } = await workspaceWithForm();
    expectCreated(await upload(ws, form, '2001:db8:25:1::1', 600 * 1024));
    expectRefused(await upload(ws, form, '2001:db8:25:1:ffff:ffff:ffff:fffe', 600 * 1024));
    expectRefused(await upload(ws, form, '2001:db8:25:1:8000::2', 600 * 1024, { chunked: true }));
    expectCreated(await upload(ws, form, '2001:db8:25:2::1', 600 * 1024));
    expect(await stored(ws)).toMatchObject({ uploads: 2 });
  });

  it('holds under parallel uploads: together they never store more than the quota, and the refused leave nothing', async () => {
    const { ws, form } = await workspaceWithForm();
    const address = nextAddress();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => upload(ws, form, address, 300_000, { chunked: index % 2 === 1 })),
    );
    const accepted = results.filter((result) => result.status === 201);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(3);
    for (const result of results.filter((each) => each.status !== 201)) expectRefused(result);
    const after = await stored(ws);
    expect(after.uploads).toBe(accepted.length);
    expect(after.bytes).toBe(accepted.length * 300_000);
    expect(after.bytes).toBeLessThanOrEqual(MB);
  });
});

describe("a workspace's unused uploads (UPLOAD_PENDING_QUOTA_MB=2)", () => {
  it('refuses an upload past the quota from any address, and takes it again once a submission uses a file', async () => {
    const { ws, form } = await workspaceWithForm();
    const first = await upload(ws, form, nextAddress(), 900_000);
    expectCreated(first);
    expectCreated(await upload(ws, form, nextAddress(), 900_000));
    const refused = await upload(ws, form, nextAddress(), 900_000);
    expectRefused(refused);
    // The oldest unused upload is purged within the hour (UPLOAD_PENDING_HOURS=1): no longer than that.
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expectRefused(await upload(ws, form, nextAddress(), 900_000, { chunked: true }));
    expect(await stored(ws)).toMatchObject({ uploads: 2, bytes: 1_800_000 });

    const submitted = await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, { body: { responses: { cv: first.body.upload.id } } });
    expectOk(submitted, 201);
    expectCreated(await upload(ws, form, nextAddress(), 900_000));
  });

  it('holds under parallel uploads from many addresses', async () => {
    const { ws, form } = await workspaceWithForm();
    const results = await Promise.all(Array.from({ length: 6 }, (_, index) => upload(ws, form, nextAddress(), 900_000, { chunked: index % 2 === 0 })));
    const accepted = results.filter((result) => result.status === 201);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(2);
    for (const result of results.filter((each) => each.status !== 201)) expectRefused(result);
    expect(await stored(ws)).toMatchObject({ uploads: accepted.length, bytes: accepted.length * 900_000 });
  });

  it('is purged after UPLOAD_PENDING_HOURS (1 here), used uploads and younger ones kept', async () => {
    const { ws, form } = await workspaceWithForm();
    const old = await upload(ws, form, nextAddress(), 1000);
    const young = await upload(ws, form, nextAddress(), 1000);
    const used = await upload(ws, form, nextAddress(), 1000);
    expectOk(await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, { body: { responses: { cv: used.body.upload.id } } }), 201);
    await t.dataSource.query(`UPDATE uploads SET created_at = now() - interval '61 minutes' WHERE workspace_id = $1 AND id = ANY($2::uuid[])`, [
      ws.id,
      [old.body.upload.id, used.body.upload.id],
    ]);
    await t.dataSource.query(`UPDATE uploads SET created_at = now() - interval '59 minutes' WHERE workspace_id = $1 AND id = $2`, [ws.id, young.body.upload.id]);
    await t.app.get(PurgeExpiredRecords).execute();
    const left = ((await t.dataSource.query(`SELECT id FROM uploads WHERE workspace_id = $1`, [ws.id])) as any[]).map((row) => row.id);
    expect(left.sort()).toEqual([young.body.upload.id, used.body.upload.id].sort());
  });
});

describe('the fill page', () => {
  it('answers a file past the quota with a page saying so (429, Retry-After), keeping nothing', async () => {
    const { ws, form } = await workspaceWithForm();
    const posted = await postMultipart(
      t,
      t.hostOf(ws),
      `/forms/${form.id}`,
      [
        { name: 'your_name', value: 'Ada' },
        { name: 'cv', fileName: 'cv.pdf', contentType: 'application/pdf', data: randomFile(2 * MB) },
        { name: '_website', value: '' },
      ],
      { headers: { accept: 'text/html', 'x-forwarded-for': nextAddress() } },
    );
    expect(posted.status).toBe(429);
    expect(posted.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(posted.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(posted.text).toContain('Too many files were sent to this form recently, so your file was not kept and your answers were not sent.');
    expect(await stored(ws)).toEqual({ uploads: 0, chunks: 0, bytes: 0 });
    const listed = await t.client(ws).get(`${V2}/forms/${form.id}/submissions`);
    expectOk(listed);
    expect(listed.body.submissions).toEqual([]);
  });
});

describe("a workspace's stored files", () => {
  it('are counted in v2 /me and the console\'s /me as storage_bytes: every whole file, used or not', async () => {
    const { ws, form } = await workspaceWithForm();
    const me = async () => {
      const answer = await t.client(ws).get(`${V2}/me`);
      expectOk(answer);
      return answer.body.workspace.storage_bytes;
    };
    expect(await me()).toBe(0);
    const used = await upload(ws, form, nextAddress(), 300_000);
    await upload(ws, form, nextAddress(), 123_456);
    expectOk(await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, { body: { responses: { cv: used.body.upload.id } } }), 201);
    expect(await me()).toBe(423_456);
    const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
    const consoleMe = await new ConsoleCaller(t, await loadConsoleContract(t), ws, { cookie }).get('/me');
    expectOk(consoleMe);
    expect(consoleMe.body.workspace.storage_bytes).toBe(423_456);
  });
});

describe('file names', () => {
  it('lose their direction controls: invoice<RLO>fdp.exe is kept as invoicefdp.exe', async () => {
    const { ws, form } = await workspaceWithForm();
    const sent = await upload(ws, form, nextAddress(), 100, { fileName: 'invoice\u202Efdp.exe\u2066\u200F' });
    expectCreated(sent);
    expect(sent.body.upload.name).toBe('invoicefdp.exe');
    const [row] = (await t.dataSource.query(`SELECT name FROM uploads WHERE workspace_id = $1 AND id = $2`, [ws.id, sent.body.upload.id])) as any[];
    expect(row.name).toBe('invoicefdp.exe');
  });
});
