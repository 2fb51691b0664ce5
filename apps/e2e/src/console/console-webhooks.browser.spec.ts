import type { Browser, Page } from 'playwright-core';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { horizontalOverflow, launchChromium, seriousViolations } from '../support/chromium';
import { heading, openConsoleBrowser, PHONE, settled, type Visit, WIDE } from './console-browser';
import { V2 } from '../support/operations';
import { startTestApp, type TestApp } from '../support/test-app';
import { WebhookReceiver } from '../support/webhook-receiver';
import type { WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// The webhooks of the Developers page in a real browser (Debian's Chromium through playwright-core),
// against the real API, its outbox worker and a real HTTP receiver on loopback that the deliveries reach.

jest.setTimeout(240_000);

let t: TestApp;
let ws: WorkspaceFixture;
let browser: Browser;
let receiver: WebhookReceiver;

beforeAll(async () => {
  // A server of its own: on the shared one (another process) the log counted 3 attempts after Retry where
  // 2 are expected, as if the delivery worker's first automatic retry (5 s after the failure) had run beside it.
  t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', PUBLIC_RATE_LIMIT: '0' });
  ws = await t.workspaces.create({ name: 'Hook Lab', timeZone: 'Europe/Berlin' });
  receiver = await WebhookReceiver.start();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await t?.close();
});

function url(path: string): string {
  return `${t.baseUrl(ws)}${path}`;
}

async function openBrowser(viewport = WIDE): Promise<Visit> {
  return openConsoleBrowser(browser, t.baseUrl(ws), await t.workspaces.signIn(ws, ws.adminEmail), viewport);
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect([what, await seriousViolations(page)]).toEqual([what, []]);
  expect([what, await horizontalOverflow(page)]).toEqual([what, 0]);
}

async function webhooksOfWorkspace(): Promise<any[]> {
  return (await t.client(ws).get(`${V2}/webhooks`)).body.webhooks;
}

it('an Admin creates a webhook (secret shown once), sees a failed delivery with its status and attempts, retries it, edits and deletes the webhook', async () => {
  const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Sign-up', questions: [{ kind: 'short_text', label: 'Name' }] } } });
  const form = created.body.form;
  expect((await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: true } } })).status).toBe(200);

  const visit = await openBrowser();
  const { page } = visit;
  try {
    await page.goto(url('/console/developers'));
    expect(await heading(page, 'Developers')).toBe('Developers');
    await settled(visit);
    await page.getByText('No webhooks yet.').waitFor();

    // A refusal of the API shows next to the URL field.
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const create = page.locator('#new-webhook-form');
    await create.getByLabel('URL').fill('ftp://example.com/hooks');
    await create.getByRole('button', { name: 'Create webhook' }).click();
    const urlError = create.locator('#new-webhook-form-error');
    await urlError.waitFor();
    expect(await urlError.textContent()).toMatch(/^webhook\.url /);
    expect(await create.getByLabel('URL').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'the webhook form with a refusal');

    await create.getByLabel('URL').fill(receiver.url);
    expect(await create.getByRole('checkbox', { name: 'submission.created' }).isChecked()).toBe(true);
    await create.getByLabel('Form', { exact: true }).selectOption({ label: 'Sign-up' });
    await create.getByLabel('Description').fill('CRM');
    await create.getByRole('button', { name: 'Create webhook' }).click();

    // The signing secret, once, read-only, with a copy button.
    const secretField = page.getByRole('textbox', { name: 'Signing secret' });
    await secretField.waitFor();
    expect(await secretField.getAttribute('readonly')).not.toBeNull();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect(await page.getByRole('region', { name: "New webhook's signing secret" }).getByRole('button', { name: 'Copy' }).count()).toBe(1);
    const [stored] = await webhooksOfWorkspace();
    expect(stored).toMatchObject({ url: receiver.url, events: ['submission.created'], form_id: form.id, description: 'CRM', is_active: true });
    await page.getByRole('button', { name: 'Done' }).click();
    await secretField.waitFor({ state: 'detached' });
    const card = page.locator('.card-list > li').filter({ hasText: receiver.url });
    expect(await card.locator('.meta').first().textContent()).toBe('Active · Sign-up · CRM');
    await page.reload();
    await card.waitFor();
    expect(await page.content()).not.toContain(secret);

    // A response; the receiver is down (503): the log shows the attempt, and the delivery waits for its next one.
    receiver.answerWith((_request, response) => response.writeHead(503).end('maintenance'));
    const answer = await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, { body: { responses: { [form.questions[0].slug]: 'Ada' } } });
    expect(answer.status).toBe(201);
    await receiver.waitFor(1);
    // What the receiver got is signed with the secret the page showed.
    expect((new StandardWebhook(secret).verify(receiver.received[0].body, receiver.received[0].headers) as any).type).toBe('submission.created');

    await card.getByRole('button', { name: 'Deliveries' }).click();
    const row = card.locator('.deliveries tbody tr').first();
    await row.locator('td[data-label="Last answer"]', { hasText: '503' }).waitFor();
    expect(await row.locator('td[data-label=Event] code').textContent()).toBe('submission.created');
    expect(await row.locator('td[data-label=Status]').textContent()).toBe('Pending');
    expect(await row.locator('td[data-label=Attempts]').textContent()).toBe('1');
    expect(await row.locator('td[data-label="Last answer"]').textContent()).toBe('503 · HTTP 503: maintenance');
    expect(await row.locator('td[data-label="Next attempt"]').textContent()).not.toBe('—');
    await expectAccessible(page, 'the delivery log');

    // The receiver is back: Retry sends it at once, and the log shows the success without a reload.
    receiver.answerWith((_request, response) => response.writeHead(200).end('ok'));
    await row.getByRole('button', { name: 'Retry' }).click();
    await receiver.waitFor(2);
    await row.locator('td[data-label=Status]', { hasText: 'Succeeded' }).waitFor();
    expect(await row.locator('td[data-label=Attempts]').textContent()).toBe('2');
    expect(await row.locator('td[data-label="Last answer"]').textContent()).toBe('200');
    expect(receiver.received[1].headers['webhook-id']).toBe(receiver.received[0].headers['webhook-id']);

    // Edit: another description, paused.
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = card.locator('form');
    expect(await edit.getByLabel('URL').inputValue()).toBe(receiver.url);
    await edit.getByLabel('Description').fill('CRM sync');
    await edit.getByRole('checkbox', { name: /^Active/ }).uncheck();
    await edit.getByRole('button', { name: 'Save webhook' }).click();
    await edit.waitFor({ state: 'detached' });
    await card.locator('.meta', { hasText: 'Paused · Sign-up · CRM sync' }).waitFor();
    expect(await webhooksOfWorkspace()).toEqual([expect.objectContaining({ id: stored.id, description: 'CRM sync', is_active: false })]);

    // Delete, after a confirmation.
    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await card.getByRole('button', { name: 'Delete webhook' }).click();
    await page.getByText('No webhooks yet.').waitFor();
    expect(await webhooksOfWorkspace()).toEqual([]);
    expect(visit.problems).toEqual([`422 POST /api/console/webhooks`]);
  } finally {
    await visit.context.close();
  }

  const phone = await openBrowser(PHONE);
  try {
    await phone.page.goto(url('/console/developers'));
    await heading(phone.page);
    await settled(phone);
    await phone.page.getByRole('button', { name: 'Add webhook' }).click();
    await expectAccessible(phone.page, 'the webhook form at 375 px');
    expect(phone.problems).toEqual([]);
  } finally {
    await phone.context.close();
  }
});
