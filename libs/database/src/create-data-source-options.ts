import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';

export const MIGRATIONS_TABLE = 'schema_migrations';

export interface DataSourceSettings {
  readonly url: string;
  /** The ORM entities; this lib knows nothing of the model. */
  readonly entities: NonNullable<DataSourceOptions['entities']>;
  /** Connections in the pool (DB_POOL_SIZE). */
  readonly poolSize?: number;
  /** Shown in pg_stat_activity, to tell the API, the CLI and the outbox worker apart. */
  readonly applicationName?: string;
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
    extra: { max: settings.poolSize ?? 10, connectionTimeoutMillis: 5_000 },
  };
}
