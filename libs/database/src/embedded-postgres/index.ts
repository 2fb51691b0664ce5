export { EMBEDDED_DATABASE, embeddedPostgresUrl } from './connection';
export { PASSWORD_FILE } from './cluster-password';
export type { EmbeddedPostgres, RunningEmbeddedPostgres } from './server-handle';
export { findRunningEmbeddedPostgres, startEmbeddedPostgres } from './start-embedded-postgres';
export type { StartEmbeddedPostgresOptions } from './start-embedded-postgres';
export { APP_PASSWORD_FILE, APP_ROLE, ensureAppRole, grantAppPrivileges } from './app-role';
