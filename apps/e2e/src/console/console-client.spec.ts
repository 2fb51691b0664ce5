import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@forms/config';
import { createConsoleClient } from '@forms/console-client';
// The document is the app's own: built the way the generator builds it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildConsoleOpenApiDocumentOffline } from '../../../api/src/app/console-openapi-document';
import type { OpenApiContract } from '../support/openapi-contract';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { workspaceFetch } from '../support/workspace-fetch';
import { loadConsoleContract } from './support';

// The console's typed client in libs/console-client is generated from the console's OpenAPI document:
// these tests fail while the committed client and the document disagree (`npm run -s console-client`).

jest.setTimeout(60_000);

const ROOT = join(__dirname, '..', '..', '..', '..');

let t: SharedTestApp;
let contract: OpenApiContract;

beforeAll(async () => {
  t = await sharedTestApp();
  contract = await loadConsoleContract(t);
});
afterAll(() => t?.close());

it('the document the generator reads, built without a database, is the one the service serves', async () => {
  // Built with the port the service listens on, which its document names as the default address.
  expect(await buildConsoleOpenApiDocumentOffline(loadConfig({ PORT: String(t.port) }))).toEqual(contract.document);
});

it('the committed client is what the generator makes of that document', () => {
  const generated = spawnSync(process.execPath, [join(ROOT, 'scripts/generate-api-client.mjs'), '--console', '--stdin'], {
    input: JSON.stringify(contract.document),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect({ status: generated.status, stderr: generated.stderr }).toEqual({ status: 0, stderr: '' });
  const committed = readFileSync(join(ROOT, 'libs/console-client/src/schema.ts'), 'utf8');
  expect(committed.split('\n')).toEqual(generated.stdout.split('\n'));
});

it('calls the console with typed paths, parameters and bodies', async () => {
  const ws = await t.workspaces.create();
  const baseUrl = t.baseUrl(ws);
  const console = createConsoleClient({
    baseUrl,
    cookie: await t.workspaces.signIn(ws, ws.adminEmail),
    origin: baseUrl,
    fetch: workspaceFetch(t.origin, contract),
  });
  const created = await console.POST('/api/console/api-keys', { body: { api_key: { name: 'Typed', scope: 'read' } } });
  expect(created.response.status).toBe(201);
  expect(created.data?.api_key.name).toBe('Typed');
  const me = await console.GET('/api/console/me');
  expect(me.data?.can.manage_team).toBe(true);
  const form = await console.POST('/api/console/forms', { body: { form: { title: 'Typed form' } } });
  expect(form.data?.form.created_by).toBe(ws.adminEmail);
  const read = await console.GET('/api/console/forms/{form_id}', { params: { path: { form_id: form.data!.form.id } } });
  expect(read.data?.form.title).toBe('Typed form');
  const signedOut = await createConsoleClient({ baseUrl, fetch: workspaceFetch(t.origin, contract) }).GET('/api/console/me');
  expect(signedOut.response.status).toBe(401);
  expect(signedOut.error).toEqual({ error: 'Sign in to continue' });
});
