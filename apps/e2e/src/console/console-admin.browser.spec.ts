import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, launchChromium, seriousViolations } from '../support/chromium';
import { heading, openConsoleBrowser, PHONE, type Visit, WIDE } from './console-browser';
import { browse } from '../support/browser';
import { MailCatcher } from '../support/mail-catcher';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { uniqueSuffix, type WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire and axe's results */

// The console's Team, Developers and Responses pages in a real browser (Debian's Chromium through
// playwright-core) against the real API, PostgreSQL and a real SMTP server for the invitations.

jest.setTimeout(240_000);


let mail: MailCatcher;
let t: SharedTestApp;
let browser: Browser;

beforeAll(async () => {
  // sign-in.spec.ts's server (its log unread here): one server fewer per worker.
  t = await sharedTestApp({}, { mail: true, log: 'trace' });
  mail = t.mail;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
  await mail?.close();
});

async function openBrowser(ws: WorkspaceFixture, email: string, viewport = WIDE): Promise<Visit> {
  return openConsoleBrowser(browser, t.baseUrl(ws), await t.workspaces.signIn(ws, email), viewport);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('[role=status].loading').first().waitFor({ state: 'detached' }).catch(() => undefined);
}

/** axe without serious findings and no sideways scrolling, checked on the page as it is now. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  expect([what, await seriousViolations(page)]).toEqual([what, []]);
  expect([what, await horizontalOverflow(page)]).toEqual([what, 0]);
}

function memberRow(page: Page, email: string) {
  return page.locator('table tbody tr').filter({ has: page.locator('td[data-label=Email]', { hasText: email }) });
}

async function memberOf(ws: WorkspaceFixture, email: string): Promise<any> {
  const members = await t.workspaces.members(ws);
  return members.find((member: any) => member.email === email);
}

/** The next change of a member the page sends, answered. */
function patched(page: Page) {
  return page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/console/team-members/'));
}

function url(ws: WorkspaceFixture, path: string): string {
  return `${t.baseUrl(ws)}${path}`;
}

it('Team: an Admin invites members (the emails go), changes a role, deactivates, removes, adds a role; the last Admin is refused in place', async () => {
  const ws = await t.workspaces.create({ name: 'Team Lab', timeZone: 'Europe/Berlin' });
  const first = `invitee-${uniqueSuffix()}@example.com`;
  const second = `invitee-${uniqueSuffix()}@example.com`;
  const visit = await openBrowser(ws, ws.adminEmail);
  const { page } = visit;
  try {
    await page.goto(url(ws, '/console/team'));
    expect(await heading(page, 'Team')).toBe('Team');
    await settle(page);

    // The only Admin cannot demote or deactivate themself: the refusal is shown in their own row.
    const own = memberRow(page, ws.adminEmail);
    await own.getByLabel('Role').selectOption('Standard');
    const refusal = own.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('Cannot remove the last admin of the workspace');
    expect(await own.getByLabel('Role').inputValue()).toBe('Admin');
    await Promise.all([patched(page), own.getByRole('button', { name: 'Deactivate' }).click()]);
    await own.getByRole('alert').waitFor();
    expect(await own.getByRole('alert').textContent()).toBe('Cannot remove the last admin of the workspace');
    expect(await own.locator('td[data-label=Status]').textContent()).toBe('Active');
    const me = await memberOf(ws, ws.adminEmail);
    expect([me.organizationRole, me.active]).toEqual(['Admin', true]);
    await expectAccessible(page, 'team with a refusal');

    // Invitations: two addresses, one per line and a comma, by keyboard.
    const invite = page.getByRole('button', { name: 'Invite members' });
    await invite.focus();
    await page.keyboard.press('Enter');
    expect(await invite.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Emails').fill(`${first},\n${second}`);
    await page.locator('#invite-role').selectOption('Standard');
    await expectAccessible(page, 'team with the invitation form');
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await page.getByText(`Invited ${first}, ${second}.`).waitFor();
    await memberRow(page, first).waitFor();
    expect(await memberRow(page, second).locator('td[data-label=Status]').textContent()).toBe('Active');
    await mail.waitFor(() => mail.to(first).length > 0 && mail.to(second).length > 0, 'both invitations');
    expect(mail.to(first)[0].text).toContain('Team Lab');
    expect(mail.to(first)[0].text.toLowerCase()).toContain(ws.adminEmail.toLowerCase());

    // A role changes as soon as it is picked.
    await Promise.all([patched(page), memberRow(page, first).getByLabel('Role').selectOption('Admin')]);
    expect((await memberOf(ws, first)).organizationRole).toBe('Admin');
    expect(await memberRow(page, first).getByLabel('Role').inputValue()).toBe('Admin');

    await memberRow(page, second).getByRole('button', { name: 'Deactivate' }).click();
    await memberRow(page, second).getByRole('button', { name: 'Reactivate' }).waitFor();
    expect(await memberRow(page, second).locator('td[data-label=Status]').textContent()).toBe('Deactivated');
    expect((await memberOf(ws, second)).active).toBe(false);

    // Removing asks first; Cancel (Escape) leaves the member, the confirming button removes them.
    await memberRow(page, second).getByRole('button', { name: 'Remove' }).click();
    const confirm = memberRow(page, second).getByRole('button', { name: 'Remove member' });
    await confirm.waitFor();
    expect(await page.evaluate('document.activeElement && document.activeElement.textContent')).toBe('Remove member');
    await expectAccessible(page, 'team asking to remove');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await page.evaluate('document.activeElement && document.activeElement.textContent')).toBe('Remove');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await memberRow(page, second).waitFor({ state: 'detached' });
    expect(await memberOf(ws, second)).toBeUndefined();

    await page.getByLabel('New role').fill('Editor');
    await page.getByRole('button', { name: 'Add role' }).click();
    await page.locator('.tag-list li', { hasText: 'Editor' }).waitFor();
    expect(await page.locator('.tag-list li').allTextContents()).toEqual(['Admin', 'Standard', 'Editor']);
    expect(visit.problems).toEqual(['422 PATCH /api/console/team-members/' + me.id, '422 PATCH /api/console/team-members/' + me.id]);
  } finally {
    await visit.context.close();
  }

  const phone = await openBrowser(ws, ws.adminEmail, PHONE);
  try {
    await phone.page.goto(url(ws, '/console/team'));
    await heading(phone.page);
    await settle(phone.page);
    await phone.page.getByRole('button', { name: 'Invite members' }).click();
    await expectAccessible(phone.page, 'team at 375 px');
    expect(phone.problems).toEqual([]);
  } finally {
    await phone.context.close();
  }
});

it('Developers: an Admin creates an API key that works on the external API at once, and revokes it', async () => {
  const ws = await t.workspaces.create({ name: 'Key Lab', timeZone: 'Europe/Berlin' });
  const visit = await openBrowser(ws, ws.adminEmail);
  const { page } = visit;
  const me = (secret: string) => browse(t.port, url(ws, '/api/external/v2/me'), { headers: { 'x-api-key': secret, accept: 'application/json' } });
  try {
    await page.goto(url(ws, '/console/developers'));
    expect(await heading(page, 'Developers')).toBe('Developers');
    await settle(page);
    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByLabel('Name').fill('Zapier');
    await page.getByLabel('Scope').selectOption('read');
    await page.getByLabel('Expires after (days)').fill('30');
    await expectAccessible(page, 'developers with the key form');
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    const field = page.getByRole('textbox', { name: 'API key' });
    await field.waitFor();
    expect(await field.getAttribute('readonly')).not.toBeNull();
    const secret = await field.inputValue();
    expect(secret).toMatch(/^fsk_/);
    expect((await me(secret)).status).toBe(200);
    await expectAccessible(page, 'developers showing a new key');

    const row = page.locator('table tbody tr').filter({ hasText: 'Zapier' });
    expect(await row.locator('td[data-label=Scope]').textContent()).toBe('Read');
    expect(secret).toContain((await row.locator('td[data-label=Prefix]').textContent())!);
    expect(await row.locator('td[data-label=Created]').textContent()).toContain(`by ${ws.adminEmail}`);
    await page.getByRole('button', { name: 'Done' }).click();
    await field.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByRole('button', { name: 'Revoke key' }).click();
    await row.locator('td[data-label=Status]', { hasText: 'Revoked' }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect((await me(secret)).status).toBe(401);
    expect(visit.problems).toEqual([]);
  } finally {
    await visit.context.close();
  }

  const phone = await openBrowser(ws, ws.adminEmail, PHONE);
  try {
    await phone.page.goto(url(ws, '/console/developers'));
    await heading(phone.page);
    await settle(phone.page);
    await phone.page.getByRole('button', { name: 'Create API key' }).click();
    await phone.page.getByRole('button', { name: 'Add webhook' }).click();
    await expectAccessible(phone.page, 'developers at 375 px');
    expect(phone.problems).toEqual([]);
  } finally {
    await phone.context.close();
  }
});

it('Responses: one column per question, newest first in server pages, a date range, the details, and an Admin deletes one', async () => {
  const ws = await t.workspaces.create({ name: 'Survey Lab', timeZone: 'Europe/Berlin' });
  const created = await t.client(ws).post(`${V2}/forms`, {
    body: {
      form: {
        title: 'Team lunch',
        questions: [
          { kind: 'short_text', label: 'Your name' },
          { kind: 'single_choice', label: 'Favourite dish', options: ['Soup', 'Salad'] },
        ],
        hidden_fields: ['utm_source'],
      },
    },
  });
  expect(created.status).toBe(201);
  const form = created.body.form;
  expect((await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: true } } })).status).toBe(200);
  const [name, dish] = form.questions.map((question: any) => question.slug);
  const submit = async (person: string, choice: string) => {
    const response = await t
      .anonymous(t.hostOf(ws))
      .post(`/forms/${form.id}/submissions`, { body: { responses: { [name]: person, [dish]: choice }, field_values: { utm_source: 'newsletter' } } });
    expect(response.status).toBe(201);
    return response.body.submission;
  };
  // 21 responses: two server pages of 20.
  for (let n = 1; n <= 20; n++) await submit(`Person ${n}`, 'Soup');
  const newest = await submit('Grace Hopper', 'Salad');

  const visit = await openBrowser(ws, ws.adminEmail);
  const { page } = visit;
  try {
    await page.goto(url(ws, '/console/forms'));
    await page.getByRole('link', { name: '21 responses to Team lunch' }).click();
    await page.waitForURL(url(ws, `/console/forms/${form.id}/responses`));
    const table = page.getByRole('table');
    await table.locator('tbody tr').first().waitFor();
    // The table waits for the form (its columns are the form's questions), so the title is there too.
    expect(await heading(page, 'Responses to Team lunch')).toBe('Responses to Team lunch');
    expect(await table.locator('thead th').allTextContents()).toEqual(['Submitted', 'Version', 'Your name', 'Favourite dish']);
    expect(await table.locator('tbody tr').count()).toBe(20);
    const first = table.locator('tbody tr').first();
    expect(await first.locator('td[data-label="Your name"]').textContent()).toBe('Grace Hopper');
    expect(await first.locator('td[data-label="Favourite dish"]').textContent()).toBe('Salad');
    expect(await first.locator('td[data-label="Version"]').textContent()).toBe('v1');
    const berlin = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(newest.created_at));
    expect(await first.locator('time').textContent()).toBe(berlin);
    const pages = page.getByRole('navigation', { name: 'Pages of responses' });
    expect(await pages.textContent()).toContain('Page 1 of 2');
    await expectAccessible(page, 'responses');
    await pages.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(url(ws, `/console/forms/${form.id}/responses?page=2`));
    await pages.getByText('Page 2 of 2').waitFor();
    expect(await table.locator('td[data-label="Your name"]').allTextContents()).toEqual(['Person 1']);

    // The date range, in the member's days: tomorrow holds nothing, today holds everything.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + 86_400_000));
    await page.getByLabel('From').fill(tomorrow);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(url(ws, `/console/forms/${form.id}/responses?from=${tomorrow}`));
    await page.getByText('No responses in these days.').waitFor();
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To').fill(today);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(url(ws, `/console/forms/${form.id}/responses?from=${today}&to=${today}`));
    await page.getByText('21 responses in these days', { exact: false }).waitFor();

    // One response: answers, hidden fields, where it came from; deleted after a confirmation.
    await first.getByRole('link').click();
    await page.waitForURL(url(ws, `/console/forms/${form.id}/responses/${newest.id}`));
    expect(await heading(page, 'Response')).toBe('Response');
    const details = page.locator('main');
    await details.getByText('Grace Hopper').waitFor();
    expect(await page.locator('#answers-heading + dl dt').allTextContents()).toEqual(['Your name', 'Favourite dish']);
    expect(await page.locator('#answers-heading + dl dd').allTextContents()).toEqual(['Grace Hopper', 'Salad']);
    expect(await page.locator('#hidden-heading + dl').textContent()).toBe('utm_sourcenewsletter');
    expect(await page.locator('#device-heading + dl dt').allTextContents()).toEqual(['Browser', 'System', 'Device', 'Address']);
    expect(await page.locator('#device-heading + dl dd').last().textContent()).toBe(newest.user_agent.ip_address);
    await expectAccessible(page, 'one response');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Delete response' }).click();
    await page.waitForURL(url(ws, `/console/forms/${form.id}/responses`));
    await page.getByText('The response was deleted.').waitFor();
    await page.getByRole('navigation', { name: 'Pages of responses' }).waitFor({ state: 'detached' });
    expect(await page.locator('tbody td[data-label="Your name"]').first().textContent()).toBe('Person 20');
    expect((await t.client(ws).get(`${V2}/forms/${form.id}/submissions/${newest.id}`)).status).toBe(404);
    expect(visit.problems).toEqual([]);
  } finally {
    await visit.context.close();
  }

  const standard = `standard-${uniqueSuffix()}@example.com`;
  await t.workspaces.addMembers(ws, [standard]);
  const phone = await openBrowser(ws, standard, PHONE);
  try {
    await phone.page.goto(url(ws, `/console/forms/${form.id}/responses`));
    await heading(phone.page);
    await settle(phone.page);
    await expectAccessible(phone.page, 'responses at 375 px');
    await phone.page.locator('tbody tr').first().getByRole('link').click();
    await phone.page.getByText('Person 20').waitFor();
    await settle(phone.page);
    await expectAccessible(phone.page, 'one response at 375 px');
    // Deleting is for Admins: a Standard member is not offered it.
    expect(await phone.page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    // The team as a Standard member sees it, without its controls (what it shows and leaves out: the
    // component tests in team-page.spec.tsx), passes axe too.
    await phone.page.goto(url(ws, '/console/team'));
    expect(await heading(phone.page, 'Team')).toBe('Team');
    await memberRow(phone.page, standard).waitFor();
    await settle(phone.page);
    expect(await phone.page.locator('main button, main select, main textarea, main input').count()).toBe(0);
    await expectAccessible(phone.page, 'team as a Standard member');
    expect(phone.problems).toEqual([]);
  } finally {
    await phone.context.close();
  }
});
