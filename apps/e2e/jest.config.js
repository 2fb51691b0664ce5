const { projectJestConfig } = require('../../jest.preset');

module.exports = {
  ...projectJestConfig('e2e', __dirname),
  // Every file: fails when the service sends a tenant-table statement without a workspace_id condition.
  setupFilesAfterEnv: ['<rootDir>/src/support/sql-audit/record-sql.ts'],
  // A file's beforeAll may start the API (in its process, or the worker's shared server in one of its
  // own): seconds on a busy machine, over Jest's 5 s default for a hook. A test that hangs still fails.
  testTimeout: 20_000,
};
