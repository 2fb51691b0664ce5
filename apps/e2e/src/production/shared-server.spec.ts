import { createServer, connect, type Server, type Socket } from 'node:net';
import { expectOk } from '../support/expectations';
import { MailCatcher } from '../support/mail-catcher';
import { V1 } from '../support/operations';
import { outboxSettled } from '../support/outbox';
import { sendAsSharedService } from '../support/shared-app/control';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { sqlAuditFailure } from '../support/sql-audit/record-sql';

// The server the end-to-end files of a jest worker share: each file starts on an empty database, the
// workspace factory runs in the server's process, and the SQL audit still hears what the server sends.

jest.setTimeout(60_000);

let t: SharedTestApp;

beforeAll(async () => {
  t = await sharedTestApp();
});

afterAll(async () => {
  await t.close();
});

it('serves the API and arranges workspaces in its own process', async () => {
  const workspace = await t.workspaces.create({ members: ['member@example.com'] });
  const response = await t.client(workspace).get('/api/external/v2/forms');
  expect(response.status).toBe(200);
  expect((await t.workspaces.members(workspace)).map((member) => member.email)).toEqual([workspace.adminEmail, 'member@example.com']);
  await expect(t.workspaces.memberId(workspace, 'nobody@example.com')).rejects.toThrow(`fixture: nobody@example.com is not a member of ${workspace.subdomain}`);
});

it('starts the next file on the same server with an empty database', async () => {
  await t.workspaces.create();
  const next = await sharedTestApp();
  try {
    expect(next.port).toBe(t.port);
    expect(await next.dataSource.query('SELECT count(*)::int AS count FROM workspaces')).toEqual([{ count: 0 }]);
    const [, updated] = await next.dataSource.query<[unknown[], number]>('UPDATE workspaces SET name = name');
    expect(updated).toBe(0);
  } finally {
    await next.close();
  }
});

it('fails the file when the shared server sends a tenant-table statement without workspace_id', async () => {
  await sendAsSharedService('SELECT count(*) FROM forms WHERE workspace_id = $1', ['00000000-0000-0000-0000-000000000000']);
  expect(await sqlAuditFailure()).toBeUndefined();
  await sendAsSharedService('SELECT count(*) FROM forms');
  const failure = await sqlAuditFailure();
  expect(failure).toContain('1 statement(s) read or write a tenant table without a workspace_id condition:');
  expect(failure).toContain('  - [forms] select count(*) from forms');
  // Taken: the file's own check at its end finds nothing more.
  expect(await sqlAuditFailure()).toBeUndefined();
});

// The profile sign-in.spec.ts and invitations.spec.ts use, mail and a log: no server of its own for this file.
const MAIL_AND_LOG = { mail: true, log: 'trace' } as const;

describe('with mail', () => {
  const invite = async (app: SharedTestApp, email: string) => {
    const workspace = await app.workspaces.create();
    expectOk(await app.client(workspace).post(`${V1}/team_members`, { body: { emails: [email] } }));
  };

  it("emails the file's own catcher, on a server of its own profile", async () => {
    const mailing = await sharedTestApp({}, MAIL_AND_LOG);
    try {
      expect(mailing.port).not.toBe(t.port);
      await invite(mailing, 'invited@example.com');
      await mailing.mail.waitFor(() => mailing.mail.to('invited@example.com').length === 1, 'the invitation');
      expect(mailing.mail.to('invited@example.com')[0].text).toContain('/join?token=');
      expect(() => t.mail).toThrow('this shared server sends no email to the file: call sharedTestApp(env, { mail: true })');
    } finally {
      await mailing.close();
    }
  });

  it('starts the next file once the email the previous one was sending has gone, and with none left to send', async () => {
    const previous = await sharedTestApp({}, MAIL_AND_LOG);
    const port = previous.mail.port;
    await previous.mail.close();
    // A mail server that answers only after a while, so that the invitation is still being sent at the reset.
    const behind = await MailCatcher.start();
    const slow = await SlowMailServer.start(port, behind.port, 1_500);
    try {
      await invite(previous, 'in-flight@example.com');
      await slow.connected;
      // The port goes back to the next file; the connection in progress stays.
      slow.stopListening();
      // One more, whose attempt finds no mail server and waits for a retry: the reset empties the outbox.
      await invite(previous, 'queued@example.com');
      await previous.close();

      const next = await sharedTestApp({}, MAIL_AND_LOG);
      try {
        expect(next.port).toBe(previous.port);
        // The reset waited for the invitation in flight: it reached the mail server it was sent to.
        expect(behind.to('in-flight@example.com')).toHaveLength(1);
        expect(await next.dataSource.query('SELECT count(*)::int AS count FROM outbox')).toEqual([{ count: 0 }]);
        await outboxSettled(next.databaseUrl);
        expect(next.mail.messages).toEqual([]);
      } finally {
        await next.close();
      }
    } finally {
      slow.close();
      await behind.close();
    }
  });
});

describe('with a log', () => {
  it('hands each file the lines logged since its reset, and what the server logged while starting', async () => {
    const first = await sharedTestApp({}, MAIL_AND_LOG);
    const workspace = await first.workspaces.create();
    await first.client(workspace).get('/api/external/v2/forms', { headers: { 'X-Request-Id': 'first-file' } });
    const logged = async (app: SharedTestApp, id: string) => (await app.log.records()).filter((record) => record['reqId'] === id && record['msg'] === 'request');
    await waitUntil(async () => (await logged(first, 'first-file')).length === 1);
    expect((await logged(first, 'first-file'))[0]).toMatchObject({ msg: 'request', route: '/api/external/v2/forms', status: '200' });
    await first.close();

    const next = await sharedTestApp({}, MAIL_AND_LOG);
    try {
      expect(next.port).toBe(first.port);
      await next.client(await next.workspaces.create()).get('/api/external/v2/forms', { headers: { 'X-Request-Id': 'next-file' } });
      await waitUntil(async () => (await logged(next, 'next-file')).length === 1);
      expect(await logged(next, 'first-file')).toEqual([]);
      expect(await next.log.startLines()).toEqual(await first.log.startLines());
      await expect(t.log.lines()).rejects.toThrow('this shared server keeps no log for the file');
    } finally {
      await next.close();
    }
  });
});

async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Listens on `port` and passes each connection on to the mail server at `target` only after `delayMs`. */
class SlowMailServer {
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;
  /** Resolves when the first connection arrives. */
  readonly connected: Promise<void>;

  private constructor(target: number, delayMs: number) {
    let arrived!: () => void;
    this.connected = new Promise<void>((resolve) => (arrived = resolve));
    this.server = createServer((socket) => {
      this.sockets.add(socket);
      arrived();
      setTimeout(() => {
        const onward = connect(target, '127.0.0.1');
        this.sockets.add(onward);
        socket.pipe(onward).pipe(socket);
        socket.on('error', () => onward.destroy());
        onward.on('error', () => socket.destroy());
      }, delayMs);
    });
  }

  static async start(port: number, target: number, delayMs: number): Promise<SlowMailServer> {
    const slow = new SlowMailServer(target, delayMs);
    await new Promise<void>((resolve, reject) => slow.server.once('error', reject).listen(port, '127.0.0.1', resolve));
    return slow;
  }

  /** Takes no more connections, so that the port is free again; the ones in progress go on. */
  stopListening(): void {
    this.server.close();
  }

  close(): void {
    for (const socket of this.sockets) socket.destroy();
    if (this.server.listening) this.server.close();
  }
}
