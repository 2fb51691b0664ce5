import type { Browser } from 'playwright-core';
import { publishedForm } from '../collecting/support';
import { horizontalOverflow, launchChromium, seriousViolations } from '../support/chromium';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';

// A themed fill page in a real browser: the theme's stylesheet applies (a dark page), and the page stays
// readable (axe: no serious violations, the page of problems included) and fits a 375 px phone.

jest.setTimeout(180_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let browser: Browser;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create({ name: 'Night Owls' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

it('shows a dark theme that passes the contrast rule without serious axe violations or horizontal overflow at 375 px', async () => {
  const theme = { colors: { background: '#0b1020', text: '#f9fafb', accent: '#93c5fd' }, font: 'serif', corners: 'pill' };
  const form = await publishedForm(t.client(ws), { title: 'Night survey', theme });
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  try {
    await page.goto(form.attempt_url);
    const shown = await page.evaluate(`(() => {
      const body = getComputedStyle(document.body);
      const button = getComputedStyle(document.querySelector('button[type=submit]'));
      return { background: body.backgroundColor, text: body.color, button: button.backgroundColor, label: button.color, font: body.fontFamily };
    })()`);
    expect(shown).toEqual({ background: 'rgb(11, 16, 32)', text: 'rgb(249, 250, 251)', button: 'rgb(147, 197, 253)', label: 'rgb(0, 0, 0)', font: expect.stringContaining('Georgia') });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);

    // The page again with its problems: the errors read on the dark background too.
    await page.evaluate(`document.querySelector('form').noValidate = true`);
    await Promise.all([page.waitForLoadState('domcontentloaded'), page.click('button[type=submit]')]);
    await page.waitForSelector('.summary[role=alert]');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
  } finally {
    await context.close();
  }
});
