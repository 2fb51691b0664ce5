import { connect, type Socket } from 'node:net';
import { Client } from 'pg';
import { expectOk } from '../support/expectations';
import { V1, V2 } from '../support/operations';
import { SHORT_TIMEOUTS } from '../support/shared-app/profiles';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';

// No client can hold a replica: slow headers, bodies that never finish and idle connections are cut off
// by the HTTP timeouts; a blocked statement gives its connection back after lock_timeout with a 503.

jest.setTimeout(60_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let other: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp(SHORT_TIMEOUTS);
  ws = await t.workspaces.create();
  other = await t.workspaces.create();
});

afterAll(() => t?.close());

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(t.port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Milliseconds until the server closes the socket (read in flowing mode, so its FIN is seen). */
function closedAfter(socket: Socket, started: number): Promise<number> {
  socket.resume();
  return new Promise((resolve) => socket.once('close', () => resolve(Date.now() - started)));
}

it('cuts off a client that sends its headers byte by byte', async () => {
  const socket = await open();
  socket.on('error', () => undefined);
  const started = Date.now();
  const closed = closedAfter(socket, started);
  const request = `GET ${V1}/forms HTTP/1.1\r\nHost: ${t.hostOf(ws)}\r\nX-Api-Key: ${ws.apiKey}\r\n`;
  let index = 0;
  const drip = setInterval(() => {
    if (!socket.destroyed && index < request.length) socket.write(request[index++]);
  }, 100);
  const elapsed = await closed;
  clearInterval(drip);
  // 1 s of headers timeout, checked every second.
  expect(elapsed).toBeLessThan(3_500);
  expect(index).toBeLessThan(request.length);
});

it('cuts off a body that never finishes', async () => {
  const socket = await open();
  socket.on('error', () => undefined);
  const received: Buffer[] = [];
  const started = Date.now();
  const closed = closedAfter(socket, started);
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.write(
    `POST ${V2}/forms HTTP/1.1\r\nHost: ${t.hostOf(ws)}\r\nX-Api-Key: ${ws.apiKey}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"form":',
  );
  const elapsed = await closed;
  expect(elapsed).toBeLessThan(4_500);
  // Node answers 408 when it gives up on the request.
  expect(Buffer.concat(received).toString('latin1')).toMatch(/^HTTP\/1\.1 408/);
});

it('closes idle connections that never send a byte, and serves everyone else meanwhile', async () => {
  // Each socket's time is counted from its own connection: opening a thousand takes a while on a busy machine.
  const sockets = await Promise.all(
    Array.from({ length: 1000 }, async () => {
      const socket = await open();
      socket.on('error', () => undefined);
      return { closed: closedAfter(socket, Date.now()) };
    }),
  );
  expectOk(await t.client(ws).get(`${V1}/forms`));
  const lifetimes = await Promise.all(sockets.map((socket) => socket.closed));
  // The headers timeout (1 s, checked every second) covers a connection on which no request has started.
  expect(Math.max(...lifetimes)).toBeLessThan(5_000);
});

it('answers 503 {error} when a statement waits on a lock longer than lock_timeout, and the pool serves other tenants', async () => {
  const blocker = new Client({ connectionString: t.databaseUrl });
  await blocker.connect();
  try {
    await blocker.query('BEGIN');
    await blocker.query('SELECT 1 FROM workspaces WHERE id = $1 FOR UPDATE', [ws.id]);
    const started = Date.now();
    // More blocked writes than the pool has connections: none may hold one for longer than the limit.
    const blocked = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        t.client(ws).post(`${V1}/team_members`, {
          body: { emails: [`blocked-${i}@timeouts.example`], organization_role: 'Standard', send_invitation_email: 'false' },
        }),
      ),
    );
    for (const response of blocked) {
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ error: 'Service unavailable' });
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expectOk(await t.client(other).get(`${V1}/forms`));
  } finally {
    await blocker.query('ROLLBACK').catch(() => undefined);
    await blocker.end();
  }
  // Nothing was written by the refused requests.
  const emails = (await t.workspaces.members(ws)).map((member) => member.email);
  expect(emails.filter((email) => email.startsWith('blocked-'))).toEqual([]);
});
