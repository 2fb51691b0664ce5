import type { FormServiceClient } from '@forms/api-client';
import { startTestApp, type TestApp } from './support/test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

// Every v2 POST accepts Idempotency-Key, scoped to the API key: a retry with the same key and body gets the
// first answer again and changes nothing; another body is 422; a concurrent duplicate is 409.

jest.setTimeout(60_000);

const REUSED = { error: 'Idempotency-Key was already used with a different request' };
const IN_PROGRESS = { error: 'A request with this Idempotency-Key is in progress' };
const BAD_KEY = { error: 'Idempotency-Key must be 1-255 printable ASCII characters' };

let t: TestApp;
let ws: WorkspaceFixture;
let api: FormServiceClient;

beforeAll(async () => {
  t = await startTestApp();
  ws = await t.workspaces.create();
  api = t.typed(ws);
});
afterAll(() => t?.close());

const createForm = (title: string, key?: string, client = api) =>
  client.POST('/api/external/v2/forms', {
    body: { form: { title } },
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

async function formTitles(): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; ; page++) {
    const { data } = await api.GET('/api/external/v1/forms', { params: { query: { page_number: page, page_size: 100 } } });
    titles.push(...data!.forms.map((form) => form.title));
    if (page >= data!.pagination.total_pages) return titles;
  }
}

it('a retry with the same key and body gets the first answer again and creates nothing', async () => {
  const first = await createForm('Once', 'create-once-1');
  expect(first.response.status).toBe(201);
  const retry = await createForm('Once', 'create-once-1');
  expect(retry.response.status).toBe(201);
  expect(retry.data).toEqual(first.data);
  expect((await formTitles()).filter((title) => title === 'Once')).toHaveLength(1);
});

it('the same key with another body is 422, and nothing is created', async () => {
  expect((await createForm('Original', 'reused-key')).response.status).toBe(201);
  const other = await createForm('Different', 'reused-key');
  expect(other.response.status).toBe(422);
  expect(other.error).toEqual(REUSED);
  expect(await formTitles()).not.toContain('Different');
});

it('keys belong to their API key: another key of the workspace may use the same one', async () => {
  const first = await createForm('Per key', 'shared-name');
  const otherKey = await t.workspaces.issueKey(ws);
  const second = await createForm('Per key', 'shared-name', t.typed(ws, otherKey.secret));
  expect([first.response.status, second.response.status]).toEqual([201, 201]);
  expect(second.data!.form.id).not.toBe(first.data!.form.id);
});

it('a refused request keeps nothing: the retry is checked again, and the key stays free', async () => {
  const refused = await createForm('', 'after-refusal');
  expect(refused.response.status).toBe(422);
  const again = await createForm('', 'after-refusal');
  expect(again.response.status).toBe(422);
  expect(again.error).toEqual(refused.error);
  expect((await createForm('Fixed', 'after-refusal')).response.status).toBe(201);
});

it('a concurrent duplicate is 409 while the first runs; afterwards it gets the first answer', async () => {
  // Hold the first request inside its transaction: its insert waits for this lock.
  const blocker = t.dataSource.createQueryRunner();
  await blocker.connect();
  await blocker.startTransaction();
  await blocker.query('LOCK TABLE forms IN EXCLUSIVE MODE');
  const first = createForm('Concurrent', 'concurrent-key');
  try {
    for (let waited = 0; ; waited += 20) {
      const rows = await t.dataSource.query(`SELECT 1 FROM idempotency_keys WHERE key = $1`, ['concurrent-key']);
      if (rows.length > 0) break;
      if (waited > 10_000) throw new Error('the first request never claimed its key');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const duplicate = await createForm('Concurrent', 'concurrent-key');
    expect(duplicate.response.status).toBe(409);
    expect(duplicate.error).toEqual(IN_PROGRESS);
  } finally {
    await blocker.rollbackTransaction();
    await blocker.release();
  }
  const done = await first;
  expect(done.response.status).toBe(201);
  const replay = await createForm('Concurrent', 'concurrent-key');
  expect(replay.response.status).toBe(201);
  expect(replay.data).toEqual(done.data);
  expect((await formTitles()).filter((title) => title === 'Concurrent')).toHaveLength(1);
});

it('keys whose 24 hours are over are purged by the replicas, and the key is free for a new request', async () => {
  const expired = await createForm('Before expiry', 'will-expire');
  expect(expired.response.status).toBe(201);
  await t.dataSource.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 minute' WHERE workspace_id = $1 AND key = $2`, [
    ws.id,
    'will-expire',
  ]);
  // A replica purges when its worker starts, then hourly.
  const replica = await startTestApp({}, t);
  try {
    for (let waited = 0; ; waited += 50) {
      const rows = await t.dataSource.query(`SELECT 1 FROM idempotency_keys WHERE workspace_id = $1 AND key = $2`, [ws.id, 'will-expire']);
      if (rows.length === 0) break;
      if (waited > 10_000) throw new Error('the expired key was never purged');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await replica.close();
  }
  const fresh = await createForm('After expiry', 'will-expire');
  expect(fresh.response.status).toBe(201);
  expect(fresh.data!.form.id).not.toBe(expired.data!.form.id);
});

it.each([
  ['empty', ''],
  ['256 characters', 'k'.repeat(256)],
  ['a control character (tab)', 'key\twith-tab'],
  ['non-ASCII', 'clé'],
])('an Idempotency-Key that is %s is 422 naming it, and nothing is created', async (_case, key) => {
  const answer = await createForm(`Bad key ${_case}`, key);
  expect(answer.response.status).toBe(422);
  expect(answer.error).toEqual(BAD_KEY);
  expect(await formTitles()).not.toContain(`Bad key ${_case}`);
});

it('255 printable characters is a good key', async () => {
  const key = `${'~'.repeat(200)} !"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ`.slice(0, 255);
  expect(key).toHaveLength(255);
  expect((await createForm('Long key', key)).response.status).toBe(201);
  expect((await createForm('Long key', key)).response.status).toBe(201);
  expect((await formTitles()).filter((title) => title === 'Long key')).toHaveLength(1);
});

it('a read key is refused before its Idempotency-Key is looked at', async () => {
  const reader = t.typed(ws, (await t.workspaces.issueKey(ws, undefined, 'read')).secret);
  const answer = await createForm('Read', 'k'.repeat(300), reader);
  expect(answer.response.status).toBe(403);
});

it('every v2 POST documents Idempotency-Key, 409 and its 422s', () => {
  const posts = t.contract
    .operations()
    .filter(({ method, template, operation }) => method === 'post' && template.startsWith('/api/external/v2/') && ((operation['security'] as object[] | undefined) ?? []).length > 0);
  expect(posts.length).toBeGreaterThan(0);
  for (const { template, operation } of posts) {
    const parameters = (operation['parameters'] as { in: string; name: string }[] | undefined) ?? [];
    const responses = operation['responses'] as Record<string, { content?: Record<string, { examples?: Record<string, unknown> }> }>;
    const examples422 = JSON.stringify(responses['422'] ?? {});
    expect({
      template,
      header: parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key'),
      conflict: '409' in responses,
      reused: examples422.includes(REUSED.error),
      badKey: examples422.includes(BAD_KEY.error),
    }).toEqual({ template, header: true, conflict: true, reused: true, badKey: true });
  }
});
