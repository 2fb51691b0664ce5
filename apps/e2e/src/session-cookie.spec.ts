import { browse, hiddenValue, type PageResponse, sessionCookieOf } from './support/browser';
import { expectOk } from './support/expectations';
import { MailCatcher } from './support/mail-catcher';
import { V1 } from './support/operations';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import { BEHIND_PROXY_LIMITED } from './support/shared-app/profiles';
import { uniqueSuffix, type WorkspaceFixture } from './support/workspace-factory';

// The session cookie's name follows the scheme the member came over: `__Host-fs_session` over https
// (directly or as a trusted proxy says), which browsers keep only Secure, with Path=/ and no Domain, and
// let no other host or plain-http page set; plain `fs_session` over http (development on localhost). Each
// scheme reads only its own name. Pages whose address carries a token (the emailed sign-in link, the
// invitation's join link) tell the browser never to pass that address on as a Referer.

jest.setTimeout(120_000);

type Scheme = 'http' | 'https';

let mail: MailCatcher;
let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  // The test client is on loopback, which TRUST_PROXY names: its X-Forwarded-Proto is believed, as a balancer's would be.
  // No public budget: the server is the one sign-in-strangers.spec.ts uses, and this file counts no requests.
  t = await sharedTestApp(BEHIND_PROXY_LIMITED, { mail: true });
  mail = t.mail;
});

beforeEach(async () => {
  // The sign-in limits count per client address and workspace, and every request here comes from one address.
  ws = await t.workspaces.create();
});

afterAll(async () => {
  await t?.close();
  await mail?.close();
});

function originOf(scheme: Scheme): string {
  return t.baseUrl(ws).replace(/^http:/, `${scheme}:`);
}

/** A request as a browser on `scheme` makes it: the balancer's X-Forwarded-Proto, the page's Origin on posts. */
function visit(scheme: Scheme, path: string, input: { cookie?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<PageResponse> {
  return browse(t.port, `${t.baseUrl(ws)}${path}`, {
    ...input,
    origin: input.form ? originOf(scheme) : undefined,
    headers: { 'x-forwarded-proto': scheme, ...(input.headers ?? {}) },
  });
}

/** The token of the newest email to `address` holding a link to `path`. */
async function emailedToken(address: string, path: string, before: number): Promise<string> {
  await mail.waitFor(() => mail.to(address).length > before, `the email to ${address}`);
  const link = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9._-]+)`).exec(mail.to(address)[before].text);
  if (!link) throw new Error(`no ${path} link in: ${mail.to(address)[before].text}`);
  return link[1];
}

/** Signs a new member in over `scheme` with the emailed link; returns the confirm page and the signed-in answer. */
async function signIn(scheme: Scheme): Promise<{ confirm: PageResponse; signedIn: PageResponse }> {
  const email = `member-${uniqueSuffix()}@example.com`;
  await t.workspaces.addMembers(ws, [email]);
  const before = mail.to(email).length;
  expect((await visit(scheme, '/sign-in', { form: { email } })).status).toBe(200);
  const token = await emailedToken(email, '/sign-in/confirm', before);
  const confirm = await visit(scheme, `/sign-in/confirm?token=${token}`);
  expect(confirm.status).toBe(200);
  const signedIn = await visit(scheme, '/sign-in/confirm', { form: { token: hiddenValue(confirm.body, 'token')! } });
  expect([signedIn.status, signedIn.location]).toEqual([303, `${originOf(scheme)}/console`]);
  return { confirm, signedIn };
}

function attributesOf(setCookie: string): string[] {
  return setCookie.split(';').map((part) => part.trim().toLowerCase());
}

describe('over https', () => {
  it('sets __Host-fs_session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const { signedIn } = await signIn('https');
    const sessions = signedIn.cookies.filter((cookie) => /^(?:__Host-)?fs_session=/.test(cookie));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatch(/^__Host-fs_session=[^;]+;/);
    const attributes = attributesOf(sessions[0]);
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
    expect(attributes.some((attribute) => attribute.startsWith('domain'))).toBe(false);
    // The browser's own sign-in cookie follows the same rule.
    const browser = signedIn.cookies.filter((cookie) => /fs_browser=/.test(cookie));
    expect(browser).toHaveLength(1);
    expect(browser[0]).toMatch(/^__Host-fs_browser=[^;]+;/);
    expect(attributesOf(browser[0])).toEqual(expect.arrayContaining(['secure', 'httponly', 'path=/']));
  });

  it('reads the session only under its prefixed name, on the console and its API', async () => {
    const cookie = sessionCookieOf((await signIn('https')).signedIn);
    const value = cookie.slice(cookie.indexOf('=') + 1);
    expect((await visit('https', '/console', { cookie })).status).toBe(200);
    expect((await visit('https', '/api/console/me', { cookie, headers: { accept: 'application/json' } })).status).toBe(200);
    // The same value under the plain name (which any page of the domain could have set) is no session here.
    const plain = await visit('https', '/console', { cookie: `fs_session=${value}` });
    expect([plain.status, plain.location]).toEqual([303, `${originOf('https')}/sign-in?next=%2Fconsole`]);
    expect((await visit('https', '/api/console/me', { cookie: `fs_session=${value}`, headers: { accept: 'application/json' } })).status).toBe(401);
    // Nor is the prefixed name read over plain http.
    expect((await visit('http', '/console', { cookie })).status).toBe(303);
  });

  it('signs out: the session ends and both names are cleared', async () => {
    const cookie = sessionCookieOf((await signIn('https')).signedIn);
    const out = await visit('https', '/sign-out', { cookie, form: {} });
    expect([out.status, out.location]).toEqual([303, `${originOf('https')}/sign-in`]);
    expect(out.cookies[0]).toMatch(/^__Host-fs_session=;/);
    expect(attributesOf(out.cookies[0])).toEqual(expect.arrayContaining(['max-age=0', 'secure', 'path=/']));
    expect(out.cookies.slice(1).map((set) => set.split(';')[0])).toEqual(['fs_session=']);
    expect((await visit('https', '/console', { cookie })).status).toBe(303);
  });

  it('is the cookie the join link signs an invited member in with', async () => {
    const email = `invitee-${uniqueSuffix()}@example.com`;
    expectOk(await t.client(ws).post(`${V1}/team_members`, { body: { emails: [email] } }));
    const token = await emailedToken(email, '/join', 0);
    const joined = await visit('https', '/join', { form: { token } });
    expect(joined.status).toBe(303);
    expect(joined.cookies[0]).toMatch(/^__Host-fs_session=[^;]+;/);
    expect(attributesOf(joined.cookies[0])).toContain('secure');
    expect((await visit('https', '/console', { cookie: sessionCookieOf(joined) })).status).toBe(200);
  });
});

describe('over plain http', () => {
  it('sets fs_session without Secure, and reads only that name', async () => {
    const { signedIn } = await signIn('http');
    expect(signedIn.cookies[0]).toMatch(/^fs_session=[^;]+;/);
    const attributes = attributesOf(signedIn.cookies[0]);
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attributes).not.toContain('secure');
    const cookie = sessionCookieOf(signedIn);
    expect((await visit('http', '/console', { cookie })).status).toBe(200);
    expect((await visit('http', '/console', { cookie: `__Host-${cookie}` })).status).toBe(303);
    const out = await visit('http', '/sign-out', { cookie, form: {} });
    expect(out.cookies.map((set) => set.split(';')[0])).toEqual(['fs_session=']);
    expect((await visit('http', '/console', { cookie })).status).toBe(303);
  });
});

describe('pages whose address carries a token', () => {
  it('send Referrer-Policy: no-referrer on the sign-in link and the join link, refusals included', async () => {
    const { confirm } = await signIn('http');
    expect(confirm.headers['referrer-policy']).toBe('no-referrer');
    const spent = await visit('http', '/sign-in/confirm?token=not-a-token');
    expect(spent.status).toBe(400);
    expect(spent.headers['referrer-policy']).toBe('no-referrer');

    const email = `invitee-${uniqueSuffix()}@example.com`;
    expectOk(await t.client(ws).post(`${V1}/team_members`, { body: { emails: [email] } }));
    const join = await visit('http', `/join?token=${await emailedToken(email, '/join', 0)}`);
    expect(join.status).toBe(200);
    expect(join.headers['referrer-policy']).toBe('no-referrer');
    expect((await visit('http', '/join?token=not-a-token')).headers['referrer-policy']).toBe('no-referrer');
  });
});
