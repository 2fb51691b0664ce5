import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type LaunchOptions, type Page } from 'playwright-core';
import { readRecord, startWorkerProcess } from './worker-process';

/* eslint-disable @typescript-eslint/no-explicit-any -- axe's results */

/** Debian's Chromium (no browser download): CI installs it, and its absence is a failure, not a skip. */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * The features Playwright (1.65) turns off for every Chromium it launches. Chromium reads only the last
 * `--disable-features` of its command line, so ours must repeat them; chromium-server.js refuses to run
 * when Playwright's own list names one that this one lacks (after an upgrade of playwright-core).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium (the full browser) gives every window an address bar whose suggestion popups are web
 * pages of their own: each context the specs open started two more renderer processes for them, which
 * nothing here ever shows, and which cost about as much CPU as the page under test. These features make
 * those popups, and only those.
 */
const UNSHOWN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Site isolation, turned off: a renderer process per site guards a person's browser against a page that
 * exploits its renderer, and every page here is our own. A page and its frames of other sites (embeds, a
 * workspace host inside another) then share the page's renderer; same-origin rules, CSP's
 * frame-ancestors and postMessage's target origins are enforced as before. With the compositor in the
 * browser process (`--in-process-gpu`), measured over the fourteen browser specs run one after the
 * other: about a tenth less CPU (242 s in all; the console app's spec 51 s instead of 56-64 s).
 */
const SITE_ISOLATION = ['IsolateOrigins', 'site-per-process'];

/** Headless, with a fresh profile, quiet, resolving every `*.localhost` workspace host to loopback. */
const LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-site-isolation-trials',
    // There is no GPU: the compositor works in software either way, here without a process of its own.
    '--in-process-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_BROWSER_UI, ...SITE_ISOLATION].join(',')}`,
    '--host-resolver-rules=MAP *.localhost 127.0.0.1',
  ],
};

/**
 * A headless Chromium for this spec file, to be closed in its afterAll. Launching one costs seconds and
 * each jest worker runs many browser specs one after the other, so a worker's specs share one Chromium
 * (chromium-server.js, recorded under the worker's pid): the first launches it, the next ones connect.
 * Closing a connected browser closes only what this file opened; every context is still a fresh profile.
 */
export async function launchChromium(): Promise<Browser> {
  const record = join(tmpdir(), `forms-test-chromium-${process.pid}.json`);
  const running = readRecord<{ wsEndpoint: string }>(record)?.wsEndpoint;
  if (running) {
    // A Chromium that has gone (its server ends with it and deletes the record) is simply started again.
    const browser = await chromium.connect(running, { timeout: 10_000 }).catch(() => null);
    if (browser) return browser;
  }
  return chromium.connect(await startChromiumServer(record), { timeout: 30_000 });
}

/** Starts this worker's Chromium in a process of its own, which ends when the worker does. */
async function startChromiumServer(record: string): Promise<string> {
  const args = [join(__dirname, 'chromium-server.js'), String(process.pid), record, JSON.stringify(LAUNCH)];
  return (await startWorkerProcess<{ wsEndpoint: string }>(args, record, 'the Chromium server')).wsEndpoint;
}

let axeScript: string | undefined;
function axeSource(): string {
  axeScript ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeScript;
}

/**
 * axe.run over every rule that can find something serious or critical. A rule that declares an impact
 * reports every finding with it (every rule of axe-core 4 declares one); the rules declared minor or
 * moderate (landmarks, `region`, heading order and the like, a third of them) are left out, since those
 * findings are dropped anyway, and they are a sixth of what a run costs. A rule that declares none runs.
 */
const RUN_SERIOUS_RULES = `(() => {
  const minorOnly = axe._audit.rules.filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate').map((rule) => [rule.id, { enabled: false }]);
  return axe.run(document, { resultTypes: ['violations'], rules: Object.fromEntries(minorOnly) });
})()`;

/** axe-core's serious and critical findings on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol: the page's Content-Security-Policy (no inline
  // scripts) rightly refuses a <script> tag injected into it.
  // Once per document: the page keeps it until it navigates away (parsing its half a megabyte again
  // for every check of the same page cost a good part of each check).
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(axeSource());
  const results: any = await page.evaluate(RUN_SERIOUS_RULES);
  return (results.violations as any[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node: any) => node.target.join(' ')).join(', ')})`);
}

/** How far the page scrolls sideways (0: it fits its viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  // A string: evaluated in the page, where `document` exists (these sources are typed for Node).
  return page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}
