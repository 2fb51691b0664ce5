export type { Log } from './log';
export { logToStderr } from './log';
export {
  EMBEDDED_DATABASE,
  embeddedPostgresUrl,
  findRunningEmbeddedPostgres,
  startEmbeddedPostgres,
} from './embedded-postgres-server';
export type { EmbeddedPostgres, RunningEmbeddedPostgres, StartEmbeddedPostgresOptions } from './embedded-postgres-server';
export { LOCATION_FILE } from './cluster-location';
export { openDatabase } from './resolve-database';
export type { OpenedDatabase } from './resolve-database';
export { redactDatabaseUrl, withDatabaseName } from './database-url';
export { MIGRATION_LOCK_KEY, runMigrations } from './migrate';
export { createDataSourceOptions, MIGRATIONS_TABLE } from './create-data-source-options';
export type { DataSourceSettings } from './create-data-source-options';
export { migrations } from './migrations';
