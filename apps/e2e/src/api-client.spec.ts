import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@forms/config';
// The document is the app's own: built the way the generator builds it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildOpenApiDocumentOffline } from '../../api/src/app/openapi-document';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';

// The typed client in libs/api-client is generated from the OpenAPI document: these tests fail while the
// committed client and the document disagree (run `npm run -s api-client` to regenerate).

jest.setTimeout(60_000);

const ROOT = join(__dirname, '..', '..', '..');

let t: SharedTestApp;

beforeAll(async () => {
  t = await sharedTestApp();
});
afterAll(() => t?.close());

it('the document the generator reads, built without a database, is the one the service serves', async () => {
  // Built with the port the service listens on, which its document names as the default address.
  expect(await buildOpenApiDocumentOffline(loadConfig({ PORT: String(t.port) }))).toEqual(t.contract.document);
});

it('the committed client is what the generator makes of that document', () => {
  const generated = spawnSync(process.execPath, [join(ROOT, 'scripts/generate-api-client.mjs'), '--stdin'], {
    input: JSON.stringify(t.contract.document),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect({ status: generated.status, stderr: generated.stderr }).toEqual({ status: 0, stderr: '' });
  const committed = readFileSync(join(ROOT, 'libs/api-client/src/schema.ts'), 'utf8');
  // Line by line: a failure shows the lines that disagree.
  expect(committed.split('\n')).toEqual(generated.stdout.split('\n'));
});

it('calls the API with typed paths, parameters and bodies', async () => {
  const ws = await t.workspaces.create();
  const api = t.typed(ws);
  const created = await api.POST('/api/external/v2/forms', { body: { form: { title: 'Typed' } } });
  expect(created.response.status).toBe(201);
  expect(created.data?.form.title).toBe('Typed');
  const me = await api.GET('/api/external/v2/me');
  expect(me.data?.workspace.subdomain).toBe(ws.subdomain);
  const refused = await t.typed(ws, null).GET('/api/external/v2/me');
  expect(refused.response.status).toBe(401);
  expect(refused.error).toEqual({ error: 'Could not authenticate, invalid API Key' });
});
