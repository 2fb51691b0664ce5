import { request } from 'node:http';
import { browse, hiddenValue, sessionCookieOf } from './support/browser';
import { expectConsoleApp, signedInAs } from './support/console-app';
import { expectError, expectOk } from './support/expectations';
import { MailCatcher } from './support/mail-catcher';
import { V1 } from './support/operations';
import { outboxDeliveryFailed, outboxSettled } from './support/outbox';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

// Adding a member sends an invitation email unless send_invitation_email is "false";
// members who already exist get none. Delivered through a real SMTP server.

jest.setTimeout(60_000);

const MEMBERS = `${V1}/team_members`;
const WORKSPACE_NAME = 'Acme Research Lab';

let mail: MailCatcher;
let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  // sign-in.spec.ts's server (its log unread here): one server fewer per worker.
  t = await sharedTestApp({}, { mail: true, log: 'trace' });
  mail = t.mail;
  ws = await t.workspaces.create({
    name: WORKSPACE_NAME,
    admins: ['inviter@example.com'],
    members: ['already@example.com'],
  });
});

afterAll(async () => {
  await t?.close();
  await mail?.close();
});

/** Lets the outbox deliver everything due, so that "no (more) email" means none is on its way. */
const settle = () => outboxSettled(t.databaseUrl);

function joinLink(): RegExp {
  return new RegExp(`https?://${ws.subdomain}\\.localhost(:\\d+)?/\\S+`);
}

/** A default POST whose email must arrive: once it has, an earlier invitation would have too. */
async function sentinel(address: string): Promise<void> {
  expectOk(await t.client(ws).post(MEMBERS, { body: { emails: [address] } }));
  await mail.waitFor(() => mail.to(address).length > 0, `the invitation of ${address}`);
}

it('sends one invitation per new member, naming the workspace and the inviter, with a join link', async () => {
  const response = await t.client(ws).post(MEMBERS, {
    body: { emails: ['first-invitee@example.com', 'Second-Invitee@Example.com'], invited_by: 'inviter@example.com' },
  });
  expectOk(response);
  await mail.waitFor(
    () => mail.to('first-invitee@example.com').length > 0 && mail.to('second-invitee@example.com').length > 0,
    'both invitations',
  );
  await settle();
  for (const address of ['first-invitee@example.com', 'second-invitee@example.com']) {
    const received = mail.to(address);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message.to).toEqual([address]);
    expect(message.text).toContain(WORKSPACE_NAME);
    expect(message.text.toLowerCase()).toContain('inviter@example.com');
    expect(message.text).toMatch(joinLink());
  }
});

/** Follows a link as a browser would: to the test server, with the link's host as the Host header. */
function visit(link: string): Promise<{ status: number; body: string }> {
  const { host, pathname, search } = new URL(link);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: t.port, path: pathname + search, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('has a join link that opens a page of the workspace, until the member is removed', async () => {
  const address = 'joiner@example.com';
  await sentinel(address);
  const [message] = mail.to(address);
  const link = joinLink().exec(message.text)![0];
  const page = await visit(link);
  expect(page.status).toBe(200);
  expect(page.body).toContain(`<h1>Join ${WORKSPACE_NAME}</h1>`);
  expect(page.body).toContain(address);

  expect(link).toMatch(new RegExp(`^http://${ws.subdomain}\\.localhost:\\d+/join\\?token=[A-Za-z0-9._-]+$`));

  const elsewhere = await visit(link.replace(`${ws.subdomain}.localhost`, 'your-subdomain.localhost'));
  expect([elsewhere.status, JSON.parse(elsewhere.body)]).toEqual([404, { error: 'Workspace not found' }]);
  const forged = await visit(link.replace(/token=[^&\s]+/, `token=00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`));
  expect(forged.status).toBe(400);
  expect(forged.body).toContain('This invitation link is no longer valid');

  expectOk(await t.client(ws).delete(MEMBERS, { body: { emails: [address] } }));
  const gone = await visit(link);
  expect(gone.status).toBe(400);
  expect(gone.body).toContain('<a href="/sign-in">');
});

it('names the most recently created active Admin when invited_by is omitted', async () => {
  expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['default-inviter@example.com'] } }));
  await mail.waitFor(() => mail.to('default-inviter@example.com').length > 0, 'the invitation');
  const [message] = mail.to('default-inviter@example.com');
  expect(message.text.toLowerCase()).toContain('inviter@example.com');
  expect(message.text).toContain(WORKSPACE_NAME);
});

it.each([['the string "false"', 'false'], ['the boolean false', false]])(
  'sends nothing when send_invitation_email is %s',
  async (_, value) => {
    const quiet = `quiet-${String(value)}-${typeof value}@example.com`;
    expectOk(await t.client(ws).post(MEMBERS, { body: { emails: [quiet], send_invitation_email: value } }));
    await sentinel(`loud-after-${typeof value}@example.com`);
    expect(mail.to(quiet)).toEqual([]);
  },
);

it('sends when send_invitation_email is the string "true"', async () => {
  expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['explicit-true@example.com'], send_invitation_email: 'true' } }));
  await mail.waitFor(() => mail.to('explicit-true@example.com').length > 0, 'the invitation');
});

it('sends nothing to emails that already belong to members', async () => {
  expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['already@example.com', ' ALREADY@example.com', 'newbie@example.com'] } }));
  await mail.waitFor(() => mail.to('newbie@example.com').length > 0, 'the invitation of newbie');
  await sentinel('after-existing@example.com');
  expect(mail.to('already@example.com')).toEqual([]);
  expect(mail.to('newbie@example.com')).toHaveLength(1);
});

it('sends nothing for a rejected request', async () => {
  const response = await t.client(ws).post(MEMBERS, {
    body: { emails: ['rejected-1@example.com', 'not an email', 'rejected-2@example.com'] },
  });
  expectError(response, 422, /emails\[1\]/);
  await sentinel('after-rejected@example.com');
  expect(mail.to('rejected-1@example.com')).toEqual([]);
  expect(mail.to('rejected-2@example.com')).toEqual([]);
});

it('delivers an invitation recorded while the mail server was down, once it is back (durable outbox)', async () => {
  const port = mail.port;
  await mail.close();
  expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['while-down@example.com'] } }));
  // The first delivery attempt fails while the mail server is down.
  await outboxDeliveryFailed(t.databaseUrl, 'while-down@example.com');
  mail = await MailCatcher.start(port);
  await mail.waitFor(() => mail.to('while-down@example.com').length > 0, 'the invitation held during the outage', 30_000);
  await settle();
  expect(mail.to('while-down@example.com')).toHaveLength(1);
});

describe('the join link signs the invited member in', () => {
  async function invite(address: string): Promise<string> {
    await sentinel(address);
    return joinLink().exec(mail.to(address)[0].text)![0];
  }

  /** Posts the Join form, from the workspace's own page unless another Origin (or none: null) is given. */
  const join = (token: string, origin: string | null = t.baseUrl(ws)) =>
    browse(t.port, `${t.baseUrl(ws)}/join`, { origin: origin ?? undefined, form: { token } });

  it('shows a page naming the workspace and the inviter with one Join button; opening it spends nothing', async () => {
    const address = 'join-flow@example.com';
    const link = await invite(address);
    const token = new URL(link).searchParams.get('token')!;
    for (let opened = 0; opened < 2; opened++) {
      const page = await browse(t.port, link);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain(`<h1>Join ${WORKSPACE_NAME}</h1>`);
      expect(page.body).toContain('inviter@example.com');
      expect(page.body).toContain('<form method="post" action="/join">');
      expect(hiddenValue(page.body, 'token')).toBe(token);
      expect(page.body).toContain('<button type="submit">Join</button>');
    }

    const joined = await join(token);
    expect([joined.status, joined.location]).toEqual([303, `${t.baseUrl(ws)}/console`]);
    expectConsoleApp(await browse(t.port, `${t.baseUrl(ws)}/console`, { cookie: sessionCookieOf(joined) }));
    expect(await signedInAs(t.port, t.baseUrl(ws), sessionCookieOf(joined))).toBe(address);
    const [{ n }] = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM activity_log WHERE workspace_id = $1 AND action = 'member.signed_in' AND target_label = $2`,
      [ws.id, address],
    )) as { n: number }[];
    expect(n).toBe(1);

    // Once.
    const again = await join(token);
    expect(again.status).toBe(400);
    expect(again.body).toContain('<a href="/sign-in">');
    expect((await browse(t.port, link)).status).toBe(400);
  });

  it('refuses a cross-site POST with a 403 page and spends nothing', async () => {
    const token = new URL(await invite('join-cross-site@example.com')).searchParams.get('token')!;
    for (const origin of [null, 'null', 'https://evil.example']) {
      const refused = await join(token, origin);
      expect([refused.status, refused.cookies]).toEqual([403, []]);
    }
    expect((await join(token)).status).toBe(303);
  });

  it('refuses an expired token, and the token of a member no longer active, with a 400 page', async () => {
    const expiredToken = new URL(await invite('join-expired@example.com')).searchParams.get('token')!;
    await t.dataSource.query(`UPDATE invitations SET token_expires_at = now() - interval '1 second' WHERE workspace_id = $1 AND email = $2`, [
      ws.id,
      'join-expired@example.com',
    ]);
    expect((await browse(t.port, `${t.baseUrl(ws)}/join?token=${expiredToken}`)).status).toBe(400);
    expect((await join(expiredToken)).status).toBe(400);

    const inactiveToken = new URL(await invite('join-inactive@example.com')).searchParams.get('token')!;
    const memberId = await t.workspaces.memberId(ws, 'join-inactive@example.com');
    expectOk(await t.client(ws).patch(`${MEMBERS}/${memberId}`, { body: { active: false } }));
    expect((await browse(t.port, `${t.baseUrl(ws)}/join?token=${inactiveToken}`)).status).toBe(400);
    expect((await join(inactiveToken)).status).toBe(400);
  });

  it('explains that a link of an invitation from before join tokens is no longer valid, offering /sign-in', async () => {
    const page = await browse(t.port, `${t.baseUrl(ws)}/join?invitation=00000000-0000-4000-8000-000000000000`);
    expect(page.status).toBe(400);
    expect(page.body).toContain('This invitation link is no longer valid');
    expect(page.body).toContain('<a href="/sign-in">');
  });
});
