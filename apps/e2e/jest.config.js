const { projectJestConfig } = require('../../jest.preset');

module.exports = {
  ...projectJestConfig('e2e', __dirname),
  // Every file: fails when the service sends a tenant-table statement without a workspace_id condition.
  setupFilesAfterEnv: ['<rootDir>/src/support/sql-audit/record-sql.ts'],
};
