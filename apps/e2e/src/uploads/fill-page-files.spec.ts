import { expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { startTestApp, type TestApp } from '../support/test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { browse } from '../collecting/support';
import { download, generatedFile, type MultipartPart, postMultipart, randomFile, sha256 } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

jest.setTimeout(180_000);

const MB = 1_048_576;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

let t: TestApp;
let ws: WorkspaceFixture;
let form: any;

beforeAll(async () => {
  t = await startTestApp({ SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0' });
  ws = await t.workspaces.create();
  const created = await t.client(ws).post(`${V2}/forms`, {
    body: {
      form: {
        title: 'Apply',
        questions: [
          { kind: 'short_text', label: 'Your name', required: true },
          { kind: 'file_upload', label: 'CV', required: true, max_size_mb: 2, accepted_types: ['.pdf', '.txt'] },
          { kind: 'file_upload', label: 'Portfolio', max_size_mb: 1 },
        ],
      },
    },
  });
  expectOk(created, 201);
  expectOk(await t.client(ws).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } }));
  form = created.body.form;
});
afterAll(() => t?.close());

/** What a browser without JavaScript sends for the page's form: every control, in page order. */
function pagePost(parts: MultipartPart[]) {
  return postMultipart(t, t.hostOf(ws), `/forms/${form.id}`, [...parts, { name: '_website', value: '' }], { headers: { accept: 'text/html' } });
}

const noFile = (name: string): MultipartPart => ({ name, fileName: '', data: Buffer.alloc(0) });

async function submissions(): Promise<any[]> {
  const listed = await t.client(ws).get(`${V2}/forms/${form.id}/submissions?order=oldest&page_size=100`);
  expectOk(listed);
  return listed.body.submissions;
}

async function uploadRows(): Promise<number> {
  const [{ n }] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM uploads WHERE workspace_id = $1`, [ws.id])) as { n: number }[];
  return n;
}

describe('the fill page of a form with file questions', () => {
  it('posts multipart/form-data, with file inputs that say what they accept', async () => {
    const page = await browse(t, `${t.baseUrl(ws)}/forms/${form.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<form method="post" enctype="multipart/form-data">');
    expect(page.body).toContain('<label for="q-cv">CV <span class="required">(required)</span></label>');
    expect(page.body).toContain('<input type="file" id="q-cv" name="cv" accept=".pdf,.txt" required aria-describedby="q-cv-hint">');
    expect(page.body).toContain('<p class="hint" id="q-cv-hint">Accepted: .pdf, .txt. At most 2 MB.</p>');
    expect(page.body).toContain('<input type="file" id="q-portfolio" name="portfolio" aria-describedby="q-portfolio-hint">');
  });

  it('stores the file from a post without JavaScript, and the submission holds its address', async () => {
    const data = randomFile(300_000);
    const posted = await pagePost([
      { name: 'your_name', value: 'Ada' },
      { name: 'cv', fileName: 'cv.pdf', contentType: 'application/pdf', data },
      noFile('portfolio'),
    ]);
    expect({ status: posted.status, location: posted.headers.location }).toEqual({ status: 303, location: `${t.baseUrl(ws)}/forms/${form.id}/thank-you` });
    const [stored] = (await submissions()).slice(-1);
    expect(stored.responses.map((response: any) => [response.slug, response.value])).toEqual([
      ['your_name', 'Ada'],
      ['cv', expect.stringMatching(new RegExp(`^${t.baseUrl(ws)}/api/external/v2/files/${UUID.source}$`))],
      ['portfolio', ''],
    ]);
    const fetched = await download(t, t.hostOf(ws), new URL(stored.responses[1].value).pathname, { 'x-api-key': ws.apiKey });
    expect({ status: fetched.status, sha256: fetched.sha256, disposition: fetched.headers['content-disposition'] }).toEqual({
      status: 200,
      sha256: sha256(data),
      disposition: `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    });
  });

  it('keeps a received file when the page comes back with a problem, so that it is not sent again', async () => {
    const before = (await submissions()).length;
    const first = await pagePost([{ name: 'your_name', value: '   ' }, { name: 'cv', fileName: 'letter.txt', contentType: 'text/plain', data: Buffer.from('Dear team') }, noFile('portfolio')]);
    expect(first.status).toBe(422);
    expect(first.text).toContain('This answer is required.');
    const carried = /<input type="hidden" name="cv" value="([0-9a-f-]{36})"><input type="hidden" name="_filename.cv" value="letter.txt">/.exec(first.text);
    expect(carried).not.toBeNull();
    expect(first.text).toContain('Accepted: .pdf, .txt. At most 2 MB. Received: letter.txt. Choose another file only to replace it.');
    // Once received, the input is no longer required: the hidden input answers the question.
    expect(first.text).toContain('<input type="file" id="q-cv" name="cv" accept=".pdf,.txt" aria-describedby="q-cv-hint">');
    const uploadsBefore = await uploadRows();

    const second = await pagePost([
      { name: 'your_name', value: 'Bea' },
      { name: 'cv', value: carried![1] },
      { name: '_filename.cv', value: 'letter.txt' },
      noFile('cv'),
      noFile('portfolio'),
    ]);
    expect(second.status).toBe(303);
    expect(await uploadRows()).toBe(uploadsBefore);
    const listed = await submissions();
    expect(listed.length).toBe(before + 1);
    const value = listed[listed.length - 1].responses[1].value;
    expect(value).toBe(`${t.baseUrl(ws)}/api/external/v2/files/${carried![1]}`);
    expect((await download(t, t.hostOf(ws), new URL(value).pathname, { 'x-api-key': ws.apiKey })).text).toBe('Dear team');
  });

  it('shows a refused file next to its question with every other problem, and stores nothing', async () => {
    const before = { submissions: (await submissions()).length, uploads: await uploadRows() };
    const wrongType = await pagePost([{ name: 'your_name', value: '' }, { name: 'cv', fileName: 'cv.docx', data: Buffer.from('x') }, noFile('portfolio')]);
    expect(wrongType.status).toBe(422);
    expect(wrongType.text).toContain('<p class="error" id="q-cv-error">This answer must be a file ending in one of: .pdf, .txt.</p>');
    expect(wrongType.text).toContain('<p class="error" id="q-your_name-error">This answer is required.</p>');
    expect(wrongType.text).toContain('aria-describedby="q-cv-hint q-cv-error" aria-invalid="true"');
    expect(wrongType.text).toContain('<a href="#q-cv">');

    const big = generatedFile(MB + 1, 'portfolio');
    const tooLarge = await pagePost([
      { name: 'your_name', value: 'Cy' },
      { name: 'cv', fileName: 'cv.pdf', data: Buffer.from('%PDF') },
      { name: 'portfolio', fileName: 'work.zip', data: big.pieces },
    ]);
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.text).toContain('This answer must be a file of at most 1 MB.');
    const empty = await pagePost([{ name: 'your_name', value: 'Cy' }, { name: 'cv', fileName: 'cv.pdf', data: Buffer.alloc(0) }, noFile('portfolio')]);
    expect(empty.status).toBe(422);
    expect(empty.text).toContain('This answer must not be an empty file.');
    expect((await submissions()).length).toBe(before.submissions);
    // The valid cv of the too-large post was kept for the next post of the page (carried, like any received file).
    expect(await uploadRows()).toBe(before.uploads + 1);
  });

  it('refuses a body over the files it may carry with 413 and does not read the rest', async () => {
    const huge = generatedFile(30 * MB, 'huge page');
    const refused = await pagePost([{ name: 'your_name', value: 'Dee' }, { name: 'cv', fileName: 'cv.pdf', data: huge.pieces }]);
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('close');
    expect(refused.written).toBeLessThan(30 * MB);
  });
});

describe('the per-address limit', () => {
  let limited: TestApp;
  let lws: WorkspaceFixture;
  let limitedForm: any;
  beforeAll(async () => {
    limited = await startTestApp({ SUBMISSION_RATE_LIMIT: '3', PUBLIC_RATE_LIMIT: '6' });
    lws = await limited.workspaces.create();
    const created = await limited.client(lws).post(`${V2}/forms`, { body: { form: { title: 'Limited', questions: [{ kind: 'file_upload', label: 'File' }] } } });
    await limited.client(lws).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } });
    limitedForm = created.body.form;
  });
  afterAll(() => limited?.close());

  it('counts each upload as one submission', async () => {
    const send = () =>
      postMultipart(limited, limited.hostOf(lws), `/forms/${limitedForm.id}/uploads`, [
        { name: 'question', value: 'file' },
        { name: 'file', fileName: 'a.txt', data: Buffer.from('a') },
      ]);
    const first = await send();
    expect(first.status).toBe(201);
    const submitted = await limited.anonymous(limited.hostOf(lws)).post(`/forms/${limitedForm.id}/submissions`, { body: { responses: { file: first.body.upload.id } } });
    expectOk(submitted, 201);
    expect((await send()).status).toBe(201);
    const refused = await send();
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 429, body: { error: 'Too many submissions, try again later' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const refusedSubmission = await limited.anonymous(limited.hostOf(lws)).post(`/forms/${limitedForm.id}/submissions`, { body: { responses: {} } });
    expect(refusedSubmission.status).toBe(429);
  });

  it("refuses past the public routes' budget in JSON with CORS, before reading the body", async () => {
    // Five public requests so far; the sixth is the last the minute allows.
    const refused = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      refused.push(
        await postMultipart(limited, limited.hostOf(lws), `/forms/${limitedForm.id}/uploads`, [
          { name: 'question', value: 'file' },
          { name: 'file', fileName: 'a.txt', data: Buffer.from('a') },
        ]),
      );
    }
    const last = refused[1];
    expect({ status: last.status, body: last.body }).toEqual({ status: 429, body: { error: 'Too many requests, try again later' } });
    expect(last.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(last.headers['access-control-allow-origin']).toBe('*');
  });
});
