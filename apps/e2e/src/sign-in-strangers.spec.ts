import { browse, hiddenValue, type PageResponse, sessionCookieOf } from './support/browser';
import { MailCatcher } from './support/mail-catcher';
import { outboxSettled } from './support/outbox';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import { BEHIND_PROXY_LIMITED } from './support/shared-app/profiles';
import { uniqueSuffix, type WorkspaceFixture } from './support/workspace-factory';

// What strangers can do to a member's sign-in: ask for the member's address from other browsers and
// networks, and type wrong codes. Behind a trusted proxy, so that each request can come from the address
// X-Forwarded-For names; emails through a real SMTP server.

jest.setTimeout(180_000);

let mail: MailCatcher;
let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp(BEHIND_PROXY_LIMITED, { mail: true });
  mail = t.mail;
});

beforeEach(async () => {
  ws = await t.workspaces.create();
});

afterAll(async () => {
  await t?.close();
  await mail?.close();
});

const MEMBER_NETWORK = '198.51.100.25';
let networks = 0;
/** An address of a network no other request used. */
const newNetwork = () => `2001:db8:${(++networks).toString(16)}:1::1`;

interface Browser {
  cookie?: string;
}

/** A form posted from the workspace's page by a browser (which keeps the cookies it is given). */
async function post(browser: Browser, path: string, form: Record<string, string>, address: string): Promise<PageResponse> {
  const page = await browse(t.port, `${t.baseUrl(ws)}${path}`, {
    origin: t.baseUrl(ws),
    form,
    headers: { 'x-forwarded-for': address },
    ...(browser.cookie ? { cookie: browser.cookie } : {}),
  });
  const set = page.cookies.find((cookie) => cookie.startsWith('fs_browser='));
  if (set) browser.cookie = set.split(';')[0];
  return page;
}

function readEmail(text: string): { token: string; code: string } {
  return { token: /\/sign-in\/confirm\?token=([A-Za-z0-9._-]+)/.exec(text)![1], code: /code[^\d]*(\d{6})\b/i.exec(text)![1] };
}

/** Lets the outbox deliver everything due, so that the emails counted are all there will be. */
const settle = () => outboxSettled(t.databaseUrl);
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

async function sql<T>(text: string, values: unknown[]): Promise<T[]> {
  return (await t.dataSource.query(text, values)) as T[];
}

/** A member who signed in from `browser` before (an hour ago, as far as this hour's limits go). */
async function memberWhoSignedInBefore(browser: Browser): Promise<string> {
  const email = `member-${uniqueSuffix()}@example.com`;
  await t.workspaces.addMembers(ws, [email]);
  await post(browser, '/sign-in', { email }, MEMBER_NETWORK);
  await mail.waitFor(() => mail.to(email).length === 1, 'the earlier sign-in email');
  expect((await post(browser, '/sign-in/confirm', { token: readEmail(mail.to(email)[0].text).token }, MEMBER_NETWORK)).status).toBe(303);
  await sql(`DELETE FROM request_counters WHERE workspace_id = $1`, [ws.id]);
  return email;
}

describe("a stranger's 30 requests an hour", () => {
  it('send the member a few emails whose links nobody else can spend, and the member still gets a working link', async () => {
    const memberBrowser: Browser = {};
    const email = await memberWhoSignedInBefore(memberBrowser);
    const before = mail.to(email).length;

    // 10 requests for the member's address, each from a new browser, from two networks; then 20 wrong
    // codes typed into the pages those browsers got.
    const stranger = [newNetwork(), newNetwork()];
    const strangerPages: Array<{ browser: Browser; attempt: string; address: string }> = [];
    for (let n = 0; n < 10; n++) {
      const browser: Browser = {};
      const address = stranger[n % 2];
      const page = await post(browser, '/sign-in', { email }, address);
      expect(page.status).toBe(200);
      strangerPages.push({ browser, attempt: hiddenValue(page.body, 'attempt')!, address });
    }
    const codeStatuses: number[] = [];
    for (let n = 0; n < 20; n++) {
      const { browser, attempt, address } = strangerPages[n % 10];
      codeStatuses.push((await post(browser, '/sign-in/code', { attempt, code: '000000' }, address)).status);
    }
    await settle();
    const strangersEmails = mail.to(email).slice(before);
    // At most 3 emails any browser can have sent, at most 2 of them from one network.
    expect(strangersEmails).toHaveLength(3);
    expect(codeStatuses.every((status) => status === 422 || status === 400)).toBe(true);
    // No link was spent by any of it.
    for (const message of strangersEmails) {
      expect((await browse(t.port, `${t.baseUrl(ws)}/sign-in/confirm?token=${readEmail(message.text).token}`)).status).toBe(200);
    }

    // The member's own request, from the browser they signed in with before, still gets an email.
    const page = await post(memberBrowser, '/sign-in', { email }, MEMBER_NETWORK);
    expect(page.status).toBe(200);
    await mail.waitFor(() => mail.to(email).length === before + 4, "the member's own email");
    const own = readEmail(mail.to(email)[before + 3].text);
    const signedIn = await post(memberBrowser, '/sign-in/code', { attempt: hiddenValue(page.body, 'attempt')!, code: own.code }, MEMBER_NETWORK);
    expect(signedIn.status).toBe(303);
    expect(sessionCookieOf(signedIn)).toMatch(/^fs_session=/);
    // And a link a stranger had sent works for the member too (a browser of theirs that never signed in).
    expect((await post({}, '/sign-in/confirm', { token: readEmail(strangersEmails[0].text).token }, MEMBER_NETWORK)).status).toBe(303);
  });
});

describe('a code belongs to the browser that asked for it', () => {
  it('is refused from any other browser without counting; the asking browser still signs in with it', async () => {
    const email = `member-${uniqueSuffix()}@example.com`;
    await t.workspaces.addMembers(ws, [email]);
    const member: Browser = {};
    const page = await post(member, '/sign-in', { email }, MEMBER_NETWORK);
    expect(member.cookie).toMatch(/^fs_browser=[A-Za-z0-9_-]{43}$/);
    const setCookie = page.cookies.find((cookie) => cookie.startsWith('fs_browser='))!;
    const attributes = setCookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'path=/']));
    expect(attributes.some((attribute) => attribute.startsWith('domain'))).toBe(false);
    await mail.waitFor(() => mail.to(email).length === 1, 'the sign-in email');
    const { code } = readEmail(mail.to(email)[0].text);
    const attempt = hiddenValue(page.body, 'attempt')!;

    // The right code itself, and wrong ones, from browsers that did not ask: refused, nothing counted.
    for (const other of [{}, { cookie: `fs_browser=${'x'.repeat(43)}` }]) {
      for (const typed of [code, wrong(code), wrong(code), wrong(code), wrong(code), wrong(code)]) {
        const refused = await post(other, '/sign-in/code', { attempt, code: typed }, newNetwork());
        expect(refused.status).toBe(400);
        expect(refused.body).toContain('the link in your email still works');
      }
    }
    const [row] = await sql<{ wrong_codes: number; spent: boolean }>(`SELECT wrong_codes, spent_at IS NOT NULL AS spent FROM sign_in_attempts WHERE workspace_id = $1 AND id = $2`, [ws.id, attempt]);
    expect(row).toEqual({ wrong_codes: 0, spent: false });
    expect((await post(member, '/sign-in/code', { attempt, code }, MEMBER_NETWORK)).status).toBe(303);
  });
});

describe("a member's wrong codes", () => {
  it('are at most 50 a day across all attempts and networks; then codes are refused and links still work', async () => {
    const email = `member-${uniqueSuffix()}@example.com`;
    await t.workspaces.addMembers(ws, [email]);
    const statuses: number[] = [];
    for (let round = 0; round < 11; round++) {
      const browser: Browser = {};
      const address = newNetwork();
      const page = await post(browser, '/sign-in', { email }, address);
      const attempt = hiddenValue(page.body, 'attempt')!;
      for (let n = 0; n < 5; n++) statuses.push((await post(browser, '/sign-in/code', { attempt, code: '000000' }, newNetwork())).status);
    }
    const counted = await sql<{ n: number }>(`SELECT sum(wrong_codes)::int AS n FROM sign_in_attempts WHERE workspace_id = $1`, [ws.id]);
    expect(counted[0].n).toBe(50);
    expect(statuses.slice(50)).toEqual([400, 400, 400, 400, 400]);

    // The member's own fresh attempt: its right code is refused today, its link signs in.
    await sql(`DELETE FROM request_counters WHERE workspace_id = $1 AND counter LIKE 'sign-in-email%'`, [ws.id]);
    const member: Browser = {};
    const before = mail.to(email).length;
    const page = await post(member, '/sign-in', { email }, MEMBER_NETWORK);
    await mail.waitFor(() => mail.to(email).length > before, 'a fresh sign-in email');
    const fresh = readEmail(mail.to(email)[before].text);
    expect((await post(member, '/sign-in/code', { attempt: hiddenValue(page.body, 'attempt')!, code: fresh.code }, MEMBER_NETWORK)).status).toBe(400);
    expect((await post(member, '/sign-in/confirm', { token: fresh.token }, MEMBER_NETWORK)).status).toBe(303);
  });
});

describe('a burst of wrong codes sent at once', () => {
  async function attemptsOf(browser: Browser, email: string, count: number): Promise<string[]> {
    const attempts: string[] = [];
    for (let n = 0; n < count; n++) attempts.push(hiddenValue((await post(browser, '/sign-in', { email }, newNetwork())).body, 'attempt')!);
    return attempts;
  }

  it('from one client: 60 at once are counted exactly up to its 30 an hour, the rest refused with 429', async () => {
    const browser: Browser = {};
    const attempts: string[] = [];
    for (let n = 0; n < 12; n++) attempts.push(...(await attemptsOf(browser, `nobody-${uniqueSuffix()}@example.com`, 1)));
    const client = newNetwork();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => post(browser, '/sign-in/code', { attempt: attempts[n % 12], code: '000000' }, client)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const counted = await sql<{ n: number }>(`SELECT sum(wrong_codes)::int AS n FROM sign_in_attempts WHERE workspace_id = $1`, [ws.id]);
    expect(counted[0].n).toBe(30);
  });

  it('for one member from 65 networks at once: exactly the 50 a day counted, never more', async () => {
    const email = `member-${uniqueSuffix()}@example.com`;
    await t.workspaces.addMembers(ws, [email]);
    const browser: Browser = {};
    const attempts = await attemptsOf(browser, email, 13);
    const answers = await Promise.all(
      Array.from({ length: 65 }, (_, n) => post(browser, '/sign-in/code', { attempt: attempts[n % 13], code: '000000' }, newNetwork())),
    );
    const counted = await sql<{ n: number }>(`SELECT sum(wrong_codes)::int AS n FROM sign_in_attempts WHERE workspace_id = $1`, [ws.id]);
    expect(counted[0].n).toBe(50);
    // A counted wrong code answers 422 (400 when it was its attempt's fifth); every other one is refused.
    expect(answers.filter((answer) => answer.status === 422).length).toBeLessThanOrEqual(50);
    expect(answers.every((answer) => answer.status === 422 || answer.status === 400)).toBe(true);
  });
});
