import { readFileSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

/* eslint-disable @typescript-eslint/no-explicit-any -- axe's results */

/** Debian's Chromium (no browser download): CI installs it, and its absence is a failure, not a skip. */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** A headless Chromium with a fresh profile, quiet, resolving every `*.localhost` workspace host to loopback. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
}

/** axe-core's serious and critical findings on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol: the page's Content-Security-Policy (no inline
  // scripts) rightly refuses a <script> tag injected into it.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const results: any = await page.evaluate(`axe.run(document, { resultTypes: ['violations'] })`);
  return (results.violations as any[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node: any) => node.target.join(' ')).join(', ')})`);
}

/** How far the page scrolls sideways (0: it fits its viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  // A string: evaluated in the page, where `document` exists (these sources are typed for Node).
  return page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}
