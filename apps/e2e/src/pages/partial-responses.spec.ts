import pino from 'pino';
import { Writable } from 'node:stream';
import { browse, type PageResponse } from '../collecting/support';
import { ConsoleCaller, loadConsoleContract } from '../console/support';
import { expectError } from '../support/expectations';
import { outboxSettled } from '../support/outbox';
import { V2 } from '../support/operations';
import { startTestApp, type TestApp } from '../support/test-app';
import { WebhookReceiver } from '../support/webhook-receiver';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { threePageForm, valuesOf } from './support';
import { postMultipart } from '../uploads/support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// Partial responses, stored by the fill page's steps exactly as a browser without JavaScript posts them
// (every hidden input of the page, the honeypot, the controls and the button pressed), then read and
// erased through v2 and the console.

jest.setTimeout(120_000);

let t: TestApp;
let ws: WorkspaceFixture;
let other: WorkspaceFixture;
let receiver: WebhookReceiver;
// Every line the app logs, at every level: the link to continue later must never be among them.
const logged: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString('utf8'));
    done();
  },
});

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_RATE_LIMIT: '0', SUBMISSION_RATE_LIMIT: '0', WEBHOOK_ALLOW_PRIVATE: 'true', LOG_LEVEL: 'verbose' }, undefined, {
    log: pino({ level: 'trace' }, sink),
  });
  receiver = await WebhookReceiver.start();
  ws = await t.workspaces.create({ members: ['standard-partial@example.com'] });
  other = await t.workspaces.create();
  const hook = await t.client(ws).post(`${V2}/webhooks`, { body: { webhook: { url: receiver.url, events: ['submission.created'] } } });
  expect(hook.status).toBe(201);
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function hiddenInputs(html: string): Array<[string, string]> {
  return [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [unescape(match[1]), unescape(match[2])]);
}

function post(url: string, page: PageResponse, controls: Array<[string, string]>, button: 'next' | 'back' = 'next'): Promise<PageResponse> {
  return browse(t, url, { form: new URLSearchParams([...controls, ...hiddenInputs(page.body), ['_website', ''], ['_action', button]]) });
}

const progress = (page: PageResponse) => /<p class="progress">Page (\d+) of (\d+)<\/p>/.exec(page.body)?.slice(1).join('/');
const partialsOf = (formId: string) => `${V2}/forms/${formId}/partial_responses`;

async function keeping(formId: string, on: boolean, days?: number): Promise<void> {
  const settings = { save_partial_responses: on, ...(days === undefined ? {} : { partial_response_days: days }) };
  const changed = await t.client(ws).patch(`${V2}/forms/${formId}`, { body: { form: { settings } } });
  expect([changed.status, changed.body.form?.settings?.save_partial_responses]).toEqual([200, on]);
}

async function storedRows(formId: string): Promise<number> {
  const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM partial_responses WHERE form_id = $1`, [formId]);
  return row.n;
}

async function list(formId: string, workspace = ws): Promise<any> {
  const response = await t.client(workspace).get(partialsOf(formId));
  expect(response.status).toBe(200);
  return response.body;
}

/** Answers page 1 (Pro) and page 2 of THREE_PAGES: the visit stops on page 3. */
async function stopOnPage3(url: string): Promise<PageResponse> {
  const page1 = await browse(t, url);
  const page2 = await post(url, page1, [['your_name', 'Grace'], ['plan', 'Pro']]);
  expect(progress(page2)).toBe('2/3');
  const page3 = await post(url, page2, [['seats', '5']]);
  expect([page3.status, progress(page3)]).toEqual([200, '3/3']);
  return page3;
}

describe('partial responses of the fill page', () => {
  it('are off by default: the settings say so, and steps store nothing', async () => {
    const form = await threePageForm(t.client(ws), 'Off by default');
    expect(form.settings).toMatchObject({ save_partial_responses: false, partial_response_days: 30 });
    await stopOnPage3(form.attempt_url);
    expect(await storedRows(form.id)).toBe(0);
    expect((await list(form.id)).partial_responses).toEqual([]);
  });

  it('keep one row per visit, replaced at each step, never a submission nor a webhook, and become the submission when the visit submits', async () => {
    const form = await threePageForm(t.client(ws), 'Kept');
    await keeping(form.id, true);
    const url = form.attempt_url as string;

    // Opening the first page stores nothing; the first step stores the visit's answers so far.
    const page1 = await browse(t, url);
    expect(await storedRows(form.id)).toBe(0);
    const page2 = await post(url, page1, [['your_name', 'Grace'], ['plan', 'Pro']]);
    let shown = (await list(form.id)).partial_responses;
    expect(shown).toEqual([
      {
        id: expect.any(String),
        created_at: expect.any(String),
        updated_at: expect.any(String),
        last_page: 2,
        responses: [
          { id: expect.any(String), label: 'Your name', position: 1, kind: 'short_text', slug: 'your_name', value: 'Grace' },
          { id: expect.any(String), label: 'Plan', position: 2, kind: 'single_choice', slug: 'plan', value: 'Pro' },
        ],
      },
    ]);
    const id = shown[0].id;

    // The next step replaces it: the same id, the page reached, one more answer.
    const page3 = await post(url, page2, [['seats', '5']]);
    expect(progress(page3)).toBe('3/3');
    shown = (await list(form.id)).partial_responses;
    expect(shown.map((partial: any) => [partial.id, partial.last_page, partial.responses.map((response: any) => response.slug)])).toEqual([
      [id, 3, ['your_name', 'plan', 'seats']],
    ]);
    expect(await storedRows(form.id)).toBe(1);
    const one = await t.client(ws).get(`${partialsOf(form.id)}/${id}`);
    expect([one.status, one.body.partial_response]).toEqual([200, shown[0]]);

    // Not a submission: no count, no list entry, no webhook.
    const submissions = await t.client(ws).get(`${V2}/forms/${form.id}/submissions`);
    expect([submissions.body.total_count, (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.submissions_count]).toEqual([0, 0]);

    // The visit submits: one submission with every answer, and the partial response is gone.
    const done = await post(url, page3, [['contact_email', 'grace@example.com']]);
    expect(done.status).toBe(303);
    const stored = (await t.client(ws).get(`${V2}/forms/${form.id}/submissions`)).body;
    expect(stored.total_count).toBe(1);
    expect(valuesOf(stored.submissions[0])).toMatchObject({ your_name: 'Grace', plan: 'Pro', seats: '5', contact_email: 'grace@example.com' });
    expect(await storedRows(form.id)).toBe(0);
    expect((await list(form.id)).partial_responses).toEqual([]);
    expectError(await t.client(ws).get(`${partialsOf(form.id)}/${id}`), 404, 'Partial response not found');
    // Only the submission reached the webhook: the two steps before it sent nothing.
    const [delivery] = await receiver.waitFor(1);
    await outboxSettled(t.databaseUrl);
    expect(receiver.received).toHaveLength(1);
    expect(delivery.body).toContain(stored.submissions[0].id);
  });

  it('stay within their workspace and form: 404 for another workspace, another form or an unknown id', async () => {
    const form = await threePageForm(t.client(ws), 'Isolated');
    const twin = await threePageForm(t.client(ws), 'Twin');
    await keeping(form.id, true);
    await stopOnPage3(form.attempt_url);
    const [partial] = (await list(form.id)).partial_responses;

    expectError(await t.client(other).get(partialsOf(form.id)), 404, 'Form not found');
    expectError(await t.client(other).get(`${partialsOf(form.id)}/${partial.id}`), 404, 'Form not found');
    expectError(await t.client(other).delete(`${partialsOf(form.id)}/${partial.id}`), 404, 'Form not found');
    expectError(await t.client(ws).get(`${partialsOf(twin.id)}/${partial.id}`), 404, 'Partial response not found');
    expectError(await t.client(ws).delete(`${partialsOf(twin.id)}/${partial.id}`), 404, 'Partial response not found');
    expectError(await t.client(ws).get(`${partialsOf(form.id)}/not-an-id`), 404, 'Partial response not found');
    expectError(await t.client(ws).get(`${partialsOf(form.id)}`, { query: { since: 'yesterday' } }), 422, /^since must be a UTC timestamp/);
    expect(await storedRows(form.id)).toBe(1);
  });

  it('are erased at once through v2 and, by Admins only, through the console', async () => {
    const form = await threePageForm(t.client(ws), 'Erased');
    await keeping(form.id, true);
    await stopOnPage3(form.attempt_url);
    await stopOnPage3(form.attempt_url);
    const [first, second] = (await list(form.id)).partial_responses;
    expect((await list(form.id)).pagination.total_records).toBe(2);

    const erased = await t.client(ws).delete(`${partialsOf(form.id)}/${first.id}`);
    expect([erased.status, erased.body]).toEqual([200, { message: 'Partial response deleted' }]);
    expectError(await t.client(ws).delete(`${partialsOf(form.id)}/${first.id}`), 404, 'Partial response not found');

    const contract = await loadConsoleContract(t);
    const standard = new ConsoleCaller(t, contract, ws, { cookie: await t.workspaces.signIn(ws, 'standard-partial@example.com') });
    const admin = new ConsoleCaller(t, contract, ws, { cookie: await t.workspaces.signIn(ws, ws.adminEmail) });
    const listed = await standard.get(`/forms/${form.id}/partial_responses`);
    expect([listed.status, listed.body.partial_responses.map((partial: any) => partial.id)]).toEqual([200, [second.id]]);
    expect((await standard.delete(`/forms/${form.id}/partial_responses/${second.id}`)).status).toBe(403);
    const byAdmin = await admin.delete(`/forms/${form.id}/partial_responses/${second.id}`);
    expect([byAdmin.status, byAdmin.body]).toEqual([200, { message: 'Partial response deleted' }]);
    expect(await storedRows(form.id)).toBe(0);
  });

  it('are deleted when the setting is turned off, and after the form\'s days of keeping them', async () => {
    const form = await threePageForm(t.client(ws), 'Turned off');
    await keeping(form.id, true);
    await stopOnPage3(form.attempt_url);
    expect(await storedRows(form.id)).toBe(1);
    await keeping(form.id, false);
    expect(await storedRows(form.id)).toBe(0);
    // Off: a step stores nothing.
    await stopOnPage3(form.attempt_url);
    expect(await storedRows(form.id)).toBe(0);
    // Turned off by publishing a draft (as the console's builder does): the same.
    await keeping(form.id, true);
    await stopOnPage3(form.attempt_url);
    expect(await storedRows(form.id)).toBe(1);
    expect((await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { settings: { save_partial_responses: false } } } })).status).toBe(200);
    expect(await storedRows(form.id)).toBe(1);
    expect((await t.client(ws).post(`${V2}/forms/${form.id}/draft/publish`)).status).toBe(200);
    expect(await storedRows(form.id)).toBe(0);

    // Kept 2 days: one last changed 3 days ago goes at the next housekeeping, one of yesterday stays.
    await keeping(form.id, true, 2);
    await stopOnPage3(form.attempt_url);
    await stopOnPage3(form.attempt_url);
    const [recent, old] = (await list(form.id)).partial_responses;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.dataSource.query(`UPDATE partial_responses SET updated_at = $2 WHERE id = $1`, [recent.id, daysAgo(1)]);
    await t.dataSource.query(`UPDATE partial_responses SET updated_at = $2 WHERE id = $1`, [old.id, daysAgo(3)]);
    const never = new Date(0);
    await t.adapters.housekeeping.purge({
      signInAttemptsBefore: never,
      counterWindowsBefore: never,
      invitationSendsBefore: never,
      sessions: { endedBefore: never, lastSeenBefore: never, createdBefore: never },
      unusedUploadsBefore: never,
      uploadWindowsBefore: never,
      partialResponsesAt: new Date(),
    });
    expect((await list(form.id)).partial_responses.map((partial: any) => partial.id)).toEqual([recent.id]);
  });

  it('keep the files answered on an earlier page while they exist, and erase them with them', async () => {
    const created = await t.client(ws).post(`${V2}/forms`, {
      body: {
        form: {
          title: 'Files kept',
          questions: [
            { kind: 'short_text', label: 'Name', required: true },
            { kind: 'file_upload', label: 'CV', required: true },
            { kind: 'page_break', label: 'More' },
            { kind: 'email', label: 'Email', required: true },
          ],
          settings: { save_partial_responses: true },
        },
      },
    });
    expect(created.status).toBe(201);
    const form = (await t.client(ws).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } })).body.form;
    const uploaded = await postMultipart(t, t.hostOf(ws), `/forms/${form.id}/uploads`, [
      { name: 'question', value: 'cv' },
      { name: 'file', fileName: 'cv.txt', contentType: 'text/plain', data: Buffer.from('Ada, engineer') },
    ]);
    expect(uploaded.status).toBe(201);
    const uploadId = uploaded.body.upload.id as string;
    const page2 = await post(form.attempt_url, await browse(t, form.attempt_url), [['name', 'Ada'], ['cv', uploadId]]);
    expect(progress(page2)).toBe('2/2');
    const [partial] = (await list(form.id)).partial_responses;
    expect(partial.responses.map((response: any) => [response.slug, response.value])).toEqual([
      ['name', 'Ada'],
      ['cv', `${t.baseUrl(ws)}/api/external/v2/files/${uploadId}`],
    ]);

    // Housekeeping of unused uploads, however late, leaves the file of a partial response.
    const uploads = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM uploads WHERE id = $1`, [uploadId]))[0].n;
    const never = new Date(0);
    const purge = () =>
      t.adapters.housekeeping.purge({
        signInAttemptsBefore: never,
        counterWindowsBefore: never,
        invitationSendsBefore: never,
        sessions: { endedBefore: never, lastSeenBefore: never, createdBefore: never },
        unusedUploadsBefore: new Date(Date.now() + 3_600_000),
        uploadWindowsBefore: never,
        partialResponsesAt: never,
      });
    await purge();
    expect(await uploads()).toBe(1);
    // Erased, the partial response takes its file with it.
    expect((await t.client(ws).delete(`${partialsOf(form.id)}/${partial.id}`)).status).toBe(200);
    expect(await uploads()).toBe(0);
  });

  it('refuses a number of days outside 1 to 365', async () => {
    const form = await threePageForm(t.client(ws), 'Days');
    const refused = await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { settings: { partial_response_days: 0 } } } });
    expectError(refused, 422, 'form.settings.partial_response_days must be an integer from 1 to 365');
  });
});

const resumeLinkOf = (page: PageResponse) => /<a href="([^"]*\/resume\/[^"]*)">Continue later<\/a>/.exec(page.body)?.[1];

describe('continue later', () => {
  it('offers a link on every later page that, opened elsewhere, spends nothing, shows the last page with every earlier answer, and ends with the submission', async () => {
    const form = await threePageForm(t.client(ws), 'Continue later');
    await keeping(form.id, true);
    const url = form.attempt_url as string;

    const page1 = await browse(t, `${url}?utm_source=newsletter`);
    expect(resumeLinkOf(page1)).toBeUndefined();
    const page2 = await post(url, page1, [['your_name', 'Grace'], ['plan', 'Pro']]);
    const link = resumeLinkOf(page2)!;
    expect(link).toMatch(new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/resume/[A-Za-z0-9_-]{43}$`));
    const page3 = await post(url, page2, [['seats', '5']]);
    // The same link on every later page: one copied on page 2 still works.
    expect(resumeLinkOf(page3)).toBe(link);
    const [before] = (await list(form.id)).partial_responses;

    // Another browser: no cookie, nothing but the link. Opening it twice writes nothing.
    const resumed = await browse(t, link);
    expect([resumed.status, progress(resumed), resumed.headers['referrer-policy']]).toEqual([200, '3/3', 'no-referrer']);
    expect(resumed.body).toContain(`<form method="post" action="/forms/${form.id}"`);
    const carried = Object.fromEntries(hiddenInputs(resumed.body));
    expect(carried).toMatchObject({ your_name: 'Grace', plan: 'Pro', seats: '5', utm_source: 'newsletter', _page: '3' });
    expect(resumeLinkOf(resumed)).toBe(link);
    expect((await browse(t, link)).status).toBe(200);
    expect((await list(form.id)).partial_responses).toEqual([before]);

    // Submitting from there stores one submission with every answer and ends the link.
    const done = await post(url, resumed, [['contact_email', 'grace@example.com'], ['comments', 'From the link']]);
    expect(done.status).toBe(303);
    const stored = (await t.client(ws).get(`${V2}/forms/${form.id}/submissions`)).body;
    expect(stored.total_count).toBe(1);
    expect(valuesOf(stored.submissions[0])).toMatchObject({ your_name: 'Grace', plan: 'Pro', seats: '5', contact_email: 'grace@example.com', comments: 'From the link' });
    expect(await storedRows(form.id)).toBe(0);
    const ended = await browse(t, link);
    expect(ended.status).toBe(404);
    expect(ended.body).toContain('already sent');
    expect(ended.body).toContain(`href="${url}"`);

    // Never in the logs.
    const token = link.split('/resume/')[1];
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => line.includes(token))).toEqual([]);
  });

  it('answers an unknown or malformed token with the 404 page, and shows no link while the form keeps nothing', async () => {
    const form = await threePageForm(t.client(ws), 'No link');
    const url = form.attempt_url as string;
    expect((await browse(t, `${url}/resume/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await browse(t, `${url}/resume/short`)).status).toBe(404);
    const page2 = await post(url, await browse(t, url), [['your_name', 'Ada'], ['plan', 'Pro']]);
    expect(progress(page2)).toBe('2/3');
    expect(resumeLinkOf(page2)).toBeUndefined();
  });
});
