import type { AppConfig } from '@forms/config';
import { openDataSource } from '@forms/persistence';
import type { DataSource } from 'typeorm';

/**
 * The API's connections to PostgreSQL: its pool size and per-connection timeouts from the configuration,
 * and its application name, by which the SQL audit tells the service's statements from anyone else's.
 */
export function openApiDataSource(url: string, config: AppConfig): Promise<DataSource> {
  return openDataSource(url, {
    poolSize: config.DB_POOL_SIZE,
    connectionWaitMs: config.DB_POOL_WAIT_MS,
    applicationName: 'form-service-api',
    sessionTimeouts: {
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: config.DB_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  });
}
