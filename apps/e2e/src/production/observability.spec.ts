import { Writable } from 'node:stream';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the logger the deployable is started with
import { createLogger } from '../../../api/src/observability/logger';
import { expectOk } from '../support/expectations';
import { V1, V2 } from '../support/operations';
import { startTestApp, type TestApp } from '../support/test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';

// What a deployment watches: request ids, JSON logs without secrets, Prometheus metrics, and the
// headers that keep personal data out of caches and pages out of other sites' frames.

jest.setTimeout(60_000);

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
    done();
  },
});

let t: TestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'log' }, undefined, { log: createLogger({ LOG_LEVEL: 'log' }, sink) });
  ws = await t.workspaces.create({ members: ['ada@observability.example'] });
});

afterAll(() => t?.close());

const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request ids', () => {
  it('echoes a well-formed X-Request-Id and puts it on the request log line', async () => {
    const response = await t.client(ws).get(`${V1}/forms`, { headers: { 'X-Request-Id': 'trace-42.a:b' } });
    expectOk(response);
    expect(response.headers['x-request-id']).toBe('trace-42.a:b');
    await waitFor(() => records().some((record) => record['reqId'] === 'trace-42.a:b'));
    const line = records().find((record) => record['reqId'] === 'trace-42.a:b');
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/api/external/v1/forms', status: '200' });
    expect(line?.['ms']).toEqual(expect.any(Number));
  });

  it('generates one when none is sent, and replaces one that is not a plain token', async () => {
    const generated = await t.client(ws).get(`${V1}/forms`);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const replaced = await t.client(ws).get(`${V1}/forms`, { headers: { 'X-Request-Id': 'x'.repeat(200) } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const injected = await t.client(ws).get(`${V1}/forms`, { headers: { 'X-Request-Id': 'a"} {"level":"fatal' } });
    expect(injected.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('logs', () => {
  it('are one JSON object per line and never hold an API key, a join token or a raw path', async () => {
    const member = (await t.workspaces.members(ws)).find((candidate) => candidate.email === 'ada@observability.example');
    expect(member).toBeDefined();
    await t.client(ws).get(`${V2}/team-members/${member?.id}`);
    await t.client(ws).with({ apiKey: `${ws.apiKey}x` }).get(`${V1}/forms`);
    const joinToken = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await t.anonymous(t.hostOf(ws)).get(`/join?invitation=${joinToken}`, { accept: 'text/html' });
    await waitFor(() => records().some((record) => record['route'] === '/join'));
    const text = lines.join('\n');
    expect(text).not.toContain(ws.apiKey);
    expect(text).not.toContain(joinToken);
    expect(text).not.toContain(member?.id);
    expect(records().some((record) => record['route'] === '/api/external/v2/team-members/:team_member_id')).toBe(true);
  });

  it('leave out the framework route-mapping chatter at the default level', () => {
    expect(lines.join('\n')).not.toMatch(/Mapped \{|dependencies initialized|RoutesResolver/);
  });

  it('leave out the balancer health checks and scrapes at the default level, but still measure them', async () => {
    expect((await t.anonymous().get('/health/ready')).status).toBe(200);
    expect((await t.anonymous().get('/metrics', { accept: null })).text).toMatch(/route="\/health\/ready",status="200"\} 1/);
    await t.client(ws).get(`${V1}/forms`, { headers: { 'X-Request-Id': 'after-the-probes' } });
    await waitFor(() => records().some((record) => record['reqId'] === 'after-the-probes'));
    expect(records().filter((record) => record['route'] === '/health/ready' || record['route'] === '/metrics')).toEqual([]);
  });
});

describe('GET /metrics', () => {
  it('serves Prometheus text: request durations by route template and status, pool, outbox, process', async () => {
    await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Measured' } } });
    await t.client(ws).get(`${V1}/forms/not-a-uuid/submissions`);
    const response = await t.anonymous().get('/metrics', { accept: null });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    const text = response.text;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.05",method="POST",route="\/api\/external\/v2\/forms",status="201"\} \d+/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/external\/v1\/forms\/:form_id\/submissions",status="404"\} 1/);
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/db_pool_max_connections 10/);
    expect(text).toMatch(/outbox_backlog\{handler="invitation-email"\} \d+/);
    expect(text).toMatch(/outbox_oldest_age_seconds\{handler="invitation-email"\} [\d.e+-]+/);
    expect(text).toContain('outbox_scrape_ok 1');
    expect(text).toMatch(/process_cpu_user_seconds_total \d/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
  });
});

describe('security headers', () => {
  it('sends no-store and nosniff with the personal data of the API', async () => {
    const response = await t.client(ws).get(`${V2}/team-members`);
    expectOk(response);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets any site frame the fill page, and no site frame the other pages', async () => {
    const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Embeddable' } } });
    const fill = await t.anonymous(t.hostOf(ws)).get(`/forms/${created.body.form.id}`, { accept: 'text/html' });
    expect(fill.headers['content-type']).toMatch(/^text\/html/);
    expect(fill.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(fill.headers['content-security-policy']).toContain("default-src 'none'");
    expect(fill.headers['x-content-type-options']).toBe('nosniff');
    expect(fill.headers['x-frame-options']).toBeUndefined();

    const join = await t.anonymous(t.hostOf(ws)).get('/join?invitation=0f8fad5b-d9cb-469f-a165-70867728950e', { accept: 'text/html' });
    expect(join.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(join.headers['x-frame-options']).toBe('DENY');

    const docs = await t.anonymous().get('/api/docs', { accept: 'text/html' });
    expect(docs.status).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('Swagger UI does not keep API keys in the browser', async () => {
    const init = await t.anonymous().get('/api/docs/swagger-ui-init.js', { accept: null });
    expect(init.status).toBe(200);
    expect(init.text).toMatch(/"persistAuthorization":\s*false/);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
}
