import { randomUUID } from 'node:crypto';
import type { ApiClient, Method } from './support/api-client';
import { MESSAGES, TIMESTAMP, expectError, expectOk } from './support/expectations';
import { OPERATIONS, type OperationTargets } from './support/operations';
import { snapshot } from './support/snapshots';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

// Read keys: every GET works, every route that changes something is refused after the workspace and key
// checks and before anything about the request is looked at.

jest.setTimeout(60_000);

const READ_ONLY = 'This API key can only read';
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

let t: SharedTestApp;
let ws: WorkspaceFixture;
let readKey: { id: string; secret: string };
let reader: ApiClient;
let targets: OperationTargets;

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create({ members: ['standard@example.com'] });
  const [formId] = await t.workspaces.seed(ws, 1, 2);
  targets = { formId, memberId: await t.workspaces.memberId(ws, 'standard@example.com'), memberEmail: 'standard@example.com' };
  readKey = await t.workspaces.issueKey(ws, 30, 'read');
  reader = t.client(ws).with({ apiKey: readKey.secret });
});
afterAll(() => t?.close());

/** Every operation the document describes that needs a key and changes something: new routes join by themselves. */
function documentedWrites(): { method: Method; template: string }[] {
  return t.contract
    .operations()
    .filter(({ method, operation }) => WRITE_METHODS.includes(method) && ((operation['security'] as object[] | undefined) ?? []).length > 0)
    .map(({ method, template }) => ({ method: method as Method, template }));
}

it('the document has write operations to check (v1 and v2)', () => {
  const writes = documentedWrites().map(({ method, template }) => `${method} ${template}`);
  expect(writes).toEqual(expect.arrayContaining(['post /api/external/v1/team_members', 'post /api/external/v2/forms']));
});

it('403 on every documented POST, PATCH and DELETE, whatever the body, and nothing changes', async () => {
  const before = await snapshot(reader);
  for (const { method, template } of documentedWrites()) {
    const path = template.replace(/\{[^}]+\}/g, () => randomUUID());
    for (const options of [{ body: {} }, { rawBody: '{not json', contentType: 'application/json' }, { rawBody: 'x', contentType: 'text/plain' }, {}]) {
      const response = await reader.send(method, path, options);
      expect({ route: `${method} ${template}`, status: response.status, body: response.body }).toEqual({
        route: `${method} ${template}`,
        status: 403,
        body: { error: READ_ONLY },
      });
    }
    // The document says so too.
    const documented = t.contract.find(method, path)!.operation['responses'] as Record<string, unknown>;
    expect({ route: `${method} ${template}`, has403: '403' in documented }).toEqual({ route: `${method} ${template}`, has403: true });
  }
  expect(await snapshot(reader)).toEqual(before);
});

it('the known write operations with valid bodies: 403, and nothing changes', async () => {
  const before = await snapshot(reader);
  for (const operation of OPERATIONS.filter((candidate) => WRITE_METHODS.includes(candidate.method))) {
    const body = operation.body?.(targets);
    expectError(await reader.send(operation.method, operation.path(targets), body === undefined ? {} : { body }), 403, READ_ONLY);
  }
  expect(await snapshot(reader)).toEqual(before);
});

it('the workspace and key are checked first: 404 and 401 before 403', async () => {
  expectError(await reader.post('/api/external/v2/forms', { body: {}, host: t.hostOf('no-such-ws') }), 404, MESSAGES.workspaceNotFound);
  const other = await t.workspaces.create();
  expectError(await reader.post('/api/external/v2/forms', { body: {}, host: t.hostOf(other) }), 401, MESSAGES.invalidKey);
});

it('a read key works on every GET', async () => {
  for (const operation of OPERATIONS.filter((candidate) => candidate.method === 'get')) {
    expectOk(await reader.get(operation.path(targets)));
  }
});

it('a write key still writes', async () => {
  expectOk(await t.client(ws).post('/api/external/v2/forms', { body: { form: { title: 'Written' } } }), 201);
});

describe('GET /api/external/v2/me', () => {
  it('names the workspace and the key that made the request', async () => {
    const response = await reader.get('/api/external/v2/me');
    expectOk(response);
    expect(response.body).toEqual({
      workspace: { id: ws.id, subdomain: ws.subdomain, name: ws.name, storage_bytes: 0 },
      api_key: {
        id: readKey.id,
        prefix: readKey.secret.split('_')[1],
        scope: 'read',
        created_at: expect.stringMatching(TIMESTAMP),
        expires_at: expect.stringMatching(TIMESTAMP),
      },
    });
    const days = (Date.parse(response.body.api_key.expires_at) - Date.parse(response.body.api_key.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
  });

  it('a write key that never expires', async () => {
    const response = await t.client(ws).get('/api/external/v2/me');
    expectOk(response);
    expect(response.body.api_key).toEqual({
      id: ws.apiKeyId,
      prefix: ws.apiKey.split('_')[1],
      scope: 'write',
      created_at: expect.stringMatching(TIMESTAMP),
      expires_at: null,
    });
  });

  it('401 without a key, 404 on an unknown workspace', async () => {
    expectError(await t.client(ws).get('/api/external/v2/me', { apiKey: null }), 401, MESSAGES.invalidKey);
    expectError(await t.client(ws).get('/api/external/v2/me', { host: t.hostOf('no-such-ws') }), 404, MESSAGES.workspaceNotFound);
  });
});
