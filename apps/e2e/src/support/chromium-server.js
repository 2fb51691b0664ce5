'use strict';
/**
 * One headless Chromium that the browser specs of one jest worker share: `node chromium-server.js
 * <owner pid> <record file> <launch options as JSON>`. Launching Chromium costs seconds (5 to 8 on the
 * busy 2-core machine, closing it one more), connecting to a running one about one: the first browser
 * spec of a worker starts this process, the next ones connect to it (see chromium.ts). Each spec still
 * gets fresh browser contexts (a fresh profile each), so no cookie or storage goes from file to file.
 *
 * It writes `{wsEndpoint, pid}` to the record file and prints the same line once listening. It lives in a
 * process of its own, outside jest's per-file sandboxes, and ends (Chromium with it, the record deleted)
 * as soon as the worker that owns it is gone, on SIGTERM, or when Chromium itself goes away.
 */
const { readFileSync, rmSync, writeFileSync } = require('node:fs');
const { chromium } = require('playwright-core');
const { endWithOwner } = require('./shared-process-end');

const [owner, record, options] = process.argv.slice(2);

/**
 * Chromium heeds only the last `--disable-features` of its command line: Playwright's comes first, ours
 * (chromium.ts) last, and must name every feature Playwright's does. Read back from the running browser,
 * so that an upgrade of playwright-core that adds one fails here by name instead of being dropped.
 */
function missingDisabledFeatures(pid) {
  let args;
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return []; // no /proc: nothing to compare
  }
  const lists = args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
  if (lists.length < 2) return [];
  const heeded = new Set(lists[lists.length - 1]);
  return lists.slice(0, -1).flat().filter((feature) => feature && !heeded.has(feature));
}

async function main() {
  const server = await chromium.launchServer(JSON.parse(options));
  const missing = missingDisabledFeatures(server.process().pid);
  if (missing.length > 0) {
    await server.close().catch(() => undefined);
    throw new Error(`chromium.ts's --disable-features drops Playwright's ${missing.join(', ')}: add them to PLAYWRIGHT_DISABLED_FEATURES`);
  }
  const end = endWithOwner(Number(owner), record, () => server.close().catch(() => undefined));
  server.process().once('exit', end);
  const line = JSON.stringify({ wsEndpoint: server.wsEndpoint(), pid: process.pid });
  writeFileSync(record, line);
  process.stdout.write(`${line}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  rmSync(record, { force: true });
  process.exit(1);
});
