import { request } from 'node:http';
import { V2 } from './support/operations';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

jest.setTimeout(60_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let other: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp();
  [ws, other] = [await t.workspaces.create(), await t.workspaces.create()];
});
afterAll(() => t?.close());

/** A browser's visit: no API key, the workspace named only by the host. */
function visit(url: string): Promise<{ status: number; type: string; body: string }> {
  const { host, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: t.port, path: pathname, headers: { host, accept: 'text/html' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the page behind attempt_url', () => {
  it('shows the form, escaped, on its workspace host without a key', async () => {
    const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Survey <b>2026</b>' } } });
    expect(created.status).toBe(201);
    const page = await visit(created.body.form.attempt_url);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Survey &lt;b&gt;2026&lt;/b&gt;</h1>');
    expect(page.body).toContain('This form is not accepting responses.');
  });

  it('is not found on another workspace host, for an unknown id, or on a host that names no workspace', async () => {
    const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Private' } } });
    const { pathname } = new URL(created.body.form.attempt_url);
    const onOther = await visit(`${t.baseUrl(other)}${pathname}`);
    expect([onOther.status, JSON.parse(onOther.body)]).toEqual([404, { error: 'Form not found' }]);
    const unknown = await visit(`${t.baseUrl(ws)}/forms/00000000-0000-4000-8000-000000000000`);
    expect([unknown.status, JSON.parse(unknown.body)]).toEqual([404, { error: 'Form not found' }]);
    const notUuid = await visit(`${t.baseUrl(ws)}/forms/not-a-form`);
    expect(notUuid.status).toBe(404);
    const noWorkspace = await visit(`http://your-subdomain.localhost:${t.port}${pathname}`);
    expect([noWorkspace.status, JSON.parse(noWorkspace.body)]).toEqual([404, { error: 'Workspace not found' }]);
  });
});
