import { browse, type PageResponse } from './browser';

/**
 * `/console` for a signed-in member is the console's web app: its HTML, never cached, under the console's
 * Content-Security-Policy, loading only its own hashed scripts and stylesheets from this origin.
 */
export function expectConsoleApp(page: PageResponse): void {
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.headers['content-security-policy']).toContain("script-src 'self';");
  expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(page.body).toContain('<div id="root"></div>');
  expect(page.body).toMatch(/<script type="module" crossorigin src="\/console\/assets\/index-[A-Za-z0-9_-]+\.js"><\/script>/);
  // Nothing loads from elsewhere, and no script is written into the page.
  expect(page.body).not.toMatch(/https?:\/\/|<script>|<script(?![^>]*src="\/console\/assets\/)|url\(/);
}

/**
 * Whom the app's shell shows as signed in ("Signed in as <email>", beside Sign out): the member that
 * the console's API answers `GET /api/console/me` with, for this session. The browser spec sees it rendered.
 */
export async function signedInAs(port: number, baseUrl: string, cookie: string): Promise<string> {
  const me = await browse(port, `${baseUrl}/api/console/me`, { cookie, headers: { accept: 'application/json' } });
  expect(me.status).toBe(200);
  return (JSON.parse(me.body) as { member: { email: string } }).member.email;
}
