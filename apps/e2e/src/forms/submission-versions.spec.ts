import { parse } from 'csv-parse/sync';
import type { ApiResponse } from '../support/api-client';
import { expectError, expectOk } from '../support/expectations';
import { V1, V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import { WebhookReceiver } from '../support/webhook-receiver';
import type { WorkspaceFixture } from '../support/workspace-factory';

jest.setTimeout(90_000);

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read JSON from the wire */

const STALE_VERSION = 'form_version must be the current version of the form or one replaced less than 24 hours ago';

let t: SharedTestApp;
let ws: WorkspaceFixture;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create();
  receiver = await WebhookReceiver.start();
});

afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

function submit(formId: string, body: Record<string, unknown>): Promise<ApiResponse> {
  return t.anonymous(t.hostOf(ws)).post(`/forms/${formId}/submissions`, { body });
}

/** A published form with a "Plan" question (Basic, Pro, Team) at version 1, then "Team" removed: version 2. */
async function formAtVersionTwo(): Promise<{ id: string; planId: string }> {
  const created = await t.client(ws).post(`${V2}/forms`, {
    body: { form: { title: 'Plans', questions: [{ kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro', 'Team'], required: true }] } },
  });
  const form = created.body.form;
  expectOk(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: true } } }));
  const first = await submit(form.id, { responses: { plan: 'Team' } });
  expect({ status: first.status, version: first.body.submission?.form_version }).toEqual({ status: 201, version: 1 });
  const changed = await t.client(ws).patch(`${V2}/forms/${form.id}`, {
    body: { form: { questions: [{ id: form.questions[0].id, kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro'], required: true }] } },
  });
  expect(changed.body.form.version).toBe(2);
  return { id: form.id, planId: form.questions[0].id };
}

describe('submissions know their version', () => {
  it('v2 and the console show form_version; v1 keeps its shape', async () => {
    const form = await formAtVersionTwo();
    const stored = await submit(form.id, { responses: { plan: 'Pro' } });
    expect({ status: stored.status, version: stored.body.submission.form_version }).toEqual({ status: 201, version: 2 });

    const list = await t.client(ws).get(`${V2}/forms/${form.id}/submissions`, { query: { order: 'oldest' } });
    expectOk(list);
    expect(list.body.submissions.map((submission: any) => submission.form_version)).toEqual([1, 2]);
    const one = await t.client(ws).get(`${V2}/forms/${form.id}/submissions/${stored.body.submission.id}`);
    expect(one.body.submission.form_version).toBe(2);

    const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
    const fromConsole = await t.anonymous(t.hostOf(ws)).get(`/api/console/forms/${form.id}/submissions/${stored.body.submission.id}`, {
      headers: { Cookie: cookie, Origin: t.baseUrl(ws) },
    });
    expect(fromConsole.body.submission.form_version).toBe(2);

    const v1 = await t.client(ws).get(`${V1}/forms/${form.id}/submissions`);
    expectOk(v1);
    expect(v1.body.submissions.every((submission: any) => !('form_version' in submission))).toBe(true);
  });

  it('the JSON intake takes the version the respondent was shown, and checks the answers on it', async () => {
    const form = await formAtVersionTwo();
    // "Team" is gone from the current version...
    expectError(await submit(form.id, { responses: { plan: 'Team' } }), 422, /^responses\.plan /);
    // ...but a respondent who was shown version 1, replaced a moment ago, finishes on it.
    const onFirst = await submit(form.id, { responses: { plan: 'Team' }, form_version: 1 });
    expect({ status: onFirst.status, version: onFirst.body.submission?.form_version }).toEqual({ status: 201, version: 1 });
    const current = await submit(form.id, { responses: { plan: 'Pro' }, form_version: 2 });
    expect({ status: current.status, version: current.body.submission?.form_version }).toEqual({ status: 201, version: 2 });
    const [row] = await t.dataSource.query('SELECT form_version FROM submissions WHERE workspace_id = $1 AND id = $2', [ws.id, onFirst.body.submission.id]);
    expect(row.form_version).toBe(1);

    // A version the form never had, or not a number: 422 naming form_version, nothing stored.
    expectError(await submit(form.id, { responses: { plan: 'Pro' }, form_version: 3 }), 422, STALE_VERSION);
    expectError(await submit(form.id, { responses: { plan: 'Pro' }, form_version: 0 }), 422, 'form_version must be an integer of at least 1');
    expectError(await submit(form.id, { responses: { plan: 'Pro' }, form_version: '1' }), 422, 'form_version must be an integer of at least 1');

    // Replaced more than 24 hours ago: refused.
    await t.dataSource.query(
      `UPDATE form_versions SET created_at = now() - interval '25 hours' WHERE workspace_id = $1 AND form_id = $2 AND version = 2`,
      [ws.id, form.id],
    );
    expectError(await submit(form.id, { responses: { plan: 'Team' }, form_version: 1 }), 422, STALE_VERSION);
    const [count] = await t.dataSource.query('SELECT count(*)::int AS n FROM submissions WHERE workspace_id = $1 AND form_id = $2', [ws.id, form.id]);
    expect(count.n).toBe(3);
  });

  it('the submission.created webhook payload carries form_version', async () => {
    const form = await formAtVersionTwo();
    expectOk(await t.client(ws).post(`${V2}/webhooks`, { body: { webhook: { url: receiver.url, events: ['submission.created'] } } }), 201);
    const seen = receiver.received.length;
    const stored = await submit(form.id, { responses: { plan: 'Team' }, form_version: 1 });
    expect(stored.status).toBe(201);
    const deliveries = await receiver.waitFor(seen + 1);
    const payload = JSON.parse(deliveries[seen].body);
    expect(payload.data.submission).toMatchObject({ id: stored.body.submission.id, form_version: 1 });
  });

  it('exports have a form_version column right after submission_id', async () => {
    const form = await formAtVersionTwo();
    expect((await submit(form.id, { responses: { plan: 'Pro' } })).status).toBe(201);
    const exported = await t.client(ws).get(`${V2}/forms/${form.id}/submissions/export`, { query: { format: 'csv', order: 'oldest' }, accept: 'text/csv' });
    expect(exported.status).toBe(200);
    const rows = parse(exported.text, { bom: true }) as string[][];
    expect(rows[0].slice(0, 3)).toEqual(['submission_id', 'form_version', 'created_at']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['1', '2']);
  });
});
