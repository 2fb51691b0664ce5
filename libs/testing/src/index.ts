export { createTestDatabase } from './create-test-database';
export type { TestDatabase } from './create-test-database';
export { TEST_PG_ENV, EXTERNAL_SERVER_ENV } from './test-postgres-env';
export * from './count-statements';
