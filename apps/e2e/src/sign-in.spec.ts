import { randomUUID } from 'node:crypto';
import { browse, hiddenValue, type PageRequest, type PageResponse, sessionCookieOf } from './support/browser';
import { expectConsoleApp, signedInAs } from './support/console-app';
import { expectOk } from './support/expectations';
import { MailCatcher } from './support/mail-catcher';
import { V1 } from './support/operations';
import { outboxSettled } from './support/outbox';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import { uniqueSuffix, type WorkspaceFixture } from './support/workspace-factory';

// Signing in with an emailed link or code, through the real app, real PostgreSQL and a real SMTP server.

jest.setTimeout(120_000);

const WORKSPACE_NAME = 'Acme & <Research>';

let mail: MailCatcher;
let t: SharedTestApp;
let ws: WorkspaceFixture;
let other: WorkspaceFixture;

beforeAll(async () => {
  // Every line the service logs, at every level (t.log): no link, code or session value may appear in one.
  t = await sharedTestApp({}, { mail: true, log: 'trace' });
  mail = t.mail;
  other = await t.workspaces.create();
});

// A workspace per test: the limits count per client address and workspace, and every request here comes
// from the same address.
beforeEach(async () => {
  ws = await t.workspaces.create({ name: WORKSPACE_NAME });
});

afterAll(async () => {
  await t?.close();
  await mail?.close();
});

/** Secrets seen during the file, checked against the log at the end. */
const secretsSeen: string[] = [];

afterAll(async () => {
  const log = (await t.log.lines()).join('\n');
  // The log did record the requests (so the check below can fail), just never a secret.
  expect(log).toContain('"route":"/sign-in/confirm"');
  expect(secretsSeen.length).toBeGreaterThan(10);
  // Each secret as a whole value: a 6-digit code is bound to turn up inside some timestamp or count of a
  // long log, which would say nothing about the code.
  for (const secret of secretsSeen) {
    const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(log).not.toMatch(new RegExp(`(?<![A-Za-z0-9_-])${escaped}(?![A-Za-z0-9_-])`));
  }
});

function base(workspace: WorkspaceFixture | string = ws): string {
  return t.baseUrl(workspace);
}

function visit(path: string, input: PageRequest = {}, workspace: WorkspaceFixture | string = ws): Promise<PageResponse> {
  return browse(t.port, `${base(workspace)}${path}`, input);
}

/**
 * The browser these tests sign in with: its own sign-in cookie, which the "Check your email" page would
 * have set (a code works only in the browser that asked for it).
 */
const BROWSER = `fs_browser=${'b'.repeat(43)}`;

/** A form posted from the workspace's own page: the Origin a browser sends, and the browser's cookies. */
function post(path: string, form: Record<string, string>, input: PageRequest = {}, workspace: WorkspaceFixture | string = ws): Promise<PageResponse> {
  const cookie = [BROWSER, input.cookie].filter(Boolean).join('; ');
  return visit(path, { origin: base(workspace), ...input, cookie, form }, workspace);
}

async function newMember(workspace: WorkspaceFixture = ws): Promise<string> {
  const email = `member-${uniqueSuffix()}@example.com`;
  await t.workspaces.addMembers(workspace, [email]);
  return email;
}

interface SignInEmail {
  link: string;
  token: string;
  code: string;
  subject: string;
}

function readSignInEmail(text: string, workspace: WorkspaceFixture = ws): SignInEmail {
  const link = new RegExp(`${base(workspace).replace(/\./g, '\\.')}/sign-in/confirm\\?token=([A-Za-z0-9._-]+)`).exec(text);
  const code = /code[^\d]*(\d{6})\b/i.exec(text);
  if (!link || !code) throw new Error(`not a sign-in email: ${text}`);
  secretsSeen.push(link[1], code[1]);
  return { link: link[0], token: link[1], code: code[1], subject: text.split('\n')[0] };
}

/** Asks for a sign-in and waits for its email (the `count`-th to that address). */
async function requestSignIn(email: string, workspace: WorkspaceFixture = ws, next?: string): Promise<SignInEmail & { attemptId: string; page: PageResponse }> {
  const before = mail.to(email).length;
  const page = await post('/sign-in', { email, ...(next === undefined ? {} : { next }) }, {}, workspace);
  expect(page.status).toBe(200);
  await mail.waitFor(() => mail.to(email).length > before, `the sign-in email of ${email}`);
  const message = mail.to(email)[before];
  return { ...readSignInEmail(message.text, workspace), attemptId: hiddenValue(page.body, 'attempt')!, page };
}

/** Lets the outbox deliver everything due, so that "no (more) email" means none is on its way. */
const settle = () => outboxSettled(t.databaseUrl);

async function count(sql: string, values: unknown[]): Promise<number> {
  const [row] = (await t.dataSource.query(sql, values)) as { n: number }[];
  return row.n;
}

function expectPageRules(page: PageResponse): void {
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  // Nothing loads from elsewhere: no scripts, stylesheets, images or fonts of another origin.
  expect(page.body).not.toMatch(/<script|<link|<img|src=|url\(|https?:\/\//);
}

describe('the sign-in page', () => {
  it('asks for an email in a labelled input, posting to /sign-in, with the fill page rules', async () => {
    const page = await visit('/sign-in');
    expect(page.status).toBe(200);
    expectPageRules(page);
    expect(page.body).toContain('<form method="post" action="/sign-in">');
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toMatch(/<input type="email" id="email" name="email"/);
    expect(page.body).toContain('<button type="submit">');
    expect(page.body).toContain('Acme &amp; &lt;Research&gt;');
    expect(page.body).not.toContain(WORKSPACE_NAME);
  });

  it('is the existing 404 on a host that names no workspace', async () => {
    const page = await visit('/sign-in', {}, 'no-such-workspace');
    expect([page.status, JSON.parse(page.body)]).toEqual([404, { error: 'Workspace not found' }]);
    const posted = await post('/sign-in', { email: 'a@example.com' }, {}, 'no-such-workspace');
    expect([posted.status, JSON.parse(posted.body)]).toEqual([404, { error: 'Workspace not found' }]);
  });

  it('sends / to the console', async () => {
    const page = await visit('/');
    expect([page.status, page.location]).toEqual([303, `${base()}/console`]);
  });

  it('refuses a malformed address with a 422 page naming the problem next to the field, and sends nothing', async () => {
    const attemptsBefore = await count('SELECT count(*)::int AS n FROM sign_in_attempts WHERE workspace_id = $1', [ws.id]);
    for (const email of ['not an email', '', 'a@b']) {
      const page = await post('/sign-in', { email });
      expect(page.status).toBe(422);
      expectPageRules(page);
      expect(page.body).toContain('aria-invalid="true" aria-describedby="email-error"');
      expect(page.body).toMatch(/<p class="error" id="email-error" role="alert">Email (is not a valid email|must not be blank)\.<\/p>/);
      expect(page.body).toContain('<form method="post" action="/sign-in">');
    }
    const escaped = await post('/sign-in', { email: '<script>@x' });
    expect(escaped.status).toBe(422);
    expect(escaped.body).toContain('value="&lt;script&gt;@x"');
    expect(await count('SELECT count(*)::int AS n FROM sign_in_attempts WHERE workspace_id = $1', [ws.id])).toBe(attemptsBefore);
  });
});

describe('signing in by link', () => {
  it('emails the link and the code; opening the link spends nothing; the Sign in button starts a session', async () => {
    const email = await newMember();
    const signIn = await requestSignIn(email);
    expect(signIn.subject).toBe(`Sign in to ${WORKSPACE_NAME}`);
    expect(signIn.page.body).toContain('<h1>Check your email</h1>');
    expect(signIn.page.body).toContain('<form method="post" action="/sign-in/code">');
    expect(signIn.page.body).toContain('<label for="code">Code</label>');
    expectPageRules(signIn.page);
    expect(signIn.token.length).toBeGreaterThanOrEqual(22);

    for (let opened = 0; opened < 2; opened++) {
      const confirm = await browse(t.port, signIn.link);
      expect(confirm.status).toBe(200);
      expectPageRules(confirm);
      expect(confirm.body).toContain('<form method="post" action="/sign-in/confirm">');
      expect(hiddenValue(confirm.body, 'token')).toBe(signIn.token);
      expect(confirm.body).toContain('<button type="submit">Sign in</button>');
      expect(confirm.cookies).toEqual([]);
    }

    const signedIn = await post('/sign-in/confirm', { token: signIn.token });
    expect([signedIn.status, signedIn.location]).toEqual([303, `${base()}/console`]);
    const cookie = sessionCookieOf(signedIn);
    secretsSeen.push(cookie.slice('fs_session='.length));

    const consolePage = await visit('/console', { cookie });
    expect(consolePage.status).toBe(200);
    expectConsoleApp(consolePage);
    expect(await signedInAs(t.port, base(), cookie)).toBe(email);

    // Once: the link, and the code of the same attempt, are spent.
    const again = await post('/sign-in/confirm', { token: signIn.token });
    expect(again.status).toBe(400);
    expect(again.body).toContain('This link is no longer valid');
    expect(again.body).toContain('<a href="/sign-in">');
    expect((await browse(t.port, signIn.link)).status).toBe(400);
    expect((await post('/sign-in/code', { attempt: signIn.attemptId, code: signIn.code })).status).toBe(400);

    const [{ n }] = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM activity_log WHERE workspace_id = $1 AND action = 'member.signed_in' AND actor_type = 'member' AND actor_label = $2 AND target_label = $2 AND client_ip = '127.0.0.1'`,
      [ws.id, email],
    )) as { n: number }[];
    expect(n).toBe(1);
  });

  it('sets a host-only session cookie: HttpOnly, SameSite=Lax, Path=/, no Domain, not Secure over http', async () => {
    const signIn = await requestSignIn(await newMember());
    const signedIn = await post('/sign-in/confirm', { token: signIn.token });
    const [cookie] = signedIn.cookies;
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attributes.some((attribute) => attribute.startsWith('domain'))).toBe(false);
    expect(attributes).not.toContain('secure');
    // X-Forwarded-Proto from a client that is not a trusted proxy is not believed.
    const another = await requestSignIn(await newMember());
    const forged = await post('/sign-in/confirm', { token: another.token }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.status).toBe(303);
    expect(forged.cookies[0].toLowerCase()).not.toContain('secure');
  });

  it('makes a new session value on every sign-in, whatever cookie the browser already holds', async () => {
    const email = await newMember();
    const planted = `fs_session=${randomUUID()}.${'a'.repeat(43)}`;
    const first = await post('/sign-in/confirm', { token: (await requestSignIn(email)).token }, { cookie: planted });
    const second = await post('/sign-in/confirm', { token: (await requestSignIn(email)).token }, { cookie: sessionCookieOf(first) });
    const values = [sessionCookieOf(first), sessionCookieOf(second)];
    expect(new Set([...values, planted]).size).toBe(3);
    for (const cookie of values) expect((await visit('/console', { cookie })).status).toBe(200);
    expect((await visit('/console', { cookie: planted })).status).toBe(303);
  });

  it('leaves earlier attempts usable when a new one is asked for', async () => {
    const email = await newMember();
    const earlier = await requestSignIn(email);
    const later = await requestSignIn(email);
    expect(later.token).not.toBe(earlier.token);
    expect((await post('/sign-in/confirm', { token: earlier.token })).status).toBe(303);
    expect((await post('/sign-in/code', { attempt: later.attemptId, code: later.code })).status).toBe(303);
  });

  it('lands on the console page the member was going to: only a path under /console', async () => {
    const email = await newMember();
    const redirected = await visit('/console/forms/abc?tab=answers');
    expect([redirected.status, redirected.location]).toEqual([303, `${base()}/sign-in?next=${encodeURIComponent('/console/forms/abc?tab=answers')}`]);
    const page = await browse(t.port, redirected.location!);
    expect(hiddenValue(page.body, 'next')).toBe('/console/forms/abc?tab=answers');

    const signIn = await requestSignIn(email, ws, '/console/forms/abc?tab=answers');
    const signedIn = await post('/sign-in/confirm', { token: signIn.token });
    expect(signedIn.location).toBe(`${base()}/console/forms/abc?tab=answers`);

    for (const next of ['//evil.example/console', 'https://evil.example/console', '/consolex', '/console/../api/external/v1/forms', '/console\\..\\x', '/console/%2e%2e/x']) {
      expect(hiddenValue((await visit(`/sign-in?next=${encodeURIComponent(next)}`)).body, 'next')).toBeUndefined();
      // Another member each time: one member gets at most 5 emails an hour.
      const attempt = await requestSignIn(await newMember(), ws, next);
      expect((await post('/sign-in/confirm', { token: attempt.token })).location).toBe(`${base()}/console`);
    }
  });

  it('refuses unknown, malformed, expired and other workspaces\' links with a 400 page offering /sign-in', async () => {
    const email = await newMember();
    const mine = await requestSignIn(email);
    const unknown = `${randomUUID()}.${'A'.repeat(43)}`;
    const forgedSecret = `${mine.token.slice(0, 37)}${'B'.repeat(43)}`;
    for (const token of [unknown, forgedSecret, 'garbage', '']) {
      const opened = await visit(`/sign-in/confirm?token=${encodeURIComponent(token)}`);
      expect(opened.status).toBe(400);
      expectPageRules(opened);
      expect(opened.body).toContain('<a href="/sign-in">');
      expect((await post('/sign-in/confirm', { token })).status).toBe(400);
    }
    // The same token on another workspace's host.
    expect((await visit(`/sign-in/confirm?token=${mine.token}`, {}, other)).status).toBe(400);
    expect((await post('/sign-in/confirm', { token: mine.token }, {}, other)).status).toBe(400);

    const expiring = await requestSignIn(email);
    await t.dataSource.query(`UPDATE sign_in_attempts SET expires_at = now() - interval '1 second' WHERE workspace_id = $1 AND id = $2`, [ws.id, expiring.attemptId]);
    expect((await browse(t.port, expiring.link)).status).toBe(400);
    expect((await post('/sign-in/confirm', { token: expiring.token })).status).toBe(400);
    expect((await post('/sign-in/code', { attempt: expiring.attemptId, code: expiring.code })).status).toBe(400);

    // None of those spent the good one.
    expect((await post('/sign-in/confirm', { token: mine.token })).status).toBe(303);
  });

  it('starts at most one session when one link is used twice at once', async () => {
    const signIn = await requestSignIn(await newMember());
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/sign-in/confirm', { token: signIn.token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 400, 400, 400, 400]);
  });
});

describe('signing in by code', () => {
  it('takes the right code for the attempt; a wrong one is a 422 page with the code form again', async () => {
    const email = await newMember();
    const signIn = await requestSignIn(email);
    const wrongCode = signIn.code === '000000' ? '111111' : '000000';
    const wrong = await post('/sign-in/code', { attempt: signIn.attemptId, code: wrongCode });
    expect(wrong.status).toBe(422);
    expectPageRules(wrong);
    expect(wrong.body).toContain('<p class="error" id="code-error" role="alert">That code is not right</p>');
    expect(wrong.body).toContain('aria-describedby="code-error"');
    expect(hiddenValue(wrong.body, 'attempt')).toBe(signIn.attemptId);

    const right = await post('/sign-in/code', { attempt: signIn.attemptId, code: ` ${signIn.code.slice(0, 3)} ${signIn.code.slice(3)} ` });
    expect([right.status, right.location]).toEqual([303, `${base()}/console`]);
    expectConsoleApp(await visit('/console', { cookie: sessionCookieOf(right) }));
    expect(await signedInAs(t.port, base(), sessionCookieOf(right))).toBe(email);
    // The code spent the link too.
    expect((await browse(t.port, signIn.link)).status).toBe(400);
  });

  it('spends the code after 5 wrong codes: a 400 page, the right code no longer works, the emailed link still does', async () => {
    const signIn = await requestSignIn(await newMember());
    const wrongCode = signIn.code === '000000' ? '111111' : '000000';
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await post('/sign-in/code', { attempt: signIn.attemptId, code: wrongCode })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 400]);
    const right = await post('/sign-in/code', { attempt: signIn.attemptId, code: signIn.code });
    expect(right.status).toBe(400);
    expect(right.body).toContain('<a href="/sign-in">');
    expect(right.body).toContain('the link in your email still works');
    // Wrong codes never cost the member the email: its link still signs in.
    expect((await browse(t.port, signIn.link)).status).toBe(200);
    expect((await post('/sign-in/confirm', { token: signIn.token })).status).toBe(303);
  });

  it('refuses an unknown or malformed attempt with a 400 page', async () => {
    expect((await post('/sign-in/code', { attempt: randomUUID(), code: '123456' })).status).toBe(400);
    expect((await post('/sign-in/code', { attempt: 'nope', code: '123456' })).status).toBe(400);
    expect((await post('/sign-in/code', {})).status).toBe(400);
  });
});

describe('who can sign in', () => {
  it('answers a stranger with the same page as a member, byte for byte but the attempt id, and emails nobody', async () => {
    const member = await newMember();
    const stranger = `stranger-${uniqueSuffix()}@example.com`;
    const memberPage = await post('/sign-in', { email: member });
    const strangerPage = await post('/sign-in', { email: stranger });
    expect([memberPage.status, strangerPage.status]).toEqual([200, 200]);
    const memberAttempt = hiddenValue(memberPage.body, 'attempt')!;
    const strangerAttempt = hiddenValue(strangerPage.body, 'attempt')!;
    expect(memberAttempt).not.toBe(strangerAttempt);
    expect(strangerPage.body.replace(strangerAttempt, 'ATTEMPT')).toBe(memberPage.body.replace(memberAttempt, 'ATTEMPT'));
    expect(strangerPage.headers['content-length']).toBe(memberPage.headers['content-length']);

    await mail.waitFor(() => mail.to(member).length > 0, 'the member\'s email');
    await settle();
    expect(mail.to(stranger)).toEqual([]);
    // The same work was done for both: an attempt and an outbox message each (only the member's sent mail).
    const rows = async (attempt: string) =>
      (await t.dataSource.query(
        `SELECT (SELECT count(*)::int FROM sign_in_attempts WHERE id::text = $1) AS attempts,
                (SELECT count(*)::int FROM outbox WHERE event_type = 'sign_in.requested' AND payload->>'attemptId' = $1) AS messages`,
        [attempt],
      ))[0];
    expect(await rows(strangerAttempt)).toEqual(await rows(memberAttempt));
    expect(await rows(memberAttempt)).toEqual({ attempts: 1, messages: 1 });
    // Whatever is typed for a stranger's attempt is simply wrong.
    for (const code of ['000000', '123456']) expect((await post('/sign-in/code', { attempt: strangerAttempt, code })).status).toBe(422);
  });

  it('does not sign in a member of another workspace', async () => {
    const outsider = await newMember(other);
    const page = await post('/sign-in', { email: outsider });
    expect(page.status).toBe(200);
    await settle();
    expect(mail.to(outsider)).toEqual([]);
  });

  it('lets only active members in: deactivated, no email; a link from before, refused', async () => {
    const email = await newMember();
    const before = await requestSignIn(email);
    const memberId = await t.workspaces.memberId(ws, email);
    expectOk(await t.client(ws).patch(`${V1}/team_members/${memberId}`, { body: { active: false } }));

    expect((await browse(t.port, before.link)).status).toBe(400);
    expect((await post('/sign-in/confirm', { token: before.token })).status).toBe(400);
    expect((await post('/sign-in/code', { attempt: before.attemptId, code: before.code })).status).toBe(422);

    const page = await post('/sign-in', { email });
    expect(page.status).toBe(200);
    await settle();
    expect(mail.to(email)).toHaveLength(1);
  });
});

describe('sessions', () => {
  it('ends every session of a member deactivated through v1 at once', async () => {
    const email = await newMember();
    const cookie = sessionCookieOf(await post('/sign-in/confirm', { token: (await requestSignIn(email)).token }));
    expect((await visit('/console', { cookie })).status).toBe(200);
    const memberId = await t.workspaces.memberId(ws, email);
    expectOk(await t.client(ws).patch(`${V1}/team_members/${memberId}`, { body: { active: false } }));
    const after = await visit('/console', { cookie });
    expect([after.status, after.location]).toEqual([303, `${base()}/sign-in?next=%2Fconsole`]);
  });

  it('is not a session on another workspace\'s host', async () => {
    const cookie = sessionCookieOf(await post('/sign-in/confirm', { token: (await requestSignIn(await newMember())).token }));
    const elsewhere = await visit('/console', { cookie }, other);
    expect([elsewhere.status, elsewhere.location]).toEqual([303, `${base(other)}/sign-in?next=%2Fconsole`]);
  });

  it('signs out: the session ends, the cookie is cleared, and the browser goes to /sign-in', async () => {
    const cookie = sessionCookieOf(await post('/sign-in/confirm', { token: (await requestSignIn(await newMember())).token }));
    const out = await post('/sign-out', {}, { cookie });
    expect([out.status, out.location]).toEqual([303, `${base()}/sign-in`]);
    expect(out.cookies[0]).toMatch(/^fs_session=;/);
    expect(out.cookies[0]).toMatch(/Max-Age=0/);
    expect((await visit('/console', { cookie })).status).toBe(303);
    // Signing out again (or without a session) still just clears the cookie.
    expect((await post('/sign-out', {}, { cookie })).status).toBe(303);
  });

  it('sends a visitor without a session from /console to sign in', async () => {
    const page = await visit('/console');
    expect([page.status, page.location]).toEqual([303, `${base()}/sign-in?next=%2Fconsole`]);
    expect((await visit('/console', {}, 'no-such-workspace')).status).toBe(404);
  });
});

describe('cross-site requests', () => {
  const refusals: Array<[string, string | undefined]> = [
    ['no Origin', undefined],
    ['Origin: null', 'null'],
    ['a foreign Origin', 'https://evil.example'],
    ['another workspace\'s Origin', 'OTHER'],
    ['the right host over https', 'HTTPS'],
  ];

  it.each(refusals)('refuses every POST with %s: a 403 page, nothing sent or changed', async (_, originSpec) => {
    const origin = originSpec === 'OTHER' ? base(other) : originSpec === 'HTTPS' ? base().replace('http:', 'https:') : originSpec;
    const email = await newMember();
    const attemptsBefore = await count('SELECT count(*)::int AS n FROM sign_in_attempts WHERE workspace_id = $1', [ws.id]);
    const asked = await visit('/sign-in', { origin, form: { email } });
    expect(asked.status).toBe(403);
    expectPageRules(asked);
    expect(asked.body).toContain('Nothing was sent or changed');
    expect(await count('SELECT count(*)::int AS n FROM sign_in_attempts WHERE workspace_id = $1', [ws.id])).toBe(attemptsBefore);

    const signIn = await requestSignIn(email);
    expect((await visit('/sign-in/confirm', { origin, form: { token: signIn.token } })).status).toBe(403);
    expect((await visit('/sign-in/code', { origin, form: { attempt: signIn.attemptId, code: signIn.code } })).status).toBe(403);
    const cookie = sessionCookieOf(await post('/sign-in/code', { attempt: signIn.attemptId, code: signIn.code }));
    const out = await visit('/sign-out', { origin, cookie, form: {} });
    expect([out.status, out.cookies]).toEqual([403, []]);
    expect((await visit('/console', { cookie })).status).toBe(200);
    expect((await visit('/join', { origin, form: { token: 'x' } })).status).toBe(403);

    await settle();
    expect(mail.to(email)).toHaveLength(1);
  });
});

describe('forms on pages without a referrer', () => {
  // The confirm and join pages send `Referrer-Policy: no-referrer` (their address holds a token), so the
  // browser posts their forms with `Origin: null`; `Sec-Fetch-Site` tells them from a sandboxed frame.
  it('accepts Origin: null when the browser says the post came from the same origin', async () => {
    const signIn = await requestSignIn(await newMember());
    const confirmed = await post('/sign-in/confirm', { token: signIn.token }, { origin: 'null', headers: { 'sec-fetch-site': 'same-origin' } });
    expect([confirmed.status, confirmed.location]).toEqual([303, `${base()}/console`]);
  });

  it.each(['cross-site', 'same-site', 'none'])('refuses Origin: null with Sec-Fetch-Site: %s, signing nobody in', async (site) => {
    const signIn = await requestSignIn(await newMember());
    const refused = await post('/sign-in/confirm', { token: signIn.token }, { origin: 'null', headers: { 'sec-fetch-site': site } });
    expect([refused.status, refused.cookies.filter((cookie) => cookie.startsWith('fs_session='))]).toEqual([403, []]);
    expect((await post('/join', { token: 'x' }, { origin: 'null', headers: { 'sec-fetch-site': site } })).status).toBe(403);
  });
});

describe('limits', () => {
  it('emails a member at most 5 times an hour; more requests get the same page', async () => {
    const limited = await t.workspaces.create();
    const email = await newMember(limited);
    // From a browser that signed the member in before, which may have every one of the 5.
    expect((await post('/sign-in/confirm', { token: (await requestSignIn(email, limited)).token }, {}, limited)).status).toBe(303);
    for (let request = 0; request < 6; request++) {
      const page = await post('/sign-in', { email }, {}, limited);
      expect(page.status).toBe(200);
      expect(page.body).toContain('Check your email');
    }
    await mail.waitFor(() => mail.to(email).length >= 5, 'five sign-in emails');
    await settle();
    expect(mail.to(email)).toHaveLength(5);
  });

  it('answers the 31st POST /sign-in of an address in an hour with a 429 page and Retry-After', async () => {
    const limited = await t.workspaces.create();
    for (let request = 0; request < 30; request++) {
      expect((await post('/sign-in', { email: `someone-${request}@example.com` }, {}, limited)).status).toBe(200);
    }
    const refused = await post('/sign-in', { email: 'one-more@example.com' }, {}, limited);
    expect(refused.status).toBe(429);
    expectPageRules(refused);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Counted per workspace.
    expect((await post('/sign-in', { email: 'one-more@example.com' }, {}, other)).status).toBe(200);
  });

  it('answers the 31st wrong code of an address in an hour with a 429 page and Retry-After, right code or not', async () => {
    const limited = await t.workspaces.create();
    let last: (SignInEmail & { attemptId: string }) | undefined;
    for (let round = 0; round < 6; round++) {
      // A member each round: one member gets at most 5 emails an hour.
      last = await requestSignIn(await newMember(limited), limited);
      const wrongCode = last.code === '000000' ? '111111' : '000000';
      for (let guess = 0; guess < 5; guess++) await post('/sign-in/code', { attempt: last.attemptId, code: wrongCode }, {}, limited);
    }
    const fresh = await post('/sign-in', { email: `nobody-${uniqueSuffix()}@example.com` }, {}, limited);
    const refused = await post('/sign-in/code', { attempt: hiddenValue(fresh.body, 'attempt')!, code: '123456' }, {}, limited);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(last).toBeDefined();
  });
});
