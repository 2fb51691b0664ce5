import { Writable } from 'node:stream';
import pino from 'pino';
// The command line is a deployable, not a lib: the suite runs it the way `npm run cli` does.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { runCli } from '../../cli/src/run-cli';
import { browse, hiddenValue, sessionCookieOf } from './support/browser';
import { expectConsoleApp, signedInAs } from './support/console-app';
import { startTestApp, type TestApp } from './support/test-app';
import { uniqueSuffix, type WorkspaceFixture } from './support/workspace-factory';

// Links handed out without an email (the CLI's sign-in-link), the Secure cookie behind a trusted proxy,
// and the log that stands in for a mail server.

jest.setTimeout(120_000);

/** A pino logger whose lines are kept, parsed. */
function capturedLog(): { logger: pino.Logger; messages: () => string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    logger: pino({ level: 'info' }, sink),
    messages: () => lines.map((line) => String((JSON.parse(line) as { msg?: unknown }).msg ?? '')),
  };
}

async function waitFor(done: () => boolean, description: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('behind a trusted proxy, without SMTP_URL', () => {
  let t: TestApp;
  let ws: WorkspaceFixture;
  const log = capturedLog();

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '127.0.0.1' }, undefined, { log: log.logger });
    ws = await t.workspaces.create();
  });
  afterAll(() => t?.close());

  async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    let stdout = '';
    let stderr = '';
    const env = { DATABASE_URL: t.databaseUrl, PORT: String(t.port), LOG_LEVEL: 'error' };
    const code = await runCli(argv, { env, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
    return { code, stdout, stderr };
  }

  it('sign-in-link prints a one-time link for an active member, recorded with the actor cli', async () => {
    const email = `operator-made-${uniqueSuffix()}@example.com`;
    await t.workspaces.addMembers(ws, [email]);
    const run = await cli('sign-in-link', '--subdomain', ws.subdomain, '--email', email.toUpperCase());
    expect([run.code, run.stderr]).toEqual([0, '']);
    const { url } = JSON.parse(run.stdout) as { url: string };
    expect(Object.keys(JSON.parse(run.stdout))).toEqual(['url']);
    expect(url).toMatch(new RegExp(`^http://${ws.subdomain}\\.localhost:${t.port}/sign-in/confirm\\?token=[A-Za-z0-9._-]+$`));

    const page = await browse(t.port, url);
    expect(page.status).toBe(200);
    const token = hiddenValue(page.body, 'token')!;
    const signedIn = await browse(t.port, `${t.baseUrl(ws)}/sign-in/confirm`, { origin: t.baseUrl(ws), form: { token } });
    expect([signedIn.status, signedIn.location]).toEqual([303, `${t.baseUrl(ws)}/console`]);
    expectConsoleApp(await browse(t.port, `${t.baseUrl(ws)}/console`, { cookie: sessionCookieOf(signedIn) }));
    expect(await signedInAs(t.port, t.baseUrl(ws), sessionCookieOf(signedIn))).toBe(email);
    // Once.
    expect((await browse(t.port, url)).status).toBe(400);

    const rows = (await t.dataSource.query(
      `SELECT actor_type, actor_id, action, target_type, target_label FROM activity_log WHERE workspace_id = $1 AND target_label = $2 AND action IN ('sign_in_link.created', 'member.signed_in') ORDER BY seq`,
      [ws.id, email],
    )) as Array<Record<string, unknown>>;
    expect(rows).toEqual([
      { actor_type: 'cli', actor_id: null, action: 'sign_in_link.created', target_type: 'team_member', target_label: email },
      { actor_type: 'member', actor_id: expect.any(String), action: 'member.signed_in', target_type: 'team_member', target_label: email },
    ]);
  });

  it('sign-in-link refuses an address that is not an active member, and an unknown workspace, writing nothing', async () => {
    const stranger = await cli('sign-in-link', '--subdomain', ws.subdomain, '--email', 'nobody@example.com');
    expect(stranger).toEqual({ code: 1, stdout: '', stderr: '--email is not an active member of the workspace\n' });
    const malformed = await cli('sign-in-link', '--subdomain', ws.subdomain, '--email', 'not an email');
    expect(malformed).toEqual({ code: 1, stdout: '', stderr: '--email is not a valid email\n' });
    const unknown = await cli('sign-in-link', '--subdomain', 'no-such-workspace', '--email', ws.adminEmail);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Workspace not found');
    const [{ n }] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM activity_log WHERE workspace_id = $1 AND action = 'sign_in_link.created' AND target_label = 'nobody@example.com'`, [ws.id])) as { n: number }[];
    expect(n).toBe(0);
  });

  it('sets the cookie Secure when the proxy says the client came over https', async () => {
    const link = JSON.parse((await cli('sign-in-link', '--subdomain', ws.subdomain, '--email', ws.adminEmail)).stdout) as { url: string };
    const token = new URL(link.url).searchParams.get('token')!;
    const httpsOrigin = t.baseUrl(ws).replace('http:', 'https:');
    const signedIn = await browse(t.port, `${t.baseUrl(ws)}/sign-in/confirm`, {
      origin: httpsOrigin,
      headers: { 'x-forwarded-proto': 'https' },
      form: { token },
    });
    expect([signedIn.status, signedIn.location]).toEqual([303, `${httpsOrigin}/console`]);
    const attributes = signedIn.cookies[0].split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
    expect(attributes.some((attribute) => attribute.startsWith('domain'))).toBe(false);
  });

  it('writes the sign-in email to the log, link and code included, outside production', async () => {
    const email = `logged-${uniqueSuffix()}@example.com`;
    await t.workspaces.addMembers(ws, [email]);
    const page = await browse(t.port, `${t.baseUrl(ws)}/sign-in`, { origin: t.baseUrl(ws), form: { email } });
    expect(page.status).toBe(200);
    await waitFor(() => log.messages().some((message) => message.includes(`not emailing ${email}`)), 'the logged sign-in email');
    const message = log.messages().find((candidate) => candidate.includes(`not emailing ${email}`))!;
    const token = /\/sign-in\/confirm\?token=([A-Za-z0-9._-]+)/.exec(message)![1];
    const code = /code (\d{6})/.exec(message)![1];
    // From the browser that asked: its page set the cookie the code belongs to.
    const browser = page.cookies.find((cookie) => cookie.startsWith('fs_browser='))!.split(';')[0];
    const signedIn = await browse(t.port, `${t.baseUrl(ws)}/sign-in/code`, {
      origin: t.baseUrl(ws),
      cookie: browser,
      form: { attempt: hiddenValue(page.body, 'attempt')!, code },
    });
    expect(signedIn.status).toBe(303);
    // The code spent the attempt: its link works no more. No other line carried either secret.
    expect((await browse(t.port, `${t.baseUrl(ws)}/sign-in/confirm?token=${token}`)).status).toBe(400);
    expect(log.messages().filter((line) => line.includes(token) || line.includes(`code ${code}`))).toEqual([message]);
  });
});

describe('with NODE_ENV=production and no SMTP_URL', () => {
  let t: TestApp;
  const log = capturedLog();

  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production' }, undefined, { log: log.logger });
  });
  afterAll(() => t?.close());

  it('withholds link and code from the log', async () => {
    const ws = await t.workspaces.create();
    const page = await browse(t.port, `${t.baseUrl(ws)}/sign-in`, { origin: t.baseUrl(ws), form: { email: ws.adminEmail } });
    expect(page.status).toBe(200);
    await waitFor(() => log.messages().some((message) => message.includes(`not emailing ${ws.adminEmail}`)), 'the logged sign-in email');
    const message = log.messages().find((candidate) => candidate.includes(`not emailing ${ws.adminEmail}`))!;
    expect(message).toContain('(link and code withheld in production)');
    // The workspace's name and the address carry random digits of their own: only the rest may not.
    expect(message.replace(ws.name, 'WORKSPACE').replace(ws.adminEmail, 'ADDRESS')).not.toMatch(/token|\d{6}/);
  });
});
