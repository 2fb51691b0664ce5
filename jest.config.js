const { availableParallelism } = require('node:os');
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
  // Jest's default is one worker fewer than the cores, which on a 2-core machine means one file at a time.
  // An end-to-end file spends much of its time waiting (on PostgreSQL, Chromium, its own server, timers),
  // so two files at once keep both cores busy: at least two workers, and Jest's default above that.
  // Specs therefore never look at another file's data (pg_stat_activity filtered by database, cluster-wide
  // names with a random suffix).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
};
