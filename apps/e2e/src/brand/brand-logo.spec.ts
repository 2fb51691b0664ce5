import { createHash } from 'node:crypto';
import { browse, publishedForm } from '../collecting/support';
import { CONSOLE, ConsoleCaller, loadConsoleContract } from '../console/support';
import type { OpenApiContract } from '../support/openapi-contract';
import { V2 } from '../support/operations';
import { startTestApp, type TestApp } from '../support/test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';
import { download, type MultipartPart, postMultipart, type PostResult } from '../uploads/support';
import { gif, jpeg, png, webp } from './images';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire and rows from SQL */

// The brand's logo through the real app: set by v2's write keys and the console's Admins with multipart,
// judged by its bytes, stored in PostgreSQL, served public at an address named by its content, and shown
// above the title of the fill, thank-you and closed pages.

jest.setTimeout(120_000);

let t: TestApp;
let consoleContract: OpenApiContract;

beforeAll(async () => {
  t = await startTestApp();
  consoleContract = await loadConsoleContract(t);
});
afterAll(() => t?.close());

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function logoParts(file: Buffer, options: { fileName?: string; contentType?: string; alt?: string | null } = {}): MultipartPart[] {
  const parts: MultipartPart[] = [];
  if (options.alt !== null) parts.push({ name: 'alt', value: options.alt ?? 'Acme' });
  parts.push({ name: 'file', fileName: options.fileName ?? 'logo.png', contentType: options.contentType ?? 'image/png', data: file });
  return parts;
}

/** PUT .../brand/logo with the workspace's key (v2), or another's, answered as JSON. */
function putLogo(ws: WorkspaceFixture, parts: readonly MultipartPart[], options: { apiKey?: string; chunked?: boolean } = {}): Promise<PostResult> {
  return postMultipart(t, t.hostOf(ws), `${V2}/brand/logo`, parts, { method: 'PUT', chunked: options.chunked, headers: { 'x-api-key': options.apiKey ?? ws.apiKey } });
}

/** The same PUT from the console: the session's cookie, and the console's Origin as a browser sends it. */
function putLogoInConsole(ws: WorkspaceFixture, cookie: string, parts: readonly MultipartPart[]): Promise<PostResult> {
  return postMultipart(t, t.hostOf(ws), `${CONSOLE}/brand/logo`, parts, { method: 'PUT', headers: { cookie, origin: t.baseUrl(ws) } });
}

async function storedLogos(ws: WorkspaceFixture): Promise<any[]> {
  return t.dataSource.query(`SELECT content_hash, format, width, height, alt, length(content) AS size FROM brand_logos WHERE workspace_id = $1`, [ws.id]);
}

function pathOf(url: string): string {
  return new URL(url).pathname;
}

describe('setting the logo (v2)', () => {
  it.each([
    ['a PNG', png(120, 40), 'png', 'image/png', 120, 40],
    ['a JPEG', jpeg(300, 100), 'jpg', 'image/jpeg', 300, 100],
    ['a WebP', webp(64, 32), 'webp', 'image/webp', 64, 32],
    ['a PNG of the largest size', png(2000, 2000), 'png', 'image/png', 2000, 2000],
  ])('takes %s, shows its address and size in the brand, and serves it public with its type', async (_name, bytes, extension, mediaType, width, height) => {
    const ws = await t.workspaces.create();
    const answer = await putLogo(ws, logoParts(bytes, { alt: ' Acme & Co ' }));
    const url = `${t.baseUrl(ws)}/brand/logo/${sha256(bytes)}.${extension}`;
    const logo = { url, width, height, alt: 'Acme & Co' };
    expect({ status: answer.status, logo: answer.body?.brand?.logo }).toEqual({ status: 200, logo });
    expect((await t.client(ws).get(`${V2}/brand`)).body.brand.logo).toEqual(logo);
    expect(await storedLogos(ws)).toEqual([{ content_hash: sha256(bytes), format: extension, width, height, alt: 'Acme & Co', size: bytes.length }]);

    // No key: anyone may fetch it, as the fill page's respondents do.
    const served = await download(t, t.hostOf(ws), pathOf(url));
    expect({ status: served.status, sha256: served.sha256, size: served.size }).toEqual({ status: 200, sha256: sha256(bytes), size: bytes.length });
    expect(served.headers['content-type']).toBe(mediaType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("goes by the bytes: a PNG named logo.gif and declared text/plain is a PNG", async () => {
    const ws = await t.workspaces.create();
    const bytes = png(10, 20);
    const answer = await putLogo(ws, logoParts(bytes, { fileName: 'logo.gif', contentType: 'text/plain' }));
    expect({ status: answer.status, logo: answer.body?.brand?.logo }).toEqual({
      status: 200,
      logo: { url: `${t.baseUrl(ws)}/brand/logo/${sha256(bytes)}.png`, width: 10, height: 20, alt: 'Acme' },
    });
  });

  it.each([
    ['text named logo.png', logoParts(Buffer.from('<html>not an image</html>\n'), { fileName: 'logo.png', contentType: 'image/png' }), 'file must be a PNG, JPEG or WebP image; its bytes are no image of these kinds'],
    ['a GIF', logoParts(gif(10, 10), { fileName: 'logo.png' }), 'file must be a PNG, JPEG or WebP image; this one is GIF'],
    ['an empty file', logoParts(Buffer.alloc(0)), 'file must be a PNG, JPEG or WebP image; it is empty'],
    ['a PNG 2,001 pixels wide', logoParts(png(2001, 1)), 'file must be at most 2000 pixels a side; this one is 2001 by 1'],
    ['a PNG 2,001 pixels high', logoParts(png(1, 2001)), 'file must be at most 2000 pixels a side; this one is 1 by 2001'],
    ['600 KiB', logoParts(Buffer.concat([png(10, 10), Buffer.alloc(600 * 1024 - png(10, 10).length, 1)])), 'file must be at most 512 KiB; this one is larger'],
    ['one byte over 512 KiB', logoParts(Buffer.concat([png(10, 10), Buffer.alloc(512 * 1024 + 1 - png(10, 10).length, 1)])), 'file must be at most 512 KiB; this one is larger'],
    ['no file', [{ name: 'alt', value: 'Acme' }], 'file is required'],
    ['no alt text', logoParts(png(10, 10), { alt: null }), 'alt is required: what the logo says, in 1 to 200 characters'],
    ['blank alt text', logoParts(png(10, 10), { alt: '   ' }), 'alt is required: what the logo says, in 1 to 200 characters'],
    ['201 characters of alt text', logoParts(png(10, 10), { alt: 'é'.repeat(201) }), 'alt must be at most 200 characters'],
    ['another field', [...logoParts(png(10, 10)), { name: 'name', value: 'x' }], 'name is not allowed'],
  ])('refuses %s with 422 naming the field, storing nothing', async (_name, parts, message) => {
    const ws = await t.workspaces.create();
    const answer = await putLogo(ws, parts);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 422, body: { error: message } });
    expect(await storedLogos(ws)).toEqual([]);
    expect((await t.client(ws).get(`${V2}/brand`)).body.brand.logo).toBeNull();
  });

  it('refuses a file over the limit sent without a length once it passes it, keeping the logo there was', async () => {
    const ws = await t.workspaces.create();
    const before = png(4, 4);
    expect((await putLogo(ws, logoParts(before))).status).toBe(200);
    const big = Buffer.concat([png(10, 10), Buffer.alloc(2 * 1024 * 1024, 7)]);
    const answer = await putLogo(ws, logoParts(big), { chunked: true });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 422, body: { error: 'file must be at most 512 KiB; this one is larger' } });
    // Refused as it arrived: the rest of the 2 MiB was never read.
    expect(answer.headers.connection).toBe('close');
    expect(await storedLogos(ws)).toEqual([expect.objectContaining({ content_hash: sha256(before) })]);
  });

  it('gives a new logo a new address; the old one is no longer served, nor any unknown one', async () => {
    const ws = await t.workspaces.create();
    const first = (await putLogo(ws, logoParts(png(8, 8, [255, 0, 0])))).body.brand.logo.url;
    const second = (await putLogo(ws, logoParts(png(8, 8, [0, 0, 255]), { alt: 'Acme, in blue' }))).body.brand.logo;
    expect(second.url).not.toBe(first);
    expect(second.alt).toBe('Acme, in blue');
    expect((await download(t, t.hostOf(ws), pathOf(second.url))).status).toBe(200);
    expect(await storedLogos(ws)).toHaveLength(1);

    for (const path of [pathOf(first), pathOf(second.url).replace('.png', '.jpg'), `/brand/logo/${'0'.repeat(64)}.png`, '/brand/logo/nothing', '/brand/logo/..%2Fetc.png']) {
      const gone = await download(t, t.hostOf(ws), path);
      expect({ path, status: gone.status, body: JSON.parse(gone.text) }).toEqual({ path, status: 404, body: { error: 'Logo not found' } });
    }
  });

  it('removes the logo: the brand shows none and its address is no longer served', async () => {
    const ws = await t.workspaces.create();
    const url = (await putLogo(ws, logoParts(png(8, 8)))).body.brand.logo.url;
    const removed = await t.client(ws).delete(`${V2}/brand/logo`);
    expect({ status: removed.status, logo: removed.body.brand.logo }).toEqual({ status: 200, logo: null });
    expect(await storedLogos(ws)).toEqual([]);
    expect((await download(t, t.hostOf(ws), pathOf(url))).status).toBe(404);
    // Removing no logo is no error.
    expect((await t.client(ws).delete(`${V2}/brand/logo`)).status).toBe(200);
  });

  it("lets a read key read the brand's logo but neither set nor remove it", async () => {
    const ws = await t.workspaces.create();
    const url = (await putLogo(ws, logoParts(png(8, 8)))).body.brand.logo.url;
    const { secret } = await t.workspaces.issueKey(ws, undefined, 'read');
    const refused = await putLogo(ws, logoParts(png(9, 9)), { apiKey: secret });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { error: 'This API key can only read' } });
    const reader = t.client(ws).with({ apiKey: secret });
    const notRemoved = await reader.delete(`${V2}/brand/logo`);
    expect({ status: notRemoved.status, body: notRemoved.body }).toEqual({ status: 403, body: { error: 'This API key can only read' } });
    expect((await reader.get(`${V2}/brand`)).body.brand.logo.url).toBe(url);
  });

  it("keeps each workspace's logo its own: another workspace's host serves nothing by its address", async () => {
    const a = await t.workspaces.create();
    const b = await t.workspaces.create();
    const url = (await putLogo(a, logoParts(png(8, 8)))).body.brand.logo.url;
    expect((await download(t, t.hostOf(b), pathOf(url))).status).toBe(404);
    expect((await t.client(b).get(`${V2}/brand`)).body.brand.logo).toBeNull();
    // B's key on A's host is no key of A's.
    expect((await putLogo(a, logoParts(png(9, 9)), { apiKey: b.apiKey })).status).toBe(401);
    expect(await storedLogos(b)).toEqual([]);
  });
});

describe('the console', () => {
  it('lets Admins set and remove the logo, and refuses other members', async () => {
    const ws = await t.workspaces.create({ admins: ['ada@example.com'], members: ['sam@example.com'] });
    const admin = await t.workspaces.signIn(ws, 'ada@example.com');
    const member = await t.workspaces.signIn(ws, 'sam@example.com');
    const bytes = webp(40, 30);

    const set = await putLogoInConsole(ws, admin, logoParts(bytes, { fileName: 'logo.webp', alt: 'Acme' }));
    const logo = { url: `${t.baseUrl(ws)}/brand/logo/${sha256(bytes)}.webp`, width: 40, height: 30, alt: 'Acme' };
    expect({ status: set.status, logo: set.body?.brand?.logo, cache: set.headers['cache-control'] }).toEqual({ status: 200, logo, cache: 'no-store' });
    consoleContract.check('PUT', `${CONSOLE}/brand/logo`, set.status, String(set.headers['content-type']), set.body);

    const refused = await putLogoInConsole(ws, member, logoParts(png(8, 8)));
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { error: 'Only Admins can manage the brand' } });
    const wrong = await putLogoInConsole(ws, admin, logoParts(png(2001, 2)));
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 422, body: { error: 'file must be at most 2000 pixels a side; this one is 2001 by 2', field: 'file' } });
    expect(await storedLogos(ws)).toEqual([expect.objectContaining({ content_hash: sha256(bytes) })]);

    const memberRemoves = await new ConsoleCaller(t, consoleContract, ws, { cookie: member }).delete('/brand/logo');
    expect({ status: memberRemoves.status, body: memberRemoves.body }).toEqual({ status: 403, body: { error: 'Only Admins can manage the brand' } });
    const removed = await new ConsoleCaller(t, consoleContract, ws, { cookie: admin }).delete('/brand/logo');
    expect({ status: removed.status, logo: removed.body?.brand?.logo }).toEqual({ status: 200, logo: null });
  });

  it('refuses a change from another site, and a key without a session', async () => {
    const ws = await t.workspaces.create({ admins: ['ada@example.com'] });
    const admin = await t.workspaces.signIn(ws, 'ada@example.com');
    const crossSite = await postMultipart(t, t.hostOf(ws), `${CONSOLE}/brand/logo`, logoParts(png(8, 8)), { method: 'PUT', headers: { cookie: admin, origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    const keyOnly = await postMultipart(t, t.hostOf(ws), `${CONSOLE}/brand/logo`, logoParts(png(8, 8)), { method: 'PUT', headers: { 'x-api-key': ws.apiKey } });
    expect(keyOnly.status).toBe(401);
    expect(await storedLogos(ws)).toEqual([]);
  });
});

describe('the pages respondents see', () => {
  it('show the logo above the title, with its alt text and size, on the fill, thank-you and closed pages', async () => {
    const ws = await t.workspaces.create();
    const client = t.client(ws);
    const form = await publishedForm(client);
    const before = await browse(t, form.attempt_url);
    expect(before.body).not.toContain('<img');

    const bytes = png(120, 40);
    expect((await putLogo(ws, logoParts(bytes, { alt: 'Acme "& Co"' }))).status).toBe(200);
    const img = `<img class="logo" src="/brand/logo/${sha256(bytes)}.png" alt="Acme &quot;&amp; Co&quot;" width="120" height="40">`;

    const page = await browse(t, form.attempt_url);
    expect(page.status).toBe(200);
    expect(page.body.indexOf(img)).toBeGreaterThan(-1);
    expect(page.body.indexOf(img)).toBeLessThan(page.body.indexOf('<h1>'));

    const thankYou = await browse(t, `${form.attempt_url}/thank-you`);
    expect(thankYou.body).toContain(img);

    expect((await client.patch(`${V2}/forms/${form.id}`, { body: { form: { is_published: false } } })).status).toBe(200);
    const closed = await browse(t, form.attempt_url);
    expect(closed.body).toContain(img);

    // The page may load it: its policy allows images of its own origin.
    expect(String(page.headers['content-security-policy'])).toContain("img-src 'self'");
  });
});
