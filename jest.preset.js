// Shared by every project's jest.config.js: tests run from TypeScript source with the tsconfig aliases.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const root = __dirname;
const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'));

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, join(root, target)]),
);

const transform = {
  '^.+\\.ts$': ['ts-jest', { tsconfig: join(root, 'tsconfig.jest.json') }],
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

module.exports = { projectJestConfig, moduleNameMapper, transform };
