#!/usr/bin/env node
'use strict';
/**
 * Compiles the repository into dist/ (tsc -p tsconfig.build.json, incremental), then rewrites the
 * `@forms/*` aliases in the emitted JavaScript into relative paths (tsc-alias), since Node does not
 * know tsconfig paths.
 *
 *   node scripts/build.js [--quiet]
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

const root = path.resolve(__dirname, '..');
const project = path.join(root, 'tsconfig.build.json');
const outDir = path.join(root, 'dist');
const stampFile = path.join(outDir, '.build-fingerprint');
const quiet = process.argv.includes('--quiet');

// Libraries called in-process (tsc-alias) must not write to stdout either.
console.log = console.error;
console.info = console.error;

const SOURCE_DIRS = ['apps', 'libs', 'bench'];
const CONFIG_FILES = ['tsconfig.json', 'tsconfig.base.json', 'tsconfig.build.json', 'package-lock.json'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage', 'tmp']);

/** Changes when a source is added, removed or edited, or when the compiler setup changes. */
function fingerprint() {
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
      if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) walk(full);
      // .json too: tsc emits the JSON files that sources import (resolveJsonModule).
      else if (entry.isFile() && (entry.name.endsWith('.ts') || entry.name.endsWith('.json'))) add(full);
    }
  };
  CONFIG_FILES.forEach((file) => add(path.join(root, file)));
  SOURCE_DIRS.forEach((dir) => walk(path.join(root, dir)));
  return hash.digest('hex');
}

function readStamp() {
  try {
    return fs.readFileSync(stampFile, 'utf8').trim();
  } catch {
    return undefined;
  }
}

async function main() {
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

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`build failed: ${error && error.stack ? error.stack : error}\n`);
    process.exitCode = 1;
  },
);
