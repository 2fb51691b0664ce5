import type { Browser } from 'playwright-core';
import { expectOk } from '../support/expectations';
import { horizontalOverflow, launchChromium, seriousViolations } from '../support/chromium';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';

// The page that tells a respondent the form changed too long ago for their answers, in real Chromium at
// a phone's width, without JavaScript (the fill page works without it): readable, announced, accessible.

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

it('a respondent whose version was superseded more than 24 hours ago is told, on the first page of the live form', async () => {
  const created = await t.client(ws).post(`${V2}/forms`, {
    body: {
      form: {
        title: 'Team signup',
        questions: [
          { kind: 'short_text', label: 'Name', slug: 'name', required: true },
          { kind: 'page_break', label: 'Your team' },
          { kind: 'number', label: 'Team size', slug: 'team_size', required: true },
        ],
      },
    },
  });
  expectOk(created, 201);
  const form = created.body.form;
  expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: true } } }));

  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(form.attempt_url);
    await page.fill('#q-name', 'Ada Lovelace');
    await Promise.all([page.waitForNavigation(), page.click('button[value=next]')]);
    expect(await page.locator('.progress').textContent()).toBe('Page 2 of 2');

    // Meanwhile a new version went out, and the respondent comes back to the tab more than a day later.
    const [name, pageBreak, teamSize] = form.questions.map(({ position: _position, ...question }: Record<string, unknown>) => question);
    expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { questions: [{ ...name, label: 'Full name' }, pageBreak, teamSize] } } }));
    await t.dataSource.query(`UPDATE form_versions SET created_at = now() - interval '25 hours' WHERE workspace_id = $1 AND form_id = $2 AND version = 2`, [ws.id, form.id]);

    await page.fill('#q-team_size', '4');
    const [response] = await Promise.all([page.waitForNavigation(), page.click('button[value=next]')]);
    expect(response?.status()).toBe(409);
    const summary = page.locator('.summary[role=alert]');
    expect(await summary.locator('h2').textContent()).toBe('Your answers were not sent');
    expect(await summary.textContent()).toContain('This form was changed since you opened it');
    expect(await page.locator('.progress').textContent()).toBe('Page 1 of 2');
    expect(await page.locator('label[for=q-name]').textContent()).toContain('Full name');
    expect(await page.inputValue('#q-name')).toBe('Ada Lovelace');
    // Nothing can be evaluated in a page without JavaScript: axe and the width run on its DOM, loaded as it is.
    const checker = await browser.newPage({ viewport: { width: 375, height: 800 }, isMobile: true });
    try {
      await checker.setContent(await page.content());
      expect(await seriousViolations(checker)).toEqual([]);
      expect(await horizontalOverflow(checker)).toBe(0);
    } finally {
      await checker.close();
    }
    expect((await t.dataSource.query(`SELECT 1 FROM submissions WHERE workspace_id = $1 AND form_id = $2`, [ws.id, form.id])).length).toBe(0);
  } finally {
    await context.close();
  }
});
