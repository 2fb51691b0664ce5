import { request } from 'node:http';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';

// Paths match exactly as documented: another case or a trailing slash is another (unknown) path, so that
// no rule written for a path (the balancer's deny of /metrics, a cache's, a firewall's) can be walked
// around by spelling it differently, and every answer still carries the security headers.
// (Plain requests: these paths are not in the OpenAPI document, which the test clients check against.)

let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create();
});

afterAll(() => t?.close());

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: t.port, path, headers: { host: 'localhost', ...headers } }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('exact paths', () => {
  it.each(['/METRICS', '/Metrics', '/metrics/', '/HEALTH/ready', '/health/ready/', '/API/docs-json'])('answers %s with 404 and the security headers', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.text)).toEqual({ error: 'Not found' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/API/external/v2/forms', '/api/External/v2/forms', '/api/external/v2/forms/', '/api/external/V1/forms'])(
    'answers %s with 404 even with a valid key',
    async (path) => {
      const response = await get(path, { host: t.hostOf(ws), 'x-api-key': ws.apiKey });
      expect(response.status).toBe(404);
      expect(JSON.parse(response.text)).toEqual({ error: 'Not found' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('still serves the documented spellings', async () => {
    const metrics = await get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('http_request');
    expect((await get('/health/ready')).status).toBe(200);
    expect((await get('/api/external/v2/forms', { host: t.hostOf(ws), 'x-api-key': ws.apiKey })).status).toBe(200);
  });
});
