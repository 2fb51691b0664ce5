import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

// A POST whose body is zero bytes sent chunked (as some HTTP clients send a bodiless POST, with no
// Content-Type) is a POST without a body: it gets the operation's real answer, not 415.

let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create();
});

afterAll(() => t?.close());

function postChunked(path: string, chunks: string[], contentType?: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: t.hostOf(ws), 'x-api-key': ws.apiKey, accept: 'application/json', 'transfer-encoding': 'chunked' };
    if (contentType) headers['content-type'] = contentType;
    const outgoing = request({ host: '127.0.0.1', port: t.port, method: 'POST', path, headers }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(text) }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}

describe('an empty chunked body', () => {
  it('is no body: a delivery retry gets its real answer', async () => {
    const path = `/api/external/v2/webhooks/${randomUUID()}/deliveries/${randomUUID()}/retry`;
    expect(await postChunked(path, [])).toEqual({ status: 404, body: { error: 'Webhook not found' } });
  });

  it('is no body: a create is validated as one without a body', async () => {
    const response = await postChunked('/api/external/v2/forms', []);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: expect.stringContaining('form') });
  });

  it('while a chunked body of another type is still 415', async () => {
    expect(await postChunked('/api/external/v2/forms', ['title=x'], 'application/x-www-form-urlencoded')).toEqual({
      status: 415,
      body: { error: 'Content-Type must be application/json' },
    });
    expect(await postChunked('/api/external/v2/forms', ['{"form":{"title":"x"}}'])).toEqual({
      status: 415,
      body: { error: 'Content-Type must be application/json' },
    });
  });
});
