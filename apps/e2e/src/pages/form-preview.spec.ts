import { expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { browse, type PageResponse } from '../collecting/support';
import { type MultipartPart, postMultipart } from '../uploads/support';
import { THREE_PAGES } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// A member's preview of a form, through HTTP as a browser sends it: the fill page in any state of the
// form, under a banner, stepping through its pages, and storing nothing (no submission, no file, no
// view), outside respondents' per-client budget.

jest.setTimeout(120_000);

const FLUSH_MS = 200;
/** Small enough that respondents' budget is reached within a test, so that the preview is seen not to count. */
const PUBLIC_BUDGET = 3;

let t: SharedTestApp;
let ws: WorkspaceFixture;
let other: WorkspaceFixture;
let memberCookie: string;
let draft: any;

const MEMBER = 'sam@example.com';

beforeAll(async () => {
  t = await sharedTestApp({ PUBLIC_RATE_LIMIT: String(PUBLIC_BUDGET), SUBMISSION_RATE_LIMIT: '1', VIEW_FLUSH_INTERVAL_MS: String(FLUSH_MS) });
  ws = await t.workspaces.create({ name: 'Acme Research', members: [MEMBER] });
  other = await t.workspaces.create({ name: 'Other Co' });
  // A Standard member: previewing is for every member, like editing.
  memberCookie = await t.workspaces.signIn(ws, MEMBER);
  draft = await createForm(ws, {
    title: 'Team survey',
    questions: THREE_PAGES,
    hidden_fields: ['utm_source'],
    settings: { thank_you_message: 'Thanks, we read every answer.' },
  });
});
afterAll(() => t?.close());

async function createForm(workspace: WorkspaceFixture, form: Record<string, unknown>): Promise<any> {
  const created = await t.client(workspace).post(`${V2}/forms`, { body: { form } });
  expectOk(created, 201);
  return created.body.form;
}

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function hiddenInputs(html: string): Array<[string, string]> {
  return [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [unescape(match[1]), unescape(match[2])]);
}

const previewOf = (form: any) => `${form.attempt_url}/preview`;

function preview(form: any, cookie: string | null = memberCookie, query = ''): Promise<PageResponse> {
  return browse(t, `${previewOf(form)}${query}`, { headers: cookie ? { cookie } : {} });
}

/** A step of the preview, posted as a browser without JavaScript posts it (same origin, with the cookie). */
function step(form: any, page: PageResponse, controls: Array<[string, string]>, button: 'next' | 'back' = 'next', workspace = ws): Promise<PageResponse> {
  const body = new URLSearchParams([...controls, ...hiddenInputs(page.body), ['_website', ''], ['_action', button]]);
  return browse(t, previewOf(form), { form: body, headers: { cookie: memberCookie, origin: t.baseUrl(workspace) } });
}

const BANNER = '<strong>Preview: answers are not stored.</strong>';

async function storedSubmissions(workspace: WorkspaceFixture, formId: string): Promise<number> {
  const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM submissions WHERE workspace_id = $1 AND form_id = $2`, [workspace.id, formId]);
  return row.n;
}

async function storedUploads(workspace: WorkspaceFixture, formId: string): Promise<number> {
  const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM uploads WHERE workspace_id = $1 AND form_id = $2`, [workspace.id, formId]);
  return row.n;
}

async function storedViews(workspace: WorkspaceFixture, formId: string): Promise<number> {
  const [row] = await t.dataSource.query(`SELECT coalesce(sum(views), 0)::int AS views FROM form_views_hourly WHERE workspace_id = $1 AND form_id = $2`, [
    workspace.id,
    formId,
  ]);
  return row.views;
}

describe('the preview of a draft', () => {
  it('shows a member the fill page with its questions under the banner, where the public page says it is closed', async () => {
    const closed = await browse(t, draft.attempt_url);
    expect(closed.body).toContain('This form is not accepting responses.');
    expect(closed.body).not.toContain('id="q-your_name"');

    const page = await preview(draft, memberCookie, '?utm_source=newsletter');
    expect(page.status).toBe(200);
    expect(page.body).toContain(BANNER);
    expect(page.body).toContain('<h1>Team survey</h1>');
    expect(page.body).toContain('<p class="progress">Page 1 of 2</p>');
    expect(page.body).toContain('id="q-your_name"');
    expect(page.body).toContain('id="q-plan-1"');
    // It posts to the preview, never to the page that stores.
    expect(page.body).toContain(`<form method="post" action="/forms/${draft.id}/preview">`);
    expect(hiddenInputs(page.body)).toEqual([['_page', '1'], ['utm_source', 'newsletter']]);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-inline\'; script');
  });

  it('without a session is the sign-in page, which leads back to the form in the console', async () => {
    const page = await preview(draft, null);
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe(`${t.baseUrl(ws)}/sign-in?next=${encodeURIComponent(`/console/forms/${draft.id}`)}`);
    expect(page.body).not.toContain('Your name');
    const forged = await preview(draft, 'fs_session=not-a-session');
    expect(forged.status).toBe(303);
    const posted = await browse(t, previewOf(draft), { form: 'your_name=Ada', headers: { origin: t.baseUrl(ws) } });
    expect(posted.status).toBe(303);
  });

  it('with a session of another workspace is not a session here', async () => {
    const outsider = await t.workspaces.signIn(other, other.adminEmail);
    const page = await preview(draft, outsider);
    expect(page.status).toBe(303);
    expect(page.body).not.toContain('Your name');
    // Nor does a member preview another workspace's form on their own host.
    const theirs = await createForm(other, { title: 'Theirs', questions: [{ kind: 'short_text', label: 'Secret question' }] });
    const crossed = await browse(t, `${t.baseUrl(ws)}/forms/${theirs.id}/preview`, { headers: { cookie: memberCookie } });
    expect(crossed.status).toBe(404);
    expect(crossed.body).not.toContain('Secret question');
  });

  it('steps through the pages, checks each as the real page does, and ends with the thank-you message without storing anything', async () => {
    const first = await preview(draft, memberCookie, '?utm_source=newsletter');
    const refused = await step(draft, first, [['plan', 'Pro']]);
    expect(refused.status).toBe(422);
    expect(refused.body).toContain(BANNER);
    expect(refused.body).toContain('<p class="error" id="q-your_name-error">This answer is required.</p>');

    const second = await step(draft, refused, [['your_name', 'Ada'], ['plan', 'Pro']]);
    expect(second.status).toBe(200);
    expect(second.body).toContain(BANNER);
    expect(second.body).toContain('<p class="progress">Page 2 of 3</p>');
    expect(second.body).toContain('<h2 class="page-title">Your team</h2>');
    // The same-page logic comes with the page's own script, as on the real page.
    expect(second.body).toMatch(/<script src="\/fill-page\.js\?v=[0-9a-f]{12}"><\/script>/);

    const back = await step(draft, second, [['seats', '3']], 'back');
    expect(back.body).toContain('<p class="progress">Page 1 of 3</p>');
    const again = await step(draft, back, [['your_name', 'Ada'], ['plan', 'Pro']]);
    const third = await step(draft, again, [['seats', '3']]);
    expect(third.body).toContain('<p class="progress">Page 3 of 3</p>');
    expect(third.body).toContain('id="q-comments"');

    const end = await step(draft, third, [['contact_email', 'ada@example.com']]);
    expect(end.status).toBe(200);
    expect(end.body).toContain(BANNER);
    expect(end.body).toContain('<p role="status">Thanks, we read every answer.</p>');
    expect(end.headers['cache-control']).toBe('no-store');
    expect(await storedSubmissions(ws, draft.id)).toBe(0);
    const listed = await t.client(ws).get(`${V2}/forms/${draft.id}`);
    expect(listed.body.form.submissions_count).toBe(0);
  });

  it('refuses a step posted from another site', async () => {
    const first = await preview(draft);
    const body = new URLSearchParams([['your_name', 'Ada'], ['plan', 'Pro'], ...hiddenInputs(first.body), ['_action', 'next']]);
    const crossSite = await browse(t, previewOf(draft), { form: body, headers: { cookie: memberCookie, origin: 'http://evil.example' } });
    expect(crossSite.status).toBe(403);
  });

  it("cannot be framed by another site, only by the workspace's own pages (the console's Share previews), on every answer, while the fill page itself stays embeddable", async () => {
    const first = await preview(draft);
    const answers = [
      first,
      await step(draft, first, [['your_name', 'Ada'], ['plan', 'Pro']]),
      await preview(draft, null),
      await browse(t, previewOf(draft), { form: 'your_name=Ada', headers: { cookie: memberCookie, origin: 'http://evil.example' } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 303, 403]);
    for (const answer of answers) {
      expect(String(answer.headers['content-security-policy'])).toMatch(/; frame-ancestors 'self'$/);
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    // The console that frames it allows frames of its own origin (default-src 'self', nothing narrower),
    // and is itself framed by nobody.
    const consolePage = await browse(t, `${t.baseUrl(ws)}/console/forms`);
    const consolePolicy = String(consolePage.headers['content-security-policy']);
    expect(consolePolicy).toMatch(/^default-src 'self';/);
    expect(consolePolicy).not.toMatch(/frame-src|child-src/);
    expect(consolePolicy).toContain("frame-ancestors 'none'");
    const fillPage = await browse(t, draft.attempt_url);
    expect(String(fillPage.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(fillPage.headers['x-frame-options']).toBeUndefined();
  });
});

describe('the preview of a form with a file question', () => {
  it('checks the file as the real page does, carries it to the next page, and keeps no upload', async () => {
    const form = await createForm(ws, {
      title: 'Apply',
      questions: [
        { kind: 'file_upload', label: 'CV', required: true, max_size_mb: 1, accepted_types: ['.pdf', '.txt'] },
        { kind: 'page_break', label: 'Contact' },
        { kind: 'email', label: 'Contact email', slug: 'contact_email', required: true },
      ],
    });
    const first = await preview(form);
    expect(first.body).toContain(`<form method="post" action="/forms/${form.id}/preview" enctype="multipart/form-data">`);
    expect(first.body).toContain('accept=".pdf,.txt"');
    const send = (page: PageResponse | { text: string }, parts: MultipartPart[]) => {
      const html = 'text' in page ? page.text : page.body;
      const hidden = hiddenInputs(html).map(([name, value]) => ({ name, value }));
      return postMultipart(t, t.hostOf(ws), `/forms/${form.id}/preview`, [...parts, ...hidden, { name: '_website', value: '' }, { name: '_action', value: 'next' }], {
        headers: { accept: 'text/html', cookie: memberCookie, origin: t.baseUrl(ws) },
      });
    };
    const wrongType = await send(first, [{ name: 'cv', fileName: 'cv.exe', data: Buffer.from('MZ') }]);
    expect(wrongType.status).toBe(422);
    expect(wrongType.text).toContain('This answer must be a file ending in one of: .pdf, .txt.');
    const tooLarge = await send(first, [{ name: 'cv', fileName: 'cv.pdf', data: Buffer.alloc(1024 * 1024 + 1, 1) }]);
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.text).toContain('This answer must be a file of at most 1 MB.');

    const second = await send(first, [{ name: 'cv', fileName: 'cv.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4 preview') }]);
    expect(second.status).toBe(200);
    expect(second.text).toContain('<p class="progress">Page 2 of 2</p>');
    expect(hiddenInputs(second.text).find(([name]) => name === 'cv')?.[1]).toMatch(/^[0-9a-f-]{36}$/);
    // The submission limit of respondents is one per minute here: a preview is not counted against it.
    const end = await send(second, [{ name: 'contact_email', value: 'ada@example.com' }]);
    expect(end.status).toBe(200);
    expect(end.text).toContain('Thank you! Your answers have been sent.');
    const endAgain = await send(second, [{ name: 'contact_email', value: 'ada@example.com' }]);
    expect(endAgain.status).toBe(200);
    expect(await storedUploads(ws, form.id)).toBe(0);
    expect(await storedSubmissions(ws, form.id)).toBe(0);
  });
});

describe('what a preview never counts', () => {
  it('counts no view and stays out of respondents’ per-client budget, which the public page still reaches', async () => {
    const fresh = await t.workspaces.create({ name: 'Budget Co', members: ['kim@example.com'] });
    const cookie = await t.workspaces.signIn(fresh, 'kim@example.com');
    const form = await createForm(fresh, { title: 'Open one', questions: [{ kind: 'short_text', label: 'Your name' }] });
    expectOk(await t.client(fresh).patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: true } } }));

    for (let i = 0; i < PUBLIC_BUDGET * 3; i++) {
      const page = await preview(form, cookie);
      expect(page.status).toBe(200);
      expect(page.body).toContain(BANNER);
    }
    const posted = await browse(t, previewOf(form), { form: 'your_name=Ada&_action=next', headers: { cookie, origin: t.baseUrl(fresh) } });
    expect(posted.status).toBe(200);
    expect(posted.body).toContain(BANNER);
    // Respondents' budget is still whole: every one of its requests passes, and the next is refused.
    for (let i = 0; i < PUBLIC_BUDGET; i++) expect((await browse(t, form.attempt_url)).status).toBe(200);
    expect((await browse(t, form.attempt_url)).status).toBe(429);

    // Only the public visits are views; the previews are not.
    const started = Date.now();
    while ((await storedViews(fresh, form.id)) < PUBLIC_BUDGET && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 4));
    expect(await storedViews(fresh, form.id)).toBe(PUBLIC_BUDGET);
    expect(await storedSubmissions(fresh, form.id)).toBe(0);
  });
});
