import { PurgeExpiredRecords } from '@forms/application';
import { request } from 'node:http';
import { ConsoleCaller, loadConsoleContract } from '../console/support';
import { expectError, expectFormV2, expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { startTestApp, type TestApp } from '../support/test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { download, generatedFile, type MultipartPart, postMultipart, randomFile, sha256, watchBytesRead } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

jest.setTimeout(180_000);

const MB = 1_048_576;

let t: TestApp;
let ws: WorkspaceFixture;
let other: WorkspaceFixture;
let form: any;
let secondForm: any;

const QUESTIONS = [
  { kind: 'short_text', label: 'Your name', required: true },
  { kind: 'file_upload', label: 'CV', required: true, max_size_mb: 5, accepted_types: ['.pdf', '.png', '.txt'] },
  { kind: 'file_upload', label: 'Anything else', max_size_mb: 1 },
];

async function published(workspace: WorkspaceFixture, questions: unknown[] = QUESTIONS): Promise<any> {
  const created = await t.client(workspace).post(`${V2}/forms`, { body: { form: { title: 'Job application', questions } } });
  expectOk(created, 201);
  const patched = await t.client(workspace).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } });
  expectOk(patched);
  return patched.body.form;
}

function upload(formId: string, parts: MultipartPart[], options: Parameters<typeof postMultipart>[4] = {}, workspace = ws) {
  return postMultipart(t, t.hostOf(workspace), `/forms/${formId}/uploads`, parts, options);
}

function fileUpload(question: string, fileName: string, data: Buffer, contentType = 'application/pdf', formId = form.id) {
  return upload(formId, [{ name: 'question', value: question }, { name: 'file', fileName, contentType, data }]);
}

const submit = (body: unknown, formId = form.id, workspace = ws) => t.anonymous(t.hostOf(workspace)).post(`/forms/${formId}/submissions`, { body });

async function rows(sql: string, values: unknown[]): Promise<any[]> {
  return (await t.dataSource.query(sql, values)) as any[];
}

async function uploadCount(workspaceId: string): Promise<{ uploads: number; chunks: number }> {
  const [counts] = await rows(
    `SELECT (SELECT count(*) FROM uploads WHERE workspace_id = $1)::int AS uploads, (SELECT count(*) FROM upload_chunks WHERE workspace_id = $1)::int AS chunks`,
    [workspaceId],
  );
  return counts;
}

beforeAll(async () => {
  t = await startTestApp({ SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0' });
  ws = await t.workspaces.create();
  other = await t.workspaces.create();
  form = await published(ws);
  secondForm = await published(ws);
});
afterAll(() => t?.close());

describe('file questions in the v2 form', () => {
  it('carry max_size_mb and accepted_types, which no other question shows', () => {
    expectFormV2(form);
    expect(form.questions.map((question: any) => [question.kind, question.max_size_mb, question.accepted_types])).toEqual([
      ['short_text', undefined, undefined],
      ['file_upload', 5, ['.pdf', '.png', '.txt']],
      ['file_upload', 1, []],
    ]);
    expect(Object.keys(form.questions[0])).toEqual(['id', 'kind', 'label', 'slug', 'position', 'required', 'options', 'scale']);
  });

  it('default to 10 MB and any type, and refuse bad settings naming the field with its index', async () => {
    const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Defaults', questions: [{ kind: 'file_upload', label: 'Photo' }] } } });
    expectOk(created, 201);
    expect(created.body.form.questions[0]).toMatchObject({ max_size_mb: 10, accepted_types: [], options: [], scale: null });
    for (const [question, message] of [
      [{ kind: 'file_upload', label: 'F', max_size_mb: 26 }, 'form.questions[0].max_size_mb must be an integer from 1 to 25'],
      [{ kind: 'file_upload', label: 'F', accepted_types: ['PDF'] }, 'form.questions[0].accepted_types[0] must be a lower-case file extension such as .pdf'],
      [{ kind: 'short_text', label: 'F', max_size_mb: 2 }, 'form.questions[0].max_size_mb is only allowed for file_upload'],
      [{ kind: 'file_upload', label: 'F', max_size_mb: 'big' }, 'form.questions[0].max_size_mb must be an integer'],
    ] as const) {
      expectError(await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Bad', questions: [question] } } }), 422, message);
    }
  });
});

describe('POST {base_url}/forms/{id}/uploads, then the JSON intake', () => {
  it('stores the file, and the submission answers with the upload id and stores the file address', async () => {
    const data = randomFile(40_000);
    const uploaded = await fileUpload('cv', 'cv.pdf', data);
    expect(uploaded.status).toBe(201);
    expect(uploaded.headers['access-control-allow-origin']).toBe('*');
    expect(uploaded.body).toEqual({ upload: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'cv.pdf', size: 40_000, content_type: 'application/pdf' } });

    const created = await submit({ responses: { your_name: 'Ada', cv: uploaded.body.upload.id } });
    expectOk(created, 201);
    const address = `${t.baseUrl(ws)}/api/external/v2/files/${uploaded.body.upload.id}`;
    expect(created.body.submission.responses.map((response: any) => [response.kind, response.slug, response.value])).toEqual([
      ['short_text', 'your_name', 'Ada'],
      ['file_upload', 'cv', address],
      ['file_upload', 'anything_else', ''],
    ]);
    const read = await t.client(ws).get(`${V2}/forms/${form.id}/submissions/${created.body.submission.id}`);
    expect(read.body.submission.responses[1].value).toBe(address);

    const fetched = await download(t, t.hostOf(ws), new URL(address).pathname, { 'x-api-key': ws.apiKey });
    expect(fetched.status).toBe(200);
    expect(fetched.sha256).toBe(sha256(data));
  });

  it('answers the CORS preflight like the JSON intake', async () => {
    const preflight = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: t.port, method: 'OPTIONS', path: `/forms/${form.id}/uploads`, headers: { host: t.hostOf(ws), origin: 'https://example.org' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  it('serves a 3 MB file byte for byte, with the download headers', async () => {
    const file = generatedFile(3 * MB + 12_345, 'three megabytes');
    const uploaded = await upload(form.id, [{ name: 'question', value: 'cv' }, { name: 'file', fileName: 'Résumé «final».pdf', contentType: 'application/pdf', data: file.pieces }]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.upload).toMatchObject({ name: 'Résumé «final».pdf', size: file.size, content_type: 'application/pdf' });
    const [stored] = await rows(`SELECT count(*)::int AS chunks, max(length(data))::int AS largest FROM upload_chunks WHERE workspace_id = $1 AND upload_id = $2`, [
      ws.id,
      uploaded.body.upload.id,
    ]);
    // Written in chunks of 256 KiB as the body arrived.
    expect(stored).toEqual({ chunks: Math.ceil(file.size / (256 * 1024)), largest: 256 * 1024 });

    const fetched = await download(t, t.hostOf(ws), `${V2}/files/${uploaded.body.upload.id}`, { 'x-api-key': ws.apiKey, accept: 'application/pdf' });
    expect(fetched.status).toBe(200);
    expect(fetched.size).toBe(file.size);
    expect(fetched.sha256).toBe(file.sha256);
    expect(fetched.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(file.size),
      'content-disposition': `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%C2%ABfinal%C2%BB.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'no-store',
    });
  });

  it.each([
    ['page.html', 'text/html', '<script>alert(document.cookie)</script>'],
    ['logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['run.js', 'text/javascript', 'alert(1)'],
    ['disguised.png', 'text/html; charset=utf-8', '<html><script>alert(1)</script></html>'],
  ])('serves %s (declared %s) as an octet-stream attachment that cannot run', async (fileName, contentType, content) => {
    const uploaded = await fileUpload('anything_else', fileName, Buffer.from(content), contentType);
    expect(uploaded.status).toBe(201);
    const fetched = await download(t, t.hostOf(ws), `${V2}/files/${uploaded.body.upload.id}`, { 'x-api-key': ws.apiKey });
    expect(fetched.status).toBe(200);
    expect(fetched.text).toBe(content);
    expect(fetched.headers['content-type']).toBe('application/octet-stream');
    expect(fetched.headers['content-security-policy']).toBe('sandbox');
    expect(fetched.headers['x-content-type-options']).toBe('nosniff');
    expect(fetched.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${fileName.replace('.', '\\.')}"`));
  });

  it('serves harmless types as themselves', async () => {
    for (const [fileName, contentType] of [['photo.png', 'image/png'], ['notes.txt', 'text/plain'], ['scan.pdf', 'application/pdf']]) {
      const uploaded = await fileUpload('anything_else', fileName, Buffer.from('x'), contentType);
      const fetched = await download(t, t.hostOf(ws), `${V2}/files/${uploaded.body.upload.id}`, { 'x-api-key': ws.apiKey });
      expect([fileName, fetched.headers['content-type']]).toEqual([fileName, contentType]);
    }
  });
});

describe('refused uploads store nothing', () => {
  let before: { uploads: number; chunks: number };
  beforeEach(async () => {
    before = await uploadCount(ws.id);
  });
  afterEach(async () => {
    expect(await uploadCount(ws.id)).toEqual(before);
  });

  it('a file over the question size: 413, and reading stops', async () => {
    const bytes = watchBytesRead(t);
    const file = generatedFile(2 * MB, 'too large');
    // Sent without a length: only counting what arrives can stop it.
    const refused = await upload(form.id, [{ name: 'question', value: 'anything_else' }, { name: 'file', fileName: 'big.bin', data: file.pieces }], { chunked: true });
    bytes.stop();
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ error: 'file must be at most 1 MB' });
    expect(refused.headers.connection).toBe('close');
    expect(bytes.total()).toBeLessThan(1.6 * MB);
  });

  it('a 30 MB body: refused by its length before any of it is read, and while it streams without one', async () => {
    const file = generatedFile(30 * MB, 'thirty');
    for (const chunked of [false, true]) {
      const bytes = watchBytesRead(t);
      const startedAt = Date.now();
      const refused = await upload(form.id, [{ name: 'question', value: 'cv' }, { name: 'file', fileName: 'huge.pdf', data: file.pieces }], { chunked });
      bytes.stop();
      expect({ chunked, status: refused.status, body: refused.body }).toEqual({ chunked, status: 413, body: { error: 'file must be at most 5 MB' } });
      // The server read at most the question's 5 MB and what was in flight, never the 30 MB.
      expect({ chunked, read: bytes.total() }).toEqual({ chunked, read: expect.any(Number) });
      expect(bytes.total()).toBeLessThan((chunked ? 7 : 0.5) * MB);
      expect(refused.written).toBeLessThan(30 * MB);
      expect(Date.now() - startedAt).toBeLessThan(20_000);
    }
  });

  it.each<[string, MultipartPart[], number, string]>([
    ['an empty file', [{ name: 'question', value: 'cv' }, { name: 'file', fileName: 'empty.pdf', data: Buffer.alloc(0) }], 422, 'file must not be empty'],
    ['an extension not accepted', [{ name: 'question', value: 'cv' }, { name: 'file', fileName: 'cv.docx', data: Buffer.from('x') }], 422, 'file must be one of: .pdf, .png, .txt'],
    ['no extension at all', [{ name: 'question', value: 'cv' }, { name: 'file', fileName: 'cv', data: Buffer.from('x') }], 422, 'file must be one of: .pdf, .png, .txt'],
    ['a question that takes no file', [{ name: 'question', value: 'your_name' }, { name: 'file', fileName: 'a.pdf', data: Buffer.from('x') }], 422, 'question must be the slug of a file question of this form'],
    ['an unknown question', [{ name: 'question', value: 'nope' }, { name: 'file', fileName: 'a.pdf', data: Buffer.from('x') }], 422, 'question must be the slug of a file question of this form'],
    ['the file before the question', [{ name: 'file', fileName: 'a.pdf', data: Buffer.from('x') }, { name: 'question', value: 'cv' }], 422, 'question must come before file'],
    ['no file', [{ name: 'question', value: 'cv' }], 422, 'file is required'],
    ['no question', [], 422, 'question is required'],
    ['another field', [{ name: 'question', value: 'cv' }, { name: 'comment', value: 'hi' }], 422, 'comment is not allowed'],
    [
      'two files',
      [{ name: 'question', value: 'anything_else' }, { name: 'file', fileName: 'a.txt', data: Buffer.from('a') }, { name: 'file', fileName: 'b.txt', data: Buffer.from('b') }],
      422,
      'body must have at most 1 file',
    ],
  ])('%s', async (_case, parts, status, message) => {
    const refused = await upload(form.id, parts);
    expect({ status: refused.status, body: refused.body }).toEqual({ status, body: { error: message } });
  });

  it('a body that is not multipart: 415; no such form: 404; a form not accepting responses: 422', async () => {
    const json = await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/uploads`, { body: { question: 'cv' } });
    expectError(json, 415, 'Content-Type must be multipart/form-data');
    const unknown = await upload('6f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e', [{ name: 'question', value: 'cv' }]);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { error: 'Form not found' } });
    const draft = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Draft', questions: QUESTIONS } } });
    const closed = await upload(draft.body.form.id, [{ name: 'question', value: 'cv' }, { name: 'file', fileName: 'a.pdf', data: Buffer.from('x') }]);
    expect({ status: closed.status, body: closed.body }).toEqual({ status: 422, body: { error: 'Form is not accepting responses' } });
  });
});

describe('an upload serves one submission of its form and question', () => {
  it('refuses it a second time, for another form, and for another question', async () => {
    const first = await fileUpload('cv', 'a.pdf', Buffer.from('first'));
    expectOk(await submit({ responses: { your_name: 'Ada', cv: first.body.upload.id } }), 201);
    expectError(await submit({ responses: { your_name: 'Bob', cv: first.body.upload.id } }), 422, 'responses.cv is a file that another submission already uses');

    const elsewhere = await fileUpload('cv', 'b.pdf', Buffer.from('second'), 'application/pdf', secondForm.id);
    expectError(await submit({ responses: { your_name: 'Cy', cv: elsewhere.body.upload.id } }), 422, 'responses.cv must be the id of a file uploaded to this question');

    const otherQuestion = await fileUpload('anything_else', 'c.pdf', Buffer.from('third'));
    expectError(await submit({ responses: { your_name: 'Di', cv: otherQuestion.body.upload.id } }), 422, 'responses.cv must be the id of a file uploaded to this question');
    expectError(await submit({ responses: { your_name: 'Di', cv: 'not-an-id' } }), 422, 'responses.cv must be the id of a file uploaded to this question');
    // Refused submissions stored nothing, and the uploads are still free for their own question.
    expectOk(await submit({ responses: { your_name: 'Cy', cv: elsewhere.body.upload.id } }, secondForm.id), 201);
    const fresh = await fileUpload('cv', 'd.pdf', Buffer.from('d'));
    expectOk(await submit({ responses: { your_name: 'Di', cv: fresh.body.upload.id, anything_else: otherQuestion.body.upload.id } }), 201);
  });

  it('two submissions racing for one upload: exactly one gets it', async () => {
    const shared = await fileUpload('cv', 'race.pdf', Buffer.from('race'));
    const answers = await Promise.all([0, 1, 2, 3].map((index) => submit({ responses: { your_name: `Racer ${index}`, cv: shared.body.upload.id } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422]);
  });
});

describe('downloads', () => {
  let fileId: string;
  let submissionId: string;
  beforeAll(async () => {
    const uploaded = await fileUpload('cv', 'keep.txt', Buffer.from('keep me'), 'text/plain');
    fileId = uploaded.body.upload.id;
    const created = await submit({ responses: { your_name: 'Eve', cv: fileId } });
    submissionId = created.body.submission.id;
  });

  it('take any key of the workspace, read keys too, and the console session', async () => {
    const readKey = await t.workspaces.issueKey(ws, undefined, 'read');
    for (const key of [ws.apiKey, readKey.secret]) {
      const fetched = await download(t, t.hostOf(ws), `${V2}/files/${fileId}`, { 'x-api-key': key });
      expect({ status: fetched.status, text: fetched.text }).toEqual({ status: 200, text: 'keep me' });
    }
    const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
    const console = await download(t, t.hostOf(ws), `/api/console/files/${fileId}`, { cookie }, await loadConsoleContract(t));
    expect({ status: console.status, text: console.text, csp: console.headers['content-security-policy'] }).toEqual({ status: 200, text: 'keep me', csp: 'sandbox' });
  });

  it("refuse no key (401), another workspace's file (404 File not found) and unknown ids, in JSON as the documents declare", async () => {
    // Every answer here is checked against the document of its API (download() does): refusals are JSON.
    const consoleContract = await loadConsoleContract(t);
    expect((await download(t, t.hostOf(ws), `${V2}/files/${fileId}`)).status).toBe(401);
    expect((await download(t, t.hostOf(ws), `/api/console/files/${fileId}`, {}, consoleContract)).status).toBe(401);
    for (const path of [`${V2}/files/${fileId}`, `/api/console/files/${fileId}`]) {
      const forConsole = path.startsWith('/api/console');
      const headers: Record<string, string> = forConsole ? { cookie: await t.workspaces.signIn(other, other.adminEmail) } : { 'x-api-key': other.apiKey };
      const refused = await download(t, t.hostOf(other), path, headers, forConsole ? consoleContract : t.contract);
      expect(refused.headers['content-type']).toMatch(/^application\/json\b/);
      expect({ status: refused.status, body: JSON.parse(refused.text) }).toEqual({ status: 404, body: { error: 'File not found' } });
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const refused = await download(t, t.hostOf(ws), `${V2}/files/${id}`, { 'x-api-key': ws.apiKey });
      expect({ status: refused.status, body: JSON.parse(refused.text) }).toEqual({ status: 404, body: { error: 'File not found' } });
    }
  });

  it('end with the submission: deleting it deletes its files in its transaction', async () => {
    const [before] = await rows(`SELECT count(*)::int AS n FROM upload_chunks WHERE workspace_id = $1 AND upload_id = $2`, [ws.id, fileId]);
    expect(before.n).toBe(1);
    const deleted = await t.client(ws).delete(`${V2}/forms/${form.id}/submissions/${submissionId}`);
    expect({ status: deleted.status, body: deleted.body }).toEqual({ status: 200, body: { message: expect.any(String) } });
    expect(await rows(`SELECT id FROM uploads WHERE workspace_id = $1 AND id = $2`, [ws.id, fileId])).toEqual([]);
    expect(await rows(`SELECT seq FROM upload_chunks WHERE workspace_id = $1 AND upload_id = $2`, [ws.id, fileId])).toEqual([]);
    expect((await download(t, t.hostOf(ws), `${V2}/files/${fileId}`, { 'x-api-key': ws.apiKey })).status).toBe(404);
  });
});

describe('housekeeping and deletion of a form', () => {
  it('purges uploads unused for longer than UPLOAD_PENDING_HOURS, keeping used and recent ones', async () => {
    const stale = await fileUpload('cv', 'stale.pdf', Buffer.from('stale'));
    const recent = await fileUpload('cv', 'recent.pdf', Buffer.from('recent'));
    const used = await fileUpload('cv', 'used.pdf', Buffer.from('used'));
    expectOk(await submit({ responses: { your_name: 'Fay', cv: used.body.upload.id } }), 201);
    await t.dataSource.query(`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE workspace_id = $1 AND id = ANY($2::uuid[])`, [
      ws.id,
      [stale.body.upload.id, used.body.upload.id],
    ]);
    // The app's own housekeeping, with its UPLOAD_PENDING_HOURS (2 by default).
    await t.app.get(PurgeExpiredRecords).execute();
    const left = (await rows(`SELECT id FROM uploads WHERE workspace_id = $1 AND id = ANY($2::uuid[])`, [ws.id, [stale.body.upload.id, recent.body.upload.id, used.body.upload.id]])).map(
      (row) => row.id,
    );
    expect(left.sort()).toEqual([recent.body.upload.id, used.body.upload.id].sort());
    expect(await rows(`SELECT seq FROM upload_chunks WHERE workspace_id = $1 AND upload_id = $2`, [ws.id, stale.body.upload.id])).toEqual([]);
  });

  it('deleting a form deletes all its files, used or not', async () => {
    const doomed = await published(ws);
    const usedFile = await fileUpload('cv', 'u.pdf', Buffer.from('u'), 'application/pdf', doomed.id);
    await fileUpload('cv', 'v.pdf', Buffer.from('v'), 'application/pdf', doomed.id);
    expectOk(await submit({ responses: { your_name: 'Gus', cv: usedFile.body.upload.id } }, doomed.id), 201);
    expect((await rows(`SELECT id FROM uploads WHERE workspace_id = $1 AND form_id = $2`, [ws.id, doomed.id])).length).toBe(2);
    const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
    const deleted = await new ConsoleCaller(t, await loadConsoleContract(t), ws, { cookie }).delete(`/forms/${doomed.id}`);
    expect({ status: deleted.status, body: deleted.body }).toEqual({ status: 200, body: { message: expect.any(String) } });
    expect(await rows(`SELECT id FROM uploads WHERE workspace_id = $1 AND form_id = $2`, [ws.id, doomed.id])).toEqual([]);
    expect(await rows(`SELECT seq FROM upload_chunks WHERE workspace_id = $1 AND upload_id = $2`, [ws.id, usedFile.body.upload.id])).toEqual([]);
  });
});
