import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
// The console's activity log and the command line are deployables, not libs: this suite drives them as they run.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { ActivityConsoleModule } from '../../../api/src/http/activity/activity-console.module';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { runCli } from '../../../cli/src/run-cli';
import { ApiClient, type ApiResponse } from '../support/api-client';
import { expectFieldError } from './support';
import { expectError, expectKeys, expectOk, expectPagination, TIMESTAMP, UUID } from '../support/expectations';
import { OpenApiContract } from '../support/openapi-contract';
import { V1, V2 } from '../support/operations';
import { startTestApp, type TestApp } from '../support/test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// Changes made through v1, v2 and the command line, read back by an Admin's session in
// GET /api/console/activity; every response is also checked against the operation's own OpenAPI description.

jest.setTimeout(120_000);

const ACTIVITY = '/api/console/activity';
// The test client reaches the server over loopback, so that is the address each HTTP change comes from.
const CLIENT_IP = '127.0.0.1';

let t: TestApp;
let consoleContract: OpenApiContract;

beforeAll(async () => {
  // Webhooks here point at a loopback address nobody listens on: only their records matter.
  t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  const document = SwaggerModule.createDocument(t.app, new DocumentBuilder().build(), { include: [ActivityConsoleModule] });
  consoleContract = await OpenApiContract.fromDocument(document as never);
});
afterAll(() => t?.close());

/** A browser of the console on the workspace's host: no API key, the session cookie when given. */
function browser(ws: WorkspaceFixture): ApiClient {
  return new ApiClient(t.origin, t.hostOf(ws), null, consoleContract);
}

async function activity(ws: WorkspaceFixture, cookie: string | null, query: Record<string, string | number> = {}): Promise<ApiResponse> {
  return browser(ws).get(ACTIVITY, { query, headers: cookie === null ? {} : { Cookie: cookie } });
}

/** The whole log of the workspace, newest first, as its founding Admin reads it. */
async function wholeLog(ws: WorkspaceFixture): Promise<any[]> {
  const response = await activity(ws, await t.workspaces.signIn(ws, ws.adminEmail), { page_size: 100 });
  expectOk(response);
  return response.body.activity;
}

async function cli(...argv: string[]): Promise<any> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { env: { DATABASE_URL: t.databaseUrl }, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(stdout);
}

function ok(response: ApiResponse, status = 200): any {
  expect({ status: response.status, body: response.body }).toEqual({ status, body: expect.anything() });
  return response.body;
}

describe('GET /api/console/activity', () => {
  let ws: WorkspaceFixture;
  let key: string;
  let prefix: string;

  beforeAll(async () => {
    ws = await t.workspaces.create({ members: ['sam@example.com'] });
    const me = ok(await t.client(ws).get(`${V2}/me`));
    prefix = me.api_key.prefix;
    key = `API key ${prefix}`;
  });

  it('shows the changes made through v1, v2 and the command line, newest first, with who made them and from where', async () => {
    const api = t.client(ws);
    const before = (await wholeLog(ws)).length;

    // v1: members invited, changed and removed.
    ok(await api.post(`${V1}/team_members`, { body: { emails: ['grace@example.com', 'linus@example.com'], send_invitation_email: 'false' } }));
    const grace = (await t.workspaces.members(ws)).find((member) => member.email === 'grace@example.com')!;
    ok(await api.patch(`${V1}/team_members/${grace.id}`, { body: { first_name: 'Grace' } }));
    ok(await api.delete(`${V1}/team_members`, { body: { emails: ['linus@example.com'] } }));

    // v2: a webhook created, changed and deleted; a submission deleted.
    const hook = ok(await api.post(`${V2}/webhooks`, { body: { webhook: { url: 'http://127.0.0.1:9/first', events: ['form.created'] } } }), 201).webhook;
    ok(await api.patch(`${V2}/webhooks/${hook.id}`, { body: { webhook: { url: 'http://127.0.0.1:9/second' } } }));
    ok(await api.delete(`${V2}/webhooks/${hook.id}`));
    const [formId] = await t.workspaces.seed(ws, 1, 2);
    const form = ok(await api.get(`${V2}/forms/${formId}`)).form;
    const [submission] = ok(await api.get(`${V2}/forms/${formId}/submissions`)).submissions;
    ok(await api.delete(`${V2}/forms/${formId}/submissions/${submission.id}`));

    // The command line: a key issued and revoked, a role added.
    const issued = await cli('api-key', 'create', '--subdomain', ws.subdomain);
    const issuedPrefix = /^fsk_([a-z0-9]{12})_/.exec(issued.api_key)![1];
    await cli('role', 'add', '--subdomain', ws.subdomain, '--name', 'Editor');
    await cli('api-key', 'revoke', '--subdomain', ws.subdomain, '--id', issued.api_key_id);

    const log = await wholeLog(ws);
    expect(log).toHaveLength(before + 11);
    const byKey = { type: 'api_key', id: expect.stringMatching(UUID), label: key };
    const byCli = { type: 'cli', id: '', label: 'Command line' };
    const member = (email: string) => ({ type: 'team_member', id: expect.stringMatching(UUID), label: email });
    const issuedKey = { type: 'api_key', id: issued.api_key_id, label: `API key ${issuedPrefix}` };
    const webhook = (url: string) => ({ type: 'webhook', id: hook.id, label: url });
    const shown = log.map(({ actor, action, target, ip_address }: any) => ({ actor, action, target, ip_address }));
    // Newest first: the last change made comes first.
    expect(shown.slice(0, 10)).toEqual([
      { actor: byCli, action: 'api_key.revoked', target: issuedKey, ip_address: '' },
      { actor: byCli, action: 'role.added', target: { type: 'role', id: '', label: 'Editor' }, ip_address: '' },
      { actor: byCli, action: 'api_key.created', target: issuedKey, ip_address: '' },
      {
        actor: byKey,
        action: 'submission.deleted',
        target: { type: 'submission', id: submission.id, label: `Submission to "${form.title}"` },
        ip_address: CLIENT_IP,
      },
      { actor: byKey, action: 'webhook.deleted', target: webhook('http://127.0.0.1:9/second'), ip_address: CLIENT_IP },
      { actor: byKey, action: 'webhook.updated', target: webhook('http://127.0.0.1:9/second'), ip_address: CLIENT_IP },
      { actor: byKey, action: 'webhook.created', target: webhook('http://127.0.0.1:9/first'), ip_address: CLIENT_IP },
      { actor: byKey, action: 'team_member.removed', target: member('linus@example.com'), ip_address: CLIENT_IP },
      { actor: byKey, action: 'team_member.updated', target: { ...member('grace@example.com'), id: grace.id }, ip_address: CLIENT_IP },
      { actor: byKey, action: 'team_member.invited', target: member('linus@example.com'), ip_address: CLIENT_IP },
    ]);
    // One entry per invited member, written together.
    expect(shown[10]).toEqual({ actor: byKey, action: 'team_member.invited', target: { ...member('grace@example.com'), id: grace.id }, ip_address: CLIENT_IP });
    // The removed member's entries keep the id they had.
    expect(shown[7].target.id).toBe(shown[9].target.id);
    // Before them: sam, added when the workspace was arranged, by the service itself.
    expect(log[11]).toMatchObject({ actor: { type: 'system', id: '' }, action: 'team_member.invited', target: { label: 'sam@example.com' }, ip_address: '' });
    for (const entry of log) {
      expectKeys(entry, ['id', 'at', 'actor', 'action', 'target', 'ip_address']);
      expect(entry.id).toMatch(UUID);
      expect(entry.at).toMatch(TIMESTAMP);
    }
    const times = log.map((entry: any) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows a page at a time, with v2 pagination, and no-store', async () => {
    const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
    const all = (await wholeLog(ws)).map((entry) => entry.id);
    expect(all.length).toBeGreaterThan(5);

    const first = await activity(ws, cookie, { page_size: 2 });
    expectOk(first);
    expect(first.headers['cache-control']).toBe('no-store');
    expectKeys(first.body, ['activity', 'pagination']);
    expectPagination(first.body.pagination, { total_records: all.length, total_pages: Math.ceil(all.length / 2), current_page_number: 1, page_size: 2 });
    expect(first.body.activity.map((entry: any) => entry.id)).toEqual(all.slice(0, 2));

    const third = await activity(ws, cookie, { page_number: 3, page_size: 2 });
    expect(third.body.activity.map((entry: any) => entry.id)).toEqual(all.slice(4, 6));

    const defaults = await activity(ws, cookie);
    expectPagination(defaults.body.pagination, { total_records: all.length, total_pages: 1, current_page_number: 1, page_size: 30 });

    const past = await activity(ws, cookie, { page_number: 99, page_size: 500 });
    expectOk(past);
    expect(past.body).toEqual({ activity: [], pagination: { total_records: all.length, total_pages: 1, current_page_number: 99, page_size: 100 } });

    expectFieldError(await activity(ws, cookie, { page_size: 0 }), 422, 'page_size must be an integer of at least 1', 'page_size');
    expectFieldError(await activity(ws, cookie, { page_number: 'two' }), 422, 'page_number must be an integer of at least 1', 'page_number');
  });

  it('is for Admins: a Standard member gets 403 and a member made Admin sees it on their next request', async () => {
    const cookie = await t.workspaces.signIn(ws, 'sam@example.com');
    const refused = await activity(ws, cookie);
    expectError(refused, 403, 'Only Admins can see the activity log');

    const sam = (await t.workspaces.members(ws)).find((member) => member.email === 'sam@example.com')!;
    ok(await t.client(ws).patch(`${V1}/team_members/${sam.id}`, { body: { organization_role: 'Admin' } }));
    const allowed = await activity(ws, cookie);
    expectOk(allowed);
    expect(allowed.body.activity[0]).toMatchObject({ action: 'team_member.updated', target: { id: sam.id, label: 'sam@example.com' } });
  });

  it('answers 401 without a session, or with one that is not a session of this workspace', async () => {
    const signedOut = await activity(ws, null);
    expectError(signedOut, 401, 'Sign in to continue');
    expect(signedOut.headers['cache-control']).toBe('no-store');
    expectError(await activity(ws, 'fs_session=not-a-session'), 401, 'Sign in to continue');
    // An API key is not a session.
    expectError(await browser(ws).get(ACTIVITY, { apiKey: ws.apiKey }), 401, 'Sign in to continue');
    const other = await t.workspaces.create();
    expectError(await activity(ws, await t.workspaces.signIn(other, other.adminEmail)), 401, 'Sign in to continue');
  });

  it("never shows another workspace's entries", async () => {
    const other = await t.workspaces.create();
    ok(await t.client(other).post(`${V1}/team_members`, { body: { emails: ['elsewhere@example.com'], send_invitation_email: 'false' } }));
    await cli('role', 'add', '--subdomain', other.subdomain, '--name', 'Elsewhere');

    const theirs = await wholeLog(other);
    expect(theirs.map((entry) => entry.target.label)).toEqual(['Elsewhere', 'elsewhere@example.com']);
    const ours = await wholeLog(ws);
    const ourIds = new Set(ours.map((entry) => entry.id));
    expect(theirs.some((entry) => ourIds.has(entry.id))).toBe(false);
    expect(ours.map((entry) => entry.target.label)).not.toContain('elsewhere@example.com');
    expect(ours.map((entry) => entry.target.label)).not.toContain('Elsewhere');
  });
});

describe('the console and named keys in the log', () => {
  /** The console's own API as a signed-in browser calls it: the session cookie, and its page's Origin on a change. */
  function consoleOf(ws: WorkspaceFixture, cookie: string): { post: ApiClient['post']; delete: ApiClient['delete'] } {
    const client = new ApiClient(t.origin, t.hostOf(ws), null, null);
    const headers = { Cookie: cookie, Origin: t.baseUrl(ws) };
    return {
      post: (path, options = {}) => client.post(path, { ...options, headers: { ...headers, ...options.headers } }),
      delete: (path, options = {}) => client.delete(path, { ...options, headers: { ...headers, ...options.headers } }),
    };
  }

  it('records a member removed in the console, by the Admin who removed them', async () => {
    const ws = await t.workspaces.create({ members: ['leaving@example.com'] });
    const leaving = await t.workspaces.memberId(ws, 'leaving@example.com');
    const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
    const removed = await consoleOf(ws, cookie).delete(`/api/console/team-members/${leaving}`);
    expect({ status: removed.status, body: removed.body }).toEqual({ status: 200, body: { message: 'Team member removed' } });
    const [newest] = await wholeLog(ws);
    expect(newest).toMatchObject({
      actor: { type: 'member', id: ws.adminId, label: ws.adminEmail },
      action: 'team_member.removed',
      target: { type: 'team_member', id: leaving, label: 'leaving@example.com' },
      ip_address: CLIENT_IP,
    });
  });

  it('names an API key by its name and its prefix, as the actor and as the target', async () => {
    const ws = await t.workspaces.create();
    const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
    const created = await consoleOf(ws, cookie).post('/api/console/api-keys', { body: { api_key: { name: 'Zapier' } } });
    expect(created.status).toBe(201);
    const { id, secret, prefix } = created.body.api_key;
    const label = `API key "Zapier" (${prefix})`;
    ok(await t.client(ws).post(`${V1}/team_members`, { apiKey: secret, body: { emails: ['zap@example.com'], send_invitation_email: 'false' } }));
    const [invited, issued] = await wholeLog(ws);
    expect(invited).toMatchObject({ actor: { type: 'api_key', id, label }, action: 'team_member.invited', target: { label: 'zap@example.com' } });
    expect(issued).toMatchObject({ actor: { type: 'member', label: ws.adminEmail }, action: 'api_key.created', target: { type: 'api_key', id, label } });
  });
});
