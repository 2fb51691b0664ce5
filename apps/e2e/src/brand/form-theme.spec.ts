import { defaultBrand, lookOf } from '@forms/domain';
// The app's own stylesheet writer, to know a look's address before any page has linked it (as a replica
// that never served the page would be asked); the app is a deployable, not a lib.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { themeStylesheet } from '../../../api/src/http/public/theme/theme-stylesheet';
import { browse } from '../collecting/support';
import { ConsoleCaller, expectFieldError, loadConsoleContract } from '../console/support';
import type { OpenApiContract } from '../support/openapi-contract';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire and rows from SQL */

// A form's own theme over the workspace's brand through the real app: on the v2 form and its draft,
// checked for contrast as it will be shown, kept readable when the brand changes later.

jest.setTimeout(90_000);

let t: SharedTestApp;
let consoleContract: OpenApiContract;

beforeAll(async () => {
  t = await sharedTestApp();
  consoleContract = await loadConsoleContract(t);
});
afterAll(() => t?.close());

const QUESTIONS = [{ kind: 'short_text', label: 'Your name', required: true }];
const DARK = { colors: { background: '#0B1020', text: '#f9fafb', accent: '#93c5fd' }, font: 'serif', corners: 'pill' };
const DARK_STORED = { colors: { background: '#0b1020', text: '#f9fafb', accent: '#93c5fd' }, font: 'serif', corners: 'pill' };

function expectError(response: { status: number; body: unknown }, status: number, error: string): void {
  expect({ status: response.status, body: response.body }).toEqual({ status, body: { error } });
}

async function createForm(ws: WorkspaceFixture, form: Record<string, unknown> = {}): Promise<any> {
  const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Feedback', questions: QUESTIONS, ...form } } });
  expect(created.status).toBe(201);
  return created.body.form;
}

async function storedTheme(ws: WorkspaceFixture, formId: string): Promise<unknown> {
  const [row] = await t.dataSource.query(`SELECT theme FROM forms WHERE workspace_id = $1 AND id = $2`, [ws.id, formId]);
  return row.theme;
}

describe('the theme of a v2 form', () => {
  it('is null by default, set on create and by PATCH (a new version), read back, and null again goes back to the brand', async () => {
    const ws = await t.workspaces.create();
    const plain = await createForm(ws);
    expect(plain.theme).toBeNull();
    expect(await storedTheme(ws, plain.id)).toBeNull();

    const themed = await createForm(ws, { theme: DARK });
    expect(themed.theme).toEqual(DARK_STORED);
    expect((await t.client(ws).get(`${V2}/forms/${themed.id}`)).body.form.theme).toEqual(DARK_STORED);
    expect(await storedTheme(ws, themed.id)).toEqual(DARK_STORED);

    const patched = await t.client(ws).patch(`${V2}/forms/${plain.id}`, { body: { form: { theme: { corners: 'square' } } } });
    expect({ status: patched.status, theme: patched.body.form.theme, version: patched.body.form.version }).toEqual({ status: 200, theme: { corners: 'square' }, version: 2 });
    const versions = await t.client(ws).get(`${V2}/forms/${plain.id}/versions`);
    expect(versions.body.versions[0].changes).toEqual([{ type: 'settings_changed', text: 'Changed the theme' }]);
    expect((await t.client(ws).get(`${V2}/forms/${plain.id}/versions/2`)).body.version.form.theme).toEqual({ corners: 'square' });
    expect((await t.client(ws).get(`${V2}/forms/${plain.id}/versions/1`)).body.version.form.theme).toBeNull();

    const back = await t.client(ws).patch(`${V2}/forms/${plain.id}`, { body: { form: { theme: null } } });
    expect({ theme: back.body.form.theme, version: back.body.form.version }).toEqual({ theme: null, version: 3 });
    expect(await storedTheme(ws, plain.id)).toBeNull();
  });

  it('is refused with the contrast figures when it would be unreadable over the brand, and nothing changes', async () => {
    const ws = await t.workspaces.create();
    // A dark background alone keeps the brand's dark text.
    expectError(
      await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Dark', theme: { colors: { background: '#0b1020' } } } } }),
      422,
      'form.theme.colors.text has a contrast of 1.06:1 against theme.colors.background; at least 4.5:1 is needed',
    );
    const form = await createForm(ws);
    expectError(
      await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { theme: { colors: { accent: '#d1d5db' } } } } }),
      422,
      'form.theme.colors.accent has a contrast of 1.47:1 against theme.colors.background; at least 3:1 is needed',
    );
    expectError(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { theme: { colors: { text: 'navy' } } } } }), 422, 'form.theme.colors.text must be a colour written #rrggbb, such as #1d4ed8');
    expectError(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { theme: { font: 'comic' } } } }), 422, 'form.theme.font must be one of: system, serif, rounded, mono');
    expectError(await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { theme: 'dark' } } }), 422, 'form.theme must be an object or null');
    expect(await storedTheme(ws, form.id)).toBeNull();
    expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.version).toBe(1);
  });

  it('is checked over the brand as stored: light text that the default brand refuses passes over a dark brand', async () => {
    const ws = await t.workspaces.create();
    expect((await t.client(ws).patch(`${V2}/brand`, { body: { brand: { colors: { background: '#111827', text: '#f9fafb', accent: '#93c5fd' } } } })).status).toBe(200);
    const form = await createForm(ws, { theme: { colors: { text: '#e5e7eb' } } });
    expect(form.theme).toEqual({ colors: { text: '#e5e7eb' } });
  });
});

describe('the theme in the draft', () => {
  it('is saved in the draft without reaching the live form, refused with figures under draft, and published as the next version', async () => {
    const ws = await t.workspaces.create();
    const form = await createForm(ws);
    const saved = await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { theme: DARK } } });
    expect({ status: saved.status, theme: saved.body.draft.theme }).toEqual({ status: 200, theme: DARK_STORED });
    expect((await t.client(ws).get(`${V2}/forms/${form.id}/draft`)).body.draft.theme).toEqual(DARK_STORED);
    expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form.theme).toBeNull();

    expectError(
      await t.client(ws).patch(`${V2}/forms/${form.id}/draft`, { body: { draft: { theme: { colors: { text: '#1f2937', background: '#111827' } } } } }),
      422,
      'draft.theme.colors.text has a contrast of 1.20:1 against theme.colors.background; at least 4.5:1 is needed',
    );

    const published = await t.client(ws).post(`${V2}/forms/${form.id}/draft/publish`);
    expect({ status: published.status, theme: published.body.form.theme, version: published.body.form.version }).toEqual({ status: 200, theme: DARK_STORED, version: 2 });
    expect(await storedTheme(ws, form.id)).toEqual(DARK_STORED);
  });

  it('goes through the console the same way, the refusal naming its field', async () => {
    const ws = await t.workspaces.create({ admins: ['ada@example.com'] });
    const form = await createForm(ws);
    const admin = new ConsoleCaller(t, consoleContract, ws, { cookie: await t.workspaces.signIn(ws, 'ada@example.com') });
    const saved = await admin.patch(`/forms/${form.id}/draft`, { body: { draft: { theme: { corners: 'pill' } } } });
    expect({ status: saved.status, theme: saved.body.draft.theme }).toEqual({ status: 200, theme: { corners: 'pill' } });
    expectFieldError(
      await admin.patch(`/forms/${form.id}/draft`, { body: { draft: { theme: { colors: { background: '#000000' } } } } }),
      422,
      'draft.theme.colors.text has a contrast of 1.18:1 against theme.colors.background; at least 4.5:1 is needed',
      'draft.theme.colors.text',
    );
  });
});

describe('a change of the brand', () => {
  it('is refused when a themed form would become unreadable, naming the brand field and the form; other changes pass', async () => {
    const ws = await t.workspaces.create();
    const form = await createForm(ws, { theme: { colors: { text: '#374151' } } });
    await createForm(ws); // without a theme: follows the brand whatever it becomes
    expectError(
      await t.client(ws).patch(`${V2}/brand`, { body: { brand: { colors: { background: '#4b5563', text: '#ffffff', accent: '#f9fafb' } } } }),
      422,
      `brand.colors.background would give form "Feedback" (${form.id}) a contrast of 1.36:1 between its text and background; at least 4.5:1 is needed`,
    );
    expect(await t.dataSource.query(`SELECT * FROM brands WHERE workspace_id = $1`, [ws.id])).toEqual([]);
    // The theme sets the text: the brand may change what the form does not take from it.
    const passed = await t.client(ws).patch(`${V2}/brand`, { body: { brand: { colors: { accent: '#1e40af' }, font: 'mono' } } });
    expect(passed.status).toBe(200);
  });
});

describe('the stylesheet of the look', () => {
  const linkOf = (html: string): string | undefined => /<link rel="stylesheet" href="(\/theme\/[0-9a-f]{20}\.css)">/.exec(html)?.[1];

  async function published(ws: WorkspaceFixture, form: Record<string, unknown> = {}): Promise<any> {
    const created = await createForm(ws, form);
    const patched = await t.client(ws).patch(`${V2}/forms/${created.id}`, { body: { form: { is_published: true } } });
    expect(patched.status).toBe(200);
    return patched.body.form;
  }

  it('is linked by the fill page, its later pages, thank-you, closed pages and the preview, served as immutable CSS with the theme colours, the CSP unchanged', async () => {
    const ws = await t.workspaces.create({ admins: ['ada@example.com'] });
    const plain = await published(ws);
    const themed = await published(ws, {
      theme: DARK,
      questions: [...QUESTIONS, { kind: 'page_break', label: 'More' }, { kind: 'long_text', label: 'Anything else?' }],
    });

    // The default brand without a theme: today's page, nothing linked.
    const plainPage = await browse(t, plain.attempt_url);
    expect(plainPage.status).toBe(200);
    expect(linkOf(plainPage.body)).toBeUndefined();

    const page = await browse(t, themed.attempt_url);
    expect(page.status).toBe(200);
    const href = linkOf(page.body)!;
    expect(href).toBeDefined();
    expect(page.body).not.toMatch(/\sstyle="/);
    expect(page.headers['content-security-policy']).toBe(plainPage.headers['content-security-policy']);

    const css = await browse(t, `${t.baseUrl(ws)}${href}`);
    expect({ status: css.status, type: css.headers['content-type'], cache: css.headers['cache-control'] }).toEqual({
      status: 200,
      type: 'text/css; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
    });
    expect(css.body).toContain('--form-background:#0b1020');
    expect(css.body).toContain('--form-text:#f9fafb');
    expect(css.body).toContain('--form-accent:#93c5fd');
    expect(css.body).toContain('--form-on-accent:#000000');
    expect(css.body).toContain('Georgia');

    // The second page, then the thank-you page: each step posts what the page carries, as a browser does.
    const carried = (html: string): URLSearchParams =>
      new URLSearchParams([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1], match[2]] as [string, string]));
    const first = carried(page.body);
    first.set('your_name', 'Ada');
    first.set('_action', 'next');
    const second = await browse(t, themed.attempt_url, { form: first });
    expect({ status: second.status, link: linkOf(second.body) }).toEqual({ status: 200, link: href });
    const last = carried(second.body);
    last.set('anything_else', 'No');
    last.set('_action', 'next');
    const stored = await browse(t, themed.attempt_url, { form: last });
    expect(stored.status).toBe(303);
    const thanks = await browse(t, new URL(String(stored.headers.location), themed.attempt_url).toString());
    expect({ status: thanks.status, link: linkOf(thanks.body) }).toEqual({ status: 200, link: href });

    // The member's preview.
    const cookie = await t.workspaces.signIn(ws, 'ada@example.com');
    const preview = await browse(t, `${themed.attempt_url}/preview`, { headers: { cookie } });
    expect({ status: preview.status, link: linkOf(preview.body) }).toEqual({ status: 200, link: href });

    // Closed: the notice page shows the same look.
    await t.client(ws).patch(`${V2}/forms/${themed.id}`, { body: { form: { is_disabled: true } } });
    const closed = await browse(t, themed.attempt_url);
    expect(linkOf(closed.body)).toBe(href);
  });

  it('follows the brand for a form without a theme, is worked out again by any process from the stored looks, and an unknown address is 404', async () => {
    const ws = await t.workspaces.create();
    const form = await published(ws);
    const brand = { colors: { background: '#fffbeb', text: '#1c1917', accent: '#9a3412' }, font: 'rounded', corners: 'square' };
    expect((await t.client(ws).patch(`${V2}/brand`, { body: { brand } })).status).toBe(200);

    // Asked before any page linked it (as another replica would be): told from the brand as stored.
    const expected = themeStylesheet(lookOf({ ...defaultBrand(), colors: brand.colors, font: 'rounded', corners: 'square' }, null));
    const direct = await browse(t, `${t.baseUrl(ws)}${expected.path}`);
    expect({ status: direct.status, type: direct.headers['content-type'] }).toEqual({ status: 200, type: 'text/css; charset=utf-8' });
    expect(direct.body).toBe(expected.css);
    expect(direct.body).toContain('--form-background:#fffbeb');

    const page = await browse(t, form.attempt_url);
    expect(linkOf(page.body)).toBe(expected.path);

    for (const path of ['/theme/0123456789abcdef0123.css', '/theme/nothing.css', '/theme/..%2f.css']) {
      const missing = await browse(t, `${t.baseUrl(ws)}${path}`);
      expect({ status: missing.status, body: missing.body }).toEqual({ status: 404, body: JSON.stringify({ error: 'Stylesheet not found' }) });
    }
  });
});
