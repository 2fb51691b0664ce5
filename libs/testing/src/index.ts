export { createTestDatabase } from './create-test-database';
export type { TestDatabase } from './create-test-database';
export { TEST_PG_ENV, EXTERNAL_SERVER_ENV } from './test-postgres-env';
export * from './count-statements';
export { addMembers, createWorkspace, uniqueSubdomain } from './persistence-fixtures';
export type { CreatedWorkspace } from './persistence-fixtures';
export { openTestContext } from './postgres-test-context';
export type { PostgresTestContext } from './postgres-test-context';
export * from './summary-recount';
