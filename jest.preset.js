// Shared by every project's jest.config.js: tests run from TypeScript source with the tsconfig aliases.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const root = __dirname;
const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'));

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, join(root, target)]),
);

/**
 * Tests run from TypeScript compiled file by file without type checking (`npm run typecheck` checks
 * types): SWC does that in a fifth of the CPU TypeScript's own transpiler takes, which matters on a
 * fresh clone, where every file the suite loads is compiled once. The options mirror tsconfig.base.json:
 * legacy decorators with their metadata (Nest's injection and class-validator read it) and class fields
 * assigned in the constructor, as TypeScript does with useDefineForClassFields off.
 */
function swcOptions({ tsx = false, decorators = true } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators },
      target: 'es2022',
      keepClassNames: true,
      transform: decorators
        ? { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false }
        : { useDefineForClassFields: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  };
}

/** A Jest transform entry with those options. */
function swcTransform(settings) {
  return ['@swc/jest', swcOptions(settings)];
}

const transform = {
  '^.+\\.ts$': swcTransform(),
};

function projectJestConfig(displayName, projectRoot) {
  return {
    displayName,
    rootDir: projectRoot,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.spec.ts'],
    moduleNameMapper,
    transform,
    moduleFileExtensions: ['ts', 'js', 'json'],
  };
}

module.exports = { projectJestConfig, moduleNameMapper, transform, swcTransform, swcOptions };
