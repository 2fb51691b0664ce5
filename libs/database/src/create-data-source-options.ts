import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';

export const MIGRATIONS_TABLE = 'schema_migrations';

export interface DataSourceSettings {
  readonly url: string;
  /** The ORM entities; this lib knows nothing of the model. */
  readonly entities: NonNullable<DataSourceOptions['entities']>;
  /** Connections in the pool (DB_POOL_SIZE). */
  readonly poolSize?: number;
  /** How long a caller waits for a connection, free or new (DB_POOL_WAIT_MS); 5 s when absent. */
  readonly connectionWaitMs?: number;
  /** Shown in pg_stat_activity, to tell the API, the CLI and the outbox worker apart. */
  readonly applicationName?: string;
  /** Limits set on every connection of the pool; absent for tools (migrations, bulk seeding). */
  readonly sessionTimeouts?: SessionTimeouts;
}

/**
 * Per connection, so that one tenant's slow or blocked work gives its connection back instead of holding
 * the pool for everyone; 0 means no limit (PostgreSQL's own meaning).
 */
export interface SessionTimeouts {
  readonly statementTimeoutMs: number;
  readonly lockTimeoutMs: number;
  readonly idleInTransactionTimeoutMs: number;
}

/**
 * The one place that says how the app connects. The schema is owned by migrations only (never
 * synchronize), and SQL logging stays off: the app logs what it does, not every query.
 */
export function createDataSourceOptions(settings: DataSourceSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url: settings.url,
    entities: settings.entities,
    migrations,
    migrationsTableName: MIGRATIONS_TABLE,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    applicationName: settings.applicationName,
    // A database that stops answering must turn into a prompt 503, not a request that hangs.
    extra: {
      max: settings.poolSize ?? 10,
      connectionTimeoutMillis: settings.connectionWaitMs ?? 5_000,
      // Sent in the start-up packet: in force from the connection's first statement, no extra round trip.
      ...(settings.sessionTimeouts && {
        statement_timeout: settings.sessionTimeouts.statementTimeoutMs,
        lock_timeout: settings.sessionTimeouts.lockTimeoutMs,
        idle_in_transaction_session_timeout: settings.sessionTimeouts.idleInTransactionTimeoutMs,
      }),
    },
  };
}
