import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, seriousViolations } from '../support/chromium';
import { V1, V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { browse, publishedForm } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire and from the page */

// A customer's page on ANOTHER origin (another local port) embeds a form with {base_url}/embed.js, in
// Debian's Chromium: the inline iframe's height follows the form, the popup is an accessible dialog, and
// the form's events reach the embedding page, and only it.

jest.setTimeout(180_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let browser: Browser;
let host: Server;
let hostOrigin: string;
let form: any;

/** Pages of the customer's site, by path; each records the form's events in window.events. */
const hostPages = new Map<string, string>();

function hostPage(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body><main><h1>Our shop</h1>
${body}
<script>
window.events = [];
for (const name of ['form:ready', 'form:page', 'form:submitted']) {
  document.addEventListener(name, (event) => window.events.push({ type: event.type, detail: event.detail, on: event.target.id }));
}
window.messages = [];
window.addEventListener('message', (event) => window.messages.push({ origin: event.origin, data: event.data }));
</script>
<script src="${t.baseUrl(ws)}/embed.js"></script>
</main></body></html>`;
}

function serveHostPage(request: IncomingMessage, response: ServerResponse): void {
  const page = hostPages.get(new URL(request.url ?? '/', 'http://x').pathname);
  response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
  response.end(page ?? 'not found');
}

/**
 * The same customer's pages over https (a brand lists https origins only), with a certificate made for
 * the occasion that the browser context is told to accept.
 */
async function secureHost(): Promise<{ origin: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'embed-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=shop.localhost', '-addext', 'subjectAltName=DNS:shop.localhost'], { stdio: 'ignore' });
  const server = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, serveHostPage);
  rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://shop.localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create({ name: 'Acme Research' });
  form = await publishedForm(t.client(ws), {
    title: 'Feedback',
    questions: [
      { kind: 'short_text', label: 'Your name', required: true },
      { kind: 'page_break', label: 'More about you' },
      { kind: 'long_text', label: 'Comments' },
      { kind: 'long_text', label: 'Ideas' },
      { kind: 'email', label: 'Contact email', slug: 'contact_email' },
      { kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro', 'Enterprise'] },
      { kind: 'rating', label: 'How good is it?', scale: 5 },
    ],
  });
  host = createServer(serveHostPage);
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  // Another port, and another host name: another origin than the workspace's.
  hostOrigin = `http://shop.localhost:${(host.address() as AddressInfo).port}`;
  hostPages.set('/inline', hostPage(`<div id="embed" data-form="${form.attempt_url}" data-mode="inline" data-hidden="utm_source" data-prefill-your_name="Ada"></div>`));
  hostPages.set('/popup', hostPage(`<p>Tell us what you think.</p><div id="embed" data-form="${form.attempt_url}" data-mode="popup" data-button="Give feedback"></div>`));
  hostPages.set('/slider', hostPage(`<div id="embed" data-form="${form.attempt_url}" data-mode="slider" data-button="Give feedback"></div>`));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
  await t?.close();
});

async function open(path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${hostOrigin}${path}`);
  return { context, page };
}

const events = (page: Page): Promise<any[]> => page.evaluate('window.events');

/** The embedded form's document: its own scroll height against the iframe's height (no inner scrollbar). */
async function frameFit(page: Page): Promise<{ iframe: number; content: number; scrolls: boolean }> {
  const iframe = await page.evaluate(`document.querySelector('#embed iframe').getBoundingClientRect().height`);
  const frame = page.frames().find((candidate) => candidate.url().startsWith(form.attempt_url))!;
  const content: any = await frame.evaluate(`({ content: document.documentElement.scrollHeight, inner: window.innerHeight })`);
  return { iframe: Math.round(Number(iframe)), content: content.content, scrolls: content.content > content.inner };
}

/**
 * frameFit once the iframe has followed the content: the form sends its height with each page and again
 * as its layout changes (its stylesheet applied, its fonts loaded), and the host follows each message, so
 * a first, smaller height can still be showing when the check starts. It fails if it never fits.
 */
async function settledFrameFit(page: Page): Promise<{ iframe: number; content: number; scrolls: boolean }> {
  const deadline = Date.now() + 10_000;
  let fit = await frameFit(page);
  while ((fit.scrolls || Math.abs(fit.iframe - fit.content) > 1) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    fit = await frameFit(page);
  }
  return fit;
}

describe('embed.js', () => {
  it('is served for any origin, cached, and at most 6 KB gzipped', async () => {
    const script = await browse(t, `${t.baseUrl(ws)}/embed.js`, { headers: { origin: 'https://shop.example.com' } });
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['access-control-allow-origin']).toBe('*');
    expect(script.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const gzipped = gzipSync(Buffer.from(script.body, 'utf8')).length;
    expect(gzipped).toBeLessThanOrEqual(6 * 1024);
  });

  it('lets any site frame the fill page, and never the console or signing in', async () => {
    const fill = await browse(t, form.attempt_url);
    expect(fill.headers['content-security-policy']).toMatch(/frame-ancestors \*$/);
    expect(fill.headers['x-frame-options']).toBeUndefined();
    for (const path of ['/sign-in', '/console', '/console/forms']) {
      const page = await browse(t, `${t.baseUrl(ws)}${path}`);
      expect([path, page.headers['content-security-policy']]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")]);
      expect([path, page.headers['x-frame-options']]).toEqual([path, 'DENY']);
    }
  });

  it('adds the embedding script to the fill page only when its address names an origin', async () => {
    const plain = await browse(t, form.attempt_url);
    expect(plain.body).not.toContain('fill-embed.js');
    const forged = await browse(t, `${form.attempt_url}?_embed=${encodeURIComponent('https://shop.example.com/"><script>')}`);
    expect(forged.body).not.toContain('fill-embed.js');
    expect(forged.body).not.toContain('"><script>');
    const embedded = await browse(t, `${form.attempt_url}?_embed=${encodeURIComponent('https://shop.example.com')}`);
    expect(embedded.body).toMatch(/<script src="\/fill-embed\.js\?v=[0-9a-f]{12}" data-page="1" data-pages="2"><\/script>/);
    const src = /<script src="(\/fill-embed\.js[^"]+)"/.exec(embedded.body)![1];
    const bridge = await browse(t, `${t.baseUrl(ws)}${src}`);
    expect(bridge.status).toBe(200);
    expect(bridge.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends an embedded post on to the thank-you page with the submission id, and a plain one without', async () => {
    const embed = 'https://shop.example.com';
    const body = new URLSearchParams({ your_name: 'Grace', _website: '', _action: 'next', _page: '1', _version: '1' });
    const one = await browse(t, `${form.attempt_url}?_embed=${encodeURIComponent(embed)}`, { form: body });
    expect(one.status).toBe(200);
    // The second page stays embedded: it posts to its own address, which still names the origin.
    expect(one.body).toContain('data-page="2" data-pages="2"></script>');
    const last = new URLSearchParams([...one.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match): [string, string] => [match[1], match[2]]));
    last.set('_website', '');
    last.set('_action', 'next');
    const done = await browse(t, `${form.attempt_url}?_embed=${encodeURIComponent(embed)}`, { form: last });
    expect(done.status).toBe(303);
    const location = new URL(String(done.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${form.attempt_url}/thank-you`);
    expect(location.searchParams.get('_embed')).toBe(embed);
    const listed = await t.client(ws).get(`${V1}/forms/${form.id}/submissions`);
    expect(listed.body.submissions.map((submission: any) => submission.id)).toContain(location.searchParams.get('submission'));
    const thanks = await browse(t, location.href);
    expect(thanks.body).toMatch(/<p role="status">[^<]*<\/p>\n<script src="\/fill-embed\.js\?v=[0-9a-f]{12}"><\/script>/);

    const forged = await browse(t, `${form.attempt_url}?_embed=*`, { form: last });
    expect([forged.status, forged.headers.location]).toEqual([303, `${form.attempt_url}/thank-you`]);
  });

  it('inline: the iframe is full width, carries prefill and the page’s hidden fields, follows the form’s height, and the events arrive', async () => {
    const { context, page } = await open('/inline?utm_source=newsletter&token=x%20y');
    try {
      await page.waitForFunction(`window.events.some((event) => event.type === 'form:page')`);
      const src = new URL(await page.locator('#embed iframe').getAttribute('src') as string);
      expect(`${src.origin}${src.pathname}`).toBe(form.attempt_url);
      expect(src.searchParams.get('_embed')).toBe(hostOrigin);
      expect(src.searchParams.get('your_name')).toBe('Ada');
      expect(src.searchParams.get('utm_source')).toBe('newsletter');
      // A host parameter the snippet does not list stays on the host page.
      expect(src.searchParams.has('token')).toBe(false);
      const widths: any = await page.evaluate(`({ frame: document.querySelector('#embed iframe').getBoundingClientRect().width, box: document.querySelector('#embed').getBoundingClientRect().width })`);
      expect(widths.frame).toBe(widths.box);
      expect(await events(page)).toEqual([
        { type: 'form:ready', detail: {}, on: 'embed' },
        { type: 'form:page', detail: { page: 1, of: 2 }, on: 'embed' },
      ]);
      // Every message came from the form's origin.
      const origins = new Set(((await page.evaluate('window.messages')) as any[]).map((message) => message.origin));
      expect([...origins]).toEqual([new URL(form.attempt_url).origin]);

      await page.waitForFunction(`document.querySelector('#embed iframe').getBoundingClientRect().height !== 480`);
      const first = await settledFrameFit(page);
      expect(first.scrolls).toBe(false);
      expect(Math.abs(first.iframe - first.content)).toBeLessThanOrEqual(1);

      const frame = page.frameLocator('#embed iframe');
      await frame.locator('#q-your_name').fill('Ada Lovelace');
      await frame.locator('button[value=next]').click();
      await page.waitForFunction(`window.events.filter((event) => event.type === 'form:page').length === 2`);
      expect((await events(page))[2]).toEqual({ type: 'form:page', detail: { page: 2, of: 2 }, on: 'embed' });
      // The second page is much longer: the iframe grows with it and still never scrolls inside.
      await page.waitForFunction(`document.querySelector('#embed iframe').getBoundingClientRect().height > ${first.iframe + 200}`);
      const second = await settledFrameFit(page);
      expect(second.scrolls).toBe(false);
      expect(Math.abs(second.iframe - second.content)).toBeLessThanOrEqual(1);

      await frame.locator('#q-comments').fill('Lovely.');
      await frame.locator('button[value=next]').click();
      await page.waitForFunction(`window.events.some((event) => event.type === 'form:submitted')`);
      const submitted = (await events(page)).find((event) => event.type === 'form:submitted');
      expect(submitted.on).toBe('embed');
      expect(submitted.detail).toEqual({ submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      // The thank-you page is short again: the iframe shrinks with it.
      await page.waitForFunction(`document.querySelector('#embed iframe').getBoundingClientRect().height < ${second.iframe - 200}`);
      expect((await settledFrameFit(page)).scrolls).toBe(false);

      const listed = await t.client(ws).get(`${V1}/forms/${form.id}/submissions`);
      const stored = listed.body.submissions.find((submission: any) => submission.id === submitted.detail.submission_id);
      expect(stored).toBeDefined();
      expect(Object.fromEntries(stored.responses.map((r: any) => [r.slug, r.value]))).toMatchObject({ your_name: 'Ada Lovelace', comments: 'Lovely.' });
    } finally {
      await context.close();
    }
  });

  it('popup: a button opens an accessible dialog, focus moves in and back, and Escape closes it', async () => {
    const { context, page } = await open('/popup');
    try {
      const button = page.getByRole('button', { name: 'Give feedback' });
      expect(await button.getAttribute('aria-haspopup')).toBe('dialog');
      expect(await page.locator('#embed iframe').count()).toBe(0);
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Give feedback' });
      await dialog.waitFor();
      expect(await page.evaluate(`document.querySelector('dialog').open && document.querySelector('dialog').contains(document.activeElement)`)).toBe(true);
      await page.waitForFunction(`window.events.some((event) => event.type === 'form:page')`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await events(page)).toEqual([
        { type: 'form:ready', detail: {}, on: 'embed' },
        { type: 'form:page', detail: { page: 1, of: 2 }, on: 'embed' },
      ]);

      await page.keyboard.press('Escape');
      await page.waitForFunction(`!document.querySelector('dialog').open`);
      expect(await page.evaluate(`document.activeElement.textContent`)).toBe('Give feedback');

      // Opened again: the same form, where the respondent left it, and Close shuts it too.
      await button.click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.waitForFunction(`!document.querySelector('dialog').open`);
      expect(await page.evaluate(`document.activeElement.textContent`)).toBe('Give feedback');
    } finally {
      await context.close();
    }
  });

  it('slider: the button opens the form in a side panel', async () => {
    const { context, page } = await open('/slider');
    try {
      await page.getByRole('button', { name: 'Give feedback' }).click();
      await page.getByRole('dialog', { name: 'Give feedback' }).waitFor();
      await page.waitForFunction(`window.events.some((event) => event.type === 'form:page')`);
      const box: any = await page.evaluate(`(() => { const r = document.querySelector('dialog').getBoundingClientRect(); return { right: r.right, height: r.height, width: r.width }; })()`);
      expect(box).toEqual({ right: 1000, height: 800, width: expect.any(Number) });
      expect(box.width).toBeLessThan(600);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('posts nothing to a page whose origin is not the one the address names', async () => {
    // A page on the host's origin frames the form naming ANOTHER origin: the browser delivers nothing.
    const other = `http://other.localhost:${(host.address() as AddressInfo).port + 1}`;
    const frames = (embedOrigin: string) =>
      `<iframe id="wrong" title="Form" src="${form.attempt_url}?_embed=${encodeURIComponent(embedOrigin)}"></iframe>`;
    hostPages.set('/forged', hostPage(frames(other)));
    hostPages.set('/named', hostPage(frames(hostOrigin)));
    const named = await open('/named');
    try {
      // The same page naming its own origin does receive the form's messages: the check below can fail.
      await named.page.waitForFunction(`window.messages.some((message) => message.data && message.data.type === 'page')`);
    } finally {
      await named.context.close();
    }
    const forged = await open('/forged');
    try {
      const frame = forged.page.frameLocator('#wrong');
      await frame.locator('#q-your_name').waitFor();
      await forged.page.waitForTimeout(1000);
      expect(await forged.page.evaluate('window.messages')).toEqual([]);
    } finally {
      await forged.context.close();
    }
  });

  it("lets only the sites the brand's embed_origins lists frame the form: Chromium refuses any other", async () => {
    const secure = await secureHost();
    const setOrigins = async (origins: string[]) => {
      const changed = await t.client(ws).patch(`${V2}/brand`, { body: { brand: { embed_origins: origins } } });
      expect([changed.status, changed.body.brand?.embed_origins]).toEqual([200, origins]);
    };
    await setOrigins([secure.origin]);
    try {
      // The listed site: the form loads in its iframe and its events arrive.
      const listedContext = await browser.newContext({ viewport: { width: 1000, height: 800 }, ignoreHTTPSErrors: true });
      try {
        const page = await listedContext.newPage();
        await page.goto(`${secure.origin}/inline`);
        await page.waitForFunction(`window.events.some((event) => event.type === 'form:page')`);
        expect(await page.frameLocator('#embed iframe').locator('#q-your_name').count()).toBe(1);
        expect((await events(page)).map((event) => event.type)).toEqual(['form:ready', 'form:page']);
      } finally {
        await listedContext.close();
      }

      // A site the list leaves out (the http one the other tests use): Chromium refuses to show the form.
      // Listening before the one load (a load before listening, then a reload, loaded it all twice).
      const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
      try {
        const page = await context.newPage();
        const refusals: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && message.text().includes('frame-ancestors')) refusals.push(message.text());
        });
        await page.goto(`${hostOrigin}/inline`);
        await page.waitForFunction(`document.querySelector('#embed iframe') !== null`);
        await page.waitForTimeout(2000);
        expect(refusals).toEqual([expect.stringContaining(`frame-ancestors ${secure.origin}`)]);
        const shown = await Promise.all(
          page.frames().map((frame) => frame.evaluate(`document.querySelector('#q-your_name') !== null`).catch(() => false)),
        );
        expect(shown).not.toContain(true);
        expect(await events(page)).toEqual([]);
      } finally {
        await context.close();
      }
    } finally {
      await setOrigins([]);
      await secure.close();
    }
  });
});
