import { browse, type PageResponse } from '../collecting/support';
import { ConsoleCaller, loadConsoleContract } from '../console/support';
import { expectError } from '../support/expectations';
import { V2 } from '../support/operations';
import { startTestApp, type TestApp } from '../support/test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { threePageForm } from '../pages/support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// The funnel of a form with pages, counted from the fill page posted exactly as a browser without
// JavaScript posts it: every hidden input of the page, the honeypot, the controls and the button pressed.
// The counts are noted in each replica's memory and written every VIEW_FLUSH_INTERVAL_MS, like views.

jest.setTimeout(120_000);

const FLUSH_MS = 200;
const QUIET = { PUBLIC_RATE_LIMIT: '0', SUBMISSION_RATE_LIMIT: '0', VIEW_FLUSH_INTERVAL_MS: String(FLUSH_MS) };

let t: TestApp;
let ws: WorkspaceFixture;
let other: WorkspaceFixture;

beforeAll(async () => {
  t = await startTestApp(QUIET);
  ws = await t.workspaces.create();
  other = await t.workspaces.create();
});
afterAll(() => t?.close());

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function hiddenInputs(html: string): Array<[string, string]> {
  return [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [unescape(match[1]), unescape(match[2])]);
}

/** A browser without JavaScript pressing `button` on `page` after answering `controls`. */
function post(t: TestApp, url: string, page: PageResponse, controls: Array<[string, string]>, button: 'next' | 'back' = 'next'): Promise<PageResponse> {
  return browse(t, url, { form: new URLSearchParams([...controls, ...hiddenInputs(page.body), ['_website', ''], ['_action', button]]) });
}

const progress = (page: PageResponse) => /<p class="progress">Page (\d+) of (\d+)<\/p>/.exec(page.body)?.slice(1).join('/');

const funnelOf = (formId: string) => `${V2}/forms/${formId}/funnel`;

async function funnel(workspace: WorkspaceFixture, formId: string, query: Record<string, string> = {}): Promise<any> {
  const response = await t.client(workspace).get(funnelOf(formId), { query });
  expect(response.status).toBe(200);
  return response.body.funnel;
}

const reachedOf = (shown: any) => [...shown.steps.map((step: any) => step.reached), shown.submitted];

/** Waits until the funnel shows `expected` (reached per page, then submitted), or the deadline passes. */
async function funnelReaches(workspace: WorkspaceFixture, formId: string, expected: number[], deadlineMs = 5_000): Promise<any> {
  const started = Date.now();
  for (;;) {
    const shown = await funnel(workspace, formId);
    if (JSON.stringify(reachedOf(shown)) === JSON.stringify(expected) || Date.now() - started > deadlineMs) return shown;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /forms/{form_id}/funnel', () => {
  it('counts views, the pages reached through the no-JS steps (a skipped page not reached, Back and forward once per visit) and the page submissions', async () => {
    const form = await threePageForm(t.client(ws), 'Funnel form');
    const url = form.attempt_url as string;
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);

    // Basic: the team page is skipped, straight to the last page, then the submission.
    const basic1 = await browse(t, url);
    expect(progress(basic1)).toBe('1/2');
    const basic3 = await post(t, url, basic1, [['your_name', 'Ada'], ['plan', 'Basic']]);
    expect([basic3.status, progress(basic3)]).toEqual([200, '2/2']);
    const basicDone = await post(t, url, basic3, [['contact_email', 'ada@example.com']]);
    expect(basicDone.status).toBe(303);

    // Pro: the team page, the last page, Back twice to the first, forward twice again, then the submission.
    const pro1 = await browse(t, url);
    const pro2 = await post(t, url, pro1, [['your_name', 'Grace'], ['plan', 'Pro']]);
    expect(progress(pro2)).toBe('2/3');
    const pro3 = await post(t, url, pro2, [['seats', '5']]);
    expect(progress(pro3)).toBe('3/3');
    const back2 = await post(t, url, pro3, [['contact_email', 'grace@example.com']], 'back');
    expect(progress(back2)).toBe('2/3');
    const back1 = await post(t, url, back2, [['seats', '5']], 'back');
    expect(progress(back1)).toBe('1/3');
    const again2 = await post(t, url, back1, [['your_name', 'Grace'], ['plan', 'Pro']]);
    expect(progress(again2)).toBe('2/3');
    const again3 = await post(t, url, again2, [['seats', '5']]);
    expect(progress(again3)).toBe('3/3');
    expect((await post(t, url, again3, [['contact_email', 'grace@example.com']])).status).toBe(303);

    // Pro again: a first post with a problem shows page 1 again (nothing reached), then the team page, then gone.
    const left1 = await browse(t, url);
    const refused = await post(t, url, left1, [['plan', 'Pro']]);
    expect([refused.status, progress(refused)]).toEqual([422, '1/3']);
    const left2 = await post(t, url, refused, [['your_name', 'Alan'], ['plan', 'Pro']]);
    expect(progress(left2)).toBe('2/3');

    // A JSON submission has no pages: not in the funnel.
    const json = await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, {
      body: { responses: { your_name: 'Json', plan: 'Basic', contact_email: 'json@example.com' } },
    });
    expect(json.status).toBe(201);

    const shown = await funnelReaches(ws, form.id, [3, 2, 2, 2]);
    expect(shown).toEqual({
      form_id: form.id,
      since: expect.any(String),
      until: new Date(hour.getTime() + 3_600_000).toISOString().replace('.000Z', 'Z'),
      steps: [
        { page: 1, title: 'Funnel form', reached: 3 },
        { page: 2, title: 'Your team', reached: 2 },
        { page: 3, title: 'Last words', reached: 2 },
      ],
      submitted: 2,
    });
    // The same hours as analytics: the first page's figure is the views.
    const iso = (at: Date) => at.toISOString().replace('.000Z', 'Z');
    const thisHour = { since: iso(hour), until: iso(new Date(hour.getTime() + 3_600_000)) };
    const analytics = (await t.client(ws).get(`${V2}/forms/${form.id}/analytics`, { query: thisHour })).body.analytics;
    expect([analytics.views, analytics.submissions]).toEqual([3, 3]);
    // Counted per hour: a range ending where this hour starts has none of it; one from it, all.
    const before = await funnel(ws, form.id, { since: iso(new Date(hour.getTime() - 3_600_000)), until: iso(hour) });
    expect(reachedOf(before)).toEqual([0, 0, 0, 0]);
    const inHour = await funnel(ws, form.id, thisHour);
    expect([inHour.since, reachedOf(inHour)]).toEqual([iso(hour), [3, 2, 2, 2]]);

    // The console's twin answers the same, for any role.
    const member = new ConsoleCaller(t, await loadConsoleContract(t), ws, { cookie: await t.workspaces.signIn(ws, ws.adminEmail) });
    const fromConsole = await member.get(`/forms/${form.id}/funnel`);
    expect(fromConsole.status).toBe(200);
    expect(reachedOf(fromConsole.body.funnel)).toEqual([3, 2, 2, 2]);
  });

  it('believes no visit value edited or signed for another form: such a post counts as a new visit', async () => {
    const form = await threePageForm(t.client(ws), 'Forged');
    const twin = await threePageForm(t.client(ws), 'Twin');
    const url = form.attempt_url as string;
    const first = await browse(t, url);
    const second = await post(t, url, first, [['your_name', 'Ada'], ['plan', 'Pro']]);
    // The visit value of the second page, with page 2 counted, posted Back then forward: counted once.
    const back = await post(t, url, second, [['seats', '3']], 'back');
    expect((await post(t, url, back, [['your_name', 'Ada'], ['plan', 'Pro']])).status).toBe(200);
    // A value edited to claim page 2 was already counted is not believed: the post counts as a new visit.
    const visit = hiddenInputs(first.body).find(([name]) => name === '_visit')![1];
    const [id, , mac] = visit.split('.');
    const forged = new URLSearchParams([['your_name', 'Eve'], ['plan', 'Pro'], ['_version', '1'], ['_page', '1'], ['_visit', `${id}.2.${mac}`], ['_website', ''], ['_action', 'next']]);
    expect((await browse(t, url, { form: forged })).status).toBe(200);
    // The twin form's first page carries its own visit value: on this form it is a new visit too.
    const twinVisit = hiddenInputs((await browse(t, twin.attempt_url)).body).find(([name]) => name === '_visit')![1];
    const replayed = new URLSearchParams([['your_name', 'Eve'], ['plan', 'Pro'], ['_version', '1'], ['_page', '1'], ['_visit', twinVisit], ['_website', ''], ['_action', 'next']]);
    expect((await browse(t, url, { form: replayed })).status).toBe(200);
    expect(reachedOf(await funnelReaches(ws, form.id, [1, 3, 0, 0]))).toEqual([1, 3, 0, 0]);
  });

  it('has one step for a form without pages; another workspace can neither read it nor see its counts; bad ranges are 422', async () => {
    const single = (await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'One page', questions: [{ kind: 'short_text', label: 'Name' }] } } })).body.form;
    expect((await t.client(ws).patch(`${V2}/forms/${single.id}`, { body: { form: { is_published: true } } })).status).toBe(200);
    expect((await browse(t, single.attempt_url)).status).toBe(200);
    expect((await browse(t, single.attempt_url, { form: new URLSearchParams([['name', 'Ada'], ['_version', '1'], ['_website', '']]) })).status).toBe(303);
    const shown = await funnelReaches(ws, single.id, [1, 1]);
    expect([shown.steps, shown.submitted]).toEqual([[{ page: 1, title: 'One page', reached: 1 }], 1]);

    // The other workspace's own form with pages, stepped through: its counts stay its own.
    const theirs = await threePageForm(t.client(other), 'Theirs');
    const theirFirst = await browse(t, theirs.attempt_url);
    expect(progress(await post(t, theirs.attempt_url, theirFirst, [['your_name', 'Bo'], ['plan', 'Pro']]))).toBe('2/3');
    expect(reachedOf(await funnelReaches(other, theirs.id, [1, 1, 0, 0]))).toEqual([1, 1, 0, 0]);
    expectError(await t.client(other).get(funnelOf(single.id)), 404, 'Form not found');
    expectError(await t.client(ws).get(funnelOf(theirs.id)), 404, 'Form not found');
    expectError(await t.client(ws).get(funnelOf('not-a-form')), 404, 'Form not found');
    expectError(await t.client(ws).get(funnelOf(single.id), { query: { since: '2026-03-02T00:00:00Z', until: '2026-03-01T00:00:00Z' } }), 422, 'since must not be later than until');
    expectError(await t.client(ws).get(funnelOf(single.id), { query: { since: 'yesterday' } }), 422, /^since must be a UTC timestamp/);
  });

  it('sums the steps of two replicas on the same database', async () => {
    const second = await startTestApp(QUIET, t);
    try {
      const form = await threePageForm(t.client(ws), 'Two replicas');
      const onSecond = `http://${second.hostOf(ws)}${new URL(form.attempt_url).pathname}`;
      // The first page from one replica, the next step posted to the other: the visit value is good on both.
      const first = await browse(t, form.attempt_url);
      expect(progress(await post(second, onSecond, first, [['your_name', 'Ada'], ['plan', 'Pro']]))).toBe('2/3');
      const other1 = await browse(second, onSecond);
      expect(progress(await post(t, form.attempt_url, other1, [['your_name', 'Bo'], ['plan', 'Pro']]))).toBe('2/3');
      expect(reachedOf(await funnelReaches(ws, form.id, [2, 2, 0, 0]))).toEqual([2, 2, 0, 0]);
    } finally {
      await second.close();
    }
  });
});
