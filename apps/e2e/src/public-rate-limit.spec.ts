import { request } from 'node:http';
import { expectOk } from './support/expectations';
import { V2 } from './support/operations';
import { startTestApp, type TestApp } from './support/test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

// Every public route of a workspace has a budget per client address (IPv6: per /64) per rolling minute,
// checked before any body is read and counting refused requests too, shared by replicas. Beyond it, 429
// with Retry-After: JSON on the intake, a page elsewhere. Another client, or another workspace, is not
// affected.

jest.setTimeout(60_000);

const LIMIT = 20;
let t: TestApp;
let second: TestApp;
let ws: WorkspaceFixture;
let formId: string;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '127.0.0.1', SUBMISSION_RATE_LIMIT: '0' });
  second = await startTestApp({ PUBLIC_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '127.0.0.1', SUBMISSION_RATE_LIMIT: '0' }, t);
  ws = await t.workspaces.create();
  const form = (await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Budget', questions: [{ kind: 'short_text', label: 'Name' }] } } })).body.form;
  expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: true } } }));
  formId = form.id;
});

afterAll(async () => {
  await second?.close();
  await t?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function send(
  app: TestApp,
  method: string,
  path: string,
  client: string,
  body?: string,
  host = app.hostOf(ws),
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = Object.assign({ host, 'x-forwarded-for': client }, extraHeaders);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const outgoing = request({ host: '127.0.0.1', port: app.port, method, path, headers }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

it('refuses a client past its budget on every public route, across replicas, before reading any body', async () => {
  const client = '198.51.100.10';
  const statuses: number[] = [];
  // Spread over two replicas and three kinds of route; malformed intakes count like good ones.
  for (let n = 0; n < LIMIT; n++) {
    const app = n % 2 === 0 ? t : second;
    const kind = n % 3;
    const answer =
      kind === 0
        ? await send(app, 'GET', `/forms/${formId}`, client)
        : kind === 1
          ? await send(app, 'POST', `/forms/${formId}/submissions`, client, '{not json')
          : await send(app, 'GET', '/sign-in', client);
    statuses.push(answer.status);
  }
  expect(statuses.filter((status) => status === 429)).toEqual([]);

  const intake = await send(t, 'POST', `/forms/${formId}/submissions`, client, JSON.stringify({ responses: { name: 'Ada' } }));
  expect(intake.status).toBe(429);
  expect(JSON.parse(intake.text)).toEqual({ error: 'Too many requests, try again later' });
  expect(Number(intake.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(intake.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(intake.headers['access-control-allow-origin']).toBe('*');

  const page = await send(second, 'GET', `/forms/${formId}`, client);
  expect(page.status).toBe(429);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.text).toContain('Too many requests');
  expect(page.headers['retry-after']).toBeDefined();
  expect((await send(t, 'GET', '/sign-in', client)).status).toBe(429);

  // The refused submission was never stored.
  expect((await t.client(ws).get(`${V2}/forms/${formId}`)).body.form.submissions_count).toBe(0);
  // Another client, and the same client on another workspace, keep their own budgets.
  expect((await send(t, 'GET', `/forms/${formId}`, '198.51.100.11')).status).toBe(200);
  const other = await t.workspaces.create();
  expect((await send(t, 'GET', '/sign-in', client, undefined, t.hostOf(other))).status).toBe(200);
  // The API with a key is not a public route.
  expectOk(await t.client(ws).get(`${V2}/forms`));
});

it('counts IPv6 clients per /64', async () => {
  const statuses: number[] = [];
  for (let n = 0; n <= LIMIT; n++) statuses.push((await send(t, 'GET', '/sign-in', `2001:db8:1234:5678::${(n + 1).toString(16)}`)).status);
  expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
  expect(statuses[LIMIT]).toBe(429);
  expect((await send(t, 'GET', '/sign-in', '2001:db8:1234:5679::1')).status).toBe(200);
});

it.each(['submissions', 'uploads'])('the CORS preflight of /forms/{id}/%s past the public budget: 429 {error} with Retry-After, as documented', async (endpoint) => {
  const workspace = await t.workspaces.create();
  const path = `/forms/00000000-0000-4000-8000-000000000000/${endpoint}`;
  const answers: Answer[] = [];
  for (let i = 0; i <= LIMIT; i++) answers.push(await preflight(path, '198.51.100.20', t.hostOf(workspace)));
  expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(LIMIT).fill(204), 429]);
  const refused = answers[LIMIT];
  expect({ body: JSON.parse(refused.text) as unknown, retryAfter: refused.headers['retry-after'] }).toEqual({
    body: { error: 'Too many requests, try again later' },
    retryAfter: expect.stringMatching(/^[1-9][0-9]*$/),
  });
  for (const answer of answers) {
    const contentType = answer.headers['content-type'] as string | undefined;
    t.contract.check('OPTIONS', path, answer.status, contentType, answer.text === '' ? undefined : JSON.parse(answer.text));
  }
});

/** A browser's CORS preflight of a cross-origin POST. */
function preflight(path: string, client: string, host: string): Promise<Answer> {
  return send(t, 'OPTIONS', path, client, undefined, host, { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' });
}
