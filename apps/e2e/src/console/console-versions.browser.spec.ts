import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, launchChromium, seriousViolations } from '../support/chromium';
import { heading, openConsoleBrowser, PHONE } from './console-browser';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// Versions in a real browser at a phone's width, against the real API and PostgreSQL: a member changes a
// live form in its draft while a respondent in another browser still gets the published form; publishing
// says how many stored answers chose the option removed; the History lists both versions with what
// changed; restoring the first version and publishing it makes a third.

jest.setTimeout(240_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let browser: Browser;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create({ name: 'Versions Lab' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function qualityBar(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
}

async function saveState(page: Page, state: string | RegExp): Promise<void> {
  await page.locator('#save-state').getByText(state, { exact: true }).waitFor();
}

/** What the respondent's browser shows of the form: the questions' labels and the choices of "Contact". */
async function fillPageShows(page: Page, attemptUrl: string): Promise<{ labels: string[]; choices: string[] }> {
  await page.goto(attemptUrl);
  const labels = await page.locator('label[for="q-name"], label[for="q-full_name"]').allTextContents();
  const choices = await page.locator('input[name="contact"]').evaluateAll((inputs) => inputs.map((input) => (input as any).value));
  return { labels: labels.map((label) => label.replace(/\s*\*?\s*$/, '').trim()), choices };
}

it('a live form changed in a draft, published with its impact, its History, and a restore published again', async () => {
  const created = await t.client(ws).post(`${V2}/forms`, {
    body: {
      form: {
        title: 'Contact us',
        questions: [
          { kind: 'short_text', label: 'Name', slug: 'name' },
          { kind: 'single_choice', label: 'Contact', slug: 'contact', options: ['Email', 'Phone', 'Post'] },
        ],
      },
    },
  });
  expect(created.status).toBe(201);
  const form = created.body.form;
  expect((await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: true } } })).status).toBe(200);
  for (const contact of ['Phone', 'Phone', 'Phone', 'Email', 'Email']) {
    const sent = await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, { body: { responses: { name: 'Ada', contact } } });
    expect(sent.status).toBe(201);
  }

  const member = await openConsoleBrowser(browser, t.baseUrl(ws), await t.workspaces.signIn(ws, ws.adminEmail), PHONE);
  const respondent = await browser.newContext({ viewport: PHONE, isMobile: true });
  const fill = await respondent.newPage();
  const { page } = member;
  try {
    await page.goto(`${t.baseUrl(ws)}/console/forms/${form.id}`);
    await page.getByLabel('Title', { exact: true }).waitFor();
    expect(await page.getByText('Respondents see version 1.', { exact: false }).count()).toBe(1);

    // The member renames a question and removes an option that has answers; the draft saves itself.
    await page.getByLabel('Question', { exact: true }).first().fill('Full name');
    await page.getByRole('button', { name: 'Remove option 2: Phone' }).click();
    await saveState(page, 'Draft saved').catch(async (failure) => {
      throw new Error(`${String(failure)}; the builder says "${await page.locator('#save-state').textContent()}", ${JSON.stringify(member.problems)}`);
    });
    await page.getByText('You are editing a draft. Respondents see version 1 until you publish changes.').waitFor();
    await qualityBar(page);

    // Another browser's fill page still shows the published form, and so does the API.
    expect(await fillPageShows(fill, form.attempt_url)).toEqual({ labels: ['Name'], choices: ['Email', 'Phone', 'Post'] });
    const live = (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form;
    expect([live.version, live.questions[0].label, live.questions[1].options]).toEqual([1, 'Name', ['Email', 'Phone', 'Post']]);

    // Publishing first says what the change does to the stored answers, and asks.
    await page.getByRole('button', { name: 'Publish changes' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    const impact = await dialog.getByRole('listitem').allTextContents();
    expect(impact).toHaveLength(1);
    expect(impact[0]).toContain('3');
    expect(impact[0]).toContain('Phone');
    await qualityBar(page);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await saveState(page, 'Published version 2');

    expect(await fillPageShows(fill, form.attempt_url)).toEqual({ labels: ['Full name'], choices: ['Email', 'Post'] });

    // The History: both versions, newest first, with what changed in words.
    await page.getByRole('navigation', { name: 'Form sections' }).getByRole('link', { name: 'History' }).click();
    await heading(page, 'History of Contact us');
    const versions = page.locator('ol.versions > li');
    await versions.nth(1).waitFor();
    expect(await versions.locator('h2').allTextContents()).toEqual(['Version 2 (live)', 'Version 1']);
    const changes = (await versions.first().locator('.changes li').allTextContents()).join('\n');
    expect(changes).toContain('Full name');
    expect(changes).toContain('Phone');
    await qualityBar(page);

    // View shows version 1 as it was; Restore puts it in the draft and opens the builder on it.
    await page.getByRole('button', { name: 'View version 1' }).click();
    const old = page.getByRole('region', { name: 'Version 1 as it was' });
    await old.getByText('Options: Email, Phone, Post').waitFor();
    expect(await old.locator('li strong').allTextContents()).toEqual(['Name', 'Contact']);
    await qualityBar(page);
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByText('Version 1 is in the draft.', { exact: false }).waitFor();
    await page.getByLabel('Title', { exact: true }).waitFor();
    expect(await page.getByLabel('Question', { exact: true }).first().inputValue()).toBe('Name');
    expect(await page.getByRole('textbox', { name: 'Option 2', exact: true }).inputValue()).toBe('Phone');
    expect(await fillPageShows(fill, form.attempt_url)).toEqual({ labels: ['Full name'], choices: ['Email', 'Post'] });

    // Bringing the option back touches no stored answer: it publishes without asking.
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await saveState(page, 'Published version 3');
    expect(await fillPageShows(fill, form.attempt_url)).toEqual({ labels: ['Name'], choices: ['Email', 'Phone', 'Post'] });
    const after = (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form;
    expect([after.version, after.questions[0].label, after.questions[1].options]).toEqual([3, 'Name', ['Email', 'Phone', 'Post']]);

    // Every stored response answered version 1, and Responses says so.
    await page.getByRole('navigation', { name: 'Form sections' }).getByRole('link', { name: 'Responses' }).click();
    await heading(page, 'Responses to Contact us');
    const versionCells = page.locator('td[data-label="Version"]');
    await versionCells.first().waitFor();
    expect(await versionCells.allTextContents()).toEqual(['v1', 'v1', 'v1', 'v1', 'v1']);
    expect(member.problems).toEqual([]);
  } finally {
    await respondent.close();
    await member.context.close();
  }
});
