import { expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { NO_LIMITS } from '../support/shared-app/profiles';
import { countServerStatements } from '../support/shared-app/measure';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { browse, type PageResponse } from '../collecting/support';
import { type MultipartPart, postMultipart } from '../uploads/support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// A respondent on page 2 of a form when its owner publishes a new version finishes on the version they
// started, posted exactly as a browser without JavaScript posts it: every hidden input of the page (the
// version the page showed among them), the honeypot (empty), the controls answered, the button pressed.

jest.setTimeout(180_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create({ name: 'Acme Research' });
});
afterAll(() => t?.close());

/** Version 1: a name and a plan, then a page asking the team's size. */
const TWO_PAGES = [
  { kind: 'short_text', label: 'Name', slug: 'name', required: true },
  { kind: 'single_choice', label: 'Plan', slug: 'plan', options: ['Solo', 'Team'], required: true },
  { kind: 'page_break', label: 'Your team' },
  { kind: 'number', label: 'Team size', slug: 'team_size', required: true },
];

async function publishedForm(questions: unknown[] = TWO_PAGES): Promise<any> {
  const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Team signup', questions } } });
  expectOk(created, 201);
  expectOk(await t.client(ws).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } }));
  return created.body.form;
}

/**
 * Version 2, published through the v2 PATCH while the respondent answers: "Name" renamed, and the team's
 * size replaced by a required phone number.
 */
async function publishVersion2(form: any): Promise<void> {
  const [name, plan, pageBreak] = form.questions.map(({ position: _position, ...question }: any) => question);
  const patched = await t.client(ws).patch(`${V2}/forms/${form.id}`, {
    body: { form: { questions: [{ ...name, label: 'Full name' }, plan, pageBreak, { kind: 'phone', label: 'Phone', slug: 'phone', required: true }] } },
  });
  expectOk(patched);
}

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function hiddenInputs(html: string): Array<[string, string]> {
  return [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [unescape(match[1]), unescape(match[2])]);
}

function post(form: any, page: PageResponse, controls: Array<[string, string]>, replace: Record<string, string> = {}): Promise<PageResponse> {
  const hidden = hiddenInputs(page.body).map(([name, value]): [string, string] => [name, replace[name] ?? value]);
  return browse(t, form.attempt_url, { form: new URLSearchParams([...controls, ...hidden, ['_website', ''], ['_action', 'next']]) });
}

async function stored(form: any): Promise<Array<{ form_version: number; responses: any[] }>> {
  return t.dataSource.query(`SELECT form_version, responses FROM submissions WHERE workspace_id = $1 AND form_id = $2 ORDER BY position`, [ws.id, form.id]);
}

/** The first page of a respondent, and the second after answering it: both on version 1. */
async function onPageTwo(form: any): Promise<PageResponse> {
  const first = await browse(t, form.attempt_url);
  expect(first.status).toBe(200);
  expect(hiddenInputs(first.body)).toContainEqual(['_version', '1']);
  const second = await post(form, first, [['name', 'Ada'], ['plan', 'Team']]);
  expect(second.status).toBe(200);
  expect(second.body).toContain('Team size');
  expect(hiddenInputs(second.body)).toContainEqual(['_version', '1']);
  return second;
}

describe('a respondent whose version was superseded while they answered', () => {
  it('finishes on the version they started: its questions, and the submission records it', async () => {
    const form = await publishedForm();
    const second = await onPageTwo(form);
    await publishVersion2(form);

    // A newcomer sees version 2.
    const newcomer = await browse(t, form.attempt_url);
    expect(newcomer.body).toContain('Full name');
    expect(hiddenInputs(newcomer.body)).toContainEqual(['_version', '2']);

    // The respondent on page 2 answers the question version 1 asked, not the phone version 2 requires.
    const sent = await post(form, second, [['team_size', '12']]);
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe(`${form.attempt_url}/thank-you`);
    const [submission] = await stored(form);
    expect(submission.form_version).toBe(1);
    expect(submission.responses.map((response: any) => [response.slug, response.value])).toEqual([
      ['name', 'Ada'],
      ['plan', 'Team'],
      ['team_size', '12'],
    ]);
    // The API shows those answers under version 1's labels, as stored.
    const listed = await t.client(ws).get(`${V2}/forms/${form.id}/submissions`);
    expect(listed.body.submissions[0].responses.map((response: any) => response.label)).toEqual(['Name', 'Plan', 'Team size']);

    // A newcomer on version 2 is held to version 2: the phone is required, the team's size not asked.
    const newcomerSecond = await post(form, newcomer, [['name', 'Bea'], ['plan', 'Solo']]);
    expect(newcomerSecond.body).toContain('Phone');
    expect(newcomerSecond.body).not.toContain('Team size');
    expect((await post(form, newcomerSecond, [['phone', '+44 20 7946 0958']])).status).toBe(303);
    expect((await stored(form)).map((row) => row.form_version)).toEqual([1, 2]);
  });

  it('is checked against the version they started: a problem on it shows that version’s page again', async () => {
    const form = await publishedForm();
    const second = await onPageTwo(form);
    await publishVersion2(form);
    const refused = await post(form, second, [['team_size', '']]);
    expect(refused.status).toBe(422);
    expect(refused.body).toContain('<p class="error" id="q-team_size-error">This answer is required.</p>');
    expect(hiddenInputs(refused.body)).toContainEqual(['_version', '1']);
    expect(await stored(form)).toEqual([]);
  });

  it('starts again on the first page of the live version, told why, once their version was superseded 24 hours ago', async () => {
    const form = await publishedForm();
    const second = await onPageTwo(form);
    await publishVersion2(form);
    await t.dataSource.query(`UPDATE form_versions SET created_at = now() - interval '24 hours 1 minute' WHERE workspace_id = $1 AND form_id = $2 AND version = 2`, [
      ws.id,
      form.id,
    ]);
    const again = await post(form, second, [['team_size', '12']]);
    expect(again.status).toBe(409);
    expect(again.body).toContain('<h2>Your answers were not sent</h2>');
    expect(again.body).toContain('This form was changed since you opened it, so your answers were not sent.');
    expect(again.body).toContain('<p class="progress">Page 1 of 2</p>');
    expect(again.body).toContain('Full name');
    // What the live version still asks keeps what was entered; the page now carries the live version.
    expect(again.body).toMatch(/<input type="text" id="q-name" name="name" value="Ada"/);
    expect(hiddenInputs(again.body)).toContainEqual(['_version', '2']);
    expect(await stored(form)).toEqual([]);
  });

  it('is refused clearly, storing nothing, when the page names a version the form never had', async () => {
    const form = await publishedForm();
    const second = await onPageTwo(form);
    for (const forged of ['7', '0', 'abc', '99999999999']) {
      const refused = await post(form, second, [['team_size', '12']], { _version: forged });
      expect(refused.status).toBe(422);
      expect(refused.body).toContain('the page you sent does not match any version of this form');
      expect(refused.body).toContain('<p class="progress">Page 1 of 2</p>');
    }
    expect(await stored(form)).toEqual([]);
    // The form still takes the real version's answers.
    expect((await post(form, second, [['team_size', '3']])).status).toBe(303);
    expect((await stored(form)).map((row) => row.form_version)).toEqual([1]);
  });

  it('meets the live form’s flags and closing rules, whichever version they answer', async () => {
    const form = await publishedForm();
    const second = await onPageTwo(form);
    await publishVersion2(form);
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { is_disabled: true } } }));
    const closed = await post(form, second, [['team_size', '12']]);
    expect(closed.status).toBe(422);
    expect(closed.body).toContain('This form is not accepting responses. Your answers were not sent.');
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { is_disabled: false, settings: { max_submissions: 1 } } } }));
    expect((await post(form, second, [['team_size', '12']])).status).toBe(303);
    // The limit the live form set counts submissions on every version.
    const full = await post(form, second, [['team_size', '13']]);
    expect(full.status).toBe(422);
    expect((await stored(form)).map((row) => row.form_version)).toEqual([1]);
  });

  it('keeps a file received on an earlier page across the switch, even when the new version drops its question', async () => {
    const form = await publishedForm([
      { kind: 'short_text', label: 'Name', slug: 'name', required: true },
      { kind: 'file_upload', label: 'CV', slug: 'cv', required: true, max_size_mb: 1, accepted_types: ['.txt'] },
      { kind: 'page_break', label: 'Your team' },
      { kind: 'number', label: 'Team size', slug: 'team_size', required: true },
    ]);
    const multipart = (page: { text: string }, controls: MultipartPart[]) =>
      postMultipart(t, t.hostOf(ws), `/forms/${form.id}`, [...controls, ...hiddenInputs(page.text).map(([name, value]) => ({ name, value })), { name: '_website', value: '' }, { name: '_action', value: 'next' }], {
        headers: { accept: 'text/html' },
      });
    const first = await browse(t, form.attempt_url);
    const second = await multipart({ text: first.body }, [
      { name: 'name', value: 'Ada' },
      { name: 'cv', fileName: 'cv.txt', contentType: 'text/plain', data: Buffer.from('Ada Lovelace, analyst') },
    ]);
    expect(second.status).toBe(200);
    const [{ id: uploadId }] = await t.dataSource.query(`SELECT id FROM uploads WHERE workspace_id = $1 AND form_id = $2`, [ws.id, form.id]);
    expect(hiddenInputs(second.text)).toContainEqual(['cv', uploadId]);

    // Version 2 has no file question at all.
    const [name, , pageBreak, teamSize] = form.questions.map(({ position: _position, ...question }: any) => question);
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { questions: [name, pageBreak, teamSize] } } }));

    const sent = await multipart(second, [{ name: 'team_size', value: '4' }]);
    expect(sent.status).toBe(303);
    const [submission] = await stored(form);
    expect(submission.form_version).toBe(1);
    const cv = submission.responses.find((response: any) => response.slug === 'cv');
    // A file answer is stored as its upload's id (each reader renders its address).
    expect(cv.value).toBe(uploadId);
    const [upload] = await t.dataSource.query(`SELECT submission_id FROM uploads WHERE workspace_id = $1 AND id = $2`, [ws.id, uploadId]);
    expect(upload.submission_id).not.toBeNull();
  });
});

describe('a file chosen on the last page of a superseded version', () => {
  it('is stored with the submission, under the size and types of the version it was chosen on', async () => {
    // Version 1 asks for a CV on its last page; version 2, published meanwhile, asks for no file at all.
    const form = await publishedForm([
      { kind: 'short_text', label: 'Name', slug: 'name', required: true },
      { kind: 'page_break', label: 'Your CV' },
      { kind: 'file_upload', label: 'CV', slug: 'cv', required: true, max_size_mb: 1, accepted_types: ['.txt'] },
    ]);
    const first = await browse(t, form.attempt_url);
    const second = await post(form, first, [['name', 'Ada']]);
    expect(second.status).toBe(200);
    expect(second.body).toContain('enctype="multipart/form-data"');
    const [name] = form.questions.map(({ position: _position, ...question }: any) => question);
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { questions: [name] } } }));

    // As a browser sends the page: its inputs in the page's order (the version first), the file, the button.
    const send = (file: Buffer, fileName = 'cv.txt') =>
      postMultipart(
        t,
        t.hostOf(ws),
        `/forms/${form.id}`,
        [
          ...hiddenInputs(second.body).map(([field, value]) => ({ name: field, value })),
          { name: 'cv', fileName, contentType: 'text/plain', data: file },
          { name: '_website', value: '' },
          { name: '_action', value: 'next' },
        ],
        { headers: { accept: 'text/html' } },
      );
    // Version 1's rules still hold for its file: its types, then its size (more than a page without files may send).
    const wrongType = await send(Buffer.from('Ada'), 'cv.exe');
    expect(wrongType.status).toBe(422);
    expect(wrongType.text).toContain('This answer must be a file ending in one of: .txt.');
    const tooLarge = await send(Buffer.alloc(1024 * 1024 + 1, 'a'));
    expect(tooLarge.status).toBe(422);
    expect(await stored(form)).toEqual([]);

    const cv = Buffer.alloc(200 * 1024, 'Ada Lovelace, analyst. ');
    const sent = await send(cv);
    expect(sent.status).toBe(303);
    const [submission] = await stored(form);
    expect(submission.form_version).toBe(1);
    const answer = submission.responses.find((response: any) => response.slug === 'cv');
    const [upload] = await t.dataSource.query(`SELECT id, submission_id, size FROM uploads WHERE workspace_id = $1 AND form_id = $2 AND submission_id IS NOT NULL`, [ws.id, form.id]);
    expect({ value: answer?.value, size: Number(upload?.size) }).toEqual({ value: upload?.id, size: cv.length });
  });
});

describe('the cost of versions to respondents', () => {
  /**
   * The statements one request sends about the workspace, the form and its versions (not the outbox
   * worker's polls, the quota leases or the housekeeping sweeps, which run on their own clocks).
   */
  async function statementsDuring(request: () => Promise<PageResponse>): Promise<{ page: PageResponse; statements: string[] }> {
    const { result, statements } = await countServerStatements(t, request);
    return { page: result, statements: statements.filter((statement) => /\b(workspaces|forms|form_versions)\b/.test(statement)) };
  }

  it('reads no version on the live version: the page and its posts send the statements they sent before versions', async () => {
    const form = await publishedForm();
    const opened = await statementsDuring(() => browse(t, form.attempt_url));
    expect(opened.page.status).toBe(200);
    // The workspace from the host and the form's row, which holds the live content and its number.
    expect(opened.statements).toHaveLength(2);
    const step = await statementsDuring(() => post(form, opened.page, [['name', 'Ada'], ['plan', 'Team']]));
    expect(step.page.status).toBe(200);
    expect(step.statements).toHaveLength(2);
    const last = await statementsDuring(() => post(form, step.page, [['team_size', '2']]));
    expect(last.page.status).toBe(303);
    expect(last.statements.filter((statement) => /form_versions/.test(statement))).toEqual([]);
  });

  it('reads the earlier version once, only for a respondent finishing on it', async () => {
    const form = await publishedForm();
    const second = await onPageTwo(form);
    await publishVersion2(form);
    const last = await statementsDuring(() => post(form, second, [['team_size', '2']]));
    expect(last.page.status).toBe(303);
    expect(last.statements.filter((statement) => /form_versions/.test(statement))).toHaveLength(1);
  });
});
