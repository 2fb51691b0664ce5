import { ConsoleCaller, expectFieldError, loadConsoleContract } from '../console/support';
import type { OpenApiContract } from '../support/openapi-contract';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire and rows from SQL */

// The workspace's brand through the real app: v2 with keys, the console with sessions (Admins only),
// each workspace its own, and every refused change leaving the stored brand as it was.

jest.setTimeout(90_000);

let t: SharedTestApp;
let consoleContract: OpenApiContract;

beforeAll(async () => {
  t = await sharedTestApp();
  consoleContract = await loadConsoleContract(t);
});
afterAll(() => t?.close());

const DEFAULTS = {
  colors: { background: '#ffffff', text: '#111827', accent: '#1d4ed8' },
  font: 'system',
  corners: 'rounded',
  logo: null,
  embed_origins: [],
};

async function storedRows(ws: WorkspaceFixture): Promise<any[]> {
  return t.dataSource.query(`SELECT * FROM brands WHERE workspace_id = $1`, [ws.id]);
}

describe('v2', () => {
  it('shows the defaults until the brand is changed, then the change, to this workspace only', async () => {
    const ws = await t.workspaces.create();
    const other = await t.workspaces.create();
    const client = t.client(ws);

    const before = await client.get(`${V2}/brand`);
    expect({ status: before.status, body: before.body }).toEqual({ status: 200, body: { brand: DEFAULTS } });
    expect(await storedRows(ws)).toEqual([]);

    const changed = await client.patch(`${V2}/brand`, {
      body: { brand: { colors: { background: '#0F172A', text: '#f8fafc', accent: '#60a5fa' }, font: 'serif', embed_origins: ['https://Shop.Example.com:8443'] } },
    });
    const expected = {
      colors: { background: '#0f172a', text: '#f8fafc', accent: '#60a5fa' },
      font: 'serif',
      corners: 'rounded',
      logo: null,
      embed_origins: ['https://shop.example.com:8443'],
    };
    expect({ status: changed.status, body: changed.body }).toEqual({ status: 200, body: { brand: expected } });
    expect((await client.get(`${V2}/brand`)).body).toEqual({ brand: expected });

    // Only the fields given change.
    const corners = await client.patch(`${V2}/brand`, { body: { brand: { corners: 'pill' } } });
    expect(corners.body).toEqual({ brand: { ...expected, corners: 'pill' } });
    expect(await storedRows(ws)).toEqual([
      expect.objectContaining({ workspace_id: ws.id, background_color: '#0f172a', text_color: '#f8fafc', accent_color: '#60a5fa', font: 'serif', corners: 'pill' }),
    ]);

    // Another workspace, and its key, see nothing of it.
    expect((await t.client(other).get(`${V2}/brand`)).body).toEqual({ brand: DEFAULTS });
    expect(await storedRows(other)).toEqual([]);
  });

  it('lets a read key read the brand but not change it', async () => {
    const ws = await t.workspaces.create();
    const { secret } = await t.workspaces.issueKey(ws, undefined, 'read');
    const reader = t.client(ws).with({ apiKey: secret });
    expect((await reader.get(`${V2}/brand`)).status).toBe(200);
    const refused = await reader.patch(`${V2}/brand`, { body: { brand: { font: 'mono' } } });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { error: 'This API key can only read' } });
    expect(await storedRows(ws)).toEqual([]);
  });

  it.each([
    [{ colors: { text: '#999999' } }, 'brand.colors.text has a contrast of 2.84:1 against brand.colors.background; at least 4.5:1 is needed'],
    [{ colors: { text: '#777777' } }, 'brand.colors.text has a contrast of 4.47:1 against brand.colors.background; at least 4.5:1 is needed'],
    [{ colors: { accent: '#959595' } }, 'brand.colors.accent has a contrast of 2.99:1 against brand.colors.background; at least 3:1 is needed'],
    [{ colors: { background: '#1e293b' } }, 'brand.colors.text has a contrast of 1.21:1 against brand.colors.background; at least 4.5:1 is needed'],
    [{ colors: { accent: 'blue' } }, 'brand.colors.accent must be a colour written #rrggbb, such as #1d4ed8'],
    [{ colors: { text: '#12345' } }, 'brand.colors.text must be a colour written #rrggbb, such as #1d4ed8'],
    [{ colors: { text: 17 } }, 'brand.colors.text must be a string'],
    [{ colors: null }, 'brand.colors must be an object'],
    [{ font: 'comic' }, 'brand.font must be one of: system, serif, rounded, mono'],
    [{ corners: 'round' }, 'brand.corners must be one of: square, rounded, pill'],
    [{ embed_origins: ['http://example.com'] }, 'brand.embed_origins[0] must be an origin such as https://www.example.com (https, a host and an optional port, nothing after)'],
    [{ embed_origins: ['https://example.com/'] }, 'brand.embed_origins[0] must be an origin such as https://www.example.com (https, a host and an optional port, nothing after)'],
    [{ embed_origins: Array.from({ length: 21 }, (_, index) => `https://site${index}.example`) }, 'brand.embed_origins must list at most 20 origins'],
    [{ logo: null }, 'brand.logo is not allowed'],
  ])('refuses %j with 422, changing nothing', async (brand, message) => {
    const ws = await t.workspaces.create();
    const client = t.client(ws);
    await client.patch(`${V2}/brand`, { body: { brand: { font: 'mono' } } });
    const rowsBefore = await storedRows(ws);
    // A valid field beside the refused one is not applied either.
    const refused = await client.patch(`${V2}/brand`, { body: { brand: { corners: 'square', ...brand } } });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 422, body: { error: message } });
    expect(await storedRows(ws)).toEqual(rowsBefore);
    expect((await client.get(`${V2}/brand`)).body).toEqual({ brand: { ...DEFAULTS, font: 'mono' } });
  });

  it('applies two changes made at once one after the other, losing neither', async () => {
    const ws = await t.workspaces.create();
    const client = t.client(ws);
    const responses = await Promise.all([
      client.patch(`${V2}/brand`, { body: { brand: { font: 'rounded' } } }),
      client.patch(`${V2}/brand`, { body: { brand: { corners: 'square' } } }),
      client.patch(`${V2}/brand`, { body: { brand: { colors: { accent: '#000000' } } } }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect((await client.get(`${V2}/brand`)).body).toEqual({
      brand: { ...DEFAULTS, colors: { ...DEFAULTS.colors, accent: '#000000' }, font: 'rounded', corners: 'square' },
    });
  });
});

describe('the console', () => {
  it("lets Admins read and change the brand, the same as v2's, and refuses other members", async () => {
    const ws = await t.workspaces.create({ admins: ['ada@example.com'], members: ['sam@example.com'] });
    const admin = new ConsoleCaller(t, consoleContract, ws, { cookie: await t.workspaces.signIn(ws, 'ada@example.com') });
    const standard = new ConsoleCaller(t, consoleContract, ws, { cookie: await t.workspaces.signIn(ws, 'sam@example.com') });

    expect((await admin.get('/brand')).body).toEqual({ brand: DEFAULTS });
    const changed = await admin.patch('/brand', { body: { brand: { colors: { accent: '#b91c1c' }, corners: 'square' } } });
    const expected = { ...DEFAULTS, colors: { ...DEFAULTS.colors, accent: '#b91c1c' }, corners: 'square' };
    expect({ status: changed.status, body: changed.body }).toEqual({ status: 200, body: { brand: expected } });
    expect((await t.client(ws).get(`${V2}/brand`)).body).toEqual({ brand: expected });

    for (const response of [await standard.get('/brand'), await standard.patch('/brand', { body: { brand: { font: 'mono' } } })]) {
      expect({ status: response.status, body: response.body }).toEqual({ status: 403, body: { error: 'Only Admins can manage the brand' } });
    }
    expect((await admin.get('/brand')).body).toEqual({ brand: expected });
  });

  it('names the refused field beside the message', async () => {
    const ws = await t.workspaces.create({ admins: ['ada@example.com'] });
    const admin = new ConsoleCaller(t, consoleContract, ws, { cookie: await t.workspaces.signIn(ws, 'ada@example.com') });
    expectFieldError(
      await admin.patch('/brand', { body: { brand: { colors: { text: '#999999' } } } }),
      422,
      'brand.colors.text has a contrast of 2.84:1 against brand.colors.background; at least 4.5:1 is needed',
      'brand.colors.text',
    );
    expectFieldError(
      await admin.patch('/brand', { body: { brand: { embed_origins: ['https://a.example', 'ftp://b.example'] } } }),
      422,
      'brand.embed_origins[1] must be an origin such as https://www.example.com (https, a host and an optional port, nothing after)',
      'brand.embed_origins[1]',
    );
    expect(await storedRows(ws)).toEqual([]);
  });

  it('needs a session: a key is not enough', async () => {
    const ws = await t.workspaces.create();
    const response = await t.client(ws).get('/api/console/brand');
    expect(response.status).toBe(401);
  });
});
