import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium, seriousViolations } from '../support/chromium';
import { expectSubmission } from '../support/expectations';
import { V1, V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { publishedForm } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// The fill page in a real browser: Debian's Chromium, headless, driven by playwright-core (no browser
// download), with a fresh profile of its own. Chromium missing is a failure, not a skip: CI installs it
// (.ci/run).

jest.setTimeout(180_000);

const SCREENSHOT = process.env['UPDATE_DOCS_SCREENSHOT'] ? resolve(__dirname, '../../../../docs/fill-page.png') : null;

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

it('fills every kind of question, shows errors, thanks, and the answers reach both APIs', async () => {
  const form = await publishedForm(t.client(ws), { title: 'Customer research' });
  const context = await browser.newContext({ viewport: { width: 760, height: 1000 } });
  const page = await context.newPage();
  try {
    await page.goto(`${form.attempt_url}?utm_source=browser-test&ignored=1`);
    expect(await page.locator('h1').textContent()).toBe('Customer research');
    expect(await page.locator('.workspace').textContent()).toBe('Acme Research');
    expect(await seriousViolations(page)).toEqual([]);
    if (SCREENSHOT) await page.screenshot({ path: SCREENSHOT, fullPage: true });

    // Invalid answers: the browser's own checks are switched off to reach the server's.
    await page.fill('#q-contact_email', 'not-an-email');
    await page.fill('#q-age', '12');
    await page.evaluate(`document.querySelector('form').noValidate = true`);
    await Promise.all([page.waitForLoadState('domcontentloaded'), page.click('button[type=submit]')]);
    await page.waitForSelector('.summary[role=alert]');
    expect(await page.locator('#q-contact_email-error').textContent()).toBe('This answer is not a valid email.');
    expect(await page.locator('#q-your_name-error').textContent()).toBe('This answer is required.');
    expect(await page.locator('#q-topics-error').textContent()).toBe('This answer is required.');
    expect(await page.locator('#q-contact_email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.inputValue('#q-contact_email')).toBe('not-an-email');
    expect(await page.inputValue('#q-age')).toBe('12');
    expect(await page.locator('input[type=hidden][name=utm_source]').getAttribute('value')).toBe('browser-test');
    expect(await seriousViolations(page)).toEqual([]);

    // Every kind, answered.
    await page.fill('#q-your_name', 'Ada Lovelace');
    await page.fill('#q-tell_us_more', 'Loves the analytical engine.');
    await page.fill('#q-contact_email', 'ada@example.com');
    await page.fill('#q-age', '36');
    await page.fill('#q-phone', '+44 20 7946 0958');
    await page.fill('#q-website', 'https://ada.example.org');
    await page.fill('#q-start_date', '2026-03-14');
    await page.check('#q-plan-2');
    await page.check('#q-topics-1');
    await page.check('#q-topics-3');
    await page.selectOption('#q-country', 'Japan');
    await page.check('#q-how_good_is_it-6');
    await page.check('#q-newsletter-1');

    await Promise.all([page.waitForURL(/\/thank-you$/), page.click('button[type=submit]')]);
    expect(page.url()).toBe(`${form.attempt_url}/thank-you`);
    expect(await page.locator('main').textContent()).toContain('Thank you');
  } finally {
    await context.close();
  }

  const listed = await t.client(ws).get(`${V1}/forms/${form.id}/submissions`);
  expect(listed.status).toBe(200);
  expect(listed.body.total_count).toBe(1);
  const [submission] = listed.body.submissions;
  expectSubmission(submission);
  expect(Object.fromEntries(submission.responses.map((r: any) => [r.slug, r.value]))).toEqual({
    your_name: 'Ada Lovelace',
    tell_us_more: 'Loves the analytical engine.',
    contact_email: 'ada@example.com',
    age: '36',
    phone: '+44 20 7946 0958',
    website: 'https://ada.example.org',
    start_date: '2026-03-14',
    plan: 'Pro',
    topics: 'Billing, Security',
    country: 'Japan',
    how_good_is_it: '6',
    newsletter: 'Yes',
  });
  expect(submission.field_values).toEqual([{ field: 'utm_source', value: 'browser-test' }]);
  expect(submission.user_agent.name).toMatch(/Chrome/);
  expect(submission.user_agent.operating_system).toBe('Linux');
  expect(submission.user_agent.device_type).toBe('desktop');
  expect(submission.user_agent.ip_address).toBe('127.0.0.1');

  const v2 = await t.client(ws).get(`${V2}/forms/${form.id}`);
  expect(v2.body.form.submissions_count).toBe(1);
});
