import { MESSAGES, expectError, expectOk } from './support/expectations';
import { V1, V2 } from './support/operations';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import { BEHIND_PROXY_LIMITED } from './support/shared-app/profiles';
import type { WorkspaceFixture } from './support/workspace-factory';

// Behind a load balancer (TRUST_PROXY), the workspace and {base_url} come from X-Forwarded-Host/-Proto.

jest.setTimeout(60_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp(BEHIND_PROXY_LIMITED, { mail: true });
  ws = await t.workspaces.create();
});

afterAll(() => t?.close());

const forwardedFor = (host: string) => ({ 'X-Forwarded-Host': host, 'X-Forwarded-Proto': 'https' });

it('finds the workspace from X-Forwarded-Host and builds attempt_url from the forwarded scheme and host', async () => {
  const client = t.client(ws);
  const response = await client.post(`${V2}/forms`, {
    host: `internal-lb:${t.port}`,
    headers: forwardedFor(`${ws.subdomain}.localhost`),
    body: { form: { title: 'Behind the proxy' } },
  });
  expectOk(response, 201);
  expect(response.body.form.attempt_url).toBe(`https://${ws.subdomain}.localhost/forms/${response.body.form.id}`);
});

it('uses Host when no X-Forwarded-Host is sent', async () => {
  expectOk(await t.client(ws).get(`${V1}/forms`));
});

it('answers 404 for a forwarded host that names no workspace', async () => {
  const response = await t.client(ws).get(`${V1}/forms`, { headers: forwardedFor('your-subdomain.localhost') });
  expectError(response, 404, MESSAGES.workspaceNotFound);
});
