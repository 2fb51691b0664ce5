const { moduleNameMapper, transform } = require('./jest.preset');

/** `npm test`: every project's tests, against one embedded Postgres started by the global setup. */
module.exports = {
  projects: [
    '<rootDir>/libs/domain',
    '<rootDir>/libs/application',
    '<rootDir>/libs/config',
    '<rootDir>/libs/database',
    '<rootDir>/libs/testing',
    '<rootDir>/libs/persistence',
    '<rootDir>/apps/api',
    '<rootDir>/apps/cli',
    '<rootDir>/apps/console',
    '<rootDir>/apps/e2e',
    '<rootDir>/bench',
    '<rootDir>/scripts',
  ],
  transform,
  moduleNameMapper,
  globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
};
