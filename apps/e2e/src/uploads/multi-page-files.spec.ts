import { expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { browse } from '../collecting/support';
import { download, type MultipartPart, postMultipart, type PostResult, randomFile, sha256 } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// A form of three pages with its file questions on the second, stepped through exactly as a browser
// without JavaScript posts it: multipart/form-data on every page (the form has a file question), every
// hidden input of the page, the honeypot (empty), the controls answered, an empty file part for a file
// input left alone, and the name and value of the button pressed.

jest.setTimeout(180_000);

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

let t: SharedTestApp;
let ws: WorkspaceFixture;
let form: any;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create({ name: 'Acme Hiring' });
  const created = await t.client(ws).post(`${V2}/forms`, {
    body: {
      form: {
        title: 'Apply in three steps',
        questions: [
          { kind: 'short_text', label: 'Your name', required: true },
          { kind: 'single_choice', label: 'Role', options: ['Engineer', 'Designer'], required: true },
          { kind: 'page_break', label: 'Documents' },
          { kind: 'file_upload', label: 'CV', required: true, max_size_mb: 2, accepted_types: ['.pdf', '.txt'] },
          {
            kind: 'file_upload',
            label: 'Portfolio',
            required: true,
            max_size_mb: 1,
            visible_if: { match: 'all', conditions: [{ question: 'role', operator: 'equals', value: 'Designer' }] },
          },
          { kind: 'page_break', label: 'Last words' },
          { kind: 'email', label: 'Contact email', slug: 'contact_email', required: true },
        ],
      },
    },
  });
  expectOk(created, 201);
  expectOk(await t.client(ws).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } }));
  form = created.body.form;
});
afterAll(() => t?.close());

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The visit's signed value a page carries, counted on `pages` (joined by "-"): its figures are the funnel's. */
const visitOn = (pages: string): [string, string] => ['_visit', expect.stringMatching(new RegExp(`^[\\w-]{16}\\.${pages}\\.[\\w-]{32}$`))];

/** The hidden inputs of a page, in order, as a browser sends them. */
function hiddenInputs(html: string): Array<[string, string]> {
  return [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [unescape(match[1]), unescape(match[2])]);
}

/** A file input left empty: browsers still send its part, with an empty file name. */
const noFile = (name: string): MultipartPart => ({ name, fileName: '', data: Buffer.alloc(0) });

/** What a browser without JavaScript sends when `button` is pressed after answering `controls`. */
function post(page: { text: string }, controls: MultipartPart[], button: 'next' | 'back' = 'next'): Promise<PostResult> {
  const hidden = hiddenInputs(page.text).map(([name, value]) => ({ name, value }));
  return postMultipart(t, t.hostOf(ws), `/forms/${form.id}`, [...controls, ...hidden, { name: '_website', value: '' }, { name: '_action', value: button }], {
    headers: { accept: 'text/html' },
  });
}

async function open(): Promise<{ status: number; text: string }> {
  const page = await browse(t, form.attempt_url);
  return { status: page.status, text: page.body };
}

async function submissions(): Promise<any[]> {
  const listed = await t.client(ws).get(`${V2}/forms/${form.id}/submissions?order=oldest&page_size=100`);
  expectOk(listed);
  return listed.body.submissions;
}

async function uploads(): Promise<Array<{ id: string; name: string; submission_id: string | null }>> {
  return t.dataSource.query(`SELECT id, name, submission_id FROM uploads WHERE workspace_id = $1 AND form_id = $2 ORDER BY created_at`, [ws.id, form.id]);
}

const valuesOf = (submission: any): Record<string, string> => Object.fromEntries(submission.responses.map((response: any) => [response.slug, response.value]));

describe('a form of three pages with a file question on the second, without JavaScript', () => {
  it('asks for the file on its own page, carries it by its upload id to the end, and stores it with the submission', async () => {
    const before = (await submissions()).length;
    const first = await open();
    expect(first.status).toBe(200);
    // Multipart on every page, the first one included: each step is read the same way.
    expect(first.text).toContain('<form method="post" enctype="multipart/form-data">');
    expect(first.text).toContain('<p class="progress">Page 1 of 3</p>');
    expect(first.text).not.toContain('type="file"');

    const second = await post(first, [
      { name: 'your_name', value: 'Ada' },
      { name: 'role', value: 'Engineer' },
    ]);
    expect(second.status).toBe(200);
    expect(second.text).toContain('<form method="post" enctype="multipart/form-data">');
    expect(second.text).toContain('<p class="progress">Page 2 of 3</p>');
    expect(second.text).toContain('<h2 class="page-title">Documents</h2>');
    expect(second.text).toContain('<input type="file" id="q-cv" name="cv" accept=".pdf,.txt" required aria-describedby="q-cv-hint">');
    // The portfolio is for designers only: not asked of an engineer.
    expect(second.text).not.toContain('q-portfolio');
    expect(hiddenInputs(second.text)).toEqual([['_version', '1'], visitOn('2'), ['your_name', 'Ada'], ['role', 'Engineer'], ['_page', '2']]);

    // No file: 422 with the page again.
    const missing = await post(second, [noFile('cv')]);
    expect(missing.status).toBe(422);
    expect(missing.text).toContain('<p class="progress">Page 2 of 3</p>');
    expect(missing.text).toContain('<p class="error" id="q-cv-error">This answer is required.</p>');

    // A type the question does not accept: 422 beside the question, nothing stored.
    const wrong = await post(missing, [{ name: 'cv', fileName: 'cv.docx', data: Buffer.from('not a pdf') }]);
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain('<p class="error" id="q-cv-error">This answer must be a file ending in one of: .pdf, .txt.</p>');
    expect(await uploads()).toEqual([]);

    // The file: stored as it is read; the last page carries it by its upload id, with its name.
    const data = randomFile(400_000);
    const third = await post(wrong, [{ name: 'cv', fileName: 'cv.pdf', contentType: 'application/pdf', data }]);
    expect(third.status).toBe(200);
    expect(third.text).toContain('<p class="progress">Page 3 of 3</p>');
    expect(third.text).toContain('<button type="submit" name="_action" value="next">Submit</button>');
    const stored = await uploads();
    expect(stored).toEqual([{ id: expect.stringMatching(new RegExp(`^${UUID}$`)), name: 'cv.pdf', submission_id: null }]);
    const uploadId = stored[0].id;
    expect(hiddenInputs(third.text)).toEqual([['_version', '1'], visitOn('2-3'), ['your_name', 'Ada'], ['role', 'Engineer'], ['cv', uploadId], ['_filename.cv', 'cv.pdf'], ['_page', '3']]);
    expect((await submissions()).length).toBe(before);

    // Back to the file's page: the file is said to be received, and is not required again.
    const back = await post(third, [{ name: 'contact_email', value: 'ada@example.com' }], 'back');
    expect(back.status).toBe(200);
    expect(back.text).toContain('<p class="progress">Page 2 of 3</p>');
    expect(back.text).toContain('Accepted: .pdf, .txt. At most 2 MB. Received: cv.pdf. Choose another file only to replace it.');
    expect(back.text).toContain('<input type="file" id="q-cv" name="cv" accept=".pdf,.txt" aria-describedby="q-cv-hint">');

    // Next with the file input left empty: the hidden input answers; nothing is uploaded again.
    const again = await post(back, [noFile('cv')]);
    expect(again.status).toBe(200);
    expect(again.text).toContain('<p class="progress">Page 3 of 3</p>');
    expect(hiddenInputs(again.text)).toContainEqual(['cv', uploadId]);
    expect(again.text).toContain('value="ada@example.com"');

    const done = await post(again, [{ name: 'contact_email', value: 'ada@example.com' }]);
    expect({ status: done.status, location: done.headers.location }).toEqual({ status: 303, location: `${t.baseUrl(ws)}/forms/${form.id}/thank-you` });
    const listed = await submissions();
    expect(listed.length).toBe(before + 1);
    const submission = listed[listed.length - 1];
    expect(valuesOf(submission)).toEqual({
      your_name: 'Ada',
      role: 'Engineer',
      cv: `${t.baseUrl(ws)}/api/external/v2/files/${uploadId}`,
      portfolio: '',
      contact_email: 'ada@example.com',
    });
    expect(await uploads()).toEqual([{ id: uploadId, name: 'cv.pdf', submission_id: submission.id }]);

    // The file through the v2 files endpoint, byte for byte, with a read key too.
    const fetched = await download(t, t.hostOf(ws), `/api/external/v2/files/${uploadId}`, { 'x-api-key': ws.apiKey });
    expect({ status: fetched.status, size: fetched.size, sha256: fetched.sha256, disposition: fetched.headers['content-disposition'], type: fetched.headers['content-type'] }).toEqual({
      status: 200,
      size: data.length,
      sha256: sha256(data),
      disposition: `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
      type: 'application/pdf',
    });
  });

  it('does not ask a file question that logic hides, and ignores the file it may have received', async () => {
    const before = { submissions: (await submissions()).length, uploads: (await uploads()).length };
    const first = await open();
    // A designer is asked for a portfolio too, on the same page as the CV.
    const second = await post(first, [
      { name: 'your_name', value: 'Bea' },
      { name: 'role', value: 'Designer' },
    ]);
    expect(second.status).toBe(200);
    expect(second.text).toContain('<input type="file" id="q-portfolio" name="portfolio" required aria-describedby="q-portfolio-hint">');
    const third = await post(second, [
      { name: 'cv', fileName: 'cv.txt', contentType: 'text/plain', data: Buffer.from('Bea, designer') },
      { name: 'portfolio', fileName: 'work.png', contentType: 'image/png', data: Buffer.from('PNG bytes') },
    ]);
    expect(third.status).toBe(200);
    expect(third.text).toContain('<p class="progress">Page 3 of 3</p>');
    const received = (await uploads()).slice(before.uploads);
    expect(received.map((upload) => upload.name)).toEqual(['cv.txt', 'work.png']);
    const [cv, portfolio] = received;
    expect(hiddenInputs(third.text)).toEqual([
      ['_version', '1'],
      visitOn('2-3'),
      ['your_name', 'Bea'],
      ['role', 'Designer'],
      ['cv', cv.id],
      ['_filename.cv', 'cv.txt'],
      ['portfolio', portfolio.id],
      ['_filename.portfolio', 'work.png'],
      ['_page', '3'],
    ]);

    // Back to the first page and another role: the portfolio no longer applies.
    const secondAgain = await post(await post(third, [{ name: 'contact_email', value: '' }], 'back'), [noFile('cv'), noFile('portfolio')], 'back');
    expect(secondAgain.text).toContain('<p class="progress">Page 1 of 3</p>');
    const documents = await post(secondAgain, [
      { name: 'your_name', value: 'Bea' },
      { name: 'role', value: 'Engineer' },
    ]);
    expect(documents.status).toBe(200);
    expect(documents.text).toContain('Received: cv.txt.');
    expect(documents.text).not.toContain('id="q-portfolio"');
    const last = await post(documents, [noFile('cv')]);
    expect(last.status).toBe(200);
    // The hidden question's file is no longer carried.
    expect(hiddenInputs(last.text).map(([name]) => name)).toEqual(['_version', '_visit', 'your_name', 'role', 'cv', '_filename.cv', '_page']);

    // Even a post that still names the portfolio's upload stores it as not asked.
    const done = await post(last, [
      { name: 'contact_email', value: 'bea@example.com' },
      { name: 'portfolio', value: portfolio.id },
    ]);
    expect(done.status).toBe(303);
    const listed = await submissions();
    expect(listed.length).toBe(before.submissions + 1);
    const submission = listed[listed.length - 1];
    expect(valuesOf(submission)).toEqual({
      your_name: 'Bea',
      role: 'Engineer',
      cv: `${t.baseUrl(ws)}/api/external/v2/files/${cv.id}`,
      portfolio: '',
      contact_email: 'bea@example.com',
    });
    const after = new Map((await uploads()).map((upload) => [upload.id, upload.submission_id]));
    expect({ cv: after.get(cv.id), portfolio: after.get(portfolio.id) }).toEqual({ cv: submission.id, portfolio: null });
    expect((await download(t, t.hostOf(ws), `/api/external/v2/files/${cv.id}`, { 'x-api-key': ws.apiKey })).text).toBe('Bea, designer');
  });

  it('keeps the page multipart, with the file carried, when the last page comes back with a problem', async () => {
    const first = await open();
    const second = await post(first, [
      { name: 'your_name', value: 'Cy' },
      { name: 'role', value: 'Engineer' },
    ]);
    const third = await post(second, [{ name: 'cv', fileName: 'cv.txt', contentType: 'text/plain', data: Buffer.from('Cy') }]);
    const refused = await post(third, [{ name: 'contact_email', value: 'not an email' }]);
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('<form method="post" enctype="multipart/form-data">');
    expect(refused.text).toContain('<p class="progress">Page 3 of 3</p>');
    expect(refused.text).toContain('<p class="error" id="q-contact_email-error">This answer is not a valid email.</p>');
    expect(hiddenInputs(refused.text).map(([name]) => name)).toEqual(['_version', '_visit', 'your_name', 'role', 'cv', '_filename.cv', '_page']);
  });
});
