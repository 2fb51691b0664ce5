import type { EntityManager } from 'typeorm';

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs fixed SQL as a named prepared statement on the transaction's own connection: Postgres parses and
 * plans it once per connection instead of on every call, which TypeORM's `manager.query` cannot do.
 * Used on the write paths the benchmark measures; outside a transaction it falls back to `query`.
 */
export async function preparedQuery<T>(manager: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
  const runner = manager.queryRunner;
  if (!runner || runner.isReleased) return manager.query(text, values);
  const client = (await runner.connect()) as PgClient;
  const { rows } = await client.query({ name, text, values });
  return rows as T[];
}
