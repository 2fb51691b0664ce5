import type { Browser } from 'playwright-core';
import { horizontalOverflow, launchChromium, seriousViolations } from '../support/chromium';
import { expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { startTestApp, type TestApp } from '../support/test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { download, randomFile, sha256 } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// A file question in a real browser on a phone-sized window: the page passes axe and fits, and without
// JavaScript the browser itself posts the file (multipart), a refused one comes back next to its question.

jest.setTimeout(180_000);

let t: TestApp;
let ws: WorkspaceFixture;
let browser: Browser;
let form: any;

beforeAll(async () => {
  t = await startTestApp({ SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0' });
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
