import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { createPostgresAdapters, openDataSource, poolOf, type PostgresAdapters } from '@forms/persistence';
import type { TestDatabase } from './create-test-database';

export interface PostgresTestContext {
  dataSource: DataSource;
  pool: Pool;
  adapters: PostgresAdapters;
  /** Closes the pool and drops the database. */
  close(): Promise<void>;
}

/** A spec file's own migrated database (from `createTestDatabase()`), opened through the persistence lib's DataSource and adapters. */
export async function openTestContext(
  database: TestDatabase,
  options: { poolSize?: number } = {},
): Promise<PostgresTestContext> {
  const dataSource = await openDataSource(database.url, { poolSize: options.poolSize ?? 5 });
  return {
    dataSource,
    pool: poolOf(dataSource),
    adapters: createPostgresAdapters(dataSource),
    close: async () => {
      await dataSource.destroy();
      await database.drop();
    },
  };
}
