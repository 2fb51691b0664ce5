import { expectError, expectOk, expectSubmissionV2 } from '../support/expectations';
import { V1, V2 } from '../support/operations';
import { BEHIND_PROXY_LIMITED, NO_LIMITS } from '../support/shared-app/profiles';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { browse, publishedForm, VALID_ANSWERS } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

jest.setTimeout(120_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let form: any;

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create();
  form = await publishedForm(t.client(ws));
});
afterAll(() => t?.close());

const submit = (body: unknown, options: { formId?: string; headers?: Record<string, string>; host?: string } = {}) =>
  t.anonymous(options.host ?? t.hostOf(ws)).post(`/forms/${options.formId ?? form.id}/submissions`, { body, headers: options.headers });

describe('POST {base_url}/forms/{id}/submissions', () => {
  it('stores a submission that snapshots the questions, in question order, with canonical values', async () => {
    const before = await t.client(ws).get(`${V2}/forms/${form.id}`);
    const response = await submit(
      { responses: VALID_ANSWERS, field_values: { utm_source: 'newsletter' } },
      { headers: { 'User-Agent': IPHONE } },
    );
    expectOk(response, 201);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const submission = response.body.submission;
    expectSubmissionV2(submission);
    expect(submission.responses.map((r: any) => [r.position, r.slug, r.kind, r.label, r.value])).toEqual([
      [1, 'your_name', 'short_text', 'Your name', 'Ada Lovelace'],
      [2, 'tell_us_more', 'long_text', 'Tell us more', 'Line one\nLine two'],
      [3, 'contact_email', 'email', 'Contact email', 'ada@example.com'],
      [4, 'age', 'number', 'Age', '36'],
      [5, 'phone', 'phone', 'Phone', '+44 (20) 7946-0958'],
      [6, 'website', 'url', 'Website', 'https://ada.example.org/about'],
      [7, 'start_date', 'date', 'Start date', '2026-02-28'],
      [8, 'plan', 'single_choice', 'Plan', 'Pro'],
      [9, 'topics', 'multiple_choice', 'Topics', 'Billing, Security'],
      [10, 'country', 'dropdown', 'Country', 'Peru'],
      [11, 'how_good_is_it', 'rating', 'How good is it?', '6'],
      [12, 'newsletter', 'yes_no', 'Newsletter', 'Yes'],
    ]);
    expect(submission.field_values).toEqual([{ field: 'utm_source', value: 'newsletter' }]);
    expect(submission.user_agent).toMatchObject({
      name: 'Mobile Safari',
      version: '17.1',
      operating_system: 'iOS',
      operating_system_version: '17.1',
      device_type: 'mobile',
      device_name: 'Apple iPhone',
      ip_address: '127.0.0.1',
      submission_id: submission.id,
    });

    // v1 shows the same submission without the form version v2 added.
    const { form_version: _formVersion, ...inV1 } = submission;
    const listed = await t.client(ws).get(`${V1}/forms/${form.id}/submissions`);
    expect(listed.body.submissions[0]).toEqual(inV1);
    const listedV2 = await t.client(ws).get(`${V2}/forms/${form.id}/submissions`);
    expect(listedV2.body.submissions[0]).toEqual(submission);
    const after = await t.client(ws).get(`${V2}/forms/${form.id}`);
    expect(after.body.form.submissions_count).toBe(before.body.form.submissions_count + 1);
    expect(after.body.form.updated_at).toBe(before.body.form.updated_at);
  });

  it.each([
    ['1e5', '100000'],
    ['-0', '0'],
    ['3.50', '3.5'],
    ['0.000001', '0.000001'],
    ['-12.5e-2', '-0.125'],
  ])('stores the number %s as %s', async (sent, stored) => {
    const response = await submit({ responses: { ...VALID_ANSWERS, age: sent } });
    expectOk(response, 201);
    expect(response.body.submission.responses[3].value).toBe(stored);
  });

  it('stores unanswered optional questions as "" and a desktop browser as desktop', async () => {
    const response = await submit(
      { responses: { your_name: 'Grace', contact_email: 'g@example.com', plan: 'Basic', topics: 'API' } },
      { headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36' } },
    );
    expectOk(response, 201);
    const values = response.body.submission.responses.map((r: any) => r.value);
    expect(values).toEqual(['Grace', '', 'g@example.com', '', '', '', '', 'Basic', 'API', '', '', '']);
    expect(response.body.submission.field_values).toEqual([]);
    expect(response.body.submission.user_agent).toMatchObject({
      name: 'Chrome', version: '120.0.0.0', operating_system: 'Windows', operating_system_version: '10', device_type: 'desktop', device_name: '',
    });
  });

  it.each([
    [{ contact_email: 'not-an-email' }, 'responses.contact_email is not a valid email'],
    [{ plan: 'Enterprise' }, 'responses.plan must be one of: Basic, Pro'],
    [{ your_name: '   ' }, 'responses.your_name is required'],
    [{ topics: [] }, 'responses.topics is required'],
    [{ topics: ['Billing', 'Gold'] }, 'responses.topics must be among: Billing, API, Security'],
    [{ age: 'forty' }, 'responses.age must be a number'],
    [{ age: '1e999' }, 'responses.age must be a number'],
    [{ age: `1${'0'.repeat(100)}` }, 'responses.age must be at most 100 characters'],
    [{ topics: ['Billing', 'API', 'Security', 'Billing'] }, 'responses.topics must have at most 3 entries'],
    [{ topics: Array.from({ length: 5000 }, () => 'Billing') }, 'responses.topics must have at most 3 entries'],
    [{ how_good_is_it: 8 }, 'responses.how_good_is_it must be an integer from 1 to 7'],
    [{ how_good_is_it: '2.5' }, 'responses.how_good_is_it must be an integer from 1 to 7'],
    [{ newsletter: 'maybe' }, 'responses.newsletter must be Yes or No'],
    [{ start_date: '2026-02-30' }, 'responses.start_date must be a real date as YYYY-MM-DD'],
    [{ website: 'ftp://example.com' }, 'responses.website must be an absolute http or https URL'],
    [{ phone: '12' }, 'responses.phone must be 5-20 digits, spaces or + - ( ) .'],
    [{ your_name: 'x'.repeat(256) }, 'responses.your_name must be at most 255 characters'],
    [{ tell_us_more: 'x'.repeat(10_001) }, 'responses.tell_us_more must be at most 10000 characters'],
    [{ plan: ['Basic', 'Pro'] }, 'responses.plan must be a single answer'],
    [{ your_name: 12 }, 'responses.your_name must be a string'],
    [{ your_name: { first: 'Ada' } }, 'responses.your_name must be a string, a number, a boolean or an array of strings'],
    [{ nickname: 'Ada' }, 'responses.nickname is not a question of this form'],
  ])('refuses the answers %j with 422', async (answers, message) => {
    const count = (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.submissions_count;
    expectError(await submit({ responses: { ...VALID_ANSWERS, ...answers } }), 422, message);
    expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.submissions_count).toBe(count);
  });

  it.each([
    [{ responses: VALID_ANSWERS, field_values: { campaign: 'x' } }, 'field_values.campaign is not a hidden field of this form'],
    [{ responses: VALID_ANSWERS, field_values: { utm_source: 5 } }, 'field_values.utm_source must be a string'],
    [{ responses: VALID_ANSWERS, field_values: { utm_source: 'x'.repeat(1001) } }, 'field_values.utm_source must be at most 1000 characters'],
    [{ responses: VALID_ANSWERS, extra: 1 }, 'extra is not allowed'],
    [{ responses: [] }, 'responses must be an object'],
  ])('refuses the body %# with 422', async (body, message) => {
    expectError(await submit(body), 422, message);
  });

  it('refuses a body over 65,536 bytes with 413, and stores nothing', async () => {
    const count = (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.submissions_count;
    const padded = JSON.stringify({ responses: { ...VALID_ANSWERS, your_name: 'Ada' }, field_values: { utm_source: 'x'.repeat(70_000) } });
    expectError(
      await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, { rawBody: padded, contentType: 'application/json' }),
      413,
      'Request body must not exceed 65536 bytes (64 KB)',
    );
    expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.submissions_count).toBe(count);
  });

  it('refuses a malformed or non-JSON body with 400 or 415, with CORS headers on the error', async () => {
    const malformed = await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, { rawBody: '{', contentType: 'application/json' });
    expectError(malformed, 400, 'Malformed JSON body');
    expect(malformed.headers['access-control-allow-origin']).toBe('*');
    expectError(
      await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, { rawBody: 'a=b', contentType: 'text/plain' }),
      415,
    );
  });

  it('answers the CORS preflight', async () => {
    const response = await browse(t, `${t.baseUrl(ws)}/forms/${form.id}/submissions`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key' },
    });
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
  });

  it('is 404 for an unknown form, another workspace\'s form, or a host without a workspace; 422 when not accepting', async () => {
    const other = await t.workspaces.create();
    const theirs = await publishedForm(t.client(other));
    expectError(await submit({ responses: VALID_ANSWERS }, { formId: theirs.id }), 404, 'Form not found');
    expectError(await submit({ responses: VALID_ANSWERS }, { formId: '00000000-0000-4000-8000-000000000000' }), 404, 'Form not found');
    expectError(await submit({ responses: VALID_ANSWERS }, { formId: 'nope' }), 404, 'Form not found');
    expectError(await submit({ responses: VALID_ANSWERS }, { host: t.hostOf('your-subdomain') }), 404, 'Workspace not found');
    expect((await t.client(other).get(`${V2}/forms/${theirs.id}`)).body.form.submissions_count).toBe(0);

    const paused = await publishedForm(t.client(ws));
    await t.client(ws).patch(`${V2}/forms/${paused.id}`, { body: { form: { is_disabled: true } } });
    expectError(await submit({ responses: VALID_ANSWERS }, { formId: paused.id }), 422, 'Form is not accepting responses');
    const draft = (await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Draft', questions: [{ kind: 'yes_no', label: 'Ok' }] } } })).body.form;
    expectError(await submit({ responses: {} }, { formId: draft.id }), 422, 'Form is not accepting responses');
  });
});

describe('Idempotency-Key', () => {
  it('does a request once per form and key: same answer on retry, 422 for another body', async () => {
    const key = `retry-${Date.now()}`;
    const body = { responses: VALID_ANSWERS };
    const first = await submit(body, { headers: { 'Idempotency-Key': key } });
    expectOk(first, 201);
    const count = (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.submissions_count;
    const again = await submit(body, { headers: { 'Idempotency-Key': key } });
    expect([again.status, again.text]).toEqual([201, first.text]);
    expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.submissions_count).toBe(count);
    expectError(
      await submit({ responses: { ...VALID_ANSWERS, plan: 'Basic' } }, { headers: { 'Idempotency-Key': key } }),
      422,
      'Idempotency-Key was already used with a different request',
    );
    // The same key on another form is another request.
    const second = await publishedForm(t.client(ws));
    expectOk(await submit(body, { formId: second.id, headers: { 'Idempotency-Key': key } }), 201);
  });

  it('lets a retry run again after the first attempt failed', async () => {
    const key = `fails-first-${Date.now()}`;
    expectError(await submit({ responses: { ...VALID_ANSWERS, plan: 'Gold' } }, { headers: { 'Idempotency-Key': key } }), 422);
    expectOk(await submit({ responses: VALID_ANSWERS }, { headers: { 'Idempotency-Key': key } }), 201);
  });

  it('answers 409 while the first request with the key is running, and stores one submission', async () => {
    const key = `race-${Date.now()}`;
    const fresh = await publishedForm(t.client(ws));
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => submit({ responses: VALID_ANSWERS }, { formId: fresh.id, headers: { 'Idempotency-Key': key } })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const created = new Set(responses.filter((r) => r.status === 201).map((r) => r.body.submission.id));
    expect(created.size).toBe(1);
    for (const response of responses.filter((r) => r.status === 409)) {
      expectError(response, 409, 'A request with this Idempotency-Key is in progress');
    }
    expect((await t.client(ws).get(`${V2}/forms/${fresh.id}`)).body.form.submissions_count).toBe(1);
  });

  it.each([[''], ['x'.repeat(256)], ['caf\u00e9']])('refuses the key %j', async (key) => {
    const response = await browse(t, `${t.baseUrl(ws)}/forms/${form.id}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, accept: 'application/json' },
      form: JSON.stringify({ responses: VALID_ANSWERS }),
    });
    expect(response.status).toBe(422);
    expect(JSON.parse(response.body)).toEqual({ error: 'Idempotency-Key must be 1-255 printable ASCII characters' });
  });
});

describe('the abuse limit', () => {
  it('refuses the submission past the limit per address and minute with 429 and Retry-After, on the page too', async () => {
    // The worker's server of three submissions a minute per client (no proxy sends X-Forwarded-For here).
    const limited = await sharedTestApp(BEHIND_PROXY_LIMITED, { mail: true });
    try {
      const owner = await limited.workspaces.create();
      const target = await publishedForm(limited.client(owner));
      const post = () => limited.anonymous(limited.hostOf(owner)).post(`/forms/${target.id}/submissions`, { body: { responses: VALID_ANSWERS } });
      // Refused answers do not count.
      expectError(await limited.anonymous(limited.hostOf(owner)).post(`/forms/${target.id}/submissions`, { body: { responses: {} } }), 422);
      const results = await Promise.all(Array.from({ length: 6 }, post));
      expect(results.filter((r) => r.status === 201)).toHaveLength(3);
      const refused = results.filter((r) => r.status === 429);
      expect(refused).toHaveLength(3);
      for (const response of refused) {
        expectError(response, 429, 'Too many submissions, try again later');
        const seconds = Number(response.headers['retry-after']);
        expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
      }
      const fields = new URLSearchParams({ your_name: 'Ada', contact_email: 'a@example.com', plan: 'Pro', topics: 'API' });
      const page = await browse(limited, `${limited.baseUrl(owner)}/forms/${target.id}`, { form: fields });
      expect(page.status).toBe(429);
      expect(page.headers['retry-after']).toBeDefined();
      expect(page.body).toContain('Too many submissions');
      expect((await limited.client(owner).get(`${V2}/forms/${target.id}`)).body.form.submissions_count).toBe(3);
    } finally {
      await limited.close();
    }
  });
});

describe('the fill page', () => {
  const pageUrl = () => `${t.baseUrl(ws)}/forms/${form.id}`;

  it('renders every question with a bound label, fieldsets for choices, hidden fields from the query and a honeypot', async () => {
    const page = await browse(t, `${pageUrl()}?utm_source=mail&ignored=1`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html.match(/<form /g)).toHaveLength(1);
    expect(html).toContain('<form method="post">');
    expect(html).toMatch(/<label for="q-your_name">Your name/);
    expect(html).toMatch(/<input type="text" id="q-your_name" name="your_name" value="" required>/);
    expect(html).toMatch(/<textarea id="q-tell_us_more" name="tell_us_more">/);
    expect(html).toMatch(/<input type="email" id="q-contact_email" name="contact_email"[^>]* required/);
    expect(html).toMatch(/<input type="number" id="q-age" name="age"/);
    expect(html).toMatch(/<input type="tel" id="q-phone" name="phone"/);
    expect(html).toMatch(/<input type="url" id="q-website" name="website"/);
    expect(html).toMatch(/<input type="date" id="q-start_date" name="start_date"/);
    expect(html).toMatch(/<fieldset class="question">\n<legend>Plan/);
    expect(html).toMatch(/<input type="radio" id="q-plan-2" name="plan" value="Pro" required><label for="q-plan-2">Pro<\/label>/);
    expect(html).toMatch(/<input type="checkbox" id="q-topics-1" name="topics" value="Billing"><label/);
    expect(html).toMatch(/<select id="q-country" name="country"><option value="">Choose…<\/option><option value="Kenya">/);
    expect(html).toMatch(/<input type="radio" id="q-how_good_is_it-7" name="how_good_is_it" value="7">/);
    expect(html).toMatch(/<input type="radio" id="q-newsletter-1" name="newsletter" value="Yes">/);
    expect(html).toContain('<input type="hidden" name="utm_source" value="mail">');
    expect(html).not.toContain('ignored');
    expect(html).toMatch(/class="hp"/);
    // Nothing from another host.
    expect(html).not.toMatch(/\ssrc=|<link|action=|https?:\/\/(?!www\.w3\.org)/);
    // Described for search engines and link previews, with the form's title.
    expect(html).toMatch(/<meta name="description" content="Every kind · [^"]+">/);
  });

  it('answers the favicon browsers ask every host for', async () => {
    const response = await browse(t, `${t.baseUrl(ws)}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('stores a post, ignores unknown fields and redirects to the thank-you page', async () => {
    const fields = new URLSearchParams([
      ['your_name', 'Radia'], ['contact_email', 'radia@example.com'], ['plan', 'Basic'], ['topics', 'API'], ['topics', 'Billing'],
      ['newsletter', 'No'], ['how_good_is_it', '3'], ['utm_source', 'page'], ['not_a_question', 'x'], ['_website', ''],
    ]);
    const response = await browse(t, `${pageUrl()}?utm_source=page`, { form: fields, headers: { 'user-agent': IPHONE } });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`${pageUrl()}/thank-you`);
    const thanks = await browse(t, String(response.headers.location));
    expect(thanks.status).toBe(200);
    expect(thanks.body).toContain('Thank you');
    const latest = (await t.client(ws).get(`${V1}/forms/${form.id}/submissions`)).body.submissions[0];
    expect(latest.responses.map((r: any) => r.value)).toEqual(['Radia', '', 'radia@example.com', '', '', '', '', 'Basic', 'Billing, API', '', '3', 'No']);
    expect(latest.field_values).toEqual([{ field: 'utm_source', value: 'page' }]);
  });

  it('refuses a post over 65,536 bytes with 413', async () => {
    const fields = new URLSearchParams([['your_name', 'x'.repeat(70_000)]]);
    const response = await browse(t, pageUrl(), { form: fields });
    expect(response.status).toBe(413);
  });

  it('shows the page again with 422, values kept and each problem next to its question', async () => {
    const fields = new URLSearchParams([['your_name', 'Kept <value>'], ['contact_email', 'nope'], ['plan', 'Basic'], ['plan', 'Pro'], ['age', 'x']]);
    const response = await browse(t, pageUrl(), { form: fields });
    expect(response.status).toBe(422);
    const html = response.body;
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="Kept &lt;value&gt;"');
    expect(html).toMatch(/id="q-contact_email" name="contact_email" value="nope"[^>]*aria-invalid="true" aria-describedby="q-contact_email-error"/);
    expect(html).toContain('<p class="error" id="q-contact_email-error">This answer is not a valid email.</p>');
    expect(html).toContain('<p class="error" id="q-plan-error">This answer must be a single answer.</p>');
    expect(html).toContain('<p class="error" id="q-topics-error">This answer is required.</p>');
    expect(html).toContain('<p class="error" id="q-age-error">This answer must be a number.</p>');
  });

  it('says so when a value carried by the link is refused, and stores nothing', async () => {
    const count = (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.submissions_count;
    const fields = new URLSearchParams([
      ['your_name', 'Ada'], ['contact_email', 'ada@example.com'], ['plan', 'Pro'], ['topics', 'API'], ['utm_source', 'u'.repeat(1001)],
    ]);
    const response = await browse(t, pageUrl(), { form: fields });
    expect(response.status).toBe(422);
    expect(response.body).toMatch(/<div class="summary" role="alert"[^>]*>\n<h2>Your answers were not sent<\/h2>/);
    expect(response.body).toContain('The link to this form carries a value that cannot be accepted (utm_source must be at most 1000 characters)');
    expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.submissions_count).toBe(count);
  });

  it('takes a filled honeypot as accepted and stores nothing', async () => {
    const count = (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.submissions_count;
    const fields = new URLSearchParams({ your_name: 'Bot', contact_email: 'bot@example.com', plan: 'Pro', topics: 'API', _website: 'http://spam.example' });
    const response = await browse(t, pageUrl(), { form: fields });
    expect(response.status).toBe(303);
    expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.submissions_count).toBe(count);
  });

  it('says so, without a form, when the form stops accepting responses, also to a page that was already open', async () => {
    const closing = await publishedForm(t.client(ws));
    const url = `${t.baseUrl(ws)}/forms/${closing.id}`;
    expect((await browse(t, url)).body).toContain('<form');
    await t.client(ws).patch(`${V2}/forms/${closing.id}`, { body: { form: { is_published: false } } });
    const fields = new URLSearchParams({ your_name: 'Late', contact_email: 'late@example.com', plan: 'Pro', topics: 'API' });
    const late = await browse(t, url, { form: fields });
    expect(late.status).toBe(422);
    expect(late.body).toContain('This form is not accepting responses.');
    expect(late.body).not.toContain('<form');
    const shown = await browse(t, url);
    expect(shown.status).toBe(200);
    expect(shown.body).not.toContain('<form');
    expect((await t.client(ws).get(`${V2}/forms/${closing.id}`)).body.form.submissions_count).toBe(0);
  });
});

describe('the client address', () => {
  it('is the socket peer, or with TRUST_PROXY the address the load balancer reports', async () => {
    const proxied = await sharedTestApp(BEHIND_PROXY_LIMITED, { mail: true });
    try {
      const owner = await proxied.workspaces.create();
      const target = await publishedForm(proxied.client(owner));
      const post = (app: SharedTestApp, host: string, formId: string) =>
        app.anonymous(host).post(`/forms/${formId}/submissions`, {
          body: { responses: VALID_ANSWERS },
          headers: { 'X-Forwarded-For': '203.0.113.9' },
        });
      const behindProxy = await post(proxied, proxied.hostOf(owner), target.id);
      expectOk(behindProxy, 201);
      expect(behindProxy.body.submission.user_agent.ip_address).toBe('203.0.113.9');
      // Without TRUST_PROXY the header is the client's word, and ignored.
      const direct = await post(t, t.hostOf(ws), form.id);
      expectOk(direct, 201);
      expect(direct.body.submission.user_agent.ip_address).toBe('127.0.0.1');
    } finally {
      await proxied.close();
    }
  });

  it("scopes an Idempotency-Key to the client: another address's replay is a new submission and learns nothing of the first", async () => {
    const proxied = await sharedTestApp(BEHIND_PROXY_LIMITED, { mail: true });
    try {
      const owner = await proxied.workspaces.create();
      const target = await publishedForm(proxied.client(owner));
      const key = `shared-${Date.now()}`;
      const post = (address: string, userAgent: string) =>
        proxied.anonymous(proxied.hostOf(owner)).post(`/forms/${target.id}/submissions`, {
          body: { responses: VALID_ANSWERS },
          headers: { 'X-Forwarded-For': address, 'User-Agent': userAgent, 'Idempotency-Key': key },
        });
      const first = await post('203.0.113.9', 'First submitter');
      expectOk(first, 201);
      const replay = await post('203.0.113.9', 'First submitter');
      expect([replay.status, replay.text]).toEqual([201, first.text]);

      const stranger = await post('198.51.100.7', 'Someone else');
      expectOk(stranger, 201);
      expect(stranger.body.submission.id).not.toBe(first.body.submission.id);
      expect(stranger.text).not.toContain('203.0.113.9');
      expect(stranger.text).not.toContain('First submitter');
      expect(stranger.body.submission.user_agent.ip_address).toBe('198.51.100.7');
      expect((await proxied.client(owner).get(`${V2}/forms/${target.id}`)).body.form.submissions_count).toBe(2);
    } finally {
      await proxied.close();
    }
  });
});
