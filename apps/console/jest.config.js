const { join } = require('node:path');
const { projectJestConfig, swcTransform } = require('../../jest.preset');

/**
 * The console's tests, all in the unit tier: its pure logic (plain .ts specs) and its components
 * (.spec.tsx, rendered in jsdom with Testing Library against a fake of the console API). Everything is
 * compiled here without type checking, for speed: `tsc -p apps/console/tsconfig.json` checks it.
 */
const base = projectJestConfig('console', __dirname);

module.exports = {
  ...base,
  testEnvironment: join(__dirname, 'jest.environment.js'),
  // The packages' CommonJS builds, as under Node: jsdom would otherwise pick their browser (ES module) builds.
  testEnvironmentOptions: { customExportConditions: ['require', 'node', 'default'] },
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // A component test takes well under a second alone; on a machine busy with other suites, several.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
  transform: {
    // The console's own settings (tsconfig.json): no decorators, standard class fields, the automatic JSX runtime.
    '^.+\\.tsx?$': swcTransform({ tsx: true, decorators: false }),
  },
};
