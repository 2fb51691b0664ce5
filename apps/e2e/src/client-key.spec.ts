import { browse, hiddenValue, type PageResponse } from './support/browser';
import { V2 } from './support/operations';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import { BEHIND_PROXY_LIMITED } from './support/shared-app/profiles';
import { uniqueSuffix, type WorkspaceFixture } from './support/workspace-factory';
import { postMultipart } from './uploads/support';

// Every per-client limit counts an IPv6 client by its /64, as the public budget does: one subscriber holds
// a whole /64 and could otherwise rotate through its addresses at will. Behind a trusted proxy the client's
// address is the one X-Forwarded-For reports; here every request comes from another address of one /64.

jest.setTimeout(120_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let rotation = 0;

/** Another address of 2001:db8:25:64::/64 on every call, written in assorted ways. */
function nextAddress(): string {
  rotation += 1;
  const tail = ((rotation * 7919) % 0xffff).toString(16);
  return rotation % 2 === 0 ? `2001:db8:25:64::${tail}` : `2001:0db8:0025:0064:${tail}:0:0:1`;
}

const OTHER_NETWORK = '2001:db8:25:65::1';

beforeAll(async () => {
  t = await sharedTestApp(BEHIND_PROXY_LIMITED, { mail: true });
});

beforeEach(async () => {
  ws = await t.workspaces.create();
});

afterAll(async () => {
  await t?.close();
});

function post(path: string, form: Record<string, string>, address: string, cookie?: string): Promise<PageResponse> {
  return browse(t.port, `${t.baseUrl(ws)}${path}`, {
    origin: t.baseUrl(ws),
    form,
    headers: { 'x-forwarded-for': address },
    ...(cookie ? { cookie } : {}),
  });
}

async function publishedForm(questions: unknown[]): Promise<string> {
  const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Rotating', questions } } });
  const patched = await t.client(ws).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } });
  expect(patched.status).toBe(200);
  return created.body.form.id as string;
}

it('counts POST /sign-in per /64: the 31st from one /64 is refused, another /64 is not', async () => {
  for (let request = 0; request < 30; request++) {
    expect((await post('/sign-in', { email: `someone-${request}@example.com` }, nextAddress())).status).toBe(200);
  }
  expect((await post('/sign-in', { email: 'one-more@example.com' }, nextAddress())).status).toBe(429);
  expect((await post('/sign-in', { email: 'one-more@example.com' }, OTHER_NETWORK)).status).toBe(200);
});

it('counts wrong codes per /64: the 31st from one /64 is refused, another /64 is not', async () => {
  // Attempts asked for from another network, so that the requests' own limit is not what refuses.
  const browser = `fs_browser=${'r'.repeat(43)}`;
  const attempts: string[] = [];
  for (let n = 0; n < 7; n++) {
    const page = await post('/sign-in', { email: `nobody-${uniqueSuffix()}@example.com` }, OTHER_NETWORK, browser);
    attempts.push(hiddenValue(page.body, 'attempt')!);
  }
  const statuses: number[] = [];
  for (let n = 0; n < 30; n++) statuses.push((await post('/sign-in/code', { attempt: attempts[Math.floor(n / 5)], code: '000000' }, nextAddress(), browser)).status);
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  const refused = await post('/sign-in/code', { attempt: attempts[6], code: '000000' }, nextAddress(), browser);
  expect(refused.status).toBe(429);
  expect((await post('/sign-in/code', { attempt: attempts[6], code: '000000' }, OTHER_NETWORK, browser)).status).toBe(422);
});

it('counts submissions and uploads per /64 under the per-address limit', async () => {
  const formId = await publishedForm([
    { kind: 'short_text', label: 'Name' },
    { kind: 'file_upload', label: 'File', max_size_mb: 1, accepted_types: ['.txt'] },
  ]);
  const submit = (address: string) =>
    t.anonymous(t.hostOf(ws)).post(`/forms/${formId}/submissions`, { body: { responses: { name: 'Ada' } }, headers: { 'x-forwarded-for': address } });
  const upload = (address: string) =>
    postMultipart(t, t.hostOf(ws), `/forms/${formId}/uploads`, [{ name: 'question', value: 'file' }, { name: 'file', fileName: 'a.txt', contentType: 'text/plain', data: Buffer.from('hello') }], {
      headers: { 'x-forwarded-for': address },
    });
  // The limit is 3 a minute per client; an upload counts as a submission.
  expect((await submit(nextAddress())).status).toBe(201);
  expect((await upload(nextAddress())).status).toBe(201);
  expect((await submit(nextAddress())).status).toBe(201);
  const refusedSubmission = await submit(nextAddress());
  expect([refusedSubmission.status, refusedSubmission.body]).toEqual([429, { error: 'Too many submissions, try again later' }]);
  expect((await upload(nextAddress())).status).toBe(429);
  // Another /64 is another client.
  expect((await submit(OTHER_NETWORK)).status).toBe(201);
  expect((await upload(OTHER_NETWORK)).status).toBe(201);
});
