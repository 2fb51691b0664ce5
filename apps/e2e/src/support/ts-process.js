'use strict';
/**
 * Runs a TypeScript file of the repository in a plain Node process, for tests that need the app in a
 * process of its own (to kill it): `node ts-process.js <file.ts> [args]`. Each file is transpiled on load
 * (no type check: the test run has checked them) and the `@forms/*` aliases resolve as in tsconfig.
 *
 * Transpiling the app's few hundred files costs seconds of CPU per process, and a run starts several such
 * processes from the same sources: the output is kept in a cache in the temp dir, under a hash of
 * everything it depends on (TypeScript's version, the options, the file's path and text), so a changed
 * source is simply a new entry and TypeScript itself is only loaded when a file is not there yet.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const Module = require('node:module');

const root = path.resolve(__dirname, '..', '..', '..', '..');
const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));
const aliases = new Map(Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, path.join(root, target)]));
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, aliases.get(request) ?? request, ...rest);
};

/** TypeScript's options, given the loaded compiler (its enums); the cache key names the same choices. */
const optionsOf = (ts) => ({
  // As tsconfig.base.json: strict null checks change the emitted decorator metadata (`string | undefined`
  // is Object under them, String without), and with it the OpenAPI document the app builds from it.
  strict: true,
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
  sourceMap: false,
});
const OPTIONS_KEY = 'strict commonjs es2022 experimentalDecorators emitDecoratorMetadata esModuleInterop';
const typescriptVersion = JSON.parse(fs.readFileSync(require.resolve('typescript/package.json'), 'utf8')).version;
const cacheDir = path.join(os.tmpdir(), 'forms-ts-process-cache');
let ts;

function transpile(source, filename) {
  const key = createHash('sha256').update(JSON.stringify([typescriptVersion, OPTIONS_KEY, filename, source])).digest('hex');
  const cached = path.join(cacheDir, `${key}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    // not transpiled yet
  }
  ts ??= require('typescript');
  const { outputText } = ts.transpileModule(source, { compilerOptions: optionsOf(ts), fileName: filename });
  try {
    // Written aside and renamed: a process reading the entry meanwhile sees all of it or none.
    fs.mkdirSync(cacheDir, { recursive: true });
    const partial = `${cached}.${process.pid}.tmp`;
    fs.writeFileSync(partial, outputText);
    fs.renameSync(partial, cached);
  } catch {
    // A cache that cannot be written only costs the next process the same transpiling.
  }
  return outputText;
}

require.extensions['.ts'] = (module, filename) => {
  module._compile(transpile(fs.readFileSync(filename, 'utf8'), filename), filename);
};

require(path.resolve(process.argv[2]));
