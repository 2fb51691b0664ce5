import { browse, publishedForm } from '../collecting/support';
import { ConsoleCaller, expectFieldError, loadConsoleContract } from '../console/support';
import { expectError } from '../support/expectations';
import { V2 } from '../support/operations';
import { startTestApp, type TestApp } from '../support/test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';
// The demo workspace belongs to the api app (it is made on a first start); the suite makes it the same way.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createDemoWorkspace, SHOWCASE_TITLE } from '../../../api/src/demo/demo-workspace';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// Views are counted in each replica's memory and added to the database every VIEW_FLUSH_INTERVAL_MS;
// analytics read them back beside the submissions, kept per UTC hour and answered per UTC day.

jest.setTimeout(90_000);

const FLUSH_MS = 200;
const QUIET = { PUBLIC_RATE_LIMIT: '0', SUBMISSION_RATE_LIMIT: '0' };

let t: TestApp;
let ws: WorkspaceFixture;
let other: WorkspaceFixture;

beforeAll(async () => {
  t = await startTestApp({ ...QUIET, VIEW_FLUSH_INTERVAL_MS: String(FLUSH_MS) });
  ws = await t.workspaces.create({ members: ['sam@example.com'] });
  other = await t.workspaces.create();
});
afterAll(() => t?.close());

const analyticsOf = (formId: string) => `${V2}/forms/${formId}/analytics`;

async function analytics(formId: string, query: Record<string, string> = {}): Promise<any> {
  const response = await t.client(ws).get(analyticsOf(formId), { query });
  expect(response.status).toBe(200);
  return response.body.analytics;
}

/** The views the database holds for the form, read straight from the table (what every replica has added). */
async function storedViews(formId: string): Promise<number> {
  const [row] = await t.dataSource.query(`SELECT coalesce(sum(views), 0)::int AS views FROM form_views_hourly WHERE workspace_id = $1 AND form_id = $2`, [
    ws.id,
    formId,
  ]);
  return row.views;
}

/** Waits until the stored views reach `expected` (or the deadline passes); returns how long it took. */
async function viewsReach(formId: string, expected: number, deadlineMs = 5_000): Promise<number> {
  const started = Date.now();
  while ((await storedViews(formId)) < expected && Date.now() - started < deadlineMs) await new Promise((resolve) => setTimeout(resolve, 20));
  return Date.now() - started;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 4));

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

describe('views of the fill page', () => {
  it('counts a GET of a page showing an open form; HEAD, prefetches, the thank-you page, error pages and a closed form do not count', async () => {
    const open = await publishedForm(t.client(ws));
    const closed = (await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Draft, not open' } } })).body.form;
    const page = open.attempt_url as string;

    expect((await browse(t, page)).status).toBe(200);
    expect((await browse(t, `${page}?utm_source=newsletter`)).status).toBe(200);
    expect((await browse(t, page, { method: 'HEAD' })).status).toBe(200);
    expect((await browse(t, page, { headers: { 'Sec-Purpose': 'prefetch' } })).status).toBe(200);
    expect((await browse(t, page, { headers: { 'Sec-Purpose': 'prefetch;prerender' } })).status).toBe(200);
    expect((await browse(t, page, { headers: { Purpose: 'prefetch' } })).status).toBe(200);
    expect((await browse(t, `${page}/thank-you`)).status).toBe(200);
    // A post with problems shows the form again, as an error page (422): not a view.
    expect((await browse(t, page, { form: new URLSearchParams({ your_name: '' }) })).status).toBe(422);
    const notAccepting = await browse(t, closed.attempt_url);
    expect([notAccepting.status, notAccepting.body.includes('This form is not accepting responses.')]).toEqual([200, true]);
    // The same form on another workspace's host is not found: not a view either.
    const { pathname } = new URL(page);
    expect((await browse(t, `${t.baseUrl(other)}${pathname}`)).status).toBe(404);

    await viewsReach(open.id, 2);
    await settle();
    expect(await storedViews(open.id)).toBe(2);
    expect(await storedViews(closed.id)).toBe(0);
    const shown = await analytics(open.id);
    expect([shown.views, shown.submissions, shown.completion_rate]).toEqual([2, 0, 0]);
    expect(shown.days[shown.days.length - 1]).toEqual({ date: todayUtc(), views: 2, submissions: 0 });
    expect((await analytics(closed.id)).views).toBe(0);
  });

  it('reaches the database within the flush interval', async () => {
    const form = await publishedForm(t.client(ws));
    expect((await browse(t, form.attempt_url)).status).toBe(200);
    const took = await viewsReach(form.id, 1);
    expect(await storedViews(form.id)).toBe(1);
    // The interval plus the time of one statement on a busy machine.
    expect(took).toBeLessThanOrEqual(FLUSH_MS + 1_000);
  });

  it('sums the views of two replicas on the same database', async () => {
    const second = await startTestApp({ ...QUIET, VIEW_FLUSH_INTERVAL_MS: String(FLUSH_MS) }, t);
    try {
      const form = await publishedForm(t.client(ws));
      const { pathname } = new URL(form.attempt_url);
      const onSecond = `http://${second.hostOf(ws)}${pathname}`;
      const visits = [
        ...Array.from({ length: 7 }, () => browse(t, form.attempt_url)),
        ...Array.from({ length: 5 }, () => browse(second, onSecond)),
      ];
      expect((await Promise.all(visits)).map((visit) => visit.status)).toEqual(Array(12).fill(200));
      await viewsReach(form.id, 12);
      await settle();
      expect(await storedViews(form.id)).toBe(12);
      const response = await second.client(ws).get(analyticsOf(form.id));
      expect(response.body.analytics.views).toBe(12);
    } finally {
      await second.close();
    }
  });

  it('no write while the page is answered: a replica that stops writes the views it still held (flushes on shutdown)', async () => {
    // A replica whose timer would not flush for 10 seconds: only its shutdown can write these views.
    const second = await startTestApp({ ...QUIET, VIEW_FLUSH_INTERVAL_MS: '10000' }, t);
    const form = await publishedForm(t.client(ws));
    const onSecond = `http://${second.hostOf(ws)}${new URL(form.attempt_url).pathname}`;
    try {
      for (let visit = 0; visit < 4; visit++) expect((await browse(second, onSecond)).status).toBe(200);
      await settle();
      expect(await storedViews(form.id)).toBe(0);
    } finally {
      await second.close();
    }
    expect(await storedViews(form.id)).toBe(4);
  });

  it('VIEW_COUNTING=off counts nothing', async () => {
    const second = await startTestApp({ ...QUIET, VIEW_COUNTING: 'off', VIEW_FLUSH_INTERVAL_MS: String(FLUSH_MS) }, t);
    const form = await publishedForm(t.client(ws));
    try {
      expect((await browse(second, `http://${second.hostOf(ws)}${new URL(form.attempt_url).pathname}`)).status).toBe(200);
      await settle();
    } finally {
      await second.close();
    }
    expect(await storedViews(form.id)).toBe(0);
  });

  it('deleting a form removes its views', async () => {
    const form = await publishedForm(t.client(ws));
    await browse(t, form.attempt_url);
    await viewsReach(form.id, 1);
    expect(await storedViews(form.id)).toBe(1);
    const admin = new ConsoleCaller(t, await loadConsoleContract(t), ws, { cookie: await t.workspaces.signIn(ws, ws.adminEmail) });
    expect((await admin.delete(`/forms/${form.id}`)).status).toBe(200);
    expect(await storedViews(form.id)).toBe(0);
    expectError(await t.client(ws).get(analyticsOf(form.id)), 404, 'Form not found');
  });
});

describe('GET /forms/{form_id}/analytics', () => {
  let formId: string;

  /** Submissions at chosen instants, and views in chosen hours, written as fixtures. */
  beforeAll(async () => {
    [formId] = await t.workspaces.seed(ws, 1, 4);
    const instants = ['2026-03-01T23:59:59Z', '2026-03-02T00:00:00Z', '2026-03-02T00:00:00Z', '2026-03-04T12:00:00Z'];
    const ids: { id: string }[] = await t.dataSource.query(`SELECT id FROM submissions WHERE workspace_id = $1 AND form_id = $2 ORDER BY position`, [
      ws.id,
      formId,
    ]);
    for (const [index, { id }] of ids.entries()) {
      await t.dataSource.query(`UPDATE submissions SET created_at = $3 WHERE workspace_id = $1 AND id = $2`, [ws.id, id, instants[index]]);
    }
    await t.dataSource.query(
      `INSERT INTO form_views_hourly (workspace_id, form_id, hour, views)
       VALUES ($1, $2, '2026-03-01T23:00:00Z', 5), ($1, $2, '2026-03-03T00:00:00Z', 2), ($1, $2, '2026-02-28T00:00:00Z', 40)`,
      [ws.id, formId],
    );
  });

  it('answers every UTC day the range touches, oldest first, zeros included; since inclusive, until exclusive', async () => {
    const response = await t.client(ws).get(analyticsOf(formId), { query: { since: '2026-03-01T12:00:00Z', until: '2026-03-04T12:00:00Z' } });
    expect(response.status).toBe(200);
    expect(response.headers['etag']).toMatch(/^"[\x21\x23-\x7e]+"$/);
    expect(response.body).toEqual({
      analytics: {
        form_id: formId,
        since: '2026-03-01T12:00:00Z',
        until: '2026-03-04T12:00:00Z',
        views_since: '2026-03-01T12:00:00Z',
        views_until: '2026-03-04T12:00:00Z',
        views: 7,
        submissions: 3,
        completion_rate: 0.429,
        days: [
          { date: '2026-03-01', views: 5, submissions: 1 },
          { date: '2026-03-02', views: 0, submissions: 2 },
          { date: '2026-03-03', views: 2, submissions: 0 },
          { date: '2026-03-04', views: 0, submissions: 0 },
        ],
      },
    });
    const notModified = await t.client(ws).get(analyticsOf(formId), {
      query: { since: '2026-03-01T12:00:00Z', until: '2026-03-04T12:00:00Z' },
      headers: { 'If-None-Match': response.headers['etag']! },
    });
    expect(notModified.status).toBe(304);
  });

  it('puts a submission at midnight on the new day, and ends a range at midnight without the next day', async () => {
    const lastSecond = await analytics(formId, { since: '2026-03-01T23:59:59Z', until: '2026-03-02T00:00:00Z' });
    expect(lastSecond.days).toEqual([{ date: '2026-03-01', views: 5, submissions: 1 }]);
    expect([lastSecond.submissions, lastSecond.completion_rate]).toEqual([1, 0.2]);
    const midnight = await analytics(formId, { since: '2026-03-02T00:00:00Z', until: '2026-03-02T00:00:01Z' });
    expect(midnight.days).toEqual([{ date: '2026-03-02', views: 0, submissions: 2 }]);
    // Submissions without a single view: no rate to give.
    expect([midnight.views, midnight.submissions, midnight.completion_rate]).toEqual([0, 2, null]);
    const empty = await analytics(formId, { since: '2026-03-02T00:00:00Z', until: '2026-03-02T00:00:00Z' });
    expect([empty.days, empty.views, empty.submissions, empty.completion_rate]).toEqual([[], 0, 0, null]);
  });

  it('counts the views of whole UTC hours: since rounded down, until rounded up, and rates the submissions of those hours', async () => {
    const [hourly] = await t.workspaces.seed(ws, 1, 3);
    const ids: { id: string }[] = await t.dataSource.query(`SELECT id FROM submissions WHERE workspace_id = $1 AND form_id = $2 ORDER BY position`, [
      ws.id,
      hourly,
    ]);
    for (const [index, instant] of ['2026-05-10T14:20:00Z', '2026-05-10T15:10:00Z', '2026-05-10T13:59:59Z'].entries()) {
      await t.dataSource.query(`UPDATE submissions SET created_at = $3 WHERE workspace_id = $1 AND id = $2`, [ws.id, ids[index].id, instant]);
    }
    await t.dataSource.query(
      `INSERT INTO form_views_hourly (workspace_id, form_id, hour, views) VALUES ($1, $2, '2026-05-10T14:00:00Z', 3), ($1, $2, '2026-05-10T15:00:00Z', 4)`,
      [ws.id, hourly],
    );
    // A range that ends before the first view counts none, though the day had views.
    const before = await analytics(hourly, { since: '2026-05-10T00:00:00Z', until: '2026-05-10T14:00:00Z' });
    expect([before.views_since, before.views_until, before.views, before.submissions, before.completion_rate]).toEqual([
      '2026-05-10T00:00:00Z',
      '2026-05-10T14:00:00Z',
      0,
      1,
      null,
    ]);
    expect(before.days).toEqual([{ date: '2026-05-10', views: 0, submissions: 1 }]);
    // One hour: exactly that hour's views, and the submission made in it.
    const oneHour = await analytics(hourly, { since: '2026-05-10T14:00:00Z', until: '2026-05-10T15:00:00Z' });
    expect([oneHour.views_since, oneHour.views_until, oneHour.views, oneHour.submissions, oneHour.completion_rate]).toEqual([
      '2026-05-10T14:00:00Z',
      '2026-05-10T15:00:00Z',
      3,
      1,
      0.333,
    ]);
    // Within hours: the views of every hour touched; the rate over the submissions of those same hours (two),
    // while the range's own submissions stay exact (none between 14:30 and 15:05).
    const rounded = await analytics(hourly, { since: '2026-05-10T14:30:00Z', until: '2026-05-10T15:05:00Z' });
    expect([rounded.views_since, rounded.views_until, rounded.views, rounded.submissions, rounded.completion_rate]).toEqual([
      '2026-05-10T14:00:00Z',
      '2026-05-10T16:00:00Z',
      7,
      0,
      0.286,
    ]);
    expect(rounded.days).toEqual([{ date: '2026-05-10', views: 7, submissions: 0 }]);
    const empty = await analytics(hourly, { since: '2026-05-10T14:30:00Z', until: '2026-05-10T14:30:00Z' });
    expect([empty.views_since, empty.views_until, empty.views, empty.completion_rate]).toEqual(['2026-05-10T14:00:00Z', '2026-05-10T14:00:00Z', 0, null]);
  });

  it('an hour after real views counts exactly them, and a range ending at that hour none', async () => {
    const form = await publishedForm(t.client(ws));
    for (let visit = 0; visit < 3; visit++) expect((await browse(t, form.attempt_url)).status).toBe(200);
    await viewsReach(form.id, 3);
    const [row] = await t.dataSource.query(`SELECT hour FROM form_views_hourly WHERE workspace_id = $1 AND form_id = $2`, [ws.id, form.id]);
    const hour = new Date(row.hour);
    const iso = (at: Date) => at.toISOString().replace('.000Z', 'Z');
    const inHour = await analytics(form.id, { since: iso(hour), until: iso(new Date(hour.getTime() + 3_600_000)) });
    expect(inHour.views).toBe(3);
    const endingBefore = await analytics(form.id, { since: iso(new Date(hour.getTime() - 3_600_000)), until: iso(hour) });
    expect(endingBefore.views).toBe(0);
  });

  it('defaults to the 30 days up to the end of the current second', async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const shown = await analytics(formId);
    const until = Date.parse(shown.until);
    expect(until).toBeGreaterThan(before);
    expect(until).toBeLessThanOrEqual(Date.now() + 1000);
    expect(Date.parse(shown.since)).toBe(until - 30 * 86_400_000);
    expect(shown.days[0].date).toBe(shown.since.slice(0, 10));
    expect(shown.days.length).toBeGreaterThanOrEqual(30);
    expect(shown.days.length).toBeLessThanOrEqual(31);
    const onlyUntil = await analytics(formId, { until: '2026-03-31T00:00:00Z' });
    expect([onlyUntil.since, onlyUntil.days.length]).toEqual(['2026-03-01T00:00:00Z', 30]);
    expect([onlyUntil.views, onlyUntil.submissions]).toEqual([7, 4]);
  });

  it('counts a submission made a moment ago on its day when no until is given', async () => {
    // Made and then asked for, most often within the same second: a range ending at the start of that
    // second would leave it out of its day (while the hours of views still took it in).
    const [justNow] = await t.workspaces.seed(ws, 1, 1);
    await t.dataSource.query(`UPDATE submissions SET created_at = clock_timestamp() WHERE workspace_id = $1 AND form_id = $2`, [ws.id, justNow]);
    const shown = await analytics(justNow);
    expect(shown.submissions).toBe(1);
    expect(shown.days[shown.days.length - 1]).toEqual({ date: todayUtc(), views: 0, submissions: 1 });
  });

  it('refuses malformed timestamps, since after until and ranges over 366 days (422 naming the parameter)', async () => {
    const refused = async (query: Record<string, string>, message: string) =>
      expectError(await t.client(ws).get(analyticsOf(formId), { query }), 422, message);
    const shape = 'must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ that exists, such as 2026-01-31T23:59:59Z';
    await refused({ since: '2026-03-01' }, `since ${shape}`);
    await refused({ since: '2026-02-30T00:00:00Z' }, `since ${shape}`);
    await refused({ until: '2026-03-01T00:00:00.000Z' }, `until ${shape}`);
    await refused({ until: '2026-03-01T00:00:00+01:00' }, `until ${shape}`);
    await refused({ since: '2026-03-02T00:00:00Z', until: '2026-03-01T00:00:00Z' }, 'since must not be later than until');
    await refused({ since: '2025-03-04T00:00:00Z', until: '2026-03-05T00:00:01Z' }, 'since must be at most 366 days before until');
    const longest = await analytics(formId, { since: '2025-03-04T00:00:00Z', until: '2026-03-05T00:00:00Z' });
    expect(longest.days).toHaveLength(366);
    expect([longest.views, longest.submissions]).toEqual([47, 4]);
  });

  it('is 404 for another workspace\'s form and for an unknown one, and a read key may call it', async () => {
    expectError(await t.client(other).get(analyticsOf(formId)), 404, 'Form not found');
    expectError(await t.client(ws).get(analyticsOf('00000000-0000-4000-8000-000000000000')), 404, 'Form not found');
    expectError(await t.client(ws).get(analyticsOf('not-a-form')), 404, 'Form not found');
    const readKey = await t.workspaces.issueKey(ws, undefined, 'read');
    const response = await t.client(ws).get(analyticsOf(formId), { apiKey: readKey.secret, query: { until: '2026-03-31T00:00:00Z' } });
    expect([response.status, response.body.analytics.submissions]).toEqual([200, 4]);
  });

  it('through the typed client', async () => {
    const { data, response } = await t.typed(ws).GET('/api/external/v2/forms/{form_id}/analytics', {
      params: { path: { form_id: formId }, query: { since: '2026-03-01T00:00:00Z', until: '2026-03-03T00:00:00Z' } },
    });
    expect(response.status).toBe(200);
    expect(data!.analytics.days).toEqual([
      { date: '2026-03-01', views: 5, submissions: 1 },
      { date: '2026-03-02', views: 0, submissions: 2 },
    ]);
  });

  it('the console answers the same for every role, and 404 for another workspace\'s form', async () => {
    const contract = await loadConsoleContract(t);
    const standard = new ConsoleCaller(t, contract, ws, { cookie: await t.workspaces.signIn(ws, 'sam@example.com') });
    const query = { since: '2026-03-01T12:00:00Z', until: '2026-03-04T12:00:00Z' };
    const fromConsole = await standard.get(`/forms/${formId}/analytics`, { query });
    const fromV2 = await t.client(ws).get(analyticsOf(formId), { query });
    expect(fromConsole.status).toBe(200);
    expect(fromConsole.body).toEqual(fromV2.body);
    expectFieldError(await standard.get(`/forms/${formId}/analytics`, { query: { since: 'yesterday' } }), 422, /^since must be a UTC timestamp/, 'since');
    const otherMember = new ConsoleCaller(t, contract, other, { cookie: await t.workspaces.signIn(other, other.adminEmail) });
    expectError(await otherMember.get(`/forms/${formId}/analytics`), 404, 'Form not found');
    expectError(await new ConsoleCaller(t, contract, ws, { cookie: null }).get(`/forms/${formId}/analytics`), 401);
  });
});

describe('the demo workspace', () => {
  it('has views in the hours of its sample submissions: every sample form completes between 0 and 100%, and its funnel shows the submissions', async () => {
    const demo = await createDemoWorkspace(t.adapters.unitOfWork, { views: t.adapters.formViews, steps: t.adapters.funnel }, t.baseUrl('demo'));
    const caller = t.client({ subdomain: demo.subdomain, apiKey: demo.apiKey } as WorkspaceFixture);
    const listed = await caller.get(`${V2}/forms`, { query: { page_size: '30' } });
    expect(listed.status).toBe(200);
    const samples = (listed.body.forms as any[]).filter((form) => form.title !== SHOWCASE_TITLE);
    expect(samples).toHaveLength(4);
    // The console's 30 days: they hold some of the 25 submissions spread over 90.
    const until = new Date(Math.floor(Date.now() / 1000) * 1000);
    const toSecond = (date: Date) => date.toISOString().replace('.000Z', 'Z');
    const query = { since: toSecond(new Date(until.getTime() - 30 * 86_400_000)), until: toSecond(until) };
    for (const form of samples) {
      const answered = await caller.get(analyticsOf(form.id), { query });
      expect(answered.status).toBe(200);
      const shown = answered.body.analytics;
      expect(shown.submissions).toBeGreaterThan(0);
      expect(shown.views).toBeGreaterThan(shown.submissions);
      expect(shown.completion_rate).toBeGreaterThan(0);
      expect(shown.completion_rate).toBeLessThan(1);
      const funnel = (await caller.get(`${V2}/forms/${form.id}/funnel`, { query })).body.funnel;
      expect(funnel.steps).toEqual([{ page: 1, title: form.title, reached: shown.views }]);
      expect(funnel.submitted).toBeGreaterThan(0);
      expect(funnel.submitted).toBeLessThan(shown.views);
    }
  });
});
