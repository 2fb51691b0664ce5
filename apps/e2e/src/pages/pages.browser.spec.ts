import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, launchChromium, seriousViolations } from '../support/chromium';
import { V1 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { threePageForm, valuesOf } from './support';

// A form with pages and conditions in real Chromium at a phone's width, with JavaScript (the page's
// script hides and shows a question as its page is answered) and without (the server decides).

jest.setTimeout(180_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let browser: Browser;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create({ name: 'Acme Research' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function expectQualityBar(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
}

/**
 * The same checks for a page shown without JavaScript, where nothing can be evaluated in it: its DOM
 * (the server's HTML as it is, since no script ran) is loaded into a page that may run axe, whose own
 * copy of the fill page's script cannot load (no origin to load it from).
 */
async function expectQualityBarWithoutScript(page: Page): Promise<void> {
  const checker = await browser.newPage({ viewport: { width: 375, height: 800 }, isMobile: true });
  try {
    await checker.setContent(await page.content());
    expect(await checker.locator('[data-visible-if][hidden]').count()).toBe(0);
    await expectQualityBar(checker);
  } finally {
    await checker.close();
  }
}

async function press(page: Page, action: 'next' | 'back'): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.click(`button[value=${action}]`)]);
}

const progress = (page: Page) => page.locator('.progress').textContent();
const latestValues = async (formId: string) => valuesOf((await t.client(ws).get(`${V1}/forms/${formId}/submissions`)).body.submissions[0]);

it('with JavaScript: steps through the pages, and a question of the team page appears as soon as its condition holds', async () => {
  const form = await threePageForm(t.client(ws), 'Team survey');
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true });
  const page = await context.newPage();
  const scriptErrors: string[] = [];
  page.on('pageerror', (error) => scriptErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') scriptErrors.push(message.text());
  });
  try {
    await page.goto(form.attempt_url);
    expect(await progress(page)).toBe('Page 1 of 2');
    await expectQualityBar(page);
    await page.fill('#q-your_name', 'Ada Lovelace');
    await page.check('#q-plan-2');
    await press(page, 'next');

    expect(await progress(page)).toBe('Page 2 of 3');
    expect(await page.locator('h2.page-title').textContent()).toBe('Your team');
    // Hidden from the start: nothing answers "Seats" yet.
    expect(await page.isVisible('#q-invoice-1')).toBe(false);
    await expectQualityBar(page);
    await page.fill('#q-seats', '12');
    await page.waitForSelector('#q-invoice-1', { state: 'visible' });
    expect(await page.locator('#q-invoice-1').getAttribute('required')).toBe('');
    await expectQualityBar(page);
    await page.fill('#q-seats', '4');
    await page.waitForSelector('#q-invoice-1', { state: 'hidden' });
    await page.fill('#q-seats', '40');
    await page.check('#q-invoice-1');
    await press(page, 'next');

    expect(await progress(page)).toBe('Page 3 of 3');
    expect(await page.isVisible('#q-comments')).toBe(false);
    expect(await page.locator('button[value=next]').textContent()).toBe('Submit');
    await expectQualityBar(page);
    await page.fill('#q-contact_email', 'ada@example.com');
    await Promise.all([page.waitForURL(/\/thank-you$/), page.click('button[value=next]')]);
    expect(scriptErrors).toEqual([]);
  } finally {
    await context.close();
  }
  expect(await latestValues(form.id)).toEqual({ your_name: 'Ada Lovelace', plan: 'Pro', seats: '40', invoice: 'Yes', contact_email: 'ada@example.com', comments: '' });
});

it('without JavaScript: the same-page question is shown with a note and not required, Back keeps the answers, the server decides', async () => {
  const form = await threePageForm(t.client(ws), 'Team survey, no script');
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${form.attempt_url}?utm_source=newsletter`);
    await page.fill('#q-your_name', 'Grace Hopper');
    await page.check('#q-plan-2');
    await press(page, 'next');

    expect(await progress(page)).toBe('Page 2 of 3');
    expect(await page.isVisible('#q-invoice-1')).toBe(true);
    expect(await page.locator('#q-invoice-applies').textContent()).toBe('Answer this only if “Seats” is more than “10”.');
    expect(await page.locator('#q-invoice-1').getAttribute('required')).toBeNull();
    // The browser's own check of the seats question, then the server's of the invoice question.
    await page.fill('#q-seats', '25');
    await press(page, 'next');
    expect(await progress(page)).toBe('Page 2 of 3');
    expect(await page.locator('#q-invoice-error').textContent()).toBe('This answer is required.');
    expect(await page.inputValue('#q-seats')).toBe('25');
    await expectQualityBarWithoutScript(page);

    await page.fill('#q-seats', '5');
    await press(page, 'next');
    expect(await progress(page)).toBe('Page 3 of 3');
    expect(await page.isVisible('#q-comments')).toBe(true);
    await expectQualityBarWithoutScript(page);
    await press(page, 'back');
    expect(await progress(page)).toBe('Page 2 of 3');
    expect(await page.inputValue('#q-seats')).toBe('5');
    await press(page, 'next');
    await page.fill('#q-contact_email', 'grace@example.com');
    await page.fill('#q-comments', 'Found you in the newsletter');
    await Promise.all([page.waitForURL(/\/thank-you$/), page.click('button[value=next]')]);
  } finally {
    await context.close();
  }
  expect(await latestValues(form.id)).toEqual({
    your_name: 'Grace Hopper',
    plan: 'Pro',
    seats: '5',
    invoice: '',
    contact_email: 'grace@example.com',
    comments: 'Found you in the newsletter',
  });
});
