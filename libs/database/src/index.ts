export type { Log } from './log';
export { logToStderr } from './log';
export {
  EMBEDDED_DATABASE,
  embeddedPostgresUrl,
  findRunningEmbeddedPostgres,
  startEmbeddedPostgres,
} from './embedded-postgres';
export type { EmbeddedPostgres, RunningEmbeddedPostgres, StartEmbeddedPostgresOptions } from './embedded-postgres';
export { LOCATION_FILE } from './cluster-location';
export { APP_PASSWORD_FILE, APP_ROLE, ensureAppRole, grantAppPrivileges, PASSWORD_FILE } from './embedded-postgres';
export { openDatabase } from './resolve-database';
export type { OpenDatabaseOptions, OpenedDatabase } from './resolve-database';
export { openAppDatabase } from './app-database';
export type { AppDatabase } from './app-database';
export { redactDatabaseUrl, withDatabaseName } from './database-url';
export { MIGRATION_LOCK_KEY, runMigrations } from './migrate';
export { createDataSourceOptions, MIGRATIONS_TABLE } from './create-data-source-options';
export type { DataSourceSettings, SessionTimeouts } from './create-data-source-options';
export { migrations } from './migrations';
