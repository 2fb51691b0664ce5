import { browse } from '../collecting/support';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// Recall: a later page's labels and title show earlier answers and hidden fields, escaped, drawn by the
// server without JavaScript; the API keeps the template; a recall that could never work is refused.

jest.setTimeout(90_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create();
});
afterAll(() => t?.close());

const QUESTIONS = [
  { kind: 'short_text', label: 'Your name', required: true },
  { kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro'], required: true },
  { kind: 'page_break', label: 'Hello {{your_name}}' },
  { kind: 'long_text', label: 'Why {{plan}}, {{ your_name }}? (via {{utm_source}})' },
];

function expectError(response: { status: number; body: unknown }, status: number, error: string): void {
  expect({ status: response.status, body: response.body }).toEqual({ status, body: { error } });
}

it('refuses recalls of an unknown, later or the same question or of a page break, on create, edit and draft', async () => {
  const client = t.client(ws);
  const later = [...QUESTIONS.slice(0, 3), { kind: 'short_text', label: 'Why {{plan}} and {{email}}' }, { kind: 'email', label: 'Email' }];
  expectError(
    await client.post(`${V2}/forms`, { body: { form: { title: 'Recall', questions: later, hidden_fields: ['utm_source'] } } }),
    422,
    'form.questions[3].label recalls {{email}}, which is not an earlier question',
  );
  expectError(
    await client.post(`${V2}/forms`, { body: { form: { title: 'Recall', questions: QUESTIONS } } }),
    422,
    'form.questions[3].label recalls {{utm_source}}, which is not an earlier question',
  );
  const created = await client.post(`${V2}/forms`, { body: { form: { title: 'Recall', questions: QUESTIONS, hidden_fields: ['utm_source'] } } });
  expect(created.status).toBe(201);
  const form = created.body.form;
  // The API keeps the templates as written.
  expect(form.questions.map((question: any) => question.label)).toEqual(QUESTIONS.map((question) => question.label));

  const itself = [{ kind: 'short_text', label: 'Name {{name}}', slug: 'name' }];
  expectError(await client.patch(`${V2}/forms/${form.id}`, { body: { form: { questions: itself } } }), 422, 'form.questions[0].label recalls {{name}}, which is not an earlier question');
  const pageBreak = [QUESTIONS[0], QUESTIONS[2], { kind: 'short_text', label: 'After {{hello_your_name}}' }];
  expectError(await client.patch(`${V2}/forms/${form.id}`, { body: { form: { questions: pageBreak } } }), 422, 'form.questions[2].label recalls {{hello_your_name}}, which is not an earlier question');
  expectError(
    await client.patch(`${V2}/forms/${form.id}`, { body: { form: { settings: { thank_you_message: 'Thanks {{nobody}}' } } } }),
    422,
    'form.settings.thank_you_message recalls {{nobody}}, which is not a question or hidden field of this form',
  );
  expectError(
    await client.patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { questions: [{ kind: 'short_text', label: 'Hi {{plan}}' }, QUESTIONS[1]] } } }),
    422,
    'draft.questions[0].label recalls {{plan}}, which is not an earlier question',
  );
  expect((await client.get(`${V2}/forms/${form.id}`)).body.form.questions).toHaveLength(4);
  const thanks = await client.patch(`${V2}/forms/${form.id}`, { body: { form: { settings: { thank_you_message: 'Thanks {{your_name}} ({{plan}})' } } } });
  expect(thanks.status).toBe(200);
  expect(thanks.body.form.settings.thank_you_message).toBe('Thanks {{your_name}} ({{plan}})');
});

it('shows earlier answers and hidden fields on later pages, escaped, without JavaScript', async () => {
  const client = t.client(ws);
  const created = await client.post(`${V2}/forms`, { body: { form: { title: 'Recall', questions: QUESTIONS, hidden_fields: ['utm_source'] } } });
  const form = created.body.form;
  expect((await client.patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: true } } })).status).toBe(200);

  const first = await browse(t, `${form.attempt_url}?utm_source=${encodeURIComponent('<mail>')}`);
  expect(first.body).not.toContain('{{');
  const hidden = [...first.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match): [string, string] => [match[1], match[2].replace(/&lt;/g, '<').replace(/&gt;/g, '>')]);
  const second = await browse(t, form.attempt_url, {
    form: new URLSearchParams([['your_name', '<b>Ada</b>'], ['plan', 'Pro'], ...hidden, ['_website', ''], ['_action', 'next']]),
  });
  expect(second.status).toBe(200);
  expect(second.body).toContain('<h2 class="page-title">Hello &lt;b&gt;Ada&lt;/b&gt;</h2>');
  expect(second.body).toContain('Why Pro, &lt;b&gt;Ada&lt;/b&gt;? (via &lt;mail&gt;)');
  expect(second.body).not.toContain('<b>Ada</b>');
  expect(second.body).not.toContain('{{');
});

it("shows the respondent's own answers on the thank-you page, and nobody else's", async () => {
  const client = t.client(ws);
  const created = await client.post(`${V2}/forms`, {
    body: { form: { title: 'Recall', questions: QUESTIONS, hidden_fields: ['utm_source'], settings: { thank_you_message: 'Thanks {{your_name}}, enjoy {{plan}} ({{utm_source}})' } } },
  });
  const form = created.body.form;
  expect((await client.patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: true } } })).status).toBe(200);

  const second = await browse(t, form.attempt_url, {
    form: new URLSearchParams([['your_name', '<b>Ada</b>'], ['plan', 'Pro'], ['utm_source', 'mail'], ['_version', '1'], ['_page', '1'], ['_website', ''], ['_action', 'next']]),
  });
  const carried = [...second.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match): [string, string] => [match[1], match[2].replace(/&lt;/g, '<').replace(/&gt;/g, '>')]);
  const sent = await browse(t, form.attempt_url, { form: new URLSearchParams([['why_plan_your_name_via_utm_source', ''], ...carried, ['_website', ''], ['_action', 'next']]) });
  expect(sent.status).toBe(303);
  const setCookie = String(sent.headers['set-cookie'] ?? '');
  expect(setCookie).toMatch(new RegExp(`^_fs_answered=[0-9a-f-]{36}; Max-Age=600; Path=/forms/${form.id}/thank-you; HttpOnly; SameSite=Lax$`));

  const thanked = await browse(t, `${form.attempt_url}/thank-you`, { headers: { Cookie: setCookie.split(';')[0] } });
  expect(thanked.body).toContain('<p role="status">Thanks &lt;b&gt;Ada&lt;/b&gt;, enjoy Pro (mail)</p>');
  // Another browser, or a made-up id, sees the message without anyone's answers.
  const stranger = await browse(t, `${form.attempt_url}/thank-you`);
  expect(stranger.body).toContain('<p role="status">Thanks , enjoy  ()</p>');
  const forged = await browse(t, `${form.attempt_url}/thank-you`, { headers: { Cookie: '_fs_answered=00000000-0000-4000-8000-000000000000' } });
  expect(forged.body).toContain('<p role="status">Thanks , enjoy  ()</p>');
  // The API keeps the template.
  expect((await client.get(`${V2}/forms/${form.id}`)).body.form.settings.thank_you_message).toBe('Thanks {{your_name}}, enjoy {{plan}} ({{utm_source}})');
});

it('recalls the answers on a thank-you page framed on another site, where the browser sends no cookie, and only there', async () => {
  const client = t.client(ws);
  const created = await client.post(`${V2}/forms`, {
    body: { form: { title: 'Framed recall', questions: [QUESTIONS[0]], settings: { thank_you_message: 'Thanks {{your_name}}' } } },
  });
  const form = created.body.form;
  expect((await client.patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: true } } })).status).toBe(200);
  const host = 'https://shop.example.com';
  const framed = `${form.attempt_url}?_embed=${encodeURIComponent(host)}`;
  const shown = await browse(t, framed);
  const carried = [...shown.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match): [string, string] => [match[1], match[2]]);
  const sent = await browse(t, framed, { form: new URLSearchParams([['your_name', 'Grace'], ...carried, ['_website', ''], ['_action', 'submit']]) });
  expect(sent.status).toBe(303);
  const location = new URL(String(sent.headers['location']));
  const submission = location.searchParams.get('submission')!;
  expect(location.searchParams.get('_answered')).toMatch(new RegExp(`^${submission}\\.\\d+\\.[A-Za-z0-9_-]{32}$`));

  // The framed page, without the cookie its browser withheld: the proof in its address recalls the answers.
  const thanked = await browse(t, location.toString());
  expect(thanked.body).toContain('<p role="status">Thanks Grace</p>');
  // What the embedding page is told (the submission's id) recalls nothing, nor does a proof altered or of another form.
  const told = new URL(location); told.searchParams.delete('_answered');
  expect((await browse(t, told.toString())).body).toContain('<p role="status">Thanks </p>');
  const altered = new URL(location); altered.searchParams.set('_answered', location.searchParams.get('_answered')!.replace(/\.(\d+)\./, (_, s) => `.${Number(s) + 60}.`));
  expect((await browse(t, altered.toString())).body).toContain('<p role="status">Thanks </p>');
  const other = await client.post(`${V2}/forms`, { body: { form: { title: 'Other', questions: [QUESTIONS[0]], settings: { thank_you_message: 'Hi {{your_name}}' } } } });
  await client.patch(`${V2}/forms/${other.body.form.id}`, { body: { form: { is_published: true } } });
  const elsewhere = new URL(location.toString().replace(form.id, other.body.form.id));
  expect((await browse(t, elsewhere.toString())).body).toContain('<p role="status">Hi </p>');
});
