import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDataSourceOptions } from './create-data-source-options';
import type { Log } from './log';

/**
 * Session-level advisory lock key held while migrating (any fixed bigint: "formsmig" in ASCII), so that
 * replicas starting together apply each migration once: the others wait, then find nothing pending.
 */
export const MIGRATION_LOCK_KEY = '7381244128697084263';

/** Applies pending migrations, all in one transaction, and returns their names in order. */
export async function runMigrations(url: string, log?: Log): Promise<string[]> {
  // The lock lives on its own connection so that it outlasts TypeORM's transaction and is released
  // by the server if this process dies mid-way.
  const lock = new Client({ connectionString: url, application_name: 'forms-migrations-lock' });
  lock.on('error', (error) => log?.(`migration lock connection lost: ${error.message}`));
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    const dataSource = new DataSource(
      createDataSourceOptions({ url, entities: [], poolSize: 1, applicationName: 'forms-migrations' }),
    );
    await dataSource.initialize();
    try {
      const applied = await dataSource.runMigrations({ transaction: 'all' });
      const names = applied.map((migration) => migration.name);
      for (const name of names) log?.(`applied migration ${name}`);
      return names;
    } finally {
      await dataSource.destroy();
      // Closing the connection below releases the lock too; unlocking first just frees it sooner.
      await lock.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await lock.end();
  }
}
