import type { Browser } from 'playwright-core';
import { horizontalOverflow, launchChromium, seriousViolations } from '../support/chromium';
import { expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { download, randomFile, sha256 } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// A file question in a real browser on a phone-sized window: the page passes axe and fits, and without
// JavaScript the browser itself posts the file (multipart), a refused one comes back next to its question.

jest.setTimeout(180_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let browser: Browser;
let form: any;
let paged: any;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create({ name: 'Acme Hiring' });
  const created = await t.client(ws).post(`${V2}/forms`, {
    body: {
      form: {
        title: 'Apply',
        questions: [
          { kind: 'short_text', label: 'Your name', required: true },
          { kind: 'file_upload', label: 'Your CV', slug: 'cv', required: true, max_size_mb: 2, accepted_types: ['.pdf'] },
        ],
      },
    },
  });
  expectOk(await t.client(ws).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } }));
  form = created.body.form;
  // Three pages, the files on the second: a CV, and a portfolio only when the person says they have one
  // (a condition on the same page, applied live by the page's script).
  const pagedCreated = await t.client(ws).post(`${V2}/forms`, {
    body: {
      form: {
        title: 'Apply in three steps',
        questions: [
          { kind: 'short_text', label: 'Your name', required: true },
          { kind: 'page_break', label: 'Documents' },
          { kind: 'file_upload', label: 'Your CV', slug: 'cv', required: true, max_size_mb: 2, accepted_types: ['.pdf'] },
          { kind: 'yes_no', label: 'Do you have a portfolio?', slug: 'has_portfolio' },
          {
            kind: 'file_upload',
            label: 'Portfolio',
            required: true,
            max_size_mb: 1,
            visible_if: { match: 'all', conditions: [{ question: 'has_portfolio', operator: 'equals', value: 'Yes' }] },
          },
          { kind: 'page_break', label: 'Last words' },
          { kind: 'email', label: 'Contact email', slug: 'contact_email', required: true },
        ],
      },
    },
  });
  expectOk(pagedCreated, 201);
  expectOk(await t.client(ws).patch(`${V2}/forms/${pagedCreated.body.form.id}`, { body: { form: { is_published: true } } }));
  paged = pagedCreated.body.form;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

it('passes axe and fits 375 px', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto(form.attempt_url);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
  } finally {
    await context.close();
  }
});

it('sends the file without JavaScript, and a refused file comes back next to its question', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  const cv = randomFile(150_000);
  try {
    await page.goto(form.attempt_url);
    await page.fill('#q-your_name', 'Ada Lovelace');
    await page.setInputFiles('#q-cv', { name: 'cv.docx', mimeType: 'application/msword', buffer: Buffer.from('not a pdf') });
    await Promise.all([page.waitForLoadState('domcontentloaded'), page.click('button[type=submit]')]);
    await page.waitForSelector('.summary[role=alert]');
    expect(await page.locator('#q-cv-error').textContent()).toBe('This answer must be a file ending in one of: .pdf.');
    expect(await page.inputValue('#q-your_name')).toBe('Ada Lovelace');

    await page.setInputFiles('#q-cv', { name: 'Lovelace CV.pdf', mimeType: 'application/pdf', buffer: cv });
    await Promise.all([page.waitForURL(/\/thank-you$/), page.click('button[type=submit]')]);
  } finally {
    await context.close();
  }
  const listed = await t.client(ws).get(`${V2}/forms/${form.id}/submissions`);
  const [submission] = listed.body.submissions;
  const value = submission.responses.find((response: any) => response.slug === 'cv').value;
  const fetched = await download(t, t.hostOf(ws), new URL(value).pathname, { 'x-api-key': ws.apiKey });
  expect({ status: fetched.status, sha256: fetched.sha256, type: fetched.headers['content-type'] }).toEqual({ status: 200, sha256: sha256(cv), type: 'application/pdf' });
  expect(fetched.headers['content-disposition']).toBe(`attachment; filename="Lovelace CV.pdf"; filename*=UTF-8''Lovelace%20CV.pdf`);
});

async function pagedSubmission(): Promise<Record<string, string>> {
  const listed = await t.client(ws).get(`${V2}/forms/${paged.id}/submissions?order=newest&page_size=1`);
  expectOk(listed);
  return Object.fromEntries(listed.body.submissions[0].responses.map((response: any) => [response.slug, response.value]));
}

describe('a file question on the second page of three, at 375 px', () => {
  const next = 'button[name=_action][value=next]';

  it('passes axe and fits on every page with the page script, which shows the portfolio only when it applies', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const cv = randomFile(120_000);
    const portfolio = randomFile(80_000);
    try {
      await page.goto(paged.attempt_url);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.fill('#q-your_name', 'Ada Lovelace');
      await Promise.all([page.waitForLoadState('domcontentloaded'), page.click(next)]);
      await page.waitForSelector('#q-cv');
      expect(await page.locator('.progress').textContent()).toBe('Page 2 of 3');
      expect(await page.getAttribute('#q-cv', 'accept')).toBe('.pdf');
      expect(await page.isHidden('#q-portfolio')).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);

      await page.check('#q-has_portfolio-1');
      expect(await page.isVisible('#q-portfolio')).toBe(true);
      // Now that it applies, the browser asks for it.
      expect(await page.locator('#q-portfolio').getAttribute('required')).toBe('');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.setInputFiles('#q-cv', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: cv });
      await page.setInputFiles('#q-portfolio', { name: 'work.png', mimeType: 'image/png', buffer: portfolio });
      await Promise.all([page.waitForLoadState('domcontentloaded'), page.click(next)]);
      await page.waitForSelector('#q-contact_email');
      expect(await page.locator('.progress').textContent()).toBe('Page 3 of 3');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.fill('#q-contact_email', 'ada@example.com');
      await Promise.all([page.waitForURL(/\/thank-you$/), page.click(next)]);
    } finally {
      await context.close();
    }
    const values = await pagedSubmission();
    expect(values).toMatchObject({ your_name: 'Ada Lovelace', has_portfolio: 'Yes', contact_email: 'ada@example.com' });
    const fetchedCv = await download(t, t.hostOf(ws), new URL(values.cv).pathname, { 'x-api-key': ws.apiKey });
    const fetchedPortfolio = await download(t, t.hostOf(ws), new URL(values.portfolio).pathname, { 'x-api-key': ws.apiKey });
    expect([fetchedCv.sha256, fetchedPortfolio.sha256]).toEqual([sha256(cv), sha256(portfolio)]);
  });

  it('steps through without JavaScript: the file sent on page 2 is carried back and forth and stored at the end', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const cv = randomFile(90_000);
    // axe runs in the page, which has no JavaScript here: the test above checks the same pages with it.
    try {
      await page.goto(paged.attempt_url);
      await page.fill('#q-your_name', 'Grace Hopper');
      await Promise.all([page.waitForLoadState('domcontentloaded'), page.click(next)]);
      await page.waitForSelector('#q-cv');
      // Without the script, the portfolio is shown with a note saying when it applies.
      expect(await page.locator('#q-portfolio-applies').textContent()).toBe('Answer this only if “Do you have a portfolio?” is “Yes”.');
      await page.setInputFiles('#q-cv', { name: 'Hopper CV.pdf', mimeType: 'application/pdf', buffer: cv });
      await Promise.all([page.waitForLoadState('domcontentloaded'), page.click(next)]);
      await page.waitForSelector('#q-contact_email');

      await Promise.all([page.waitForLoadState('domcontentloaded'), page.click('button[name=_action][value=back]')]);
      await page.waitForSelector('#q-cv');
      expect(await page.locator('#q-cv-hint').textContent()).toBe('Accepted: .pdf. At most 2 MB. Received: Hopper CV.pdf. Choose another file only to replace it.');
      await Promise.all([page.waitForLoadState('domcontentloaded'), page.click(next)]);
      await page.waitForSelector('#q-contact_email');
      await page.fill('#q-contact_email', 'grace@example.com');
      await Promise.all([page.waitForURL(/\/thank-you$/), page.click(next)]);
    } finally {
      await context.close();
    }
    const values = await pagedSubmission();
    expect(values).toMatchObject({ your_name: 'Grace Hopper', has_portfolio: '', portfolio: '', contact_email: 'grace@example.com' });
    const fetched = await download(t, t.hostOf(ws), new URL(values.cv).pathname, { 'x-api-key': ws.apiKey });
    expect({ status: fetched.status, sha256: fetched.sha256 }).toEqual({ status: 200, sha256: sha256(cv) });
    expect(fetched.headers['content-disposition']).toBe(`attachment; filename="Hopper CV.pdf"; filename*=UTF-8''Hopper%20CV.pdf`);
  });
});
