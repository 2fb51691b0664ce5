import { expectOk } from '../support/expectations';
import { V1, V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { browse, type PageResponse } from '../collecting/support';
import { threePageForm, valuesOf } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// The fill page of a form with pages and conditions, posted exactly as a browser without JavaScript
// posts it: every hidden input of the page, the honeypot (empty), the controls answered, and the
// name and value of the button pressed.

jest.setTimeout(120_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let form: any;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create({ name: 'Acme Research' });
  form = await threePageForm(t.client(ws));
});
afterAll(() => t?.close());

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The hidden inputs of a page, in order, as a browser would send them. */
function hiddenInputs(html: string): Array<[string, string]> {
  return [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [unescape(match[1]), unescape(match[2])]);
}

/** The visit's signed value a page carries, counted on `pages` (joined by "-"): its figures are the funnel's. */
const visitOn = (pages: string): [string, string] => ['_visit', expect.stringMatching(new RegExp(`^[\\w-]{16}\\.${pages}\\.[\\w-]{32}$`))];

/** What a browser without JavaScript sends when `button` is pressed after answering `controls`. */
function post(page: PageResponse, controls: Array<[string, string]>, button: 'next' | 'back' = 'next', extra: Array<[string, string]> = []): Promise<PageResponse> {
  const body = new URLSearchParams([...controls, ...hiddenInputs(page.body), ['_website', ''], ['_action', button], ...extra]);
  return browse(t, form.attempt_url, { form: body });
}

const count = async () => (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.submissions_count;
const attribute = (html: string, id: string) => new RegExp(`<[^>]* id="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('a form with pages, without JavaScript', () => {
  it('steps through three pages where the second appears only for Pro, goes back, and stores only after the last', async () => {
    const before = await count();
    const first = await browse(t, `${form.attempt_url}?utm_source=newsletter`);
    expect(first.status).toBe(200);
    expect(first.body).toContain('<p class="progress">Page 1 of 2</p>');
    expect(first.body).toContain('id="q-your_name"');
    expect(first.body).not.toContain('id="q-seats"');
    expect(first.body).toContain('<button type="submit" name="_action" value="next">Next</button>');
    expect(first.body).not.toContain('value="back"');
    // The page carries the version it showed, so that a respondent finishes on the version they started.
    expect(hiddenInputs(first.body)).toEqual([['_version', '1'], visitOn(''), ['_page', '1'], ['utm_source', 'newsletter']]);

    // Pro: the team page is shown next, with the answers of page 1 carried along.
    const second = await post(first, [['your_name', ' Ada '], ['plan', 'Pro']]);
    expect(second.status).toBe(200);
    expect(second.body).toContain('<p class="progress">Page 2 of 3</p>');
    expect(second.body).toContain('<h2 class="page-title">Your team</h2>');
    expect(hiddenInputs(second.body)).toEqual([['_version', '1'], visitOn('2'), ['your_name', ' Ada '], ['plan', 'Pro'], ['_page', '2'], ['utm_source', 'newsletter']]);
    expect(attribute(second.body, 'q-seats')).toContain(' required');
    // Its invoice question depends on seats, on the same page: a note, no required attribute, the page's script.
    expect(second.body).toContain('<p class="applies" id="q-invoice-applies">Answer this only if “Seats” is more than “10”.</p>');
    expect(attribute(second.body, 'q-invoice-1')).not.toContain('required');
    expect(second.body).toMatch(/<fieldset class="question" aria-describedby="q-invoice-applies" data-visible-if="[^"]+" data-required>/);
    expect(second.body).toMatch(/<script src="\/fill-page\.js\?v=[0-9a-f]{12}"><\/script>/);
    expect(second.body).toContain('value="back" formnovalidate>Back</button>');

    // More than 10 seats make the invoice question apply: required, 422 with the page again.
    const refused = await post(second, [['seats', '12']]);
    expect(refused.status).toBe(422);
    expect(refused.body).toContain('<p class="progress">Page 2 of 3</p>');
    expect(refused.body).toContain('<p class="error" id="q-invoice-error">This answer is required.</p>');
    expect(refused.body).toContain('aria-describedby="q-invoice-applies q-invoice-error"');
    expect(attribute(refused.body, 'q-seats')).toContain('value="12"');

    // Back to page 1: its answers shown again, the team page's answers carried.
    const back = await post(refused, [['seats', '12'], ['invoice', 'Yes']], 'back');
    expect(back.status).toBe(200);
    expect(back.body).toContain('<p class="progress">Page 1 of 3</p>');
    expect(attribute(back.body, 'q-your_name')).toContain('value=" Ada "');
    expect(attribute(back.body, 'q-plan-2')).toContain(' checked');
    expect(hiddenInputs(back.body)).toEqual([['_version', '1'], visitOn('2'), ['seats', '12'], ['invoice', 'Yes'], ['_page', '1'], ['utm_source', 'newsletter']]);

    // Forward again through the team page to the last page.
    const again = await post(back, [['your_name', 'Ada'], ['plan', 'Pro']]);
    expect(again.body).toContain('<p class="progress">Page 2 of 3</p>');
    expect(attribute(again.body, 'q-seats')).toContain('value="12"');
    const last = await post(again, [['seats', '12'], ['invoice', 'Yes']]);
    expect(last.status).toBe(200);
    expect(last.body).toContain('<p class="progress">Page 3 of 3</p>');
    expect(last.body).toContain('<h2 class="page-title">Last words</h2>');
    // Shown for the hidden field utm_source=newsletter: decided already, so no note and no script.
    expect(last.body).toContain('id="q-comments"');
    expect(last.body).not.toContain('class="applies"');
    expect(last.body).not.toContain('<script');
    expect(last.body).toContain('<button type="submit" name="_action" value="next">Submit</button>');
    expect(await count()).toBe(before);

    const done = await post(last, [['contact_email', 'ada@example.com'], ['comments', 'From the newsletter']]);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`${form.attempt_url}/thank-you`);
    expect(await count()).toBe(before + 1);
    const [stored] = (await t.client(ws).get(`${V1}/forms/${form.id}/submissions`)).body.submissions;
    expect(valuesOf(stored)).toEqual({ your_name: 'Ada', plan: 'Pro', seats: '12', invoice: 'Yes', contact_email: 'ada@example.com', comments: 'From the newsletter' });
    expect(stored.field_values).toEqual([{ field: 'utm_source', value: 'newsletter' }]);
  });

  it('skips the team page for Basic, ignores tampered inputs for it, and stores what the JSON intake stores for the same answers', async () => {
    const first = await browse(t, form.attempt_url);
    const last = await post(first, [['your_name', 'Grace'], ['plan', 'Basic']]);
    expect(last.status).toBe(200);
    expect(last.body).toContain('<p class="progress">Page 2 of 2</p>');
    expect(last.body).not.toContain('id="q-seats"');
    expect(last.body).toContain('id="q-comments"');
    const done = await post(last, [['contact_email', 'grace@example.com'], ['comments', 'Hello']], 'next', [['seats', 'not a number'], ['invoice', 'Yes']]);
    expect(done.status).toBe(303);
    const [fromPage] = (await t.client(ws).get(`${V1}/forms/${form.id}/submissions`)).body.submissions;

    const fromJson = await t.anonymous(t.hostOf(ws)).post(`/forms/${form.id}/submissions`, {
      body: { responses: { your_name: 'Grace', plan: 'Basic', contact_email: 'grace@example.com', comments: 'Hello' } },
    });
    expectOk(fromJson, 201);
    const shape = (submission: any) => ({ responses: submission.responses.map(({ id: _id, ...response }: any) => response), field_values: submission.field_values });
    expect(shape(fromPage)).toEqual(shape(fromJson.body.submission));
    expect(valuesOf(fromPage)).toEqual({ your_name: 'Grace', plan: 'Basic', seats: '', invoice: '', contact_email: 'grace@example.com', comments: 'Hello' });
  });

  it('shows the problems of a page next to their questions and stays on it', async () => {
    const first = await browse(t, form.attempt_url);
    const refused = await post(first, [['your_name', '  ']]);
    expect(refused.status).toBe(422);
    expect(refused.body).toContain('<p class="progress">Page 1 of 2</p>');
    expect(refused.body).toContain('<p class="error" id="q-your_name-error">This answer is required.</p>');
    expect(refused.body).toContain('<p class="error" id="q-plan-error">This answer is required.</p>');
    expect(refused.body).toContain('<fieldset class="question" aria-describedby="q-plan-error">');
    expect(refused.body).toContain('Please correct these 2 answers');
  });

  it('checks every page again at the end: a tampered answer of an earlier page brings that page back with 422', async () => {
    const before = await count();
    const first = await browse(t, form.attempt_url);
    const last = await post(first, [['your_name', 'Ada'], ['plan', 'Basic']]);
    const tampered = { ...last, body: last.body.replace('name="plan" value="Basic"', 'name="plan" value="Gold"') };
    const refused = await post(tampered, [['contact_email', 'ada@example.com']]);
    expect(refused.status).toBe(422);
    expect(refused.body).toContain('<p class="progress">Page 1 of 2</p>');
    expect(refused.body).toContain('<p class="error" id="q-plan-error">This answer must be one of: Basic, Pro.</p>');
    expect(hiddenInputs(refused.body)).toContainEqual(['contact_email', 'ada@example.com']);
    expect(await count()).toBe(before);
  });

  it('takes a page the answers do not show as the one before it, and a page number out of range as the first', async () => {
    const first = await browse(t, form.attempt_url);
    const skipped = await browse(t, form.attempt_url, { form: new URLSearchParams([['your_name', 'Ada'], ['plan', 'Basic'], ['_page', '2'], ['_action', 'next']]) });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toContain('<p class="progress">Page 2 of 2</p>');
    const wild = await post({ ...first, body: first.body.replace('name="_page" value="1"', 'name="_page" value="999"') }, [['your_name', 'Ada']]);
    expect(wild.status).toBe(422);
    expect(wild.body).toContain('<p class="progress">Page 1 of 2</p>');
  });

  it('serves the page script from its own origin, and a single page with a condition on a hidden field decides it on the server', async () => {
    const second = await post(await browse(t, form.attempt_url), [['your_name', 'Ada'], ['plan', 'Pro']]);
    const src = /<script src="([^"]+)"><\/script>/.exec(second.body)![1];
    const script = await browse(t, `${t.baseUrl(ws)}${src}`);
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('data-visible-if');
    expect(second.headers['content-security-policy']).toContain("script-src 'self'");

    const single = (
      await t.client(ws).post(`${V2}/forms`, {
        body: {
          form: {
            title: 'One page',
            hidden_fields: ['ref'],
            questions: [
              { kind: 'short_text', label: 'Name' },
              { kind: 'short_text', label: 'Partner code', required: true, visible_if: { match: 'all', conditions: [{ hidden_field: 'ref', operator: 'equals', value: 'partner' }] } },
            ],
          },
        },
      })
    ).body.form;
    expectOk(await t.client(ws).patch(`${V2}/forms/${single.id}`, { body: { form: { is_published: true } } }));
    const plain = await browse(t, single.attempt_url);
    expect(plain.body).not.toContain('q-partner_code');
    expect(plain.body).not.toContain('class="progress"');
    expect(plain.body).toContain('value="next">Submit</button>');
    const partner = await browse(t, `${single.attempt_url}?ref=partner`);
    expect(attribute(partner.body, 'q-partner_code')).toContain(' required');
    const refused = await browse(t, single.attempt_url, { form: new URLSearchParams([['name', 'Ada'], ['ref', 'partner'], ['_page', '1'], ['_action', 'next']]) });
    expect(refused.status).toBe(422);
    expect(refused.body).toContain('<p class="error" id="q-partner_code-error">This answer is required.</p>');
  });
});
