import type { AppConfig } from '@forms/config';
import { ensureAppRole } from './embedded-postgres';
import { logToStderr, type Log } from './log';
import { runMigrations } from './migrate';
import { openDatabase, type OpenDatabaseOptions } from './resolve-database';

export interface AppDatabase {
  /**
   * What the service connects with: on the embedded server, its application role, which may use the
   * service's tables and nothing more; with DATABASE_URL, that URL as given.
   */
  readonly url: string;
  /** The role `url` connects as. */
  readonly user: string;
  /** What the migrations ran with: the embedded server's superuser, or DATABASE_URL. */
  readonly migrationUrl: string;
  /** The migrations this call applied, in order. */
  readonly appliedMigrations: readonly string[];
  /** True when the server is our embedded PostgreSQL (started here, or already run by another process). */
  readonly embedded: boolean;
  /** The embedded server's cluster directory; undefined with DATABASE_URL. */
  readonly clusterDir?: string;
  /** Stops the embedded server if this call started it; otherwise does nothing. Idempotent. */
  stop(): Promise<void>;
}

/**
 * How `npm start`, the CLI and the topology harness get their database: opened (see openDatabase),
 * migrated by the role that owns the schema, and handed over as the role the service should run as.
 * On failure, a server started here is stopped again.
 */
export async function openAppDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  log: Log = logToStderr,
  options: OpenDatabaseOptions = {},
): Promise<AppDatabase> {
  const database = await openDatabase(config, log, options);
  try {
    const appliedMigrations = await runMigrations(database.url, log);
    // After the migrations, so that the grants cover the tables they just made.
    const url = database.embedded && database.clusterDir ? await ensureAppRole(database.url, database.clusterDir) : database.url;
    return {
      url,
      user: decodeURIComponent(new URL(url).username),
      migrationUrl: database.url,
      appliedMigrations,
      embedded: database.embedded,
      clusterDir: database.clusterDir,
      stop: database.stop,
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}
