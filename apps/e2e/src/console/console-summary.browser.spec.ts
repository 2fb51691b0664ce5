import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Browser, Locator, Page } from 'playwright-core';
import { horizontalOverflow, launchChromium, seriousViolations } from '../support/chromium';
import { heading, openConsoleBrowser, PHONE, type Visit, WIDE } from './console-browser';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire and axe's results */

// The console's summary of a form in a real browser (Debian's Chromium through playwright-core), served
// by the real API on a real PostgreSQL: the figures it shows are the API's, for the period picked, and
// its export links download the real file.

jest.setTimeout(240_000);

// `UPDATE_DOCS_SCREENSHOTS=1` rewrites docs/screenshots/summary.png from this run.
const SCREENSHOTS = process.env['UPDATE_DOCS_SCREENSHOTS'] ? resolve(__dirname, '../../../../docs/screenshots') : null;
const DAY_MS = 86_400_000;

let t: SharedTestApp;
let ws: WorkspaceFixture;
let browser: Browser;
let form: any;
const made: any[] = [];

/** The start of the UTC hour an instant is in: views are kept per hour. */
function utcHour(ms: number): Date {
  return new Date(Math.floor(ms / 3_600_000) * 3_600_000);
}

async function submit(responses: Record<string, unknown>): Promise<any> {
  const response = await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, { body: { responses } });
  if (response.status !== 201) throw new Error(`submit: ${response.status} ${response.text}`);
  made.push(response.body.submission);
  return response.body.submission;
}

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create({ name: 'Insight Labs', timeZone: 'Europe/Berlin' });
  const created = await t.client(ws).post(`${V2}/forms`, {
    body: {
      form: {
        title: 'Customer feedback',
        questions: [
          { kind: 'single_choice', label: 'Plan', slug: 'plan', options: ['Basic', 'Pro', 'Team'] },
          { kind: 'yes_no', label: 'Would you recommend us?', slug: 'recommend' },
          { kind: 'rating', label: 'How good is it?', slug: 'rating', scale: 5 },
          { kind: 'number', label: 'Team size', slug: 'team_size' },
          { kind: 'date', label: 'Start date', slug: 'start_date' },
          { kind: 'short_text', label: 'What should we improve?', slug: 'improve' },
        ],
      },
    },
  });
  expect(created.status).toBe(201);
  form = created.body.form;
  expect((await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: true } } })).status).toBe(200);

  // Two responses three weeks ago (inside the last 30 days, outside the last 7), then three today.
  // Creation times only ever grow with a form's submissions: the older ones are made first.
  await submit({ plan: 'Team', recommend: 'no', rating: 2, team_size: 50, start_date: '2025-12-01', improve: 'Faster exports' });
  await submit({ plan: 'Basic', rating: 3 });
  const now = Date.now();
  for (const [index, daysAgo] of [21, 20].entries()) {
    await t.dataSource.query(`UPDATE submissions SET created_at = $3 WHERE workspace_id = $1 AND id = $2`, [ws.id, made[index].id, new Date(now - daysAgo * DAY_MS)]);
  }
  await submit({ plan: 'Pro', recommend: 'yes', rating: 5, team_size: 3, start_date: '2026-04-01', improve: 'More colours' });
  await submit({ plan: 'Basic', recommend: 'no', rating: 4, team_size: 12, start_date: '2026-05-15' });
  await submit({ plan: 'Pro', recommend: 'yes', rating: 4, improve: 'Dark mode please' });
  // Views as fixtures: 4 in an hour of the day of the older responses, 8 in this hour.
  await t.dataSource.query(`INSERT INTO form_views_hourly (workspace_id, form_id, hour, views) VALUES ($1, $2, $3, 4), ($1, $2, $4, 8)`, [
    ws.id,
    form.id,
    utcHour(now - 20 * DAY_MS),
    utcHour(now),
  ]);
  // "Team" is no longer offered: its answer stays counted, marked as removed.
  const questions = form.questions.map((question: any) => {
    const { position: _position, ...kept } = question;
    return question.slug === 'plan' ? { ...kept, options: ['Basic', 'Pro'] } : kept;
  });
  expect((await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { questions } } })).status).toBe(200);

  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

function url(path: string): string {
  return `${t.baseUrl(ws)}${path}`;
}

async function openBrowser(viewport = WIDE): Promise<Visit> {
  return openConsoleBrowser(browser, t.baseUrl(ws), await t.workspaces.signIn(ws, ws.adminEmail), viewport);
}

/** The card of one question. */
function card(page: Page, label: string): Locator {
  return page.locator('article.summary-card', { has: page.getByRole('heading', { level: 3, name: label, exact: true }) });
}

/** Each bar of a question's chart as "label: figure". */
async function bars(page: Page, label: string): Promise<string[]> {
  const rows = card(page, label).locator('.bar-row');
  const count = await rows.count();
  const shown: string[] = [];
  for (let index = 0; index < count; index++) {
    shown.push(`${await rows.nth(index).locator('.bar-label').textContent()}: ${await rows.nth(index).locator('.bar-figure').textContent()}`);
  }
  return shown;
}

/** The totals, as the definition list shows them. */
async function totals(page: Page): Promise<Record<string, string>> {
  const entries = page.locator('dl.totals > div');
  const shown: Record<string, string> = {};
  for (let index = 0; index < (await entries.count()); index++) {
    shown[(await entries.nth(index).locator('dt').textContent()) ?? ''] = (await entries.nth(index).locator('dd').textContent()) ?? '';
  }
  return shown;
}

/** Waits until the page has the figures of the period just picked (no query still on its way). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy=true]').first().waitFor({ state: 'detached' }).catch(() => undefined);
  await page.locator('[role=status].loading').first().waitFor({ state: 'detached' }).catch(() => undefined);
}

function figuresOf(list: Locator): Promise<string[]> {
  return list.locator('div').evaluateAll((items) => items.map((item) => `${item.querySelector('dt')?.textContent}: ${item.querySelector('dd')?.textContent}`));
}

it('sums up each question for the period picked, with charts that say their figures, and exports the rows as CSV; a form without responses says so', async () => {
  const visit = await openBrowser();
  const { page } = visit;
  try {
    await page.goto(url(`/console/forms/${form.id}`));
    await page.getByRole('navigation', { name: 'Form sections' }).getByRole('link', { name: 'Summary' }).click();
    await page.waitForURL(url(`/console/forms/${form.id}/summary`));
    expect(await heading(page, 'Summary of Customer feedback')).toBe('Summary of Customer feedback');
    await card(page, 'Plan').waitFor();
    await settled(page);

    // The last 30 days by default: all five responses, the views of both days.
    expect(await page.getByRole('radio', { name: 'Last 30 days' }).isChecked()).toBe(true);
    expect(await totals(page)).toEqual({ Views: '12', Responses: '5', 'Completion rate': '41.7%' });
    const dayChart = page.locator('svg.day-svg');
    expect(await dayChart.getAttribute('role')).toBe('img');
    expect(await dayChart.getAttribute('aria-label')).toMatch(/^Views and responses per day, .+ \(UTC\): 12 views, 5 responses; busiest day .+ with 8 views and 3 responses\.$/);
    expect(await dayChart.locator('rect').count()).toBe(2 * 31);
    // The funnel of the same period: the views, then the responses sent from the form's page (these came as JSON: none).
    const funnel = page.locator('figure.funnel-chart');
    expect(await funnel.locator('table tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent))).toEqual([
      'Page 1 viewed: Customer feedback12—',
      'Submitted0−12 (100%)',
    ]);
    expect(await funnel.getByRole('img').getAttribute('aria-label')).toBe('Funnel: Page 1 viewed: Customer feedback 12; Submitted 0, 12 fewer than the step before (100%).');

    // In form order, each with its own figures.
    expect(await page.locator('article.summary-card h3').allTextContents()).toEqual([
      'Plan',
      'Would you recommend us?',
      'How good is it?',
      'Team size',
      'Start date',
      'What should we improve?',
    ]);
    expect(await bars(page, 'Plan')).toEqual(['Basic: 2 (40%)', 'Pro: 2 (40%)', 'Team (removed): 1 (20%)']);
    expect(await card(page, 'Plan').locator('[role=img]').getAttribute('aria-label')).toBe(
      'Plan, 5 answered: Basic 2 (40%), Pro 2 (40%), Team (removed) 1 (20%)',
    );
    // A bar is its share of the answers, scaled to the width it gets.
    expect(await card(page, 'Plan').locator('rect.bar-fill').evaluateAll((rects) => rects.map((rect) => rect.getAttribute('width')))).toEqual([
      '40%',
      '40%',
      '20%',
    ]);
    expect(await card(page, 'Would you recommend us?').locator('.meta').first().textContent()).toBe('4 answered · 1 skipped');
    expect(await bars(page, 'Would you recommend us?')).toEqual(['Yes: 2 (50%)', 'No: 2 (50%)']);
    expect(await card(page, 'How good is it?').locator('.figure-line').textContent()).toBe('Average 3.6 of 5');
    expect(await bars(page, 'How good is it?')).toEqual(['1: 0 (0%)', '2: 1 (20%)', '3: 1 (20%)', '4: 2 (40%)', '5: 1 (20%)']);
    expect(await figuresOf(card(page, 'Team size').locator('dl'))).toEqual(['Lowest: 3', 'Highest: 50', 'Average: 21.67']);
    expect(await figuresOf(card(page, 'Start date').locator('dl'))).toEqual(['Earliest: 1 Dec 2025', 'Latest: 15 May 2026']);
    const latest = card(page, 'What should we improve?').locator('.latest-answers li');
    expect(await latest.locator('.latest-value').allTextContents()).toEqual(['Dark mode please', 'More colours', 'Faster exports']);
    // Times in the member's time zone.
    const newest = made[4];
    const berlin = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(newest.created_at));
    expect(await latest.first().locator('time').textContent()).toBe(berlin);
    expect(await latest.first().locator('time').getAttribute('datetime')).toBe(newest.created_at);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'summary.png'), fullPage: true });

    // The last 7 days: only today's three, and no removed option that nobody picked in them.
    await page.getByRole('radio', { name: 'Last 7 days' }).check();
    await page.getByText('Average 4.33 of 5').waitFor();
    await settled(page);
    expect(await totals(page)).toEqual({ Views: '8', Responses: '3', 'Completion rate': '37.5%' });
    expect(await bars(page, 'Plan')).toEqual(['Basic: 1 (33%)', 'Pro: 2 (67%)']);
    expect(await figuresOf(card(page, 'Team size').locator('dl'))).toEqual(['Lowest: 3', 'Highest: 12', 'Average: 7.5']);
    expect(await latest.locator('.latest-value').allTextContents()).toEqual(['Dark mode please', 'More colours']);
    expect(await page.locator('svg.day-svg rect').count()).toBe(2 * 8);
    expect(await seriousViolations(page)).toEqual([]);

    // The period shown, exported: the link carries its start; the browser's own cookie goes along.
    await page.getByRole('checkbox', { name: /^Only the period shown/ }).check();
    const periodHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(periodHref).toMatch(new RegExp(`^/api/console/forms/${form.id}/submissions/export\\?format=csv&since=\\d{4}-\\d{2}-\\d{2}T\\d{2}%3A\\d{2}%3A\\d{2}Z$`));
    const periodCsv = await page.evaluate(async (href) => {
      const response = await fetch(href);
      return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
    }, periodHref!);
    expect([periodCsv.status, periodCsv.type]).toEqual([200, 'text/csv; charset=utf-8']);
    const periodRows = parse(periodCsv.body, { bom: true }) as string[][];
    expect(periodRows.map((row) => row[0])).toEqual(['submission_id', made[2].id, made[3].id, made[4].id]);
    expect(await page.getByRole('link', { name: 'Export XLSX' }).getAttribute('href')).toBe(periodHref!.replace('format=csv', 'format=xlsx'));

    // All time: every response, and the whole form's export is a real download.
    await page.getByRole('radio', { name: 'All time' }).check();
    await page.getByText('Average 3.6 of 5').waitFor();
    await settled(page);
    expect((await totals(page))['Responses']).toBe('5');
    expect(await page.getByRole('checkbox', { name: /^Only the period shown/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`/api/console/forms/${form.id}/submissions/export?format=csv`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    // The browser names the file from the UTF-8 `filename*`, which keeps the title as it is written.
    expect(download.suggestedFilename()).toMatch(/^Customer feedback-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    // The worker's Chromium is reached through a connection (launchChromium): the file is copied over it.
    const saved = mkdtempSync(join(tmpdir(), 'summary-export-'));
    await download.saveAs(join(saved, 'export.csv'));
    const csv = readFileSync(join(saved, 'export.csv'), 'utf8');
    rmSync(saved, { recursive: true, force: true });
    const rows = parse(csv, { bom: true }) as string[][];
    const header = rows[0];
    expect(header.slice(0, 9)).toEqual(['submission_id', 'form_version', 'created_at', 'Plan', 'Would you recommend us?', 'How good is it?', 'Team size', 'Start date', 'What should we improve?']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(made.map((submission) => submission.id));
    const cell = (row: string[], column: string) => row[header.indexOf(column)];
    expect(rows.slice(1).map((row) => cell(row, 'Plan'))).toEqual(['Team', 'Basic', 'Pro', 'Basic', 'Pro']);
    expect(rows.slice(1).map((row) => cell(row, 'How good is it?'))).toEqual(['2', '3', '5', '4', '4']);
    expect(cell(rows[5], 'What should we improve?')).toBe('Dark mode please');

    // A form with nothing to sum up yet, on the same visit: its page passes axe too. What the page says
    // then, and what it shows when the API refuses the form, is for the component tests (summary-page.spec.tsx).
    const empty = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Fresh form', questions: [{ kind: 'short_text', label: 'Name' }] } } });
    expect(empty.status).toBe(201);
    await page.goto(url(`/console/forms/${empty.body.form.id}/summary`));
    await page.getByText('No responses yet.').waitFor();
    await settled(page);
    expect(await totals(page)).toEqual({ Views: '0', Responses: '0', 'Completion rate': '—' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(visit.problems).toEqual([]);
  } finally {
    await visit.context.close();
  }
});

it('fits a phone: charts scale to 375 px without scrolling sideways, and pass axe', async () => {
  const visit = await openBrowser(PHONE);
  const { page } = visit;
  try {
    await page.goto(url(`/console/forms/${form.id}/summary`));
    await card(page, 'Plan').waitFor();
    await settled(page);
    expect(await bars(page, 'Plan')).toEqual(['Basic: 2 (40%)', 'Pro: 2 (40%)', 'Team (removed): 1 (20%)']);
    expect(await horizontalOverflow(page)).toBe(0);
    // Every chart within the page's width.
    const widths = await page.locator('svg').evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().right));
    expect(widths.length).toBeGreaterThan(5);
    for (const right of widths) expect(right).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('radio', { name: 'Last 90 days' }).check();
    await settled(page);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(visit.problems).toEqual([]);
  } finally {
    await visit.context.close();
  }
});
