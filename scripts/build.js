#!/usr/bin/env node
'use strict';
/**
 * Compiles the repository into dist/ (tsc -p tsconfig.build.json, incremental), then rewrites the
 * `@forms/*` aliases in the emitted JavaScript into relative paths (tsc-alias), since Node does not
 * know tsconfig paths.
 *
 *   node scripts/build.js [--quiet] [--server-only | --console-only]
 *
 * It also builds the console's web app (apps/console) with Vite into dist/apps/console, when its own
 * inputs changed (a fingerprint of its own), prints how much gzipped JavaScript its first load costs and
 * fails when that exceeds the budget. --server-only skips it (the CLI needs no web app); --console-only
 * builds nothing else (the test setup needs only the app).
 *
 * Nothing ever goes to stdout: `npm run cli` prints exactly one JSON document there. With --quiet, a
 * successful build prints nothing at all; type errors go to stderr and the exit code is non-zero.
 *
 * `npm run cli` builds before every command, so a build with nothing to do must cost next to nothing:
 * a fingerprint of the inputs (paths, sizes, mtimes) is kept beside the output and, when it matches,
 * neither tsc nor tsc-alias runs.
 */
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const root = path.resolve(__dirname, '..');
const project = path.join(root, 'tsconfig.build.json');
const outDir = path.join(root, 'dist');
const stampFile = path.join(outDir, '.build-fingerprint');
const quiet = process.argv.includes('--quiet');
const serverOnly = process.argv.includes('--server-only');
const consoleOnly = process.argv.includes('--console-only');

// Libraries called in-process (tsc-alias) must not write to stdout either.
console.log = console.error;
console.info = console.error;

const SOURCE_DIRS = ['apps', 'libs', 'bench'];
const CONFIG_FILES = ['tsconfig.json', 'tsconfig.base.json', 'tsconfig.build.json', 'package-lock.json'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage', 'tmp']);
// Built by Vite, not tsc: its edits must not recompile the server, nor the server's its bundle.
const CONSOLE_DIR = path.join(root, 'apps', 'console');

const CONSOLE_OUT_DIR = path.join(outDir, 'apps', 'console');
const CONSOLE_STAMP_FILE = path.join(outDir, '.console-fingerprint');
const CONSOLE_INPUTS = [CONSOLE_DIR, path.join(root, 'libs', 'console-client', 'src'), path.join(root, 'package-lock.json')];
/** The first load of /console: at most this much gzipped JavaScript. */
const CONSOLE_JS_BUDGET_BYTES = 250 * 1024;

// What tsconfig.build.json excludes (the built code imports none of it): editing a test must not cost
// the next `npm run cli` or end-to-end run a compile of the whole server.
const UNBUILT_DIRS = ['apps/e2e', 'libs/testing', 'libs/api-client'].map((dir) => path.join(root, dir) + path.sep);
const UNBUILT_SUFFIXES = ['.spec.ts', '.e2e-spec.ts'];

/** Changes when a compiled source is added, removed or edited, or when the compiler setup changes. */
function fingerprint() {
  return fingerprintOf(
    [...CONFIG_FILES.map((file) => path.join(root, file)), ...SOURCE_DIRS.map((dir) => path.join(root, dir))],
    (file) =>
      (file.endsWith('.ts') || file.endsWith('.json')) &&
      !UNBUILT_SUFFIXES.some((suffix) => file.endsWith(suffix)) &&
      !UNBUILT_DIRS.some((dir) => file.startsWith(dir)),
  );
}

/** Every file below the inputs (each a file or a directory), by path, size and mtime. */
function fingerprintOf(inputs, wanted) {
  const hash = createHash('sha256');
  const add = (file) => {
    try {
      const { size, mtimeMs } = fs.statSync(file);
      hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
    } catch {
      hash.update(`${path.relative(root, file)}\0missing\n`);
    }
  };
  const walk = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name) && full !== CONSOLE_DIR) walk(full);
      // .json too: tsc emits the JSON files that sources import (resolveJsonModule).
      else if (entry.isFile() && wanted(full)) add(full);
    }
  };
  for (const input of inputs) {
    if (input === CONSOLE_DIR) walkConsole(input, add);
    else if (fs.existsSync(input) && fs.statSync(input).isDirectory()) walk(input);
    else add(input);
  }
  return hash.digest('hex');
}

/** The console's own tree: every file counts (stylesheets, index.html, the Vite config). */
function walkConsole(dir, add) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) walkConsole(full, add);
    else if (entry.isFile()) add(full);
  }
}

function readStamp(file = stampFile) {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

async function main() {
  if (!consoleOnly) {
    const code = await buildServer();
    if (code !== 0) return code;
  }
  return serverOnly ? 0 : buildConsole();
}

async function buildServer() {
  const started = Date.now();
  const before = fingerprint();
  if (before === readStamp()) {
    if (!quiet) process.stderr.write('build: dist/ is up to date\n');
    return 0;
  }

  // tsc emits even when it reports errors: until a build succeeds, dist/ must not pass for up to date.
  fs.rmSync(stampFile, { force: true });
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', project, '--pretty', String(Boolean(process.stderr.isTTY))], {
    cwd: root,
    encoding: 'utf8',
  });
  if (tsc.error || tsc.status !== 0) {
    process.stderr.write(`${tsc.stdout ?? ''}${tsc.stderr ?? ''}`);
    process.stderr.write(`build failed: tsc ${tsc.error ? tsc.error.message : `exited with code ${tsc.status}`}\n`);
    return tsc.status || 1;
  }

  const { replaceTscAliasPaths } = require('tsc-alias');
  await replaceTscAliasPaths({ configFile: project });

  // The fingerprint taken before compiling: an edit made during the build triggers the next one.
  fs.writeFileSync(stampFile, `${before}\n`);
  if (!quiet) process.stderr.write(`build: compiled into dist/ in ${Date.now() - started} ms\n`);
  return 0;
}

/** Vite's production build of the console, when its inputs changed since the last successful one. */
function buildConsole() {
  const started = Date.now();
  // Vite compiles React's development runtime unless NODE_ENV is production or unset (Jest sets it to
  // test): the stamp records it, so a console built by one kind of run is never reused by the other.
  const before = `${fingerprintOf(CONSOLE_INPUTS, () => true)} NODE_ENV=${process.env.NODE_ENV ?? ''}`;
  if (before === readStamp(CONSOLE_STAMP_FILE) && fs.existsSync(path.join(CONSOLE_OUT_DIR, 'index.html'))) {
    if (!quiet) process.stderr.write('build: the console in dist/apps/console is up to date\n');
    return 0;
  }
  fs.rmSync(CONSOLE_STAMP_FILE, { force: true });
  const vite = spawnSync(process.execPath, [path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js'), 'build', '--config', path.join(CONSOLE_DIR, 'vite.config.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (vite.error || vite.status !== 0) {
    process.stderr.write(`${vite.stdout ?? ''}${vite.stderr ?? ''}`);
    process.stderr.write(`build failed: vite ${vite.error ? vite.error.message : `exited with code ${vite.status}`}\n`);
    return vite.status || 1;
  }
  if (!quiet) process.stderr.write(`${vite.stdout ?? ''}${vite.stderr ?? ''}`);

  const { files, bytes } = firstLoadJavaScript(CONSOLE_OUT_DIR);
  const figure = `${(bytes / 1024).toFixed(1)} KB of gzipped JavaScript (${files.length} file${files.length === 1 ? '' : 's'}; budget ${CONSOLE_JS_BUDGET_BYTES / 1024} KB)`;
  if (bytes > CONSOLE_JS_BUDGET_BYTES) {
    process.stderr.write(`build failed: the console's first load is ${figure}\n`);
    return 1;
  }
  fs.writeFileSync(CONSOLE_STAMP_FILE, `${before}\n`);
  if (!quiet) process.stderr.write(`build: console built into dist/apps/console in ${Date.now() - started} ms; first load: ${figure}\n`);
  return 0;
}

/**
 * What a browser must fetch before /console shows anything: the entry chunk of index.html and every
 * chunk it imports statically, transitively (chunks loaded later with import() do not count), gzipped.
 */
function firstLoadJavaScript(outputDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(outputDir, '.vite', 'manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([key]) => visit(key));
  const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(outputDir, file))).length, 0);
  return { files, bytes };
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`build failed: ${error && error.stack ? error.stack : error}\n`);
    process.exitCode = 1;
  },
);
