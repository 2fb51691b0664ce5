import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

export const WIDE = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

export interface Visit {
  context: BrowserContext;
  page: Page;
  /**
   * Requests to anything but the workspace's origin, answers of 400 and above (`422 PATCH /api/...`;
   * but a form's 404 `No draft`), and what the browser reported as an error (CSP refusals included).
   */
  problems: string[];
  /** How many of the page's requests (its document, scripts, API calls) have not been answered yet. */
  inFlight(): number;
}

/** A fresh browser profile on the workspace's host (`origin`), signed in with `cookie` when given. */
export async function openConsoleBrowser(browser: Browser, origin: string, cookie: string | null, viewport = WIDE): Promise<Visit> {
  const context = await browser.newContext({ viewport, locale: 'en-GB' });
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: origin, httpOnly: true, sameSite: 'Lax' }]);
  }
  const page = await context.newPage();
  const problems: string[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('request', (request) => {
    if (!request.url().startsWith(`${origin}/`) && !request.url().startsWith('data:')) problems.push(`request to ${request.url()}`);
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    // The builder asks every form for its draft: a form without one answers 404 `No draft`, as it should.
    if (response.status() === 404 && response.request().method() === 'GET' && /^\/api\/console\/forms\/[^/]+\/draft$/.test(path)) return;
    if (response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${path}`);
  });
  page.on('console', (message) => {
    // Failed loads are reported by status above.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems, inFlight: () => pending.size };
}

/** The page's heading, once the app has rendered it (with `expected`: once it is that one). */
export async function heading(page: Page, expected?: string): Promise<string> {
  // After a click the router may still show the previous page for a moment: wait for the one expected
  // (a wrong page never shows it, and the wait fails).
  const h1 = expected === undefined ? page.locator('main h1') : page.locator('main h1', { hasText: new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  await h1.waitFor();
  return (await h1.textContent()) ?? '';
}

/**
 * Goes to `path` (`/console/...`) inside the app, as its own links do: the router is told of the new
 * address, and the document, its scripts and axe, once injected, stay. A fresh load of the page for each
 * address cost the browser the app's scripts and axe's half a megabyte again every time.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
}

/**
 * The page as the member sees it once everything it asked for has come: no request in flight for a
 * quarter of a second, and no Loading placeholder. (After a navigation inside the app there is no new
 * document whose network idleness Playwright could wait for.)
 */
export async function settled(visit: Visit, quietMs = 250, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    // A request that never ends fails here, with the page named, rather than at the test's own timeout.
    if (Date.now() > deadline) throw new Error(`${visit.page.url()} still has ${visit.inFlight()} requests in flight after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (visit.inFlight() > 0) quietSince = Date.now();
  }
  await visit.page.locator('[role=status].loading').first().waitFor({ state: 'detached' });
}
