import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Balancer } from '@forms/topology';
import { browse } from '../support/browser';
import { expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { sendRequestLine, type WireResponse } from '../support/request-line';
import { startTestApp, type TestApp } from '../support/test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';

// A client may name the request's target in absolute form (`GET http://host/forms/ID HTTP/1.1`), which
// the router serves like `/forms/ID`: every rule decided by the path (the public budget, the console's
// `no-store`, the pages' headers, 405, v1's deprecation) must treat it exactly like the origin form,
// whether the request reaches a replica directly or through the shipped balancer. Requests are written
// on raw sockets, request line included.

jest.setTimeout(60_000);

const ROOT = resolve(__dirname, '../../../..');
const LIMIT = 8;

let t: TestApp;
let second: TestApp;
let ws: WorkspaceFixture;
let formId: string;

beforeAll(async () => {
  // TRUST_PROXY names loopback: the balancer below is on it, and direct requests choose their client with X-Forwarded-For.
  const env = { PUBLIC_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '127.0.0.1', SUBMISSION_RATE_LIMIT: '0' };
  t = await startTestApp(env);
  second = await startTestApp(env, t);
  ws = await t.workspaces.create();
  formId = await publishedForm(ws);
});

afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function publishedForm(workspace: WorkspaceFixture): Promise<string> {
  const form = (await t.client(workspace).post(`${V2}/forms`, { body: { form: { title: 'Edge', questions: [{ kind: 'short_text', label: 'Name' }] } } })).body.form;
  expectOk(await t.client(workspace).patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: true } } }));
  return form.id as string;
}

type Form = 'absolute' | 'origin';

/** `METHOD target HTTP/1.1` with the target in the given form, the Host header always the workspace's. */
function send(port: number, form: Form, method: string, path: string, headers: Record<string, string> = {}, host = `${ws.subdomain}.localhost:${port}`): Promise<WireResponse> {
  const target = form === 'absolute' ? `http://${host}${path}` : path;
  return sendRequestLine(port, `${method} ${target} HTTP/1.1`, { host, ...headers });
}

describe('straight to a replica', () => {
  it.each<[string, Form[]]>([
    ['absolute form only', ['absolute']],
    ['origin form only', ['origin']],
    ['both forms in turn', ['absolute', 'origin']],
  ])('limits a client the same way with %s', async (_, forms) => {
    const client = { 'x-forwarded-for': `198.51.100.${forms.length * 10 + (forms[0] === 'absolute' ? 1 : 2)}` };
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT; n++) statuses.push((await send(t.port, forms[n % forms.length], 'GET', `/forms/${formId}`, client)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    for (const form of ['absolute', 'origin'] as const) {
      const page = await send(t.port, form, 'GET', `/forms/${formId}`, client);
      expect([form, page.status]).toEqual([form, 429]);
      expect(page.headers['retry-after']).toBeDefined();
      // The intake refuses in JSON, whichever form named it.
      const intake = await send(t.port, form, 'POST', `/forms/${formId}/submissions`, { ...client, 'content-type': 'application/json' });
      expect([form, intake.status, JSON.parse(intake.body)]).toEqual([form, 429, { error: 'Too many requests, try again later' }]);
    }
  });

  it.each<Form>(['absolute', 'origin'])('gives the console and API answers no-store, and the console its frame rules, in %s form', async (form) => {
    const console401 = await send(t.port, form, 'GET', '/api/console/me');
    expect(console401.status).toBe(401);
    expect(console401.headers['cache-control']).toBe('no-store');
    const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
    const consoleMe = await send(t.port, form, 'GET', '/api/console/me', { cookie });
    expect(consoleMe.status).toBe(200);
    expect(consoleMe.headers['cache-control']).toBe('no-store');
    const forms = await send(t.port, form, 'GET', `${V2}/forms`, { 'x-api-key': ws.apiKey });
    expect(forms.status).toBe(200);
    expect(forms.headers['cache-control']).toBe('no-store');
    expect(forms.headers['etag']).toBeDefined();
    const app = await send(t.port, form, 'GET', '/console/forms', { cookie });
    expect(app.headers['x-frame-options']).toBe('DENY');
    expect(app.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it.each<Form>(['absolute', 'origin'])('answers a known path with the wrong method 405, and marks v1 deprecated, in %s form', async (form) => {
    const wrongMethod = await send(t.port, form, 'DELETE', `${V2}/forms`, { 'x-api-key': ws.apiKey });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers['allow']).toBeDefined();
    const v1 = await send(t.port, form, 'GET', '/api/external/v1/forms', { 'x-api-key': ws.apiKey });
    expect(v1.status).toBe(200);
    expect(v1.headers['deprecation']).toBe('@1767225600');
  });

  it('addresses the workspace the absolute target names, not the Host header', async () => {
    const elsewhere = await sendRequestLine(t.port, `GET http://no-such-workspace.localhost:${t.port}${V2}/forms HTTP/1.1`, {
      host: t.hostOf(ws),
      'x-api-key': ws.apiKey,
    });
    expect(elsewhere.status).toBe(404);
    const named = await sendRequestLine(t.port, `GET http://${t.hostOf(ws)}${V2}/forms HTTP/1.1`, { host: 'no-such-workspace.localhost', 'x-api-key': ws.apiKey });
    expect(named.status).toBe(200);
  });
});

describe('through the shipped balancer', () => {
  let balancer: Balancer | undefined;
  let port: number;
  let behind: WorkspaceFixture;
  let behindForm: string;

  beforeAll(async () => {
    // A workspace of its own: every request through the balancer comes from the one loopback client.
    behind = await t.workspaces.create();
    behindForm = await publishedForm(behind);
    mkdirSync(join(ROOT, 'tmp'), { recursive: true });
    const [lbPort, statsPort] = await freePorts(2);
    port = lbPort;
    balancer = Balancer.start({
      root: ROOT,
      port,
      statsPort,
      servers: [`127.0.0.1:${t.port}`, `127.0.0.1:${second.port}`],
      logFile: join(ROOT, 'tmp', `absolute-form-haproxy-${process.pid}.log`),
      log: () => undefined,
    });
    await balancer.waitInRotation('api1', true, 15_000);
    await balancer.waitInRotation('api2', true, 15_000);
  });

  afterAll(async () => {
    await balancer?.stop();
  });

  it('limits absolute-form requests for the right host like origin-form ones, and keeps no-store', async () => {
    const host = `${behind.subdomain}.localhost:${port}`;
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT; n++) statuses.push((await send(port, n % 2 === 0 ? 'absolute' : 'origin', 'GET', `/forms/${behindForm}`, {}, host)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    expect((await send(port, 'absolute', 'GET', `/forms/${behindForm}`, {}, host)).status).toBe(429);
    expect((await send(port, 'origin', 'GET', `/forms/${behindForm}`, {}, host)).status).toBe(429);
    const consoleAnswer = await send(port, 'absolute', 'GET', '/api/console/me', {}, host);
    expect([consoleAnswer.status, consoleAnswer.headers['cache-control']]).toEqual([401, 'no-store']);
  });

  it('refuses an absolute-form request for another host than its Host header, or without one', async () => {
    const other = await sendRequestLine(port, `GET http://no-such-workspace.localhost:${port}/api/console/me HTTP/1.1`, { host: `${behind.subdomain}.localhost:${port}` });
    expect(other.status).toBe(400);
    const withoutHost = await sendRequestLine(port, `GET http://${behind.subdomain}.localhost:${port}/api/console/me HTTP/1.0`, {});
    expect(withoutHost.status).toBe(400);
  });
});

// A deployment that forgot the console's build: here because this file already runs replicas of its own
// (a third one costs a boot, where a file of its own would cost a whole app and database).
describe('a replica started without the console built', () => {
  it('asks to run the build (503, not cached), after the sign-in check', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'console-not-built-'));
    const unbuilt = await startTestApp({}, t, { consoleDir: empty });
    try {
      const visit = (cookie?: string) => browse(unbuilt.port, `http://${unbuilt.hostOf(ws)}/console/forms`, { cookie });
      expect((await visit()).status).toBe(303);
      const page = await visit(await t.workspaces.signIn(ws, ws.adminEmail));
      expect(page.status).toBe(503);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('run <code>npm run build</code>');
    } finally {
      await unbuilt.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((done, fail) => {
          const server = createServer();
          server.once('error', fail);
          server.listen(0, '127.0.0.1', () => done(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}
