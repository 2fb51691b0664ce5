import { Agent, request } from 'node:http';
import { expectError, expectFormV2 } from '../support/expectations';
import { MailCatcher } from '../support/mail-catcher';
import { V1, V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { browse } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// A form's settings: closing date, response limit (exact under concurrency), closed and thank-you
// messages, redirect, and the emails about responses, sent through a real SMTP server.

jest.setTimeout(120_000);

const OWNER = 'owner@example.com';
const COLLEAGUE = 'colleague@example.com';
const FORMER = 'former@example.com';
const QUESTIONS = [
  { kind: 'short_text', label: 'Your name', slug: 'name', required: true },
  { kind: 'email', label: 'Your email', slug: 'email' },
  { kind: 'short_text', label: 'Nickname', slug: 'nickname' },
];
const DEFAULTS = {
  closes_at: null,
  max_submissions: null,
  closed_message: '',
  thank_you_message: '',
  redirect_url: null,
  notification_emails: [],
  confirmation_email_question: null,
  save_partial_responses: false,
  partial_response_days: 30,
};

let mail: MailCatcher;
let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS, { mail: true });
  mail = t.mail;
  ws = await t.workspaces.create({ admins: [OWNER], members: [COLLEAGUE, FORMER] });
  const formerId = await t.workspaces.memberId(ws, FORMER);
  const deactivated = await t.client(ws).patch(`${V1}/team_members/${formerId}`, { body: { active: false } });
  if (deactivated.status !== 200) throw new Error(`deactivate: ${deactivated.status} ${deactivated.text}`);
});

afterAll(async () => {
  await t?.close();
  await mail?.close();
});

async function createForm(settings?: Record<string, unknown>, title = 'Feedback'): Promise<any> {
  const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title, questions: QUESTIONS, ...(settings ? { settings } : {}) } } });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const published = await t.client(ws).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${published.text}`);
  return published.body.form;
}

function intake(formId: string, responses: Record<string, unknown>): Promise<any> {
  return t.anonymous(t.hostOf(ws)).post(`/forms/${formId}/submissions`, { body: { responses } });
}

function inSeconds(seconds: number): string {
  return `${new Date(Date.now() + seconds * 1000).toISOString().slice(0, 19)}Z`;
}

describe('settings on the v2 form', () => {
  it('are always present, with their defaults, on create, get and list', async () => {
    const form = await createForm();
    expectFormV2(form);
    expect(form.settings).toEqual(DEFAULTS);
    const read = await t.client(ws).get(`${V2}/forms/${form.id}`);
    expect(read.body.form.settings).toEqual(DEFAULTS);
    const list = await t.client(ws).get(`${V2}/forms`);
    for (const listed of list.body.forms) expectFormV2(listed);
  });

  it('replace only the fields given on PATCH; the others keep their values', async () => {
    const closesAt = inSeconds(86_400);
    const form = await createForm({ max_submissions: 50, thank_you_message: 'Thanks!', closes_at: closesAt });
    expect(form.settings).toEqual({ ...DEFAULTS, max_submissions: 50, thank_you_message: 'Thanks!', closes_at: closesAt });

    const changed = await t.client(ws).patch(`${V2}/forms/${form.id}`, {
      body: { form: { settings: { redirect_url: 'https://example.com/done', notification_emails: [OWNER] } } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.form.settings).toEqual({
      ...DEFAULTS,
      max_submissions: 50,
      thank_you_message: 'Thanks!',
      closes_at: closesAt,
      redirect_url: 'https://example.com/done',
      notification_emails: [OWNER],
    });
    expect(changed.body.form.updated_at >= form.updated_at).toBe(true);

    const cleared = await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { settings: { max_submissions: null, closes_at: null } } } });
    expect(cleared.body.form.settings).toEqual({
      ...DEFAULTS,
      thank_you_message: 'Thanks!',
      redirect_url: 'https://example.com/done',
      notification_emails: [OWNER],
    });

    // A PATCH without settings leaves them, and one that changes nothing leaves updated_at too.
    const titled = await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { title: 'Renamed' } } });
    expect(titled.body.form.settings).toEqual(cleared.body.form.settings);
    const same = await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { settings: { thank_you_message: 'Thanks!' } } } });
    expect(same.body.form.updated_at).toBe(titled.body.form.updated_at);
  });

  it.each([
    [{ closes_at: '2020-01-01T00:00:00Z' }, 'form.settings.closes_at must be in the future'],
    [{ closes_at: 'tomorrow' }, 'form.settings.closes_at must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ that exists, such as 2026-01-31T23:59:59Z'],
    [{ max_submissions: 0 }, 'form.settings.max_submissions must be an integer of at least 1'],
    [{ max_submissions: 2.5 }, 'form.settings.max_submissions must be an integer'],
    [{ max_submissions: '10' }, 'form.settings.max_submissions must be an integer'],
    [{ closed_message: 'x'.repeat(2001) }, 'form.settings.closed_message must be at most 2000 characters'],
    [{ thank_you_message: 'x'.repeat(2001) }, 'form.settings.thank_you_message must be at most 2000 characters'],
    [{ redirect_url: 'not a url' }, 'form.settings.redirect_url must be an absolute https URL of at most 2000 characters'],
    [{ redirect_url: 'http://example.com/done' }, 'form.settings.redirect_url must be an absolute https URL of at most 2000 characters'],
    [{ redirect_url: '/thanks' }, 'form.settings.redirect_url must be an absolute https URL of at most 2000 characters'],
    [{ notification_emails: ['not-an-email'] }, 'form.settings.notification_emails[0] is not a valid email'],
    [{ notification_emails: [OWNER, 'stranger@example.com'] }, 'form.settings.notification_emails[1] must be the email of an active member of the workspace'],
    [{ notification_emails: [FORMER] }, 'form.settings.notification_emails[0] must be the email of an active member of the workspace'],
    [{ notification_emails: Array.from({ length: 11 }, (_, index) => `m${index}@example.com`) }, 'form.settings.notification_emails must have at most 10 entries'],
    [{ confirmation_email_question: 'name' }, 'form.settings.confirmation_email_question must be the slug of an email question of the form'],
    [{ confirmation_email_question: 'unknown' }, 'form.settings.confirmation_email_question must be the slug of an email question of the form'],
    [{ colour: 'blue' }, 'form.settings.colour is not allowed'],
  ])('refuses %j with 422 naming the field, and changes nothing', async (settings, message) => {
    const form = await createForm();
    expectError(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { settings } } }), 422, message);
    const after = await t.client(ws).get(`${V2}/forms/${form.id}`);
    expect(after.body.form.settings).toEqual(DEFAULTS);
    expect(after.body.form.updated_at).toBe(form.updated_at);
    // The same on creation: nothing is created.
    const before = (await t.client(ws).get(`${V2}/forms`)).body.total_count;
    expectError(await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Refused', questions: QUESTIONS, settings } } }), 422, message);
    expect((await t.client(ws).get(`${V2}/forms`)).body.total_count).toBe(before);
  });

  it('refuses removing the confirmation question while the setting names it', async () => {
    const form = await createForm({ confirmation_email_question: 'email' });
    const withoutEmail = form.questions.filter((question: any) => question.slug !== 'email').map(({ id, kind, label, slug }: any) => ({ id, kind, label, slug }));
    expectError(
      await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { questions: withoutEmail } } }),
      422,
      'form.settings.confirmation_email_question must be the slug of an email question of the form',
    );
    const both = await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { questions: withoutEmail, settings: { confirmation_email_question: null } } } });
    expect(both.status).toBe(200);
  });
});

describe('a closing date that has passed', () => {
  it('is accepted back as it is on PATCH, in v2 and in the console; only another past date is refused', async () => {
    const form = await createForm({ closes_at: new Date(Date.now() + 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z') });
    // The date passes: the form closed, as it should.
    await t.dataSource.query(`UPDATE forms SET settings = jsonb_set(settings, '{closesAt}', '"2021-03-04T05:06:07.000Z"') WHERE workspace_id = $1 AND id = $2`, [ws.id, form.id]);
    const stored = (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form;
    expect(stored.settings.closes_at).toBe('2021-03-04T05:06:07Z');

    const echoed = await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { title: stored.title, settings: stored.settings } } });
    expect({ status: echoed.status, settings: echoed.body.form?.settings }).toEqual({ status: 200, settings: stored.settings });
    expect(echoed.body.form.updated_at).toBe(stored.updated_at);
    const renamed = await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { title: 'Closed survey', settings: stored.settings } } });
    expect({ status: renamed.status, title: renamed.body.form?.title, closes_at: renamed.body.form?.settings.closes_at }).toEqual({
      status: 200,
      title: 'Closed survey',
      closes_at: '2021-03-04T05:06:07Z',
    });

    const cookie = await t.workspaces.signIn(ws, OWNER);
    const fromConsole = await t.anonymous(t.hostOf(ws)).patch(`/api/console/forms/${form.id}`, {
      headers: { Cookie: cookie, Origin: t.baseUrl(ws) },
      body: { form: { settings: { ...stored.settings, thank_you_message: 'Too late, sorry' } } },
    });
    expect({ status: fromConsole.status, settings: fromConsole.body.form?.settings }).toEqual({
      status: 200,
      settings: { ...stored.settings, thank_you_message: 'Too late, sorry' },
    });

    // Another date in the past is a change, and still refused.
    expectError(
      await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { settings: { ...stored.settings, closes_at: '2021-03-04T05:06:08Z' } } } }),
      422,
      'form.settings.closes_at must be in the future',
    );
  });
});

describe('closing rules', () => {
  it('closes the form when closes_at is reached: the page shows the closed message, the intake answers 422', async () => {
    const form = await createForm({ closes_at: inSeconds(2), closed_message: 'Registration is over.\nSee you next year!' });
    expect((await intake(form.id, { name: 'Early' })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const page = await browse(t, form.attempt_url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Registration is over.\nSee you next year!');
    expect(page.body).not.toContain('<form');
    expectError(await intake(form.id, { name: 'Late' }), 422, 'Form is not accepting responses');
    const posted = await browse(t, form.attempt_url, { form: new URLSearchParams({ name: 'Late' }) });
    expect(posted.status).toBe(422);
    expect(posted.body).toContain('Registration is over.');
    const read = await t.client(ws).get(`${V2}/forms/${form.id}`);
    expect(read.body.form.submissions_count).toBe(1);
    // A closing date that has passed is kept; the owner may remove it, which opens the form again.
    expect(read.body.form.settings.closes_at).not.toBeNull();
    await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { settings: { closes_at: null } } } });
    expect((await intake(form.id, { name: 'Reopened' })).status).toBe(201);
  });

  it('shows the default text when the closed message is empty', async () => {
    const form = await createForm({ max_submissions: 1 });
    expect((await intake(form.id, { name: 'Only one' })).status).toBe(201);
    const page = await browse(t, form.attempt_url);
    expect(page.body).toContain('This form is not accepting responses.');
    expect(page.body).not.toContain('<form');
  });

  it('stores exactly max_submissions of 30 concurrent submissions; the rest get 422', async () => {
    const form = await createForm({ max_submissions: 10 });
    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const payload = (index: number) => Buffer.from(JSON.stringify({ responses: { name: `Person ${index}` } }));
    const post = (index: number) =>
      new Promise<{ status: number; body: any }>((resolve, reject) => {
        const body = payload(index);
        const outgoing = request(
          {
            host: '127.0.0.1',
            port: t.port,
            method: 'POST',
            path: `/forms/${form.id}/submissions`,
            agent,
            headers: { Host: t.hostOf(ws), 'Content-Type': 'application/json', 'Content-Length': body.length, Accept: 'application/json' },
          },
          (incoming) => {
            let text = '';
            incoming.setEncoding('utf8');
            incoming.on('data', (chunk: string) => (text += chunk));
            incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(text) }));
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    try {
      const results = await Promise.all(Array.from({ length: 30 }, (_, index) => post(index)));
      const statuses = results.map((result) => result.status).sort();
      expect(statuses).toEqual([...Array(10).fill(201), ...Array(20).fill(422)]);
      for (const refused of results.filter((result) => result.status === 422)) expect(refused.body).toEqual({ error: 'Form is not accepting responses' });
    } finally {
      agent.destroy();
    }
    const read = await t.client(ws).get(`${V2}/forms/${form.id}`);
    expect(read.body.form.submissions_count).toBe(10);
    const list = await t.client(ws).get(`${V2}/forms/${form.id}/submissions`, { query: { page_size: '100' } });
    expect(list.body.submissions).toHaveLength(10);
    expect(list.body.pagination.total_records).toBe(10);
  });
});

describe('endings', () => {
  it('shows the thank-you message as plain text, escaped', async () => {
    const message = '<script>alert("x")</script> & <b>thanks</b>';
    const form = await createForm({ thank_you_message: message });
    const posted = await browse(t, form.attempt_url, { form: new URLSearchParams({ name: 'Ada' }) });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe(`${form.attempt_url}/thank-you`);
    const page = await browse(t, String(posted.headers.location));
    expect(page.status).toBe(200);
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;thanks&lt;/b&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('<b>thanks');
  });

  it('shows the default thank-you text when the message is empty', async () => {
    const form = await createForm();
    const page = await browse(t, `${form.attempt_url}/thank-you`);
    expect(page.body).toContain('Thank you! Your answers have been sent.');
  });

  it('sends a page submission on to redirect_url with 303; the JSON intake still answers 201', async () => {
    const form = await createForm({ redirect_url: 'https://example.com/after?from=form' });
    const posted = await browse(t, form.attempt_url, { form: new URLSearchParams({ name: 'Ada' }) });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('https://example.com/after?from=form');
    const json = await intake(form.id, { name: 'Grace' });
    expect(json.status).toBe(201);
    expect(json.body.submission.id).toEqual(expect.any(String));
    expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.submissions_count).toBe(2);
  });
});

describe('emails about responses', () => {
  it('emails each notification address and the respondent, with the right subjects and answers', async () => {
    const form = await createForm(
      { notification_emails: [OWNER, COLLEAGUE], confirmation_email_question: 'email' },
      'Workshop <signup> & more',
    );
    const respondent = 'respondent-1@example.org';
    const created = await intake(form.id, { name: 'Ada Lovelace', email: respondent, nickname: '<b>Countess</b>' });
    expect(created.status).toBe(201);
    const submissionId = created.body.submission.id;
    await mail.waitFor(
      () => mail.to(OWNER).length > 0 && mail.to(COLLEAGUE).length > 0 && mail.to(respondent).length > 0,
      'the notifications and the confirmation',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const member of [OWNER, COLLEAGUE]) {
      const received = mail.to(member);
      expect(received).toHaveLength(1);
      expect(received[0].to).toEqual([member]);
      expect(received[0].text).toContain('New response to Workshop <signup> & more');
      expect(received[0].text).toContain('Your name');
      expect(received[0].text).toContain('Ada Lovelace');
      expect(received[0].text).toContain(respondent);
      expect(received[0].text).toContain(`${t.baseUrl(ws)}/console/forms/${form.id}/responses/${submissionId}`);
      // Whatever the respondent wrote is escaped in the HTML part.
      const htmlPart = received[0].raw.slice(received[0].raw.indexOf('Content-Type: text/html'));
      expect(htmlPart).toContain('&#60;b&#62;Countess&#60;/b&#62;');
      expect(htmlPart).not.toContain('<b>Countess');
    }
    const [copy] = mail.to(respondent);
    expect(mail.to(respondent)).toHaveLength(1);
    expect(copy.text).toContain('Your response to Workshop <signup> & more');
    // The respondent's copy never repeats typed text: anyone can type any address into a public form.
    expect(copy.text).toContain('Your name\n  (answered)');
    expect(copy.text).not.toContain('Ada Lovelace');
    expect(copy.text).not.toContain('Countess');
    expect(copy.text).not.toContain('/console/');
  });

  it('sends no confirmation when the confirmation question was not answered', async () => {
    const form = await createForm({ notification_emails: [COLLEAGUE], confirmation_email_question: 'email' }, 'Unanswered email');
    const before = mail.messages.length;
    expect((await intake(form.id, { name: 'No email given' })).status).toBe(201);
    await mail.waitFor(() => mail.to(COLLEAGUE).some((message) => message.text.includes('No email given')), 'the notification');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mail.messages.length - before).toBe(1);
  });

  it('never sends the email of a submission deleted before it went out, and never delays the submission', async () => {
    const form = await createForm({ notification_emails: [OWNER], confirmation_email_question: 'email' }, 'Deleted before sending');
    const port = mail.port;
    await mail.close();
    try {
      const started = Date.now();
      const created = await intake(form.id, { name: 'Erased Person', email: 'erased@example.org' });
      expect(created.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(2_000);
      // The outbox tries (and fails: the mail server is down), then the submission is deleted.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const deleted = await t.client(ws).delete(`${V2}/forms/${form.id}/submissions/${created.body.submission.id}`);
      expect(deleted.status).toBe(200);
    } finally {
      mail = await MailCatcher.start(port);
    }
    // A later response to the same form is delivered: once it arrived, the erased one would have too.
    expect((await intake(form.id, { name: 'Sentinel Person', email: 'sentinel@example.org' })).status).toBe(201);
    await mail.waitFor(() => mail.to(OWNER).some((message) => message.text.includes('Sentinel Person')) && mail.to('sentinel@example.org').length > 0, 'the later notification');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mail.messages.filter((message) => message.text.includes('Erased Person'))).toEqual([]);
    expect(mail.to('erased@example.org')).toEqual([]);
    // Both emails of the deleted submission were emptied in the outbox: nothing of the respondent is left to send.
    const erased = await t.dataSource.query(
      `SELECT payload::text AS payload, failed_at IS NOT NULL AS failed FROM outbox
       WHERE workspace_id = $1 AND event_type = 'response_email.requested' AND erased_at IS NOT NULL`,
      [ws.id],
    );
    expect(erased).toEqual([
      { payload: '{}', failed: true },
      { payload: '{}', failed: true },
    ]);
  });
});
