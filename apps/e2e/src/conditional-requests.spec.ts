import type { FormServiceClient } from '@forms/api-client';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

// Every v2 GET answering 200 carries a strong ETag; If-None-Match naming it gets 304 with no body and the
// same ETag. Anything the response shows changing changes the ETag.

jest.setTimeout(60_000);

const STRONG_TAG = /^"[\x21\x23-\x7e]+"$/;

let t: SharedTestApp;
let ws: WorkspaceFixture;
let api: FormServiceClient;
let memberId: string;
let formId: string;

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create({ members: ['ada@example.com', 'grace@example.com'] });
  memberId = await t.workspaces.memberId(ws, 'ada@example.com');
  [formId] = await t.workspaces.seed(ws, 1, 3);
  api = t.typed(ws);
});
afterAll(() => t?.close());

/** Whether the documented 200 is JSON: a file (an export, streamed) has no ETag to give. */
function answersJson(template: string): boolean {
  const operation = t.contract.find('get', template)!.operation as { responses: Record<string, { content?: Record<string, unknown> }> };
  return Object.keys(operation.responses['200']?.content ?? {}).some((type) => type.startsWith('application/json'));
}

/** The documented v2 reads that answer JSON, with their path parameters filled from this workspace. */
function documentedReads(): { template: string; path: string }[] {
  const ids: Record<string, string> = { team_member_id: memberId, form_id: formId };
  return t.contract
    .operations()
    .filter(({ method, template }) => method === 'get' && template.startsWith('/api/external/v2/') && answersJson(template))
    .map(({ template }) => ({ template, path: template.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name] ?? name) }))
    // Analytics default to a range ending now, to the second: a pinned range keeps the body (and its ETag) still.
    .map((read) => (read.template.endsWith('/analytics') ? { ...read, path: `${read.path}?since=2026-01-01T00:00:00Z&until=2026-01-31T00:00:00Z` } : read));
}

it('every documented v2 GET says so: If-None-Match, ETag on 200, and 304', () => {
  const reads = documentedReads();
  expect(reads.map((read) => read.template)).toEqual(
    expect.arrayContaining(['/api/external/v2/me', '/api/external/v2/team-members', '/api/external/v2/team-members/{team_member_id}']),
  );
  for (const { template } of reads) {
    const operation = t.contract.find('get', template)!.operation as {
      parameters?: { in: string; name: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    expect({
      template,
      ifNoneMatch: (operation.parameters ?? []).some((parameter) => parameter.in === 'header' && parameter.name === 'If-None-Match'),
      eTagOn200: 'ETag' in (operation.responses['200']?.headers ?? {}),
      eTagOn304: 'ETag' in (operation.responses['304']?.headers ?? {}),
    }).toEqual({ template, ifNoneMatch: true, eTagOn200: true, eTagOn304: true });
  }
});

it('every v2 GET that answers 200: a strong ETag, then 304 with no body and the same ETag', async () => {
  let checked = 0;
  for (const { template, path } of documentedReads()) {
    const first = await t.client(ws).get(path);
    if (first.status !== 200) continue;
    checked++;
    const eTag = first.headers['etag'];
    expect({ template, eTag }).toEqual({ template, eTag: expect.stringMatching(STRONG_TAG) });
    const again = await t.client(ws).get(path);
    expect({ template, same: again.headers['etag'] }).toEqual({ template, same: eTag });
    for (const ifNoneMatch of [eTag!, `W/${eTag}`, `"elsewhere", ${eTag}`, '*']) {
      const notModified = await t.client(ws).get(path, { headers: { 'If-None-Match': ifNoneMatch } });
      expect({ template, ifNoneMatch, status: notModified.status, text: notModified.text, eTag: notModified.headers['etag'] }).toEqual({
        template,
        ifNoneMatch,
        status: 304,
        text: '',
        eTag,
      });
      expect(notModified.headers['content-length'] ?? '0').toBe('0');
      expect(notModified.headers['ratelimit']).toMatch(/^"default";r=\d+;t=\d+$/);
    }
  }
  expect(checked).toBeGreaterThanOrEqual(3);
});

it('an If-None-Match that names another version, or is malformed, gets the full answer', async () => {
  const { response } = await api.GET('/api/external/v2/me');
  const eTag = response.headers.get('etag')!;
  for (const ifNoneMatch of ['"something-else"', eTag.slice(1, -1), `${eTag}, garbage`, `w/${eTag}`, `${eTag},`, '"unterminated']) {
    const answer = await api.GET('/api/external/v2/me', { headers: { 'If-None-Match': ifNoneMatch } });
    expect({ ifNoneMatch, status: answer.response.status, eTag: answer.response.headers.get('etag') }).toEqual({ ifNoneMatch, status: 200, eTag });
    expect(answer.data?.workspace.id).toBe(ws.id);
  }
});

it('a change to what the response shows changes the ETag', async () => {
  const member = () => api.GET('/api/external/v2/team-members/{team_member_id}', { params: { path: { team_member_id: memberId } } });
  const list = () => api.GET('/api/external/v2/team-members', { params: { query: { page_size: 100 } } });
  const before = { member: (await member()).response.headers.get('etag')!, list: (await list()).response.headers.get('etag')! };

  const patched = await t.client(ws).patch(`/api/external/v1/team_members/${memberId}`, { body: { first_name: 'Ada' } });
  expect(patched.status).toBe(200);
  const changed = await member();
  expect(changed.data?.team_member.first_name).toBe('Ada');
  expect(changed.response.headers.get('etag')).not.toBe(before.member);
  // The old tag no longer matches: the client gets the new version.
  const revalidated = await api.GET('/api/external/v2/team-members/{team_member_id}', {
    params: { path: { team_member_id: memberId } },
    headers: { 'If-None-Match': before.member },
  });
  expect(revalidated.response.status).toBe(200);
  expect(revalidated.data?.team_member.first_name).toBe('Ada');
  expect((await list()).response.headers.get('etag')).not.toBe(before.list);

  const listTag = (await list()).response.headers.get('etag')!;
  await t.workspaces.addMembers(ws, ['linus@example.com']);
  expect((await list()).response.headers.get('etag')).not.toBe(listTag);
  // A different page of the same list is a different response.
  const page2 = await api.GET('/api/external/v2/team-members', { params: { query: { page_size: 1, page_number: 2 } } });
  const page1 = await api.GET('/api/external/v2/team-members', { params: { query: { page_size: 1, page_number: 1 } } });
  expect(page1.response.headers.get('etag')).not.toBe(page2.response.headers.get('etag'));
});

it('errors and v1 carry no ETag', async () => {
  const missing = await api.GET('/api/external/v2/team-members/{team_member_id}', { params: { path: { team_member_id: 'nobody' } } });
  expect(missing.response.status).toBe(404);
  expect(missing.response.headers.get('etag')).toBeNull();
  expect((await t.client(ws).get('/api/external/v1/forms')).headers['etag']).toBeUndefined();
});

it('every write of a form answers with the ETag its GET carries', async () => {
  const created = await api.POST('/api/external/v2/forms', { body: { form: { title: 'Tagged' } } });
  expect(created.response.status).toBe(201);
  const id = created.data!.form.id;
  const read = async () => (await api.GET('/api/external/v2/forms/{form_id}', { params: { path: { form_id: id } } })).response.headers.get('etag');
  expect(created.response.headers.get('etag')).toMatch(STRONG_TAG);
  expect(created.response.headers.get('etag')).toBe(await read());
  const changed = await api.PATCH('/api/external/v2/forms/{form_id}', { params: { path: { form_id: id } }, body: { form: { title: 'Tagged again' } } });
  expect(changed.response.status).toBe(200);
  expect(changed.response.headers.get('etag')).toBe(await read());
  expect(changed.response.headers.get('etag')).not.toBe(created.response.headers.get('etag'));
});

it('If-Match on a v2 form change: a stale tag gets 412 and changes nothing, the current one applies', async () => {
  const created = await api.POST('/api/external/v2/forms', { body: { form: { title: 'Shared' } } });
  const id = created.data!.form.id;
  const seen = created.response.headers.get('etag')!;
  const patch = (title: string, ifMatch?: string) =>
    api.PATCH('/api/external/v2/forms/{form_id}', { params: { path: { form_id: id }, header: ifMatch === undefined ? undefined : { 'If-Match': ifMatch } as never }, body: { form: { title } } });
  const first = await patch('First', seen);
  expect(first.response.status).toBe(200);
  const stale = await patch('Second', seen);
  expect(stale.response.status).toBe(412);
  expect(stale.error).toEqual({ error: 'The form was changed by someone else' });
  expect(await t.dataSource.query('SELECT title FROM forms WHERE workspace_id = $1 AND id = $2', [ws.id, id])).toEqual([{ title: 'First' }]);
  expect((await patch('Third', first.response.headers.get('etag')!)).response.status).toBe(200);
  expect((await patch('Blind')).response.status).toBe(200);
});

describe("a form's revision: raised by every write of its row, and what its ETag is told from", () => {
  const revisionOf = async (id: string) =>
    Number((await t.dataSource.query('SELECT revision FROM forms WHERE workspace_id = $1 AND id = $2', [ws.id, id]))[0].revision);
  const read = (id: string, ifNoneMatch?: string) =>
    api.GET('/api/external/v2/forms/{form_id}', { params: { path: { form_id: id } }, headers: ifNoneMatch === undefined ? {} : { 'If-None-Match': ifNoneMatch } });
  const patch = (id: string, form: Record<string, unknown>, ifMatch?: string) =>
    api.PATCH('/api/external/v2/forms/{form_id}', {
      params: { path: { form_id: id }, header: ifMatch === undefined ? undefined : ({ 'If-Match': ifMatch } as never) },
      body: { form },
    });

  it('an edit, a submission and the operator suspending the form each raise it, and change the ETag GET answers', async () => {
    const created = await api.POST('/api/external/v2/forms', {
      body: { form: { title: 'Counted', questions: [{ kind: 'short_text', label: 'Name', slug: 'name' } as never] } },
    });
    const id = created.data!.form.id;
    expect(await revisionOf(id)).toBe(1);
    const tags = [created.response.headers.get('etag')!];

    const published = await patch(id, { is_published: true });
    expect(published.response.status).toBe(200);
    expect(await revisionOf(id)).toBe(2);
    tags.push(published.response.headers.get('etag')!);

    // A submission writes the row (its count): GET shows another count, so a cached copy is stale.
    const submitted = await t.anonymous(t.hostOf(ws)).post(`/forms/${id}/submissions`, { body: { responses: { name: 'Ada' } } });
    expect(submitted.status).toBe(201);
    expect(await revisionOf(id)).toBe(3);
    const afterSubmission = await read(id, tags[1]);
    expect(afterSubmission.response.status).toBe(200);
    expect(afterSubmission.data?.form.submissions_count).toBe(1);
    tags.push(afterSubmission.response.headers.get('etag')!);

    await t.workspaces.suspendForm(ws, id, true, t.baseUrl(ws));
    expect(await revisionOf(id)).toBe(4);
    const afterSuspension = await read(id, tags[2]);
    expect(afterSuspension.response.status).toBe(200);
    expect(afterSuspension.data?.form.is_suspended).toBe(true);
    tags.push(afterSuspension.response.headers.get('etag')!);

    expect(new Set(tags).size).toBe(4);
    for (const tag of tags) expect(tag).toMatch(STRONG_TAG);
    // The current tag still gets 304, with the same tag.
    const notModified = await read(id, tags[3]);
    expect({ status: notModified.response.status, eTag: notModified.response.headers.get('etag') }).toEqual({ status: 304, eTag: tags[3] });
  });

  it('If-Match seen before a flag changed gets 412 and changes nothing; before a submission, too', async () => {
    const created = await api.POST('/api/external/v2/forms', {
      body: { form: { title: 'Flagged', questions: [{ kind: 'short_text', label: 'Name', slug: 'name' } as never] } },
    });
    const id = created.data!.form.id;
    const seen = created.response.headers.get('etag')!;
    // Someone else pauses it.
    expect((await patch(id, { is_disabled: true })).response.status).toBe(200);
    const stale = await patch(id, { title: 'Mine' }, seen);
    expect({ status: stale.response.status, body: stale.error }).toEqual({ status: 412, body: { error: 'The form was changed by someone else' } });
    expect(await t.dataSource.query('SELECT title, is_disabled FROM forms WHERE workspace_id = $1 AND id = $2', [ws.id, id])).toEqual([
      { title: 'Flagged', is_disabled: true },
    ]);

    const current = (await read(id)).response.headers.get('etag')!;
    const published = await patch(id, { is_disabled: false, is_published: true }, current);
    expect(published.response.status).toBe(200);
    const beforeSubmission = published.response.headers.get('etag')!;
    await t.anonymous(t.hostOf(ws)).post(`/forms/${id}/submissions`, { body: { responses: { name: 'Ada' } } });
    expect((await patch(id, { title: 'Mine' }, beforeSubmission)).response.status).toBe(412);
    // Another form's tag, a weak tag and a forged revision name nothing.
    const now = (await read(id)).response.headers.get('etag')!;
    const revision = now.slice(1, now.indexOf('.'));
    for (const other of [anotherFormsTag, `W/${now}`, `"${revision}.forged"`]) {
      expect({ other, status: (await patch(id, { title: 'Mine' }, other)).response.status }).toEqual({ other, status: 412 });
    }
    expect((await patch(id, { title: 'Mine' }, `"elsewhere", ${now}`)).response.status).toBe(200);
    expect((await patch(id, { title: 'Mine again' }, '*')).response.status).toBe(200);
  });

  /** The ETag of the workspace's seeded form: to another form, a tag of a stranger. */
  let anotherFormsTag = '';
  beforeAll(async () => {
    anotherFormsTag = (await read(formId)).response.headers.get('etag')!;
  });
});
