import { ConsoleCaller, loadConsoleContract } from '../console/support';
import { expectOk } from '../support/expectations';
import { V1, V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import { WebhookReceiver } from '../support/webhook-receiver';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { postMultipart } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// A file answer is stored as its upload's id; each representation renders the file's address: an HTTP
// read with the address its reader used (here another port on the workspace's host, an alias of it),
// a webhook with the workspace's public origin; the console's API names the file besides.

jest.setTimeout(120_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let receiver: WebhookReceiver;
let form: any;
let uploadId: string;
let submissionId: string;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  receiver = await WebhookReceiver.start();
  ws = await t.workspaces.create();
  const created = await t.client(ws).post(`${V2}/forms`, {
    body: { form: { title: 'Files', questions: [{ kind: 'short_text', label: 'Name' }, { kind: 'file_upload', label: 'CV' }] } },
  });
  expectOk(created, 201);
  expectOk(await t.client(ws).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } }));
  form = created.body.form;
  expectOk(await t.client(ws).post(`${V2}/webhooks`, { body: { webhook: { url: receiver.url, events: ['submission.created'] } } }), 201);
  const uploaded = await postMultipart(t, t.hostOf(ws), `/forms/${form.id}/uploads`, [
    { name: 'question', value: 'cv' },
    { name: 'file', fileName: 'cv.txt', contentType: 'text/plain', data: Buffer.from('Ada, engineer') },
  ]);
  expect(uploaded.status).toBe(201);
  uploadId = uploaded.body.upload.id;
  const submitted = await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, { body: { responses: { name: 'Ada', cv: uploadId } } });
  expectOk(submitted, 201);
  submissionId = submitted.body.submission.id;
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const address = (baseUrl: string) => `${baseUrl}/api/external/v2/files/${uploadId}`;
const alias = () => `${ws.subdomain}.localhost:6666`;

it('stores the upload id as the answer, not an address', async () => {
  const [row] = await t.dataSource.query(`SELECT responses FROM submissions WHERE workspace_id = $1 AND id = $2`, [ws.id, submissionId]);
  expect(row.responses.map((response: any) => [response.slug, response.value])).toEqual([
    ['name', 'Ada'],
    ['cv', uploadId],
  ]);
});

it('shows the address under the host each reader used: v1, v2 and the export', async () => {
  for (const host of [t.hostOf(ws), alias()]) {
    const baseUrl = `http://${host}`;
    const one = await t.client(ws).get(`${V2}/forms/${form.id}/submissions/${submissionId}`, { host });
    expectOk(one);
    expect(one.body.submission.responses[1].value).toBe(address(baseUrl));
    expect(Object.keys(one.body.submission.responses[1])).toEqual(['id', 'label', 'position', 'kind', 'slug', 'value']);
    const list = await t.client(ws).get(`${V2}/forms/${form.id}/submissions`, { host });
    expect(list.body.submissions[0].responses[1].value).toBe(address(baseUrl));
    const v1 = await t.client(ws).get(`${V1}/forms/${form.id}/submissions`, { host });
    expect(v1.body.submissions[0].responses[1].value).toBe(address(baseUrl));
    const exported = await t.client(ws).get(`${V2}/forms/${form.id}/submissions/export`, { host, accept: 'text/csv' });
    expect(exported.status).toBe(200);
    expect(exported.text.trim().split('\r\n')[1]).toContain(`,Ada,${address(baseUrl)},`);
  }
});

it('gives the webhook the address under the workspace public origin', async () => {
  const [delivery] = await receiver.waitFor(1);
  const payload = JSON.parse(delivery.body);
  expect(payload.data.submission.responses[1].value).toBe(address(t.baseUrl(ws)));
});

it('names the file of each file answer in the console, beside the address its reader used', async () => {
  const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
  const console = new ConsoleCaller(t, await loadConsoleContract(t), ws, { cookie, host: alias() });
  const one = await console.get(`/forms/${form.id}/submissions/${submissionId}`);
  expectOk(one);
  expect(one.body.submission.responses.map((response: any) => [response.slug, response.value, response.file_id])).toEqual([
    ['name', 'Ada', undefined],
    ['cv', address(`http://${alias()}`), uploadId],
  ]);
  const list = await console.get(`/forms/${form.id}/submissions`);
  expect(list.body.submissions[0].responses[1].file_id).toBe(uploadId);
});
