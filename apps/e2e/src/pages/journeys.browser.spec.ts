import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, launchChromium, seriousViolations } from '../support/chromium';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';
// The demo's form title belongs to the api app, which makes the demo workspace on a first start.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { SHOWCASE_TITLE } from '../../../api/src/demo/demo-workspace';
import { valuesOf } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// A new user's walk through the demo's three-page form with partial responses on: on a phone without
// JavaScript, two pages answered and the form left with the "Continue later" link; the link opened in
// another browser lands on the last page with the earlier answers, and the form is sent from there. The
// owner then sees the walk in the funnel and a second visit, stopped on page 2, among the partial responses.

jest.setTimeout(120_000);

const PHONE = { viewport: { width: 375, height: 800 }, isMobile: true, javaScriptEnabled: false };

let t: SharedTestApp;
let demo: WorkspaceFixture;
let browser: Browser;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  const created = await t.workspaces.createDemo(t.baseUrl('demo'));
  demo = { subdomain: created.subdomain, apiKey: created.apiKey } as WorkspaceFixture;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/**
 * axe and the width check for a page shown without JavaScript, where nothing can be evaluated: its DOM
 * (the server's HTML as it is, its style inline) is loaded into a page that may run axe.
 */
async function expectQualityBar(page: Page): Promise<void> {
  const checker = await browser.newPage({ viewport: PHONE.viewport, isMobile: true });
  try {
    await checker.setContent(await page.content());
    expect(await seriousViolations(checker)).toEqual([]);
    expect(await horizontalOverflow(checker)).toBe(0);
  } finally {
    await checker.close();
  }
}

async function press(page: Page, action: 'next' | 'back'): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.click(`button[value=${action}]`)]);
}

const progress = (page: Page) => page.locator('.progress').textContent();

/** Page 1 of the showcase: in person, so that the travel page is asked. */
async function answerPage1(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  // The travel page counts once "In person" is answered.
  expect(await progress(page)).toBe('Page 1 of 2');
  await page.fill('#q-name', name);
  await page.check('#q-attendance-1');
  await press(page, 'next');
  expect(await progress(page)).toBe('Page 2 of 3');
  // The page calls the respondent by the name they gave.
  expect(await page.locator('label[for="q-travel"]').innerText()).toContain(`How will you travel, ${name}?`);
}

it('without JavaScript at 375 px: continue later in another browser, then the funnel and the visit that stopped', async () => {
  const client = t.client(demo);
  const forms = (await client.get(`${V2}/forms`, { query: { page_size: '30' } })).body.forms as any[];
  const form = forms.find((item) => item.title === SHOWCASE_TITLE);
  const on = await client.patch(`${V2}/forms/${form.id}`, { body: { form: { settings: { save_partial_responses: true } } } });
  expect(on.status).toBe(200);
  const url = form.attempt_url as string;

  // The first browser: pages 1 and 2, the link copied, the browser closed.
  const first = await browser.newContext(PHONE);
  let link: string;
  try {
    const page = await first.newPage();
    await answerPage1(page, url, 'Ada Lovelace');
    await page.selectOption('#q-travel', 'Train');
    await press(page, 'next');
    expect(await progress(page)).toBe('Page 3 of 3');
    link = (await page.getByRole('link', { name: 'Continue later' }).getAttribute('href'))!;
    expect(link).toMatch(/\/resume\/[A-Za-z0-9_-]{43}$/);
    await press(page, 'back');
    // Page 2 with its link and the answer kept.
    expect(await page.getByRole('link', { name: 'Continue later' }).getAttribute('href')).toBe(link);
    expect(await page.inputValue('#q-travel')).toBe('Train');
    await expectQualityBar(page);
    await press(page, 'next');
  } finally {
    await first.close();
  }

  // A second visit stops on page 2.
  const second = await browser.newContext(PHONE);
  try {
    await answerPage1(await second.newPage(), url, 'Grace Hopper');
  } finally {
    await second.close();
  }

  // Another browser, nothing but the link: page 3, the earlier answers in place behind Back.
  const other = await browser.newContext(PHONE);
  try {
    const page = await other.newPage();
    await page.goto(link);
    expect(await progress(page)).toBe('Page 3 of 3');
    await expectQualityBar(page);
    await press(page, 'back');
    expect(await progress(page)).toBe('Page 2 of 3');
    expect(await page.inputValue('#q-travel')).toBe('Train');
    await press(page, 'back');
    expect(await page.inputValue('#q-name')).toBe('Ada Lovelace');
    expect(await page.isChecked('#q-attendance-1')).toBe(true);
    await press(page, 'next');
    await press(page, 'next');
    expect(await progress(page)).toBe('Page 3 of 3');
    await page.fill('#q-email', 'ada@example.com');
    await Promise.all([page.waitForURL(/\/thank-you$/), page.click('button[value=next]')]);
  } finally {
    await other.close();
  }

  const submissions = (await client.get(`${V2}/forms/${form.id}/submissions`)).body;
  expect(submissions.total_count).toBe(1);
  expect(valuesOf(submissions.submissions[0])).toMatchObject({ name: 'Ada Lovelace', attendance: 'In person', travel: 'Train', email: 'ada@example.com' });

  // Two views, both reached page 2, one reached page 3 (Back and forward count once a visit), one sent.
  const expected = [
    { page: 1, title: SHOWCASE_TITLE, reached: 2 },
    { page: 2, title: 'Getting there', reached: 2 },
    { page: 3, title: 'Before the day', reached: 1 },
  ];
  // The server counts views and pages reached in memory and writes them every VIEW_FLUSH_INTERVAL_MS
  // (the shared server keeps the default, 5 s): wait for that write rather than for a fixed time.
  let funnel: any;
  for (const started = Date.now(); Date.now() - started < 15_000; await new Promise((resolve) => setTimeout(resolve, 250))) {
    funnel = (await client.get(`${V2}/forms/${form.id}/funnel`)).body.funnel;
    if (funnel.submitted === 1 && JSON.stringify(funnel.steps) === JSON.stringify(expected)) break;
  }
  expect([funnel.steps, funnel.submitted]).toEqual([expected, 1]);

  // The visit that stopped, and only it: the first became the submission.
  const partial = (await client.get(`${V2}/forms/${form.id}/partial_responses`)).body.partial_responses as any[];
  expect(partial.map((item) => [item.last_page, valuesOf(item).name])).toEqual([[2, 'Grace Hopper']]);
});
