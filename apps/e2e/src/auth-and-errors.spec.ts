import type { ApiClient } from './support/api-client';
import { MESSAGES, expectError, expectOk } from './support/expectations';
import { BODY_OPERATIONS, OPERATIONS, V1, V2, type OperationTargets } from './support/operations';
import { snapshot } from './support/snapshots';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

// Cross-cutting rules of addressing, authentication and errors for every operation: who may call, on which
// host, with what.

jest.setTimeout(60_000);

let t: SharedTestApp;
let a: WorkspaceFixture;
let b: WorkspaceFixture;
let client: ApiClient;
let targets: OperationTargets;
let revokedKey: string;
let expiredKey: string;
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  t = await sharedTestApp();
  a = await t.workspaces.create({ members: ['standard@example.com'] });
  b = await t.workspaces.create();
  const [formId] = await t.workspaces.seed(a, 1, 2);
  targets = { formId, memberId: await t.workspaces.memberId(a, 'standard@example.com'), memberEmail: 'standard@example.com' };
  client = t.client(a);

  const revoked = await t.workspaces.issueKey(a);
  // Used once while valid, so a cached "good key" would show up as a 200 after the revocation.
  expectOk(await client.get(`${V1}/forms`, { apiKey: revoked.secret }));
  await t.workspaces.revokeKey(a, revoked.id);
  revokedKey = revoked.secret;
  expiredKey = await t.workspaces.issueExpiredKey(a);
  before = await snapshot(client);
});

afterAll(() => t?.close());

function send(operation: (typeof OPERATIONS)[number], options: Parameters<ApiClient['send']>[2] = {}) {
  const body = operation.body?.(targets);
  return client.send(operation.method, operation.path(targets), body === undefined ? options : { body, ...options });
}

function unknownKeyLike(key: string): string {
  // Same shape as a real key, different secret.
  const last = key.at(-1) === 'A' ? 'B' : 'A';
  return `${key.slice(0, -1)}${last}`;
}

describe.each(OPERATIONS)('$name', (operation) => {
  describe('401 Could not authenticate', () => {
    it('without X-Api-Key', async () => {
      expectError(await send(operation, { apiKey: null }), 401, MESSAGES.invalidKey);
    });

    it('with an empty X-Api-Key', async () => {
      expectError(await send(operation, { apiKey: '' }), 401, MESSAGES.invalidKey);
    });

    it('with an unknown key of the right shape', async () => {
      expectError(await send(operation, { apiKey: unknownKeyLike(a.apiKey) }), 401, MESSAGES.invalidKey);
    });

    it.each(['not-a-key', 'Bearer something', 'x'.repeat(4000), `${'ä'}${'b'.repeat(20)}`])('with a malformed key %#', async (key) => {
      expectError(await send(operation, { apiKey: key }), 401, MESSAGES.invalidKey);
    });

    it('with a revoked key', async () => {
      expectError(await send(operation, { apiKey: revokedKey }), 401, MESSAGES.invalidKey);
    });

    it('with an expired key', async () => {
      expectError(await send(operation, { apiKey: expiredKey }), 401, MESSAGES.invalidKey);
    });

    it("with another workspace's key on this workspace's host", async () => {
      expectError(await send(operation, { apiKey: b.apiKey }), 401, MESSAGES.invalidKey);
    });
  });

  describe('404 Workspace not found', () => {
    it.each([
      ['an unknown subdomain', () => t.hostOf('no-such-workspace')],
      ['the placeholder your-subdomain', () => t.hostOf('your-subdomain')],
      ['the bare domain', () => `localhost:${t.port}`],
      ['an IP address', () => `127.0.0.1:${t.port}`],
      ['a nested subdomain', () => `x.${t.hostOf(a)}`],
      ['another domain', () => `${a.subdomain}.example.com`],
    ])('on %s, even with a valid key', async (_, host) => {
      expectError(await send(operation, { host: host() }), 404, MESSAGES.workspaceNotFound);
    });

    it('beats a bad key (the workspace is checked first)', async () => {
      expectError(await send(operation, { host: t.hostOf('your-subdomain'), apiKey: 'not-a-key' }), 404, MESSAGES.workspaceNotFound);
      expectError(await send(operation, { host: t.hostOf('no-such-workspace'), apiKey: null }), 404, MESSAGES.workspaceNotFound);
    });
  });

  describe('406', () => {
    it.each(['text/html', 'application/xml', 'text/plain'])('when Accept is %s', async (accept) => {
      expectError(await send(operation, { accept }), 406);
    });
  });
});

describe.each(BODY_OPERATIONS)('$name with a bad body', (operation) => {
  const path = () => operation.path(targets);

  it('400 on malformed JSON', async () => {
    for (const rawBody of ['{"emails": [', '{not json}', "{'single': 'quotes'}"]) {
      expectError(await client.send(operation.method, path(), { rawBody, contentType: 'application/json' }), 400);
    }
  });

  it('413 on a body over 1 MB', async () => {
    const rawBody = JSON.stringify({ padding: 'x'.repeat(1_500_000) });
    expectError(await client.send(operation.method, path(), { rawBody, contentType: 'application/json' }), 413);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])('415 on Content-Type %s', async (contentType) => {
    const rawBody = contentType === 'application/x-www-form-urlencoded' ? 'emails=a%40example.com' : 'emails';
    expectError(await client.send(operation.method, path(), { rawBody, contentType }), 415);
  });

  it('422 on an unknown field', async () => {
    const valid = operation.body!(targets) as Record<string, unknown>;
    expectError(await client.send(operation.method, path(), { body: { ...valid, surprise: 1 } }), 422, /surprise/);
  });

  describe('a bad key beats a bad body', () => {
    it('malformed JSON', async () => {
      const response = await client.send(operation.method, path(), { rawBody: '{"broken', contentType: 'application/json', apiKey: 'not-a-key' });
      expectError(response, 401, MESSAGES.invalidKey);
    });

    it('unsupported Content-Type', async () => {
      const response = await client.send(operation.method, path(), { rawBody: 'hello', contentType: 'text/plain', apiKey: null });
      expectError(response, 401, MESSAGES.invalidKey);
    });

    it('invalid fields', async () => {
      const response = await client.send(operation.method, path(), { body: { surprise: 1 }, apiKey: b.apiKey });
      expectError(response, 401, MESSAGES.invalidKey);
    });
  });

  it('a bad key beats an oversized body', async () => {
    const rawBody = JSON.stringify({ padding: 'x'.repeat(1_500_000) });
    const response = await client.send(operation.method, path(), { rawBody, contentType: 'application/json', apiKey: null });
    expectError(response, 401, MESSAGES.invalidKey);
  });

  it('accepts the media type in any case, with a charset (RFC 9110)', async () => {
    const valid = operation.body!(targets) as Record<string, unknown>;
    // An unknown field keeps the request harmless while proving the body was read as JSON.
    const rawBody = JSON.stringify({ ...valid, surprise: 1 });
    for (const contentType of ['application/json; charset=utf-8', 'Application/JSON; charset=UTF-8']) {
      expectError(await client.send(operation.method, path(), { rawBody, contentType }), 422, /surprise/);
    }
  });

  it('an unknown workspace beats a malformed body', async () => {
    const response = await client.send(operation.method, path(), {
      rawBody: '{"broken',
      contentType: 'application/json',
      host: t.hostOf('your-subdomain'),
    });
    expectError(response, 404, MESSAGES.workspaceNotFound);
  });
});

describe('workspace addressing', () => {
  it('ignores X-Forwarded-Host when TRUST_PROXY is not set', async () => {
    const forwarded = await client.get(`${V1}/forms`, { host: `localhost:${t.port}`, headers: { 'X-Forwarded-Host': t.hostOf(a) } });
    expectError(forwarded, 404, MESSAGES.workspaceNotFound);
    const spoofed = await client.get(`${V1}/forms`, { headers: { 'X-Forwarded-Host': t.hostOf(b) } });
    expectOk(spoofed);
  });

  it('reads the host case-insensitively, like DNS', async () => {
    expectOk(await client.get(`${V1}/forms`, { host: t.hostOf(a).toUpperCase() }));
  });
});

describe('hostile bodies never cause a 5xx', () => {
  // Its own workspace: some of these requests may legitimately succeed.
  let c: WorkspaceFixture;
  let scratch: ApiClient;
  let scratchTargets: OperationTargets;

  beforeAll(async () => {
    c = await t.workspaces.create({ members: ['scratch@example.com'] });
    const [formId] = await t.workspaces.seed(c, 1, 0);
    scratch = t.client(c);
    scratchTargets = { formId, memberId: '', memberEmail: 'scratch@example.com' };
  });

  // A request that wrongly succeeds (a DELETE) must not hide what the next one does.
  beforeEach(async () => {
    await t.workspaces.addMembers(c, ['scratch@example.com']);
    scratchTargets.memberId = await t.workspaces.memberId(c, 'scratch@example.com');
  });

  describe.each(BODY_OPERATIONS)('$name', (operation) => {
    it.each([
      ['a JSON null', 'null'],
      ['a JSON string', '"emails"'],
      ['a JSON number', '42'],
      // PATCH may read an empty body as "no changes"; the others need fields.
      ...(operation.method === 'patch' ? [] : [['an empty body', '']]),
      ['deeply nested arrays', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
      ['deeply nested objects', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`],
      ['objects nested 1,000 deep', `${'{"a":'.repeat(1_000)}1${'}'.repeat(1_000)}`],
    ])('answers %s with a 4xx {error}', async (_, rawBody) => {
      const response = await scratch.send(operation.method, operation.path(scratchTargets), { rawBody, contentType: 'application/json' });
      expect([400, 404, 413, 422]).toContain(response.status);
      expectError(response, response.status);
    });

    it.each([
      ['__proto__', '{"__proto__": {"admin": true}}'],
      ['constructor', '{"constructor": {"prototype": {"admin": true}}}'],
    ])('refuses a %s key as an unknown field (422)', async (key, extra) => {
      const valid = JSON.stringify(operation.body!(scratchTargets));
      const rawBody = `${valid.slice(0, -1)}${valid.length > 2 ? ',' : ''}${extra.slice(1)}`;
      expectError(await scratch.send(operation.method, operation.path(scratchTargets), { rawBody, contentType: 'application/json' }), 422, new RegExp(key));
    });
  });

  interface StorageCase {
    name: string;
    method: 'post' | 'patch' | 'delete';
    path: () => string;
    body: (text: string) => unknown;
  }

  const STORAGE_CASES: StorageCase[] = [
    { name: 'v1 POST /team_members', method: 'post', path: () => `${V1}/team_members`, body: (text) => ({ emails: [`${text}@example.com`], send_invitation_email: 'false' }) },
    { name: 'v1 PATCH first_name', method: 'patch', path: () => `${V1}/team_members/${scratchTargets.memberId}`, body: (text) => ({ first_name: text }) },
    { name: 'v1 PATCH email', method: 'patch', path: () => `${V1}/team_members/${scratchTargets.memberId}`, body: (text) => ({ email: `${text}@example.com` }) },
    { name: 'v1 DELETE /team_members', method: 'delete', path: () => `${V1}/team_members`, body: (text) => ({ emails: [`${text}@example.com`] }) },
    { name: 'v2 POST /forms', method: 'post', path: () => `${V2}/forms`, body: (text) => ({ form: { title: text } }) },
  ];

  it.each(STORAGE_CASES)('$name with text Postgres cannot store as is (NUL, lone surrogate)', async ({ method, path, body }) => {
    for (const text of ['a\u0000b', 'x\ud800y']) {
      const response = await scratch.send(method, path(), { rawBody: JSON.stringify(body(text)), contentType: 'application/json' });
      expect({ text: JSON.stringify(text), below500: response.status < 500 }).toEqual({ text: JSON.stringify(text), below500: true });
      if (response.status >= 400) expectError(response, response.status);
    }
  });
});

describe('query strings never cause a 5xx', () => {
  it.each([
    'page_number=1&page_number=2',
    'page_size[]=5',
    'page_number[a]=1',
    'page_size=1e2',
    'page_number=%00',
    'page_size=99999999999999999999999',
    'page_number=0x10',
  ])('GET /team_members?%s is 200 or 422 {error}', async (query) => {
    const response = await client.get(`${V1}/team_members?${query}`);
    expect([200, 422]).toContain(response.status);
    if (response.status === 422) expectError(response, 422, /page_number|page_size/);
  });
});

describe('Accept negotiation', () => {
  it.each([null, '*/*', 'application/*', 'application/json', 'application/json; charset=utf-8', 'text/html, application/json;q=0.5'])(
    'admits application/json with Accept %s',
    async (accept) => {
      expectOk(await client.get(`${V1}/team_members`, { accept }));
      expectOk(await client.get(`${V2}/team-members`, { accept }));
    },
  );
});

describe('unknown routes and methods', () => {
  it.each([`${V1}/nothing-here`, `${V2}/forms/${'0'.repeat(8)}/nothing`, '/api/external/v3/forms', '/api/external', '/no-such-page'])(
    'GET %s is 404 {error}',
    async (path) => {
      expectError(await client.get(path), 404);
    },
  );

  it.each([
    ['put', `${V1}/forms`],
    ['delete', `${V1}/forms`],
    ['post', `${V1}/forms/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/submissions`],
    ['put', `${V1}/team_members`],
    ['put', `${V2}/forms`],
    ['delete', `${V2}/team-members`],
    ['post', `${V2}/team-members`],
  ] as const)('%s %s is a 4xx {error}', async (method, path) => {
    const response = await client.send(method, path, method === 'delete' ? {} : { body: {} });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expectError(response, response.status);
  });
});

describe('keys that work', () => {
  it('a second key of the workspace and a key with a future expiry', async () => {
    const second = await t.workspaces.issueKey(a);
    const expiring = await t.workspaces.issueKey(a, 30);
    expectOk(await client.get(`${V1}/forms`, { apiKey: second.secret }));
    expectOk(await client.get(`${V1}/forms`, { apiKey: expiring.secret }));
  });

  it('revoking one key leaves the others working', async () => {
    expectOk(await client.get(`${V2}/team-members`));
  });
});

it('none of the rejected requests above changed anything', async () => {
  expect(await snapshot(client)).toEqual(before);
  expect(await snapshot(t.client(b))).toEqual({ members: [expect.objectContaining({ email: b.adminEmail })], forms: [] });
});
