import { Writable } from 'node:stream';
import pino from 'pino';
import { CONSOLE, ConsoleCaller, loadConsoleContract } from '../console/support';
import { browse } from '../support/browser';
import { MailCatcher } from '../support/mail-catcher';
import { outboxSettled } from '../support/outbox';
import { V1, V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { postMultipart } from '../uploads/support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// A respondent's confirmation email cannot be turned into a relay: a daily allowance per address and
// per workspace (counted in PostgreSQL, exact across replicas), no text the respondent typed quoted back,
// the workspace named; and every link stored or emailed starts with the configured origin, whatever
// Host the client sent. Emails go through a real SMTP server.

jest.setTimeout(180_000);

/** The worker's shared server, or a server of the file's own where the test needs one (a replica, an env of its own). */
type App = SharedTestApp | TestApp;

const QUESTIONS = [
  { kind: 'email', label: 'Your email', slug: 'email' },
  { kind: 'short_text', label: 'Your name', slug: 'name' },
  { kind: 'long_text', label: 'Comments', slug: 'comments' },
  { kind: 'url', label: 'Website', slug: 'site' },
  { kind: 'single_choice', label: 'Plan', slug: 'plan', options: ['Solo', 'Team'] },
  { kind: 'number', label: 'Seats', slug: 'seats' },
  { kind: 'date', label: 'Start', slug: 'start' },
  { kind: 'rating', label: 'Score', slug: 'score' },
];

async function createForm(t: App, ws: WorkspaceFixture, title: string, extra: object[] = [], settings: object = {}): Promise<any> {
  const created = await t.client(ws).post(`${V2}/forms`, {
    body: { form: { title, questions: [...QUESTIONS, ...extra], settings: { confirmation_email_question: 'email', ...settings } } },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const published = await t.client(ws).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${published.text}`);
  return published.body.form;
}

function intake(t: App, host: string, formId: string, responses: Record<string, unknown>, headers: Record<string, string> = {}): Promise<any> {
  return t.anonymous(host).post(`/forms/${formId}/submissions`, { body: { responses }, headers });
}

async function heldBackToday(t: App, ws: WorkspaceFixture, formId: string): Promise<any> {
  const caller = new ConsoleCaller(t, await loadConsoleContract(t), ws, { cookie: await t.workspaces.signIn(ws, ws.adminEmail) });
  const response = await caller.get(`/forms/${formId}/confirmation-emails`);
  if (response.status !== 200) throw new Error(`${CONSOLE}/forms/${formId}/confirmation-emails: ${response.status} ${response.text}`);
  return response.body.confirmation_emails;
}

async function storedSubmissions(t: App, ws: WorkspaceFixture, formId: string): Promise<number> {
  const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM submissions WHERE workspace_id = $1 AND form_id = $2`, [ws.id, formId]);
  return count;
}

/** Lets the outbox deliver anything still due, so that "no more emails" means none will come. */
const settle = (app: App) => outboxSettled(app.databaseUrl);

describe('confirmation emails', () => {
  let mail: MailCatcher;
  let t: SharedTestApp;
  let ws: WorkspaceFixture;

  beforeAll(async () => {
    t = await sharedTestApp(NO_LIMITS, { mail: true });
    mail = t.mail;
    ws = await t.workspaces.create({ name: 'Acme Surveys' });
  });

  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  it('quote choices, numbers, dates and ratings only, name the workspace and say the address was typed into a form', async () => {
    const form = await createForm(t, ws, 'Sign-up');
    const respondent = 'quoted@example.org';
    const created = await intake(t, t.hostOf(ws), form.id, {
      email: respondent,
      name: 'Cheap pills at spam.example',
      comments: 'Visit https://spam.example/offer today',
      site: 'https://spam.example/landing',
      plan: 'Team',
      seats: 12,
      start: '2026-01-31',
      score: 4,
    });
    expect(created.status).toBe(201);
    await mail.waitFor(() => mail.to(respondent).length > 0, 'the confirmation');
    const [copy] = mail.to(respondent);
    for (const quoted of ['Plan\n  Team', 'Seats\n  12', 'Start\n  2026-01-31', 'Score\n  4']) expect(copy.text).toContain(quoted);
    for (const answered of ['Your email', 'Your name', 'Comments', 'Website']) expect(copy.text).toContain(`${answered}\n  (answered)`);
    expect(copy.text).not.toContain('spam');
    expect(copy.text).not.toContain(respondent);
    expect(copy.text).not.toMatch(/https?:\/\/|www\./);
    expect(copy.text).toContain('"Acme Surveys"');
    expect(copy.text).toContain('this address was typed into the form');
    const htmlPart = copy.raw.slice(copy.raw.indexOf('Content-Type: text/html'));
    expect(htmlPart).not.toContain('spam');
    expect(htmlPart).not.toContain('<a ');
  });

  it('go at most 3 times a day to one address per form: the other submissions are stored, and the console counts those held back', async () => {
    const form = await createForm(t, ws, 'Relay attempt');
    const victim = 'victim@example.org';
    const spellings = [victim, 'Victim@Example.org', victim, 'VICTIM@example.org', victim, victim, 'victim@EXAMPLE.org'];
    const answers = await Promise.all(spellings.map((email) => intake(t, t.hostOf(ws), form.id, { email, plan: 'Solo' })));
    expect(answers.map((answer) => answer.status)).toEqual(spellings.map(() => 201));
    await mail.waitFor(() => mail.to(victim).length >= 3, 'three confirmations');
    await settle(t);
    expect(mail.to(victim)).toHaveLength(3);
    expect(await storedSubmissions(t, ws, form.id)).toBe(7);
    expect(await heldBackToday(t, ws, form.id)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      held_back_today: 4,
      per_address_limit: 3,
      per_workspace_limit: 1000,
    });
    // Another address, and the same address on another form, still get theirs.
    const other = await createForm(t, ws, 'Another form');
    expect((await intake(t, t.hostOf(ws), other.id, { email: victim })).status).toBe(201);
    expect((await intake(t, t.hostOf(ws), form.id, { email: 'someone-else@example.org' })).status).toBe(201);
    await mail.waitFor(() => mail.to(victim).length === 4 && mail.to('someone-else@example.org').length === 1, 'the other confirmations');
    expect((await heldBackToday(t, ws, other.id)).held_back_today).toBe(0);
    // No address is stored in the clear for the count.
    const stored = await t.dataSource.query(`SELECT encode(recipient_digest, 'escape') AS digest FROM confirmation_email_recipients WHERE workspace_id = $1`, [ws.id]);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.digest.toLowerCase()).not.toContain('victim');
  });

  it('answers 404 for a form of another workspace', async () => {
    const other = await t.workspaces.create();
    const form = await createForm(t, other, 'Not yours');
    const caller = new ConsoleCaller(t, await loadConsoleContract(t), ws, { cookie: await t.workspaces.signIn(ws, ws.adminEmail) });
    const response = await caller.get(`/forms/${form.id}/confirmation-emails`);
    expect([response.status, response.body]).toEqual([404, { error: 'Form not found' }]);
  });
});

describe('the workspace allowance, across two replicas', () => {
  let mail: MailCatcher;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    mail = await MailCatcher.start();
    const env = { SMTP_URL: mail.url, SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0', CONFIRMATION_EMAILS_PER_DAY: '5' };
    first = await startTestApp(env);
    second = await startTestApp(env, first);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await mail?.close();
  });

  it('sends exactly CONFIRMATION_EMAILS_PER_DAY of 16 concurrent confirmations to distinct addresses, over all forms', async () => {
    const ws = await first.workspaces.create();
    const forms = [await createForm(first, ws, 'One'), await createForm(first, ws, 'Two')];
    const addresses = Array.from({ length: 16 }, (_, index) => `burst-${index}@example.org`);
    const answers = await Promise.all(
      addresses.map((email, index) => {
        const replica = index % 2 === 0 ? first : second;
        return intake(replica, replica.hostOf(ws), forms[index % 4 < 2 ? 0 : 1].id, { email });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(addresses.map(() => 201));
    await mail.waitFor(() => mail.messages.length >= 5, 'five confirmations');
    await settle(first);
    expect(mail.messages).toHaveLength(5);
    const held = (await heldBackToday(first, ws, forms[0].id)).held_back_today + (await heldBackToday(second, ws, forms[1].id)).held_back_today;
    expect(held).toBe(11);
    const [day] = await first.dataSource.query(`SELECT sent FROM confirmation_email_days WHERE workspace_id = $1`, [ws.id]);
    expect(day.sent).toBe(5);
    expect((await heldBackToday(first, ws, forms[0].id)).per_workspace_limit).toBe(5);
  });
});

describe('without SMTP_URL', () => {
  it('the log never names a respondent, only that a confirmation was not emailed', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const t = await startTestApp({ SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0' }, undefined, { log: pino({ level: 'info' }, sink) });
    try {
      const ws = await t.workspaces.create();
      const form = await createForm(t, ws, 'Quiet');
      const respondent = 'logged-respondent@example.org';
      expect((await intake(t, t.hostOf(ws), form.id, { email: respondent, name: 'Private Person' })).status).toBe(201);
      const deadline = Date.now() + 10_000;
      while (!lines.some((line) => line.includes('not emailing a respondent'))) {
        if (Date.now() > deadline) throw new Error(`no log line about the confirmation; logged: ${lines.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(lines.join('\n')).not.toContain(respondent);
      expect(lines.join('\n')).not.toContain('Private Person');
    } finally {
      await t.close();
    }
  });
});

describe('links stored and emailed', () => {
  const FILE_QUESTION = { kind: 'file_upload', label: 'Attachment', slug: 'file', max_size_mb: 1, accepted_types: ['.txt'] };
  let mail: MailCatcher;

  /** A stranger's Host with another port and a forged scheme: neither may reach a stored or emailed link. */
  const strangerHeaders = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' };

  async function submitWithFile(t: App, ws: WorkspaceFixture, host: string): Promise<string> {
    const form = await createForm(t, ws, 'With a file', [FILE_QUESTION], { notification_emails: [ws.adminEmail] });
    const upload = await postMultipart(t, host, `/forms/${form.id}/uploads`, [
      { name: 'question', value: 'file' },
      { name: 'file', fileName: 'note.txt', contentType: 'text/plain', data: Buffer.from('hello') },
    ], { headers: strangerHeaders });
    if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${upload.text}`);
    const created = await intake(t, host, form.id, { email: 'files@example.org', file: upload.body.upload.id }, strangerHeaders);
    if (created.status !== 201) throw new Error(`submit: ${created.status} ${created.text}`);
    // Stored as the upload's id, with no host at all; the notification, sent outside any request, shows the address.
    const [row] = await t.dataSource.query(`SELECT responses FROM submissions WHERE workspace_id = $1 AND id = $2`, [ws.id, created.body.submission.id]);
    expect(row.responses.find((response: { kind: string }) => response.kind === 'file_upload').value).toBe(upload.body.upload.id);
    const withFile = (text: string) => /(https?:\/\/[^\s"<>]*\/api\/external\/v2\/files\/[0-9a-f-]{36})/.exec(text);
    await mail.waitFor(() => mail.to(ws.adminEmail).some((message) => withFile(message.text) !== null), 'the notification with the file');
    return withFile(mail.to(ws.adminEmail).find((message) => withFile(message.text) !== null)!.text)![1];
  }

  it('by default start with the workspace address on PORT, not the port or scheme of the request', async () => {
    const t = await sharedTestApp(NO_LIMITS, { mail: true });
    mail = t.mail;
    try {
      const ws = await t.workspaces.create();
      const fileAddress = await submitWithFile(t, ws, `${ws.subdomain}.localhost:6666`);
      expect(fileAddress).toMatch(new RegExp(`^http://${ws.subdomain}\\.localhost:${t.port}/api/external/v2/files/`));
    } finally {
      await t.close();
    }
  });

  it('with PUBLIC_ORIGIN_TEMPLATE: sign-in and invitation links, file addresses and notification links use it', async () => {
    mail = await MailCatcher.start();
    const t = await startTestApp({ SMTP_URL: mail.url, SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0', PUBLIC_ORIGIN_TEMPLATE: 'https://{subdomain}.forms.example' });
    try {
      const ws = await t.workspaces.create();
      const origin = `https://${ws.subdomain}.forms.example`;
      const strangerHost = `${ws.subdomain}.localhost:6666`;

      const fileAddress = await submitWithFile(t, ws, strangerHost);
      expect(fileAddress).toMatch(new RegExp(`^${origin.replace(/\./g, '\\.')}/api/external/v2/files/`));
      await mail.waitFor(() => mail.to(ws.adminEmail).some((message) => message.text.includes('/console/forms/')), 'the notification');
      const notification = mail.to(ws.adminEmail).find((message) => message.text.includes('/console/forms/'))!;
      expect(notification.text).toMatch(new RegExp(`${origin.replace(/\./g, '\\.')}/console/forms/[0-9a-f-]+/responses/[0-9a-f-]+`));
      expect(notification.text).toContain(fileAddress);
      expect(notification.text).not.toContain('6666');

      const invitee = `invitee-${ws.subdomain}@example.org`;
      const invited = await t.client(ws).post(`${V1}/team_members`, { host: strangerHost, body: { emails: [invitee] }, headers: strangerHeaders });
      expect(invited.status).toBeLessThan(300);
      await mail.waitFor(() => mail.to(invitee).length > 0, 'the invitation');
      expect(mail.to(invitee)[0].text).toMatch(new RegExp(`${origin.replace(/\./g, '\\.')}/join\\?token=`));
      expect(mail.to(invitee)[0].text).not.toContain('6666');

      const page = await browse(t.port, `http://${strangerHost}/sign-in`, { origin: `http://${strangerHost}`, form: { email: ws.adminEmail }, headers: strangerHeaders });
      expect(page.status).toBe(200);
      await mail.waitFor(() => mail.to(ws.adminEmail).some((message) => message.text.includes('/sign-in/confirm')), 'the sign-in email');
      const signIn = mail.to(ws.adminEmail).find((message) => message.text.includes('/sign-in/confirm'))!;
      expect(signIn.text).toMatch(new RegExp(`${origin.replace(/\./g, '\\.')}/sign-in/confirm\\?token=`));
      expect(signIn.text).not.toContain('6666');
    } finally {
      await t.close();
      await mail.close();
    }
  });
});
