import SwaggerParser from '@apidevtools/swagger-parser';
import { MailCatcher } from '../support/mail-catcher';
import type { OpenApiContract } from '../support/openapi-contract';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { ConsoleCaller, CONSOLE, loadConsoleContract } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// The console's JSON API through the real app and PostgreSQL, with sessions as a completed sign-in starts
// them. Every response is checked against the console's own OpenAPI document and for Cache-Control: no-store.

jest.setTimeout(60_000);

let t: SharedTestApp;
let mail: MailCatcher;
let contract: OpenApiContract;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS, { mail: true });
  mail = t.mail;
  contract = await loadConsoleContract(t);
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

interface Team {
  ws: WorkspaceFixture;
  admin: ConsoleCaller;
  standard: ConsoleCaller;
  standardEmail: string;
}

async function team(): Promise<Team> {
  const ws = await t.workspaces.create();
  const standardEmail = `standard-${ws.subdomain}@example.com`;
  await t.workspaces.addMembers(ws, [standardEmail], 'Standard');
  return {
    ws,
    standardEmail,
    admin: await caller(ws, ws.adminEmail),
    standard: await caller(ws, standardEmail),
  };
}

async function caller(ws: WorkspaceFixture, email: string, origin?: string | null): Promise<ConsoleCaller> {
  return new ConsoleCaller(t, contract, ws, { cookie: await t.workspaces.signIn(ws, email), origin });
}

async function sql<T = any>(text: string, parameters: unknown[]): Promise<T[]> {
  return t.dataSource.query(text, parameters);
}

describe('the document', () => {
  it('is served without a session, valid, and apart from the external one', async () => {
    const ws = await t.workspaces.create();
    const response = await t.anonymous(t.hostOf(ws)).get(`${CONSOLE}/docs-json`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    await expect(SwaggerParser.validate(structuredClone(response.body))).resolves.toBeDefined();
    expect(response.body).toEqual(contract.document);
    const consolePaths = Object.keys(response.body.paths);
    expect(consolePaths.length).toBeGreaterThan(10);
    expect(consolePaths.every((path) => path.startsWith(`${CONSOLE}/`))).toBe(true);
    expect(Object.keys(t.contract.document['paths'] as object).filter((path) => path.startsWith(CONSOLE))).toEqual([]);
  });

  it('lists its paths and schemas sorted, whichever module holds their controller', () => {
    const paths = Object.keys(contract.document['paths'] as object);
    expect(paths).toEqual([...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const schemas = Object.keys((contract.document['components'] as { schemas: object }).schemas);
    expect(schemas).toEqual([...schemas].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('documents every console operation with its session scheme', () => {
    const operations = contract.operations();
    // Every operation of the console, the seven of webhooks, the activity log, a form's analytics, funnel, summary and submissions
    // export, the download of a file answer, a form's held-back confirmation emails, the eight of versions and the draft, the
    // brand's four (its logo's two among them) and the three of partial responses included.
    expect(operations.length).toBe(50);
    for (const { method, template, operation } of operations) {
      expect({ method, template, secured: JSON.stringify(operation['security']).includes('session') }).toEqual({ method, template, secured: true });
    }
  });
});

describe('who may call', () => {
  it('refuses without a cookie, with a forged one, with another workspace\'s, and ignores X-Api-Key', async () => {
    const { ws } = await team();
    const other = await t.workspaces.create();
    const otherCookie = await t.workspaces.signIn(other, other.adminEmail);
    const realCookie = await t.workspaces.signIn(ws, ws.adminEmail);
    const forged = realCookie.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    for (const cookie of [null, forged, otherCookie, 'fs_session=nonsense']) {
      const response = await new ConsoleCaller(t, contract, ws, { cookie }).get('/me', { headers: { 'X-Api-Key': ws.apiKey } });
      expect({ cookie, status: response.status, body: response.body }).toEqual({ cookie, status: 401, body: { error: 'Sign in to continue' } });
    }
  });

  it('the external API ignores the session cookie', async () => {
    const { ws } = await team();
    const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
    const response = await t.client(ws).get('/api/external/v2/me', { apiKey: null, headers: { Cookie: cookie } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Could not authenticate, invalid API Key' });
  });

  it('an unknown workspace is 404 before anything else', async () => {
    const { ws } = await team();
    const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
    const response = await new ConsoleCaller(t, contract, ws, { cookie, host: t.hostOf('no-such-workspace') }).get('/me');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Workspace not found' });
  });

  it.each([
    ['missing', null],
    ['null', 'null'],
    ['another origin', 'http://evil.example'],
  ])('refuses a change whose Origin is %s, and changes nothing', async (_name, origin) => {
    const { ws } = await team();
    const admin = await caller(ws, ws.adminEmail, origin);
    const before = await sql('SELECT count(*)::int AS n FROM forms WHERE workspace_id = $1', [ws.id]);
    const created = await admin.post('/forms', { body: { form: { title: 'Cross-site' } } });
    expect(created.status).toBe(403);
    expect(created.body).toEqual({ error: 'Cross-site request refused' });
    const key = await admin.post('/api-keys', { body: { api_key: { name: 'Stolen' } } });
    expect(key.status).toBe(403);
    expect(await sql('SELECT count(*)::int AS n FROM forms WHERE workspace_id = $1', [ws.id])).toEqual(before);
    expect(await sql('SELECT count(*)::int AS n FROM api_keys WHERE workspace_id = $1 AND name = $2', [ws.id, 'Stolen'])).toEqual([{ n: 0 }]);
    // Reads need no Origin.
    expect((await admin.get('/me')).status).toBe(200);
  });

  it('checks permission before the body, then the body, then validation', async () => {
    const { admin, standard } = await team();
    const malformed = { rawBody: '{"api_key":', contentType: 'application/json' };
    expect(await standard.post('/api-keys', malformed)).toMatchObject({ status: 403, body: { error: 'Only Admins can manage API keys' } });
    expect(await admin.post('/api-keys', malformed)).toMatchObject({ status: 400 });
    expect(await admin.post('/api-keys', { rawBody: 'name=x', contentType: 'application/x-www-form-urlencoded' })).toMatchObject({ status: 415 });
    expect(await admin.post('/api-keys', { body: { api_key: {} } })).toMatchObject({ status: 422, body: { error: 'api_key.name is required' } });
    expect(await admin.post('/api-keys', { body: { api_key: { name: 'x'.repeat(101) } } })).toMatchObject({
      status: 422,
      body: { error: 'api_key.name must be at most 100 characters' },
    });
    expect(await admin.post('/api-keys', { body: { api_key: { name: '   ' } } })).toMatchObject({ status: 422, body: { error: 'api_key.name must not be blank' } });
  });

  it('checks the body before looking for the resource a write route names', async () => {
    const { admin } = await team();
    const nobody = '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e';
    for (const id of [nobody, 'not-an-id']) {
      expect(await admin.patch(`/forms/${id}`, { body: { form: { title: '  ' } } })).toMatchObject({ status: 422, body: { error: 'form.title must not be blank' } });
      expect(await admin.patch(`/forms/${id}`, { body: { form: { questions: [{ kind: 'essay', label: 'Why?' }] } } })).toMatchObject({
        status: 422,
        body: { error: 'form.questions[0].kind must be one of short_text, long_text, email, number, phone, url, date, single_choice, multiple_choice, dropdown, rating, yes_no, file_upload, page_break' },
      });
      expect(await admin.patch(`/forms/${id}`, { body: { form: { settings: { max_submissions: 0 } } } })).toMatchObject({
        status: 422,
        body: { error: 'form.settings.max_submissions must be an integer of at least 1' },
      });
      expect(await admin.patch(`/team-members/${id}`, { body: { team_member: { time_zone: 'Nowhere/Else' } } })).toMatchObject({ status: 422 });
      expect(await admin.patch(`/team-members/${id}`, { body: { team_member: { organization_role: 'Overlord' } } })).toMatchObject({ status: 422 });
      expect(await admin.patch(`/team-members/${id}`, { body: { team_member: { first_name: 'x'.repeat(300) } } })).toMatchObject({ status: 422 });
      expect(await admin.patch(`/webhooks/${id}`, { body: { webhook: { events: ['form.exploded'] } } })).toMatchObject({
        status: 422,
        body: { error: 'webhook.events[0] is not a known event: "form.exploded"' },
      });
      // A valid body: then the resource is looked for.
      expect(await admin.patch(`/forms/${id}`, { body: { form: { title: 'Fine' } } })).toMatchObject({ status: 404, body: { error: 'Form not found' } });
      expect(await admin.patch(`/team-members/${id}`, { body: { team_member: { first_name: 'Fine' } } })).toMatchObject({ status: 404, body: { error: 'Team member not found' } });
      expect(await admin.patch(`/webhooks/${id}`, { body: { webhook: { events: ['form.created'] } } })).toMatchObject({ status: 404, body: { error: 'Webhook not found' } });
    }
  });

  it('unknown routes are 404 {error}, known ones with another method 405', async () => {
    const { admin } = await team();
    const unknown = await admin.get('/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Not found' });
    const wrongMethod = await admin.send('put', '/me', { body: {} });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers['allow']).toContain('PATCH');
  });
});

describe('me and sessions', () => {
  it('GET /me says who is signed in and what they may do', async () => {
    const { ws, admin, standard, standardEmail } = await team();
    const mine = await admin.get('/me');
    expect(mine.status).toBe(200);
    expect(mine.body.member).toMatchObject({ email: ws.adminEmail, organization_role: 'Admin', active: true });
    expect(mine.body.workspace).toEqual({ id: ws.id, subdomain: ws.subdomain, name: ws.name, storage_bytes: 0 });
    expect(mine.body.can).toEqual({ manage_team: true, manage_developers: true, delete_forms: true, delete_submissions: true });
    const theirs = await standard.get('/me');
    expect(theirs.body.member).toMatchObject({ email: standardEmail, organization_role: 'Standard' });
    expect(theirs.body.can).toEqual({ manage_team: false, manage_developers: false, delete_forms: false, delete_submissions: false });
  });

  it('PATCH /me changes only one\'s own names and time zone', async () => {
    const { standard } = await team();
    const changed = await standard.patch('/me', { body: { member: { first_name: 'Grace', last_name: 'Hopper', time_zone: 'Europe/Berlin' } } });
    expect(changed.status).toBe(200);
    expect(changed.body.member).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', time_zone: 'Europe/Berlin', organization_role: 'Standard' });
    expect((await standard.get('/me')).body.member.first_name).toBe('Grace');
    expect(await standard.patch('/me', { body: { member: { organization_role: 'Admin' } } })).toMatchObject({
      status: 422,
      body: { error: 'member.organization_role is not allowed' },
    });
    expect(await standard.patch('/me', { body: { member: { time_zone: 'Mars/Olympus' } } })).toMatchObject({ status: 422 });
    expect((await standard.get('/me')).body.member).toMatchObject({ organization_role: 'Standard', time_zone: 'Europe/Berlin' });
  });

  it('lists one\'s live sessions, newest first, and ends one', async () => {
    const { ws, standard, standardEmail } = await team();
    const older = await caller(ws, standardEmail);
    const listed = await standard.get('/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toHaveLength(2);
    expect(listed.body.sessions.filter((session: any) => session.current)).toHaveLength(1);
    const other = listed.body.sessions.find((session: any) => !session.current);
    // Another member's session is not theirs to end.
    const adminSessions = (await (await caller(ws, ws.adminEmail)).get('/sessions')).body.sessions;
    expect(await standard.delete(`/sessions/${adminSessions[0].id}`)).toMatchObject({ status: 404, body: { error: 'Session not found' } });
    expect(await standard.delete('/sessions/not-a-uuid')).toMatchObject({ status: 404, body: { error: 'Session not found' } });
    expect(await standard.delete(`/sessions/${other.id}`)).toMatchObject({ status: 200, body: { message: 'Session ended' } });
    expect((await older.get('/me')).status).toBe(401);
    expect((await standard.get('/me')).status).toBe(200);
  });

  it('summarises the browser of a session', async () => {
    const { standard } = await team();
    const listed = await standard.get('/sessions');
    // The fixture's sessions say "test": no browser a parser knows.
    expect(listed.body.sessions[0]).toMatchObject({ user_agent: '', ip_address: '127.0.0.1', current: true });
  });
});

describe('forms', () => {
  it('a member creates, lists, reads and edits forms as in v2; the member is the creator', async () => {
    const { standard, standardEmail } = await team();
    const created = await standard.post('/forms', { body: { form: { title: 'Console form', questions: [{ kind: 'short_text', label: 'Name' }] } } });
    expect(created.status).toBe(201);
    expect(created.body.form).toMatchObject({ title: 'Console form', created_by: standardEmail, state: 'draft' });
    expect(await standard.post('/forms', { body: { form: { title: 'x', created_by_email: 'a@example.com' } } })).toMatchObject({
      status: 422,
      body: { error: 'form.created_by_email is not allowed' },
    });
    const id = created.body.form.id;
    const list = await standard.get('/forms');
    expect(list.body.forms.map((form: any) => form.id)).toEqual([id]);
    expect(list.body.pagination).toEqual({ current_page_number: 1, page_size: 30, total_pages: 1, total_records: 1 });
    const read = await standard.get(`/forms/${id}`);
    expect(read.status).toBe(200);
    expect(read.headers['etag']).toMatch(/^"[^"]+"$/);
    const published = await standard.patch(`/forms/${id}`, { body: { form: { is_published: true } }, headers: { 'If-Match': read.headers['etag'] as string } });
    expect(published.status).toBe(200);
    expect(published.body.form.state).toBe('published');
    expect((await standard.get(`/forms/${id}`)).headers['etag']).not.toBe(read.headers['etag']);
  });

  it('If-Match: the second of two editors who saw the same form gets 412 and changes nothing', async () => {
    const { ws, admin, standard } = await team();
    const id = (await admin.post('/forms', { body: { form: { title: 'Shared' } } })).body.form.id;
    const [first, second] = await Promise.all([admin.get(`/forms/${id}`), standard.get(`/forms/${id}`)]);
    expect(first.headers['etag']).toBe(second.headers['etag']);
    const etag = first.headers['etag'] as string;
    expect(await admin.patch(`/forms/${id}`, { body: { form: { title: 'By the Admin' } }, headers: { 'If-Match': etag } })).toMatchObject({ status: 200 });
    const stale = await standard.patch(`/forms/${id}`, { body: { form: { title: 'By the member' } }, headers: { 'If-Match': etag } });
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({ error: 'The form was changed by someone else' });
    expect((await standard.get(`/forms/${id}`)).body.form.title).toBe('By the Admin');
    // A weak or malformed tag never names it; `*` and no If-Match at all apply as in v2.
    expect((await standard.patch(`/forms/${id}`, { body: { form: { title: 'Weak' } }, headers: { 'If-Match': `W/${(await standard.get(`/forms/${id}`)).headers['etag']}` } })).status).toBe(412);
    expect((await standard.patch(`/forms/${id}`, { body: { form: { title: 'Star' } }, headers: { 'If-Match': '*' } })).status).toBe(200);
    expect((await standard.patch(`/forms/${id}`, { body: { form: { title: 'Blind' } } })).status).toBe(200);
    const current = await standard.get(`/forms/${id}`);
    expect((await standard.patch(`/forms/${id}`, { body: { form: { title: 'Fresh' } }, headers: { 'If-Match': current.headers['etag'] as string } })).status).toBe(200);
    expect(await sql('SELECT title FROM forms WHERE workspace_id = $1 AND id = $2', [ws.id, id])).toEqual([{ title: 'Fresh' }]);
  });

  it('a refused field is named beside the message, as the request wrote it; v2 bodies stay exactly {error}', async () => {
    const { ws, admin } = await team();
    expect(await admin.post('/forms', { body: { form: { title: 'x', created_by_email: 'a@example.com' } } })).toMatchObject({
      status: 422,
      body: { error: 'form.created_by_email is not allowed', field: 'form.created_by_email' },
    });
    const id = (await admin.post('/forms', { body: { form: { title: 'Named' } } })).body.form.id;
    const blank = await admin.patch(`/forms/${id}`, { body: { form: { title: '  ' } } });
    expect(blank.body).toEqual({ error: 'form.title must not be blank', field: 'form.title' });
    const email = await admin.post('/team-members', { body: { emails: ['not an email'] } });
    expect(email.body).toEqual({ error: 'emails[0] is not a valid email', field: 'emails[0]' });
    const archived = await admin.patch(`/forms/${id}`, { body: { form: { is_archived: true } } });
    expect(archived.status).toBe(200);
    expect((await admin.patch(`/forms/${id}`, { body: { form: { is_published: true } } })).body).toEqual({ error: 'Form is archived' });
    const external = await t.client(ws).patch(`/api/external/v2/forms/${id}`, { body: { form: { title: '  ' } } });
    expect({ status: external.status, body: external.body }).toEqual({ status: 422, body: { error: 'form.title must not be blank' } });
  });

  it('names the field of every refusal the console places beside a field, whichever check refused it', async () => {
    const { admin } = await team();
    const id = (await admin.post('/forms', { body: { form: { title: 'Fields' } } })).body.form.id;
    const refusals: [string, Promise<{ status: number; body: unknown }>][] = [
      ['form.questions[1].options', admin.patch(`/forms/${id}`, { body: { form: { questions: [{ kind: 'short_text', label: 'A' }, { kind: 'dropdown', label: 'B', options: ['x'] }] } } })],
      ['form.questions[1].slug', admin.patch(`/forms/${id}`, { body: { form: { questions: [{ kind: 'short_text', label: 'A', slug: 'same' }, { kind: 'short_text', label: 'B', slug: 'same' }] } } })],
      ['form.questions[0].label', admin.patch(`/forms/${id}`, { body: { form: { questions: [{ kind: 'short_text', label: '' }] } } })],
      ['form.hidden_fields[0]', admin.patch(`/forms/${id}`, { body: { form: { hidden_fields: ['1bad'] } } })],
      ['form.settings.max_submissions', admin.patch(`/forms/${id}`, { body: { form: { settings: { max_submissions: 0 } } } })],
      ['form.settings.redirect_url', admin.patch(`/forms/${id}`, { body: { form: { settings: { redirect_url: 'http://example.com' } } } })],
      ['form.settings.notification_emails[0]', admin.patch(`/forms/${id}`, { body: { form: { settings: { notification_emails: ['nobody@example.com'] } } } })],
      ['member.time_zone', admin.patch('/me', { body: { member: { time_zone: 'Mars/Olympus' } } })],
      ['member.first_name', admin.patch('/me', { body: { member: { first_name: 'x'.repeat(300) } } })],
      ['api_key.name', admin.post('/api-keys', { body: { api_key: { name: '', scope: 'read' } } })],
      ['api_key.expires_in_days', admin.post('/api-keys', { body: { api_key: { name: 'Key', scope: 'read', expires_in_days: 0 } } })],
      ['webhook.url', admin.post('/webhooks', { body: { webhook: { url: 'not an address', events: ['form.created'] } } })],
      ['webhook.events', admin.post('/webhooks', { body: { webhook: { url: 'https://example.com/hook', events: [] } } })],
    ];
    for (const [field, answer] of refusals) {
      const { status, body } = await answer;
      expect({ field, status, named: (body as { field?: string }).field?.startsWith(field) }).toEqual({ field, status: 422, named: true });
    }
  });

  it('every write of a form answers with the ETag its GET carries, ready for the next If-Match', async () => {
    const { standard } = await team();
    const created = await standard.post('/forms', { body: { form: { title: 'Tagged' } } });
    expect(created.status).toBe(201);
    const id = created.body.form.id;
    expect(created.headers['etag']).toBe((await standard.get(`/forms/${id}`)).headers['etag']);
    const changed = await standard.patch(`/forms/${id}`, { body: { form: { title: 'Tagged again' } }, headers: { 'If-Match': created.headers['etag'] as string } });
    expect(changed.status).toBe(200);
    expect(changed.headers['etag']).toBe((await standard.get(`/forms/${id}`)).headers['etag']);
    expect(changed.headers['etag']).not.toBe(created.headers['etag']);
    expect((await standard.patch(`/forms/${id}`, { body: { form: { title: 'Third' } }, headers: { 'If-Match': changed.headers['etag'] as string } })).status).toBe(200);
  });

  it('If-Match under concurrency: of edits made against the same copy, exactly one applies', async () => {
    const { ws, admin, standard } = await team();
    const id = (await admin.post('/forms', { body: { form: { title: 'Race' } } })).body.form.id;
    const etag = (await admin.get(`/forms/${id}`)).headers['etag'] as string;
    const editors = [admin, standard, admin, standard, admin, standard];
    const results = await Promise.all(
      editors.map((editor, index) => editor.patch(`/forms/${id}`, { body: { form: { title: `Edit ${index}` } }, headers: { 'If-Match': etag } })),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 412, 412, 412, 412, 412]);
    const winner = results.find((result) => result.status === 200)!.body.form.title;
    expect(await sql('SELECT title FROM forms WHERE workspace_id = $1 AND id = $2', [ws.id, id])).toEqual([{ title: winner }]);
  });

  it('only an Admin deletes a form, with its submissions; the deletion is in the activity log', async () => {
    const { ws, admin, standard } = await team();
    const [formId] = await t.workspaces.seed(ws, 1, 5);
    const refused = await standard.delete(`/forms/${formId}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Only Admins can delete forms' });
    expect(await sql('SELECT count(*)::int AS n FROM submissions WHERE workspace_id = $1 AND form_id = $2', [ws.id, formId])).toEqual([{ n: 5 }]);
    const title = (await admin.get(`/forms/${formId}`)).body.form.title;
    expect(await admin.delete(`/forms/${formId}`)).toMatchObject({ status: 200, body: { message: 'Form deleted' } });
    expect(await admin.get(`/forms/${formId}`)).toMatchObject({ status: 404, body: { error: 'Form not found' } });
    expect(await admin.delete(`/forms/${formId}`)).toMatchObject({ status: 404, body: { error: 'Form not found' } });
    expect(await sql('SELECT count(*)::int AS n FROM submissions WHERE workspace_id = $1 AND form_id = $2', [ws.id, formId])).toEqual([{ n: 0 }]);
    expect(await sql('SELECT count(*)::int AS n FROM submission_blocks WHERE workspace_id = $1 AND form_id = $2', [ws.id, formId])).toEqual([{ n: 0 }]);
    expect(await sql("SELECT actor_type, actor_label, action, target_type, target_id, target_label FROM activity_log WHERE workspace_id = $1 AND action = 'form.deleted'", [ws.id])).toEqual([
      { actor_type: 'member', actor_label: ws.adminEmail, action: 'form.deleted', target_type: 'form', target_id: formId, target_label: title },
    ]);
    // The external API no longer sees it either.
    expect((await t.client(ws).get(`/api/external/v2/forms/${formId}`)).status).toBe(404);
  });
});

describe('submissions', () => {
  it('members read them; only Admins delete them', async () => {
    const { ws, admin, standard } = await team();
    const [formId] = await t.workspaces.seed(ws, 1, 3);
    const list = await standard.get(`/forms/${formId}/submissions`);
    expect(list.status).toBe(200);
    expect(list.body.submissions).toHaveLength(3);
    expect(list.body.total_count).toBe(3);
    const [first] = list.body.submissions;
    expect((await standard.get(`/forms/${formId}/submissions/${first.id}`)).body.submission.id).toBe(first.id);
    expect(await standard.delete(`/forms/${formId}/submissions/${first.id}`)).toMatchObject({ status: 403, body: { error: 'Only Admins can delete submissions' } });
    expect((await standard.get(`/forms/${formId}/submissions`)).body.total_count).toBe(3);
    expect(await admin.delete(`/forms/${formId}/submissions/${first.id}`)).toMatchObject({ status: 200, body: { message: 'Submission deleted' } });
    expect((await standard.get(`/forms/${formId}/submissions`)).body.total_count).toBe(2);
  });
});

describe('team members and roles', () => {
  it('everyone lists every member, oldest first, inactive ones included', async () => {
    const { ws, admin, standard, standardEmail } = await team();
    const standardId = await t.workspaces.memberId(ws, standardEmail);
    await admin.patch(`/team-members/${standardId}`, { body: { team_member: { active: false } } });
    const list = await admin.get('/team-members', { query: { page_size: 1, page_number: 2 } });
    expect(list.status).toBe(200);
    expect(list.body.team_members).toEqual([expect.objectContaining({ email: standardEmail, active: false, created_at: expect.any(String) })]);
    expect(list.body.pagination).toEqual({ current_page_number: 2, page_size: 1, total_pages: 2, total_records: 2 });
    // The deactivated member's session ended with the deactivation.
    expect((await standard.get('/team-members')).status).toBe(401);
  });

  it('an Admin invites: the Admin is the inviter and the emails go; a Standard member may not', async () => {
    const { ws, admin, standard } = await team();
    const invited = `invited-${ws.subdomain}@example.com`;
    expect(await standard.post('/team-members', { body: { emails: [invited] } })).toMatchObject({ status: 403, body: { error: 'Only Admins can manage team members' } });
    expect(await sql('SELECT count(*)::int AS n FROM team_members WHERE workspace_id = $1', [ws.id])).toEqual([{ n: 2 }]);
    const added = await admin.post('/team-members', { body: { emails: [invited, ws.adminEmail], organization_role: 'Standard' } });
    expect(added.status).toBe(201);
    expect(added.body.team_members).toEqual([expect.objectContaining({ email: invited, organization_role: 'Standard', active: true })]);
    await mail.waitFor(() => mail.to(invited).length > 0, 'the invitation');
    expect(mail.to(invited)[0].text).toContain(ws.adminEmail);
    expect(await admin.post('/team-members', { body: { emails: ['not an email'] } })).toMatchObject({ status: 422, body: { error: 'emails[0] is not a valid email' } });
    expect(await admin.post('/team-members', { body: { emails: ['x@example.com'], organization_role: 'Boss' } })).toMatchObject({ status: 422 });
    expect(await admin.post('/team-members', { body: { emails: ['x@example.com'], invited_by: 'a@example.com' } })).toMatchObject({
      status: 422,
      body: { error: 'invited_by is not allowed' },
    });
  });

  it('an Admin changes and removes members; a Standard member may not', async () => {
    const { ws, admin, standard, standardEmail } = await team();
    const standardId = await t.workspaces.memberId(ws, standardEmail);
    expect(await standard.patch(`/team-members/${standardId}`, { body: { team_member: { first_name: 'Me' } } })).toMatchObject({ status: 403 });
    expect(await standard.patch(`/team-members/${ws.adminId}`, { body: { team_member: { active: false } } })).toMatchObject({
      status: 403,
      body: { error: 'Only Admins can manage team members' },
    });
    expect(await standard.delete(`/team-members/${ws.adminId}`)).toMatchObject({ status: 403 });
    expect((await admin.get('/me')).body.member.active).toBe(true);
    const promoted = await admin.patch(`/team-members/${standardId}`, { body: { team_member: { organization_role: 'Admin', first_name: 'Ada' } } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.team_member).toMatchObject({ id: standardId, organization_role: 'Admin', first_name: 'Ada' });
    // The role applies to the member's next request.
    expect((await standard.get('/me')).body.can.manage_team).toBe(true);
    expect(await admin.patch(`/team-members/${standardId}`, { body: { team_member: { email: 'new@example.com' } } })).toMatchObject({
      status: 422,
      body: { error: 'team_member.email is not allowed' },
    });
    expect(await admin.patch(`/team-members/${standardId}`, { body: { team_member: { time_zone: 'Nowhere/Else' } } })).toMatchObject({ status: 422 });
    expect(await admin.delete(`/team-members/${standardId}`)).toMatchObject({ status: 200, body: { message: 'Team member removed' } });
    expect((await standard.get('/me')).status).toBe(401);
    expect(await admin.delete(`/team-members/${standardId}`)).toMatchObject({ status: 404, body: { error: 'Team member not found' } });
    expect(await admin.delete(`/team-members/${ws.adminId}`)).toMatchObject({ status: 422, body: { error: 'Cannot remove the last admin of the workspace' } });
    expect(await admin.patch(`/team-members/${ws.adminId}`, { body: { team_member: { organization_role: 'Standard' } } })).toMatchObject({ status: 422 });
  });

  it('everyone reads the roles; only an Admin adds one', async () => {
    const { admin, standard } = await team();
    expect(await standard.get('/roles')).toMatchObject({ status: 200, body: { roles: ['Admin', 'Standard'] } });
    expect(await standard.post('/roles', { body: { role: { name: 'Editor' } } })).toMatchObject({ status: 403, body: { error: 'Only Admins can add roles' } });
    expect((await standard.get('/roles')).body.roles).toEqual(['Admin', 'Standard']);
    expect(await admin.post('/roles', { body: { role: { name: 'Editor' } } })).toMatchObject({ status: 201, body: { roles: ['Admin', 'Standard', 'Editor'] } });
    expect(await admin.post('/roles', { body: { role: { name: '!' } } })).toMatchObject({ status: 422 });
  });
});

describe('API keys', () => {
  it('an Admin makes a named key that works on the external API at once, and revokes it', async () => {
    const { ws, admin } = await team();
    const created = await admin.post('/api-keys', { body: { api_key: { name: ' Zapier ', scope: 'read', expires_in_days: 30 } } });
    expect(created.status).toBe(201);
    const key = created.body.api_key;
    expect(key).toMatchObject({ name: 'Zapier', scope: 'read', created_by: ws.adminEmail, revoked_at: null, last_used_at: null });
    expect(key.secret).toMatch(/^fsk_/);
    const me = await t.client(ws).get('/api/external/v2/me', { apiKey: key.secret });
    expect(me.status).toBe(200);
    expect(me.body.api_key).toMatchObject({ id: key.id, scope: 'read' });
    const listed = await admin.get('/api-keys');
    expect(listed.body.api_keys.map((listedKey: any) => [listedKey.name, listedKey.created_by])).toEqual([
      ['', ''],
      ['Zapier', ws.adminEmail],
    ]);
    expect(listed.body.api_keys.every((listedKey: any) => !('secret' in listedKey))).toBe(true);
    expect(await admin.delete(`/api-keys/${key.id}`)).toMatchObject({ status: 200, body: { message: 'API key revoked' } });
    expect((await t.client(ws).get('/api/external/v2/me', { apiKey: key.secret })).status).toBe(401);
    expect((await admin.get('/api-keys')).body.api_keys[1].revoked_at).toMatch(/Z$/);
    expect(await admin.delete('/api-keys/not-a-key')).toMatchObject({ status: 404, body: { error: 'API key not found' } });
  });

  it('a Standard member may not see, make or revoke keys', async () => {
    const { ws, standard } = await team();
    const refusal = { status: 403, body: { error: 'Only Admins can manage API keys' } };
    expect(await standard.get('/api-keys')).toMatchObject(refusal);
    expect(await standard.post('/api-keys', { body: { api_key: { name: 'Mine' } } })).toMatchObject(refusal);
    expect(await standard.delete(`/api-keys/${ws.apiKeyId}`)).toMatchObject(refusal);
    expect((await t.client(ws).get('/api/external/v2/me')).status).toBe(200);
    expect(await sql('SELECT count(*)::int AS n FROM api_keys WHERE workspace_id = $1', [ws.id])).toEqual([{ n: 1 }]);
  });
});

describe('webhooks', () => {
  it('an Admin runs the seven operations as in v2; a Standard member none', async () => {
    const { ws, admin, standard } = await team();
    const refusal = { status: 403, body: { error: 'Only Admins can manage webhooks' } };
    expect(await standard.get('/webhooks')).toMatchObject(refusal);
    expect(await standard.post('/webhooks', { body: { webhook: { url: 'http://127.0.0.1:9/hook', events: ['form.created'] } } })).toMatchObject(refusal);
    const created = await admin.post('/webhooks', { body: { webhook: { url: 'http://127.0.0.1:9/hook', events: ['form.created'] } } });
    expect(created.status).toBe(201);
    const id = created.body.webhook.id;
    expect(created.body.webhook.secret).toEqual(expect.any(String));
    for (const [method, path, body] of [
      ['get', `/webhooks/${id}`, undefined],
      ['patch', `/webhooks/${id}`, { webhook: { is_active: false } }],
      ['get', `/webhooks/${id}/deliveries`, undefined],
      ['post', `/webhooks/${id}/deliveries/00000000-0000-4000-8000-000000000000/retry`, undefined],
      ['delete', `/webhooks/${id}`, undefined],
    ] as const) {
      expect(await standard.send(method, path, { body })).toMatchObject(refusal);
    }
    expect((await admin.get('/webhooks')).body.webhooks.map((webhook: any) => webhook.id)).toEqual([id]);
    expect((await admin.get(`/webhooks/${id}`)).body.webhook).toMatchObject({ id, is_active: true });
    expect((await admin.patch(`/webhooks/${id}`, { body: { webhook: { description: 'CRM' } } })).body.webhook.description).toBe('CRM');
    await admin.post('/forms', { body: { form: { title: 'Announced' } } });
    const deliveries = await admin.get(`/webhooks/${id}/deliveries`);
    expect(deliveries.status).toBe(200);
    expect(deliveries.body.deliveries.length).toBe(1);
    const retried = await admin.post(`/webhooks/${id}/deliveries/${deliveries.body.deliveries[0].id}/retry`);
    expect(retried.status).toBe(202);
    expect(await admin.delete(`/webhooks/${id}`)).toMatchObject({ status: 200, body: { message: 'Webhook deleted' } });
    expect(await sql('SELECT count(*)::int AS n FROM webhooks WHERE workspace_id = $1', [ws.id])).toEqual([{ n: 0 }]);
  });
});
