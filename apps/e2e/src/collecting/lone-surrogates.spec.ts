import { expectError } from '../support/expectations';
import { V1, V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { browse } from './support';
import { expectFieldError } from '../console/support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// JSON may spell half of a UTF-16 surrogate pair on its own (`"\udc00"`): JavaScript takes it, but it is
// no Unicode text, and PostgreSQL refuses it in jsonb (and would silently change it in text). Every JSON
// body is refused with a 422 naming the string, before anything is stored.

jest.setTimeout(60_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let form: any;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create();
  const created = await t.client(ws).post(`${V2}/forms`, {
    body: {
      form: {
        title: 'Lone halves',
        questions: [
          { kind: 'short_text', label: 'Name', slug: 'name' },
          { kind: 'multiple_choice', label: 'Topics', slug: 'topics', options: ['A', 'B'] },
        ],
        hidden_fields: ['utm_source'],
      },
    },
  });
  form = (await t.client(ws).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } })).body.form;
});
afterAll(() => t?.close());

const PROBLEM = 'must not contain unpaired UTF-16 surrogates';

async function storedSubmissions(): Promise<number> {
  const [row] = await t.dataSource.query('SELECT count(*)::int AS n FROM submissions WHERE workspace_id = $1 AND form_id = $2', [ws.id, form.id]);
  return row.n;
}

describe('the public JSON intake', () => {
  it.each([
    ['an answer', '{"responses": {"name": "\\udc00\\ud800x"}}', 'responses.name'],
    ['an item of an answer', '{"responses": {"topics": ["A", "\\ud800"]}}', 'responses.topics[1]'],
    ['a hidden value', '{"responses": {"name": "Ada"}, "field_values": {"utm_source": "x\\udfff"}}', 'field_values.utm_source'],
  ])('refuses %s holding half a surrogate pair with 422 naming it, and stores nothing', async (_name, rawBody, path) => {
    const response = await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, { rawBody, contentType: 'application/json' });
    expectError(response, 422, `${path} ${PROBLEM}`);
    expect(await storedSubmissions()).toBe(0);
  });

  it('takes whole pairs (an emoji) as they are', async () => {
    const response = await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, {
      rawBody: '{"responses": {"name": "Ada \\ud83d\\ude00"}}',
      contentType: 'application/json',
    });
    expect(response.status).toBe(201);
    expect(response.body.submission.responses.find((answer: any) => answer.slug === 'name').value).toBe('Ada \u{1F600}');
    await t.dataSource.query('DELETE FROM submissions WHERE workspace_id = $1 AND form_id = $2', [ws.id, form.id]);
    await t.dataSource.query('UPDATE forms SET submissions_count = 0 WHERE workspace_id = $1 AND id = $2', [ws.id, form.id]);
  });
});

describe('every other JSON body', () => {
  it('refuses form titles, options, webhook addresses and member names holding half a pair', async () => {
    const api = t.client(ws);
    expectError(await api.post(`${V2}/forms`, { body: { form: { title: 'Survey \udc00' } } }), 422, `form.title ${PROBLEM}`);
    expectError(
      await api.post(`${V2}/forms`, { body: { form: { title: 'Survey', questions: [{ kind: 'dropdown', label: 'Pick', options: ['A', '\ud800B'] }] } } }),
      422,
      `form.questions[0].options[1] ${PROBLEM}`,
    );
    expectError(await api.patch(`${V2}/forms/${form.id}`, { body: { form: { settings: { thank_you_message: '\ud800' } } } }), 422, `form.settings.thank_you_message ${PROBLEM}`);
    expectError(
      await api.post(`${V2}/webhooks`, { body: { webhook: { url: 'http://127.0.0.1:9/\udc00', events: ['form.created'] } } }),
      422,
      `webhook.url ${PROBLEM}`,
    );
    expectError(await api.patch(`${V1}/team_members/${ws.adminId}`, { body: { first_name: 'Ad\udc00a' } }), 422, `first_name ${PROBLEM}`);
    const cookie = await t.workspaces.signIn(ws, ws.adminEmail);
    const console = await t.anonymous(t.hostOf(ws)).patch('/api/console/me', {
      headers: { Cookie: cookie, Origin: t.baseUrl(ws) },
      body: { member: { last_name: '\udc00' } },
    });
    expectFieldError(console, 422, `member.last_name ${PROBLEM}`, 'member.last_name');

    const [stored] = await t.dataSource.query(`SELECT title, settings->>'thankYouMessage' AS thanks FROM forms WHERE workspace_id = $1 AND id = $2`, [ws.id, form.id]);
    expect(stored).toEqual({ title: 'Lone halves', thanks: '' });
    const names = await t.dataSource.query('SELECT first_name, last_name FROM team_members WHERE workspace_id = $1 AND id = $2', [ws.id, ws.adminId]);
    expect(names).toEqual([{ first_name: '', last_name: '' }]);
  });
});

describe('the fill page', () => {
  it('cannot receive half a pair: percent-encoded, it is not UTF-8 and reads as U+FFFD', async () => {
    // "\udc00\ud800x" as a browser would never send it: the surrogates' three-byte encodings.
    const posted = await browse(t, form.attempt_url, { form: 'name=%ED%B0%80%ED%A0%80x' });
    // Stored, and sent on to the thank-you page.
    expect(posted.status).toBe(303);
    const [submission] = await t.dataSource.query(
      `SELECT responses FROM submissions WHERE workspace_id = $1 AND form_id = $2`,
      [ws.id, form.id],
    );
    const name = submission.responses.find((answer: any) => answer.slug === 'name');
    expect(name.value).toMatch(/^\uFFFD+x$/);
  });
});
