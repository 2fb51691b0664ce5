import { browse, type PageResponse } from '../collecting/support';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { threePageForm } from '../pages/support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// The brand's embed_origins as the fill page's frame-ancestors, through the real app: every page of a
// form (its later pages, the thank-you, closed and resume pages) lets any site frame it while the list is
// empty, and only the listed sites once it is not, read anew on every page load.

jest.setTimeout(120_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let other: WorkspaceFixture;
let form: any;
let closed: any;

const SHOP = 'https://shop.example.com';
const BLOG = 'https://blog.example.com:8443';

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create();
  other = await t.workspaces.create();
  form = await threePageForm(t.client(ws), 'Framed');
  const kept = await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { settings: { save_partial_responses: true } } } });
  expect(kept.status).toBe(200);
  const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Not published', questions: [{ kind: 'short_text', label: 'Name' }] } } });
  expect(created.status).toBe(201);
  closed = created.body.form;
});
afterAll(() => t?.close());

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function post(url: string, page: PageResponse, controls: Array<[string, string]>): Promise<PageResponse> {
  const hidden = [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match): [string, string] => [unescape(match[1]), unescape(match[2])]);
  return browse(t, url, { form: new URLSearchParams([...controls, ...hidden, ['_website', ''], ['_action', 'next']]) });
}

async function setOrigins(origins: string[], workspace = ws): Promise<void> {
  const changed = await t.client(workspace).patch(`${V2}/brand`, { body: { brand: { embed_origins: origins } } });
  expect([changed.status, changed.body.brand?.embed_origins]).toEqual([200, origins]);
}

const frameAncestorsOf = (page: PageResponse) => /frame-ancestors ([^;]*)$/.exec(String(page.headers['content-security-policy']))?.[1];

/** Every kind of page of the form, each with its status and the frame-ancestors it was sent with. */
async function everyPage(): Promise<Array<[string, number, string | undefined]>> {
  const url = form.attempt_url as string;
  const first = await browse(t, url);
  const second = await post(url, first, [['your_name', 'Ada'], ['plan', 'Pro']]);
  const refused = await post(url, second, [['seats', 'many']]);
  const third = await post(url, second, [['seats', '3']]);
  const resume = /<a href="([^"]*\/resume\/[^"]*)">Continue later<\/a>/.exec(third.body)![1];
  const resumed = await browse(t, resume);
  const ended = await browse(t, `${url}/resume/${'x'.repeat(43)}`);
  const sent = await post(url, third, [['contact_email', 'ada@example.com']]);
  const thanks = await browse(t, `${url}/thank-you`);
  const notAccepting = await browse(t, closed.attempt_url);
  const pages: Array<[string, PageResponse]> = [
    ['first page', first],
    ['second page', second],
    ['a page with problems', refused],
    ['third page', third],
    ['resume', resumed],
    ['an ended resume link', ended],
    ['the redirect to thank-you', sent],
    ['thank-you', thanks],
    ['closed', notAccepting],
  ];
  return pages.map(([name, page]) => [name, page.status, frameAncestorsOf(page)]);
}

describe("the brand's embed_origins", () => {
  it("become every fill page's frame-ancestors, any site while the list is empty, and the next page load follows a change", async () => {
    const open = await everyPage();
    expect(open).toEqual([
      ['first page', 200, '*'],
      ['second page', 200, '*'],
      ['a page with problems', 422, '*'],
      ['third page', 200, '*'],
      ['resume', 200, '*'],
      ['an ended resume link', 404, '*'],
      ['the redirect to thank-you', 303, '*'],
      ['thank-you', 200, '*'],
      ['closed', 200, '*'],
    ]);

    await setOrigins([SHOP, BLOG]);
    expect(await everyPage()).toEqual(open.map(([name, status]) => [name, status, `${SHOP} ${BLOG}`]));
    // Another workspace's list is its own.
    const elsewhere = await threePageForm(t.client(other), 'Elsewhere');
    expect(frameAncestorsOf(await browse(t, elsewhere.attempt_url))).toBe('*');

    await setOrigins([BLOG]);
    expect(frameAncestorsOf(await browse(t, form.attempt_url))).toBe(BLOG);
    await setOrigins([]);
    expect(frameAncestorsOf(await browse(t, form.attempt_url))).toBe('*');
  });

  it('keep the rest of the fill page policy, and leave signing in unframable', async () => {
    await setOrigins([SHOP]);
    try {
      const page = await browse(t, form.attempt_url);
      expect(page.headers['content-security-policy']).toBe(
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
          `form-action 'self'; base-uri 'none'; frame-ancestors ${SHOP}`,
      );
      expect(page.headers['x-frame-options']).toBeUndefined();
      const signIn = await browse(t, `${t.baseUrl(ws)}/sign-in`);
      expect(frameAncestorsOf(signIn)).toBe("'none'");
      expect(signIn.headers['x-frame-options']).toBe('DENY');
    } finally {
      await setOrigins([]);
    }
  });

  it('let the page post its events only to a listed embedding origin', async () => {
    const embedded = (origin: string) => `${form.attempt_url}?_embed=${encodeURIComponent(origin)}`;
    const bridge = (page: PageResponse) => page.body.includes('/fill-embed.js');
    // Any origin while the list is empty.
    expect(bridge(await browse(t, embedded('https://other.example.com')))).toBe(true);

    await setOrigins([SHOP]);
    try {
      expect(bridge(await browse(t, embedded(SHOP)))).toBe(true);
      const unlisted = await browse(t, embedded('https://other.example.com'));
      expect([unlisted.status, bridge(unlisted)]).toEqual([200, false]);
      expect(bridge(await browse(t, `${form.attempt_url}/thank-you?_embed=${encodeURIComponent('https://other.example.com')}&submission=${'0'.repeat(36)}`))).toBe(false);
      expect(bridge(await browse(t, `${form.attempt_url}/thank-you?_embed=${encodeURIComponent(SHOP)}&submission=${'0'.repeat(36)}`))).toBe(true);
    } finally {
      await setOrigins([]);
    }
  });
});
