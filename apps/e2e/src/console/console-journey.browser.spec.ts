import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, launchChromium, seriousViolations } from '../support/chromium';
import { heading, openConsoleBrowser, PHONE, WIDE } from './console-browser';
import { browse } from '../support/browser';
import type { MailCatcher } from '../support/mail-catcher';
import { NO_LIMITS } from '../support/shared-app/profiles';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { uniqueSuffix, type WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// A newcomer's first hour, in a real browser (Debian's Chromium through playwright-core) against the
// real API, PostgreSQL and a real SMTP server: nothing is set up behind the browser's back except the
// workspace and its first Admin. Every session here comes from an emailed link.

jest.setTimeout(300_000);

// `UPDATE_DOCS_SCREENSHOTS=1` rewrites docs/screenshots/*.png from this run.
const SCREENSHOTS = process.env['UPDATE_DOCS_SCREENSHOTS'] ? resolve(__dirname, '../../../../docs/screenshots') : null;
const KIND_NAMES = ['Short text', 'Long text', 'Email', 'Number', 'Phone', 'Website', 'Date', 'Single choice', 'Multiple choice', 'Dropdown', 'Rating', 'Yes/No'];

let mail: MailCatcher;
let t: SharedTestApp;
let ws: WorkspaceFixture;
let browser: Browser;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS, { mail: true });
  mail = t.mail;
  ws = await t.workspaces.create({ name: 'Northwind', timeZone: 'Europe/Berlin' });
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

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Console' });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('[role=status].loading').first().waitFor({ state: 'detached' }).catch(() => undefined);
}

async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect([what, await seriousViolations(page)]).toEqual([what, []]);
  expect([what, await horizontalOverflow(page)]).toEqual([what, 0]);
}

/** The one link to this workspace that the newest email to `address` holds, on the given path. */
async function emailedLink(address: string, path: string, count: number): Promise<string> {
  await mail.waitFor(() => mail.to(address).length >= count, `email ${count} to ${address}`);
  const text = mail.to(address)[count - 1].text;
  // The text and the HTML part carry the same link.
  const links = new Set([...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]).filter((link) => link.startsWith(url(path))));
  expect(links.size).toBe(1);
  return [...links][0];
}

function labels(page: Page): Promise<string[]> {
  return page.locator('.question-card input[id$="-label"]').evaluateAll((inputs) => inputs.map((input) => (input as any).value));
}

function announced(page: Page, text: string): Promise<void> {
  return page.locator('[id^=DndLiveRegion]').getByText(text, { exact: true }).waitFor({ state: 'attached' });
}

it('signs in by the emailed link, builds and publishes a form, a phone answers it, the answer shows; a colleague joins by email; an API key works until revoked', async () => {
  const admin = await openConsoleBrowser(browser, t.baseUrl(ws), null, WIDE);
  const { page } = admin;
  try {
    // Signed out, the console sends the newcomer to sign in; the emailed link brings them back.
    await page.goto(url('/console/forms'));
    expect(page.url()).toBe(url(`/sign-in?next=${encodeURIComponent('/console/forms')}`));
    await expectAccessible(page, 'the sign-in page');
    await page.getByLabel('Email').fill(ws.adminEmail);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const signInLink = await emailedLink(ws.adminEmail, '/sign-in/confirm?token=', 1);
    expect(mail.to(ws.adminEmail)[0].text).toContain('Sign in to Northwind');
    await page.goto(signInLink);
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await heading(page, 'Forms')).toBe('Forms');
    expect(page.url()).toBe(url('/console/forms'));
    await settle(page);
    expect(await page.locator('p.empty').textContent()).toMatch(/^No forms/);
    await expectAccessible(page, 'the empty forms list');

    // A form with every kind of question.
    await page.getByRole('button', { name: 'New form' }).click();
    await page.waitForURL(/\/console\/forms\/[0-9a-f-]{36}$/);
    const formId = page.url().split('/').pop()!;
    await page.getByLabel('Title', { exact: true }).fill('Customer feedback');
    for (const name of KIND_NAMES) {
      await page.getByRole('button', { name: 'Add question' }).click();
      await page.getByRole('list', { name: 'Kinds of question' }).getByRole('button', { name, exact: true }).click();
      await page.keyboard.type(name);
      if (['Single choice', 'Multiple choice', 'Dropdown'].includes(name)) {
        const added = page.locator('.question-card').last();
        await added.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Good');
        await added.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Bad');
      }
    }
    expect(await labels(page)).toEqual(KIND_NAMES);

    // Reordered by keyboard: Email goes to the top (Space, two arrows up, Space).
    await page.getByRole('button', { name: 'Drag to reorder: Email' }).focus();
    await page.keyboard.press('Space');
    await announced(page, 'Email is over position 3 of 12.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Email is over position 2 of 12.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Email is over position 1 of 12.');
    await page.keyboard.press('Space');
    await announced(page, 'Email dropped at position 1 of 12.');
    await page.waitForFunction(`document.querySelector('.question-card input[id$="-label"]').value === 'Email'`);
    // The drop is saved to the draft a moment later; the cards are measured for the mouse once that save
    // has answered, so that nothing the save shows moves them between the measure and the drag.
    await page.locator('#save-state').getByText('Draft saved', { exact: true }).waitFor();
    // ... and by dragging with the mouse: Rating one place up, onto Dropdown's place.
    const cardOf = (name: string) => page.locator('.question-card').filter({ has: page.getByRole('button', { name: `Drag to reorder: ${name}`, exact: true }) });
    await cardOf('Dropdown').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const handle = page.getByRole('button', { name: 'Drag to reorder: Rating' });
    const from = (await handle.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await announced(page, 'Rating is over position 11 of 12.');
    // The dragged card's middle onto the middle of the target card: where dnd-kit sees the closest centre.
    const dragged = (await cardOf('Rating').boundingBox())!;
    const target = (await cardOf('Dropdown').boundingBox())!;
    const rise = dragged.y + dragged.height / 2 - (target.y + target.height / 2);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10 - rise, { steps: 40 });
    await announced(page, 'Rating is over position 10 of 12.');
    await page.mouse.up();
    await announced(page, 'Rating dropped at position 10 of 12.');
    const order = ['Email', 'Short text', 'Long text', 'Number', 'Phone', 'Website', 'Date', 'Single choice', 'Multiple choice', 'Rating', 'Dropdown', 'Yes/No'];
    await page.waitForFunction(`document.querySelectorAll('.question-card input[id$="-label"]')[9].value === 'Rating'`);
    expect(await labels(page)).toEqual(order);

    // Publish (which publishes the draft with it); the share panel gives the link.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('#save-state').getByText('Published', { exact: true }).waitFor();
    const link = await page.getByLabel('Link', { exact: true }).inputValue();
    expect(link).toBe(url(`/forms/${formId}`));
    if (SCREENSHOTS) await page.locator('section[aria-labelledby=share-heading]').screenshot({ path: join(SCREENSHOTS, 'share.png') });

    // Someone without a session answers on a phone.
    const respondent = await openConsoleBrowser(browser, t.baseUrl(ws), null, PHONE);
    try {
      await respondent.page.goto(link);
      expect(await respondent.page.locator('h1').textContent()).toBe('Customer feedback');
      expect(await horizontalOverflow(respondent.page)).toBe(0);
      await respondent.page.getByLabel(/^Email/).first().fill('grace@example.com');
      await respondent.page.getByLabel(/^Short text/).fill('Grace Hopper');
      await respondent.page.getByRole('radio', { name: '4' }).check();
      await respondent.page.getByRole('radio', { name: 'Good' }).check();
      await Promise.all([respondent.page.waitForURL(`${link}/thank-you`), respondent.page.locator('form[method=post] [type=submit]').click()]);
      expect(respondent.problems).toEqual([]);
    } finally {
      await respondent.context.close();
    }

    // The answer in the console: the list's count, the table (a column per question), the details.
    await nav(page).getByRole('link', { name: 'Forms' }).click();
    await page.getByRole('link', { name: '1 response to Customer feedback' }).click();
    // The Responses page first: until the router shows it, the forms list's table is the page's table.
    expect(await heading(page, 'Responses to Customer feedback')).toBe('Responses to Customer feedback');
    const table = page.getByRole('table');
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual(['Submitted', 'Version', ...order]);
    const row = table.locator('tbody tr');
    expect(await row.count()).toBe(1);
    // The form was made (version 1, empty) and its draft published with it: the respondent answered version 2.
    expect(await row.locator('td[data-label="Version"]').textContent()).toBe('v2');
    expect(await row.locator('td[data-label="Short text"]').textContent()).toBe('Grace Hopper');
    expect(await row.locator('td[data-label="Email"]').textContent()).toBe('grace@example.com');
    expect(await row.locator('td[data-label="Rating"]').textContent()).toBe('4');
    await expectAccessible(page, 'the responses');
    await screenshot(page, 'responses');
    await row.getByRole('link').click();
    expect(await heading(page, 'Response')).toBe('Response');
    await page.getByText('Grace Hopper').waitFor();
    const answers = await page.locator('#answers-heading + dl dt').allTextContents();
    expect(answers).toEqual(order);
    expect((await page.locator('#device-heading + dl dt').allTextContents())[0]).toBe('Browser');
    await expectAccessible(page, 'one response');
    await screenshot(page, 'response');

    // A colleague is invited, joins by the emailed link, and sees forms but no Developers.
    const colleague = `colleague-${uniqueSuffix()}@example.com`;
    await nav(page).getByRole('link', { name: 'Team' }).click();
    expect(await heading(page, 'Team')).toBe('Team');
    await page.getByRole('button', { name: 'Invite members' }).click();
    await page.getByLabel('Emails').fill(colleague);
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await page.getByText(`Invited ${colleague}.`).waitFor();
    const joinLink = await emailedLink(colleague, '/join?token=', 1);

    const joiner = await openConsoleBrowser(browser, t.baseUrl(ws), null, PHONE);
    try {
      await joiner.page.goto(joinLink);
      await expectAccessible(joiner.page, 'the join page');
      await joiner.page.getByRole('button', { name: 'Join' }).click();
      expect(await heading(joiner.page, 'Forms')).toBe('Forms');
      await joiner.page.locator('td[data-label=Title]', { hasText: 'Customer feedback' }).waitFor();
      await joiner.page.getByRole('button', { name: 'Menu' }).click();
      expect(await nav(joiner.page).getByRole('link').allTextContents()).toEqual(['Forms', 'Team', 'Account']);
      await joiner.page.goto(url('/console/developers'));
      expect(await joiner.page.locator('p.empty').textContent()).toBe('Only Admins can see API keys and webhooks.');
      expect(joiner.problems).toEqual([]);
    } finally {
      await joiner.context.close();
    }
    await page.reload();
    await page.locator('td[data-label=Email]', { hasText: colleague }).waitFor();

    // An API key made in the console calls the external API until it is revoked.
    await nav(page).getByRole('link', { name: 'Developers' }).click();
    expect(await heading(page, 'Developers')).toBe('Developers');
    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByLabel('Name').fill('Reporting');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const secret = await page.getByRole('textbox', { name: 'API key' }).inputValue();
    const forms = (key: string) => browse(t.port, url('/api/external/v2/forms'), { headers: { 'x-api-key': key, accept: 'application/json' } });
    const listed = await forms(secret);
    expect(listed.status).toBe(200);
    expect(JSON.parse(listed.body).forms.map((form: any) => form.title)).toEqual(['Customer feedback']);
    await page.getByRole('button', { name: 'Done' }).click();
    const keyRow = page.locator('table tbody tr').filter({ hasText: 'Reporting' });
    await keyRow.getByRole('button', { name: 'Revoke' }).click();
    await keyRow.getByRole('button', { name: 'Revoke key' }).click();
    await keyRow.locator('td[data-label=Status]', { hasText: 'Revoked' }).waitFor();
    const refused = await forms(secret);
    expect([refused.status, JSON.parse(refused.body)]).toEqual([401, { error: 'Could not authenticate, invalid API Key' }]);
    expect(admin.problems).toEqual([]);
  } finally {
    await admin.context.close();
  }
});
