import { browse, EVERY_KIND, publishedForm, type PageResponse } from '../collecting/support';
import { threePageForm, valuesOf } from '../pages/support';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// A link's query parameters named like questions prefill the fill page, without JavaScript: the page's
// own HTML carries the answers, which stay the respondent's to change and are checked when sent.

jest.setTimeout(90_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create();
});
afterAll(() => t?.close());

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The value each named control of the page would send as it stands (text, checked boxes, selected options, hidden inputs). */
function controlsOf(html: string): Array<[string, string]> {
  const controls: Array<[string, string]> = [];
  for (const match of html.matchAll(/<input ([^>]*)>/g)) {
    const attributes = match[1];
    const name = /name="([^"]*)"/.exec(attributes)?.[1];
    const value = /value="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const type = /type="([^"]*)"/.exec(attributes)?.[1] ?? 'text';
    if (name === undefined || type === 'file') continue;
    if ((type === 'radio' || type === 'checkbox') && !/\bchecked\b/.test(attributes)) continue;
    controls.push([unescape(name), unescape(value)]);
  }
  for (const match of html.matchAll(/<textarea [^>]*name="([^"]*)"[^>]*>([^<]*)<\/textarea>/g)) controls.push([unescape(match[1]), unescape(match[2])]);
  for (const match of html.matchAll(/<select [^>]*name="([^"]*)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const selected = /<option value="([^"]*)" selected>/.exec(match[2]);
    if (selected) controls.push([unescape(match[1]), unescape(selected[1])]);
  }
  return controls;
}

function valueOf(page: PageResponse, name: string): string[] {
  return controlsOf(page.body)
    .filter(([control]) => control === name)
    .map(([, value]) => value);
}

function open(form: any, query: Array<[string, string]>): Promise<PageResponse> {
  return browse(t, `${form.attempt_url}?${new URLSearchParams(query)}`);
}

async function stored(form: any): Promise<any[]> {
  const response = await t.client(ws).get(`${V2}/forms/${form.id}/submissions`);
  return response.body.submissions;
}

it('fills each kind of question from the link, and the page sends them as answers', async () => {
  const form = await publishedForm(t.client(ws));
  const page = await open(form, [
    ['your_name', 'Ada <Lovelace>'],
    ['contact_email', 'ada@example.com'],
    ['age', '36'],
    ['start_date', '2026-02-28'],
    ['plan', 'Pro'],
    ['topics', 'Security'],
    ['topics', 'Billing'],
    ['country', 'Peru'],
    ['how_good_is_it', '6'],
    ['newsletter', 'Yes'],
    ['utm_source', 'mail'],
  ]);
  expect(page.status).toBe(200);
  expect(page.body).toContain('value="Ada &lt;Lovelace&gt;"');
  expect({
    your_name: valueOf(page, 'your_name'),
    contact_email: valueOf(page, 'contact_email'),
    age: valueOf(page, 'age'),
    start_date: valueOf(page, 'start_date'),
    plan: valueOf(page, 'plan'),
    topics: valueOf(page, 'topics'),
    country: valueOf(page, 'country'),
    how_good_is_it: valueOf(page, 'how_good_is_it'),
    newsletter: valueOf(page, 'newsletter'),
    utm_source: valueOf(page, 'utm_source'),
    tell_us_more: valueOf(page, 'tell_us_more'),
  }).toEqual({
    your_name: ['Ada <Lovelace>'],
    contact_email: ['ada@example.com'],
    age: ['36'],
    start_date: ['2026-02-28'],
    plan: ['Pro'],
    topics: ['Billing', 'Security'],
    country: ['Peru'],
    how_good_is_it: ['6'],
    newsletter: ['Yes'],
    utm_source: ['mail'],
    tell_us_more: [''],
  });

  // The respondent changes one answer and sends the page as it stands.
  const controls = controlsOf(page.body).map(([name, value]): [string, string] => [name, name === 'country' ? 'Japan' : value]);
  const sent = await browse(t, form.attempt_url, { form: new URLSearchParams(controls) });
  expect(sent.status).toBe(303);
  const [submission] = await stored(form);
  expect(valuesOf(submission)).toMatchObject({ your_name: 'Ada <Lovelace>', topics: 'Billing, Security', country: 'Japan', how_good_is_it: '6', newsletter: 'Yes' });
});

it('ignores values that are not valid answers, without an error', async () => {
  const form = await publishedForm(t.client(ws));
  const page = await open(form, [
    ['contact_email', 'not an email'],
    ['age', 'thirty'],
    ['start_date', '2026-02-30'],
    ['plan', 'Enterprise'],
    ['topics', 'Billing'],
    ['topics', 'Cooking'],
    ['country', 'peru'],
    ['how_good_is_it', '9'],
    ['newsletter', 'maybe'],
    ['website', 'javascript:alert(1)'],
  ]);
  expect(page.status).toBe(200);
  expect(page.body).not.toContain('class="summary"');
  const shown = Object.fromEntries(
    ['contact_email', 'age', 'start_date', 'plan', 'topics', 'country', 'how_good_is_it', 'newsletter', 'website'].map((slug) => [slug, valueOf(page, slug)]),
  );
  expect(shown).toEqual({
    contact_email: [''],
    age: [''],
    start_date: [''],
    plan: [],
    topics: ['Billing'],
    country: [],
    how_good_is_it: [],
    newsletter: [],
    website: [''],
  });
});

it('carries answers for later pages to their page, where they can still be changed', async () => {
  const form = await threePageForm(t.client(ws));
  const first = await open(form, [
    ['your_name', 'Ada'],
    ['plan', 'Pro'],
    ['seats', '12'],
    ['contact_email', 'ada@example.com'],
    ['utm_source', 'newsletter'],
  ]);
  expect(valueOf(first, 'your_name')).toEqual(['Ada']);
  expect(valueOf(first, 'plan')).toEqual(['Pro']);
  const second = await browse(t, form.attempt_url, { form: new URLSearchParams([...controlsOf(first.body), ['_action', 'next']]) });
  expect(second.status).toBe(200);
  expect(second.body).toContain('Page 2 of 3');
  expect(second.body).toMatch(/<input[^>]*type="number"[^>]*name="seats"[^>]*value="12"|<input[^>]*name="seats"[^>]*value="12"/);
  const third = await browse(t, form.attempt_url, {
    form: new URLSearchParams([...controlsOf(second.body).map(([name, value]): [string, string] => [name, name === 'seats' ? '3' : value]), ['_action', 'next']]),
  });
  expect(third.body).toContain('Page 3 of 3');
  expect(valueOf(third, 'contact_email')).toEqual(['ada@example.com']);
  const sent = await browse(t, form.attempt_url, { form: new URLSearchParams([...controlsOf(third.body), ['_action', 'next']]) });
  expect(sent.status).toBe(303);
  const [submission] = await stored(form);
  expect(valuesOf(submission)).toMatchObject({ your_name: 'Ada', plan: 'Pro', seats: '3', contact_email: 'ada@example.com' });
  const [row] = await t.dataSource.query(`SELECT field_values FROM submissions WHERE workspace_id = $1 AND form_id = $2`, [ws.id, form.id]);
  expect(row.field_values).toEqual([{ field: 'utm_source', value: 'newsletter' }]);
});

it('keeps a link without prefill exactly as before', async () => {
  const form = await publishedForm(t.client(ws), { questions: EVERY_KIND });
  const plain = await browse(t, form.attempt_url);
  const other = await open(form, [['unknown', 'x'], ['utm_source', 'ad']]);
  expect(other.body.replace('<input type="hidden" name="utm_source" value="ad">', '')).toBe(plain.body);
});
