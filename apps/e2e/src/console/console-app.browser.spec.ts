import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, launchChromium, seriousViolations } from '../support/chromium';
import { goInApp, heading, openConsoleBrowser, PHONE, settled, type Visit, WIDE } from './console-browser';
import { browse } from '../support/browser';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import { uniqueSuffix, type WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire and axe's results */

// The console's web app in a real browser (Debian's Chromium, headless, through playwright-core), served
// by the real API on a real PostgreSQL. The jest global setup has built it (scripts/build.js).

jest.setTimeout(240_000);

// `UPDATE_DOCS_SCREENSHOTS=1` rewrites docs/screenshots/*.png from this run (not done by default, so a
// test run leaves the work tree as it was).
const SCREENSHOTS = process.env['UPDATE_DOCS_SCREENSHOTS'] ? resolve(__dirname, '../../../../docs/screenshots') : null;
const CONSOLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

let t: SharedTestApp;
let ws: WorkspaceFixture;
let browser: Browser;
const standardEmail = `standard-${uniqueSuffix()}@example.com`;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create({ name: 'Acme Research', timeZone: 'Europe/Berlin', members: [standardEmail] });
  for (const title of ['Customer survey', 'Event sign-up', 'Exit interview']) await createForm(title);
  const published = await createForm('Product feedback', [{ kind: 'short_text', label: 'What do you think?' }]);
  expect((await t.client(ws).patch(`${V2}/forms/${published.id}`, { body: { form: { is_published: true } } })).status).toBe(200);
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function createForm(title: string, questions: unknown[] = []): Promise<any> {
  const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title, questions } } });
  expect(created.status).toBe(201);
  return created.body.form;
}

function url(path: string): string {
  return `${t.baseUrl(ws)}${path}`;
}

/** A fresh browser profile on the workspace's host, signed in with `cookie` when given. */
function openBrowser(cookie: string | null, viewport = WIDE): Promise<Visit> {
  return openConsoleBrowser(browser, t.baseUrl(ws), cookie, viewport);
}

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Console' });
}

async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

it('sends a signed-out visitor to sign in, and back to the page they asked for once signed in', async () => {
  const visit = await openBrowser(null);
  try {
    await visit.page.goto(url('/console/team?page=1'));
    expect(visit.page.url()).toBe(url(`/sign-in?next=${encodeURIComponent('/console/team?page=1')}`));
    expect(await visit.page.locator('label[for=email]').textContent()).toBe('Email');

    const next = new URL(visit.page.url()).searchParams.get('next')!;
    const [name, value] = (await t.workspaces.signIn(ws, ws.adminEmail)).split('=');
    await visit.context.addCookies([{ name, value, url: t.baseUrl(ws), httpOnly: true, sameSite: 'Lax' }]);
    await visit.page.goto(url(next));
    expect(await heading(visit.page)).toBe('Team');
    expect(visit.page.url()).toBe(url('/console/team?page=1'));
    expect(await visit.page.title()).toBe('Team · Acme Research');
    expect(await visit.page.locator('.workspace-name').textContent()).toBe('Acme Research');
    expect(await visit.page.locator('.signed-in').textContent()).toBe(`Signed in as ${ws.adminEmail}`);
    expect(visit.problems).toEqual([]);
  } finally {
    await visit.context.close();
  }
});

it('New form creates a draft made by the member and opens it', async () => {
  const visit = await openBrowser(await t.workspaces.signIn(ws, standardEmail));
  const { page } = visit;
  try {
    await page.goto(url('/console/forms'));
    await settled(visit);
    await page.getByRole('button', { name: 'New form' }).click();
    await page.waitForURL(/\/console\/forms\/[0-9a-f-]{36}$/);
    // Opened with what the creation answered: no second request, no "Loading" in between.
    expect(await heading(page, 'Untitled form')).toBe('Untitled form');
    // The builder, ready to edit what was just made.
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Untitled form');
    expect(await page.getByText('No questions yet. Add the first one below.').count()).toBe(1);
    const id = page.url().split('/').pop();
    const made = await t.client(ws).get(`${V2}/forms/${id}`);
    expect([made.status, made.body.form.state, made.body.form.created_by]).toEqual([200, 'draft', standardEmail]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'form');
    expect(visit.problems).toEqual([]);
  } finally {
    await visit.context.close();
  }
});

it('Account: changes the name and time zone (refusals next to the field), ends another session, signs out', async () => {
  const email = `account-${uniqueSuffix()}@example.com`;
  await t.workspaces.addMembers(ws, [email], 'Admin');
  const elsewhere = await t.workspaces.signIn(ws, email);
  const visit = await openBrowser(await t.workspaces.signIn(ws, email));
  const { page } = visit;
  try {
    await page.goto(url('/console/forms'));
    await nav(page).getByRole('link', { name: 'Account' }).click();
    expect(await heading(page, 'Account')).toBe('Account');
    expect(page.url()).toBe(url('/console/account'));

    // The API's refusal, next to the field it names.
    await page.getByLabel('First name').fill('A'.repeat(101));
    await page.getByRole('button', { name: 'Save profile' }).click();
    const refusal = page.locator('#first_name-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/^member\.first_name /);
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('First name').getAttribute('aria-describedby')).toBe('first_name-error');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Time zone').selectOption('Pacific/Auckland');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Saved.').waitFor();
    const me = JSON.parse((await browse(t.port, url('/api/console/me'), { cookie: elsewhere, headers: { accept: 'application/json' } })).body).member;
    expect([me.first_name, me.last_name, me.time_zone]).toEqual(['Ada', 'Lovelace', 'Pacific/Auckland']);

    // Two sessions: this one, and one elsewhere that can be ended.
    const sessions = page.locator('.card-list > li');
    await sessions.nth(1).waitFor();
    expect(await sessions.count()).toBe(2);
    expect(await page.getByText('This session').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'account');
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await page.getByRole('button', { name: 'End', exact: true }).waitFor({ state: 'detached' });
    expect(await sessions.count()).toBe(1);
    expect((await browse(t.port, url('/api/console/me'), { cookie: elsewhere, headers: { accept: 'application/json' } })).status).toBe(401);

    // Dates now in the new zone.
    await nav(page).getByRole('link', { name: 'Forms' }).click();
    const first = page.locator('table tbody tr').first();
    await first.waitFor();
    const shownAt = await first.locator('time').getAttribute('datetime');
    const auckland = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Pacific/Auckland' }).format(new Date(shownAt!));
    expect(await first.locator('time').textContent()).toBe(auckland);

    const cookie = (await visit.context.cookies()).find((c) => c.name === 'fs_session')!;
    await Promise.all([page.waitForURL(url('/sign-in')), page.getByRole('button', { name: 'Sign out' }).click()]);
    expect((await visit.context.cookies()).find((c) => c.name === 'fs_session')).toBeUndefined();
    const ended = await browse(t.port, url('/api/console/me'), { cookie: `fs_session=${cookie.value}`, headers: { accept: 'application/json' } });
    expect(ended.status).toBe(401);
    expect(visit.problems).toEqual(['422 PATCH /api/console/me']);
  } finally {
    await visit.context.close();
  }
});

it('goes to sign in, and back to the page, when the session ends while the app is open', async () => {
  const email = `ended-${uniqueSuffix()}@example.com`;
  await t.workspaces.addMembers(ws, [email]);
  const cookie = await t.workspaces.signIn(ws, email);
  const visit = await openBrowser(cookie);
  const { page } = visit;
  try {
    await page.goto(url('/console/forms'));
    expect(await heading(page, 'Forms')).toBe('Forms');
    const ended = await browse(t.port, url('/sign-out'), { method: 'POST', cookie, origin: t.baseUrl(ws), form: {} });
    expect(ended.status).toBe(303);
    await nav(page).getByRole('link', { name: 'Team' }).click();
    await page.waitForURL(url(`/sign-in?next=${encodeURIComponent('/console/team')}`));
    expect(visit.problems).toEqual(['401 GET /api/console/team-members']);
  } finally {
    await visit.context.close();
  }
});

it('shows a Standard member no Developers or Activity, and an Admin both, with read-only lists', async () => {
  const standard = await openBrowser(await t.workspaces.signIn(ws, standardEmail));
  try {
    await standard.page.goto(url('/console/team'));
    expect(await heading(standard.page)).toBe('Team');
    expect(await nav(standard.page).getByRole('link').allTextContents()).toEqual(['Forms', 'Team', 'Account']);
    await standard.page.locator('td[data-label=Email]').first().waitFor();
    expect(await standard.page.locator('td[data-label=Email]').allTextContents()).toEqual(expect.arrayContaining([ws.adminEmail, standardEmail]));
    await standard.page.goto(url('/console/developers'));
    expect(await standard.page.locator('p.empty').textContent()).toBe('Only Admins can see API keys and webhooks.');
    expect(standard.problems).toEqual([]);
  } finally {
    await standard.context.close();
  }

  const adminCookie = await t.workspaces.signIn(ws, ws.adminEmail);
  const admin = await openBrowser(adminCookie);
  const { page } = admin;
  try {
    await page.goto(url('/console/team'));
    expect(await heading(page, 'Team')).toBe('Team');
    expect(await nav(page).getByRole('link').allTextContents()).toEqual(['Forms', 'Team', 'Developers', 'Activity', 'Brand', 'Account']);
    await settled(admin);
    await screenshot(page, 'team');

    await nav(page).getByRole('link', { name: 'Developers' }).click();
    expect(await heading(page, 'Developers')).toBe('Developers');
    await page.locator('td[data-label=Prefix]').first().waitFor();
    expect(await page.locator('td[data-label=Prefix]').count()).toBe(1);
    expect(await page.getByText('No webhooks yet.').count()).toBe(1);
    await screenshot(page, 'developers');

    await nav(page).getByRole('link', { name: 'Activity' }).click();
    expect(await heading(page, 'Activity')).toBe('Activity');
    await page.locator('td[data-label=What]').first().waitFor();
    const logged = JSON.parse((await browse(t.port, url('/api/console/activity?page_size=20'), { cookie: adminCookie, headers: { accept: 'application/json' } })).body);
    expect(logged.activity.length).toBeGreaterThan(0);
    expect(await page.locator('td[data-label=What]').allTextContents()).toEqual(logged.activity.map((entry: any) => entry.action));
    expect(await page.locator('td[data-label=To]').allTextContents()).toEqual(logged.activity.map((entry: any) => entry.target.label || entry.target.type));
    await screenshot(page, 'activity');
    expect(admin.problems).toEqual([]);
  } finally {
    await admin.context.close();
  }
});

it('passes axe on every page, wide and at 375 px, without horizontal scrolling; the menu works by keyboard', async () => {
  const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
  const form = (await t.client(ws).get(`${V2}/forms?page_size=1`)).body.forms[0];
  // Each page with its heading; next to each other no two have the same, so that the wait for the
  // heading is a wait for the page the router has just been told of.
  const pages: [string, string][] = [
    ['/console/forms', 'Forms'],
    ['/console/team', 'Team'],
    ['/console/forms?state=archived', 'Forms'],
    ['/console/developers', 'Developers'],
    [`/console/forms/${form.id}`, form.title],
    ['/console/activity', 'Activity'],
    ['/console/brand', 'Brand'],
    ['/console/account', 'Account'],
    ['/console/no-such-page', 'Page not found'],
  ];
  // Both widths at once, each in a profile of its own: most of a page's check is waiting for the page
  // to settle, which two pages can do side by side. The first page is loaded, the others reached
  // inside the app, as a member's clicks would.
  const visits = await Promise.all([WIDE, PHONE].map((viewport) => openBrowser(cookie, viewport)));
  const [wide, phone] = visits;
  try {
    await Promise.all(
      visits.map(async (visit) => {
        const { width } = visit === wide ? WIDE : PHONE;
        for (const [path, title] of pages) {
          if (path === pages[0][0]) await visit.page.goto(url(path));
          else await goInApp(visit.page, path);
          expect([width, path, await heading(visit.page, title)]).toEqual([width, path, title]);
          await settled(visit);
          expect([width, path, await seriousViolations(visit.page)]).toEqual([width, path, []]);
          expect([width, path, await horizontalOverflow(visit.page)]).toEqual([width, path, 0]);
          if (visit === wide && path === '/console/forms') await screenshot(visit.page, 'forms');
        }
        expect(visit.problems).toEqual([]);
      }),
    );
    await wide.context.close();

    // At 375 px the navigation folds behind a menu button (back to the forms inside the app: the page is
    // loaded already). How the menu answers the keyboard is the shell's component spec (shell.spec.tsx).
    const { page } = phone;
    await goInApp(page, '/console/forms');
    expect(await heading(page, 'Forms')).toBe('Forms');
    await settled(phone);
    await screenshot(page, 'forms-375', false);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await nav(page).isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await nav(page).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'menu-375', false);
    // A link of the open menu leads to its page, and the menu folds away again.
    await nav(page).getByRole('link', { name: 'Team' }).click();
    expect(await heading(page, 'Team')).toBe('Team');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav(page).isVisible()).toBe(false);
    expect(phone.problems).toEqual([]);
  } finally {
    for (const visit of visits) await visit.context.close();
  }
});

describe('what the server sends for /console', () => {
  it('the app for every console path, never cached, under the console CSP; hashed assets cached for a year', async () => {
    const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
    for (const path of ['/console', '/console/forms', '/console/no/such/page?x=1']) {
      const page = await browse(t.port, url(path), { cookie });
      expect([path, page.status]).toEqual([path, 200]);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['content-security-policy']).toBe(CONSOLE_CSP);
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.body).toContain('<div id="root"></div>');
    }
    const html = (await browse(t.port, url('/console'), { cookie })).body;
    const assets = [...html.matchAll(/(?:src|href)="(\/console\/assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets.some((asset) => /\/index-[\w-]+\.js$/.test(asset))).toBe(true);
    expect(assets.some((asset) => /\/index-[\w-]+\.css$/.test(asset))).toBe(true);
    for (const asset of assets) {
      // Without a session too: the code is the same for everyone and holds nothing secret.
      const file = await browse(t.port, url(asset), { headers: { 'accept-encoding': 'gzip' } });
      expect([asset, file.status]).toEqual([asset, 200]);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['content-type']).toBe(asset.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8');
      expect(file.headers['content-encoding']).toBe('gzip');
    }
    for (const missing of ['/console/assets/index-nope.js', '/console/assets/..%2F..%2Fpackage.json', '/console/assets/.vite']) {
      expect([missing, (await browse(t.port, url(missing))).status]).toEqual([missing, 404]);
    }
  });

  it('the first load of /console fetches under 250 KB of gzipped JavaScript, all of it from this origin, and no inline script', async () => {
    const visit = await openBrowser(await t.workspaces.signIn(ws, ws.adminEmail));
    const { page } = visit;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    try {
      await page.goto(url('/console'));
      expect(await heading(page, 'Forms')).toBe('Forms');
      await settled(visit);
      expect(scripts.length).toBeGreaterThan(0);
      let gzipped = 0;
      for (const script of scripts) {
        expect(script.startsWith(url('/console/assets/'))).toBe(true);
        gzipped += gzipSync((await browse(t.port, script)).body).length;
      }
      expect(gzipped).toBeLessThan(250 * 1024);
      // Every script is a file: the page holds no inline code (which the CSP would refuse anyway).
      expect(await page.locator('script:not([src])').count()).toBe(0);
      expect(visit.problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });
});

describe('the form builder', () => {

  function cards(page: Page) {
    return page.locator('.question-card');
  }

  it('passes axe at 1280 and 375 px without horizontal scrolling, with every kind, the menu and the advanced fields open', async () => {
    const questions = [
      { kind: 'short_text', label: 'Name', required: true },
      { kind: 'long_text', label: 'Story' },
      { kind: 'email', label: 'Email' },
      { kind: 'number', label: 'Age' },
      { kind: 'phone', label: 'Phone' },
      { kind: 'url', label: 'Site' },
      { kind: 'date', label: 'Birthday' },
      { kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro'] },
      { kind: 'multiple_choice', label: 'Extras', options: ['A', 'B'] },
      { kind: 'dropdown', label: 'Country', options: ['France', 'Germany'] },
      { kind: 'rating', label: 'Score', scale: 10 },
      { kind: 'yes_no', label: 'Again?' },
      { kind: 'page_break', label: 'More about Pro' },
      {
        kind: 'short_text',
        label: 'Why Pro?',
        visible_if: { match: 'any', conditions: [{ question: 'plan', operator: 'equals', value: 'Pro' }, { question: 'score', operator: 'greater_than', value: '7' }] },
      },
    ];
    const form = await createForm('Axe check with a rather long title that has to wrap on a phone', questions);
    const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
    // Both widths side by side, each in a profile of its own, both opened before the colleague's save.
    const visits: { viewport: typeof WIDE; visit: Visit }[] = [];
    try {
      await Promise.all(
        [WIDE, PHONE].map(async (viewport) => {
          const visit = await openBrowser(cookie, viewport);
          visits.push({ viewport, visit });
          await visit.page.goto(url(`/console/forms/${form.id}`));
          await cards(visit.page).first().waitFor();
          await settled(visit);
        }),
      );
      const wide = visits.find((each) => each.viewport === WIDE)!.visit.page;
      await screenshot(wide, 'builder', false);
      // With the refusal of a save over a colleague's draft on screen (what the builder does with it
      // is the component specs' and versions.spec's; here: that it reads well).
      expect((await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { title: 'Changed elsewhere' } } })).status).toBe(200);
      await wide.getByLabel('Title', { exact: true }).fill('Changed here');
      await wide.getByRole('alert').filter({ hasText: 'Someone else saved this draft' }).waitFor();

      await Promise.all(
        visits.map(async ({ viewport, visit }) => {
          const { page } = visit;
          // The page break is titled, and the conditions are shown with what they test.
          expect(await page.getByLabel('Page title').inputValue()).toBe('More about Pro');
          expect(await page.getByLabel('Condition 2', { exact: true }).inputValue()).toBe('question:score');
          expect(await page.getByLabel('Test of condition 2').inputValue()).toBe('greater_than');
          await page.getByRole('button', { name: 'Add question' }).click();
          for (const summary of await page.locator('.question-card summary').all()) await summary.click();
          await page.getByRole('button', { name: 'Delete form' }).click();
          expect([viewport.width, await seriousViolations(page)]).toEqual([viewport.width, []]);
          expect([viewport.width, await horizontalOverflow(page)]).toEqual([viewport.width, 0]);
          if (viewport === PHONE) await screenshot(page, 'builder-375', false);
          // The wide page's save was the one refused: its first save starts a draft only where there is none.
          expect(visit.problems).toEqual(viewport === WIDE ? [`412 PATCH /api/console/forms/${form.id}/draft`] : []);
        }),
      );
    } finally {
      for (const { visit } of visits) await visit.context.close();
    }
  });
});
