#!/usr/bin/env node
'use strict';
/**
 * Start-and-ready smoke test of the built service on a given Node.js binary:
 *
 *   node scripts/smoke-start.js [--node PATH] [--no-build] [--timeout SECONDS]
 *
 * builds dist/ (with that Node), starts `dist/apps/api/src/main.js` with it on a free port and the
 * embedded PostgreSQL in a fresh temporary DATA_DIR, waits until `GET /health/ready` answers 200, sends
 * SIGTERM and expects the service to exit 0 with its PostgreSQL stopped. Exit 0 and one summary line when
 * all of that happened; 1 with the reason and the service's last output otherwise. CI runs it with the
 * Node 24 LTS (the full test suite runs on the machine's Node); `--node` defaults to the Node running
 * this script.
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const MAIN = path.join(root, 'dist', 'apps', 'api', 'src', 'main.js');
/** What is kept of the service's output, to show when something goes wrong. */
const KEPT_OUTPUT_BYTES = 16 * 1024;
const POLL_MS = 250;
/** From SIGTERM to exit: the HTTP server drains and the embedded PostgreSQL shuts down. */
const STOP_TIMEOUT_MS = 60_000;

function parseArgs(argv) {
  const options = { node: process.execPath, build: true, timeoutSeconds: 180 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--node') options.node = path.resolve(argv[++i] ?? '');
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--timeout') options.timeoutSeconds = Number(argv[++i]);
    else throw new Error(`unknown argument ${arg} (usage: smoke-start.js [--node PATH] [--no-build] [--timeout SECONDS])`);
  }
  if (!Number.isFinite(options.timeoutSeconds) || options.timeoutSeconds <= 0) throw new Error('--timeout must be a positive number of seconds');
  return options;
}

class SmokeFailure extends Error {}

function nodeVersion(node) {
  const run = spawnSync(node, ['--version'], { encoding: 'utf8' });
  if (run.status !== 0) throw new SmokeFailure(`${node} --version failed: ${run.error?.message ?? run.stderr.trim()}`);
  return run.stdout.trim();
}

/** A port nobody listens on now; the service binds it a moment later. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The status of GET /health/ready, or undefined while nothing answers. */
async function readiness(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the service put its cluster: `<dataDir>/pg`, or the directory recorded in `pg-location` (root only). */
function clusterDirOf(dataDir) {
  try {
    const recorded = fs.readFileSync(path.join(dataDir, 'pg-location'), 'utf8').trim();
    if (recorded) return path.resolve(dataDir, recorded);
  } catch {
    // Not relocated.
  }
  return path.join(dataDir, 'pg');
}

/** The pid of the postmaster still running on `clusterDir`, if any (the file goes away on a clean stop). */
function runningPostmaster(clusterDir) {
  let pid;
  try {
    pid = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function smoke(options) {
  const version = nodeVersion(options.node);
  const started = Date.now();
  if (options.build) {
    process.stderr.write(`smoke: building with Node ${version}\n`);
    const build = spawnSync(options.node, [path.join(root, 'scripts', 'build.js'), '--quiet'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new SmokeFailure(`the build failed on Node ${version} (exit ${build.status ?? build.signal})`);
  }
  if (!fs.existsSync(MAIN)) throw new SmokeFailure(`${path.relative(root, MAIN)} does not exist: build first, or leave out --no-build`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-smoke-'));
  // mkdtemp makes it 700; run as root, PostgreSQL runs as the postgres user, who must get in.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  // The embedded server is what is under test, and no balancer is in front to wait for.
  for (const name of ['DATABASE_URL', 'TRUST_PROXY', 'SHUTDOWN_DELAY_MS']) delete env[name];

  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT_BYTES);
  };
  const child = spawn(options.node, [MAIN], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let exit;
  exited.then((result) => (exit = result));
  // Ctrl-C on this script must not leave the service (and its PostgreSQL) behind.
  const forward = (signal) => {
    if (!exit) child.kill(signal);
  };
  process.on('SIGINT', forward).on('SIGTERM', forward);
  const fail = (reason) => new SmokeFailure(`${reason}\n--- the service's last output ---\n${output.trimEnd()}\n---`);

  try {
    const spawnedAt = Date.now();
    const deadline = spawnedAt + options.timeoutSeconds * 1000;
    let status;
    for (;;) {
      if (exit) throw fail(`the service exited before it was ready (${exit.code ?? exit.signal})`);
      status = await readiness(port);
      if (status === 200) break;
      if (Date.now() > deadline) throw fail(`GET /health/ready did not answer 200 within ${options.timeoutSeconds} s (last: ${status ?? 'no answer'})`);
      await sleep(POLL_MS);
    }
    const readyAfter = Date.now() - spawnedAt;

    const stopAt = Date.now();
    child.kill('SIGTERM');
    let timer;
    const stopped = await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, STOP_TIMEOUT_MS)))]);
    clearTimeout(timer);
    if (!stopped) throw fail(`the service did not exit within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM`);
    if (stopped.code !== 0) throw fail(`the service exited with ${stopped.code ?? stopped.signal} after SIGTERM, not 0`);
    const postmaster = runningPostmaster(clusterDirOf(dataDir));
    if (postmaster) throw fail(`the embedded PostgreSQL (pid ${postmaster}) still runs after the service exited`);

    return (
      `smoke: Node ${version}: ready (GET /health/ready 200) ${(readyAfter / 1000).toFixed(1)} s after start, ` +
      `stopped with exit 0 ${((Date.now() - stopAt) / 1000).toFixed(1)} s after SIGTERM (${((Date.now() - started) / 1000).toFixed(1)} s in all)`
    );
  } finally {
    if (!exit) {
      child.kill('SIGKILL');
      await exited;
    }
    const clusterDir = clusterDirOf(dataDir);
    const orphan = runningPostmaster(clusterDir);
    // Only after a failure: the service was killed, so its PostgreSQL is stopped here instead.
    if (orphan) {
      process.kill(orphan, 'SIGQUIT');
      for (let waited = 0; runningPostmaster(clusterDir) && waited < 10_000; waited += POLL_MS) await sleep(POLL_MS);
    }
    if (!clusterDir.startsWith(dataDir + path.sep)) fs.rmSync(path.dirname(clusterDir), { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  try {
    process.stdout.write(`${await smoke(options)}\n`);
  } catch (error) {
    if (!(error instanceof SmokeFailure)) throw error;
    process.stderr.write(`smoke: FAILED: ${error.message}\n`);
    process.exit(1);
  }
}

void main();
