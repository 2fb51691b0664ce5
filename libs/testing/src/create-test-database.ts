import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { withDatabaseName } from '@forms/database';
import { requireTestPgEnv, TEST_PG_ENV } from './test-postgres-env';

export interface TestDatabase {
  /** Connection URL of a fresh, migrated database that belongs to the caller alone. */
  readonly url: string;
  readonly name: string;
  /** Drops the database, closing any connection still open to it. Idempotent. */
  drop(): Promise<void>;
}

// Any fixed bigint, distinct from the migration lock: "formstdb" in ASCII.
const CREATE_LOCK_KEY = '7381244128697541730';
const OBJECT_IN_USE = '55006';
let created = 0;

/**
 * A new database copied from the migrated template of the global setup, so every test file (and every
 * parallel worker) works on its own data. Creations are serialised across workers by an advisory lock
 * and retried while the template is briefly in use, which Postgres refuses to copy.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = requireTestPgEnv(TEST_PG_ENV.adminUrl);
  const template = requireTestPgEnv(TEST_PG_ENV.templateDb);
  const name = `${requireTestPgEnv(TEST_PG_ENV.databasePrefix)}${process.pid}_${++created}_${randomBytes(2).toString('hex')}`;

  await withAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1::bigint)', [CREATE_LOCK_KEY]);
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)} TEMPLATE ${admin.escapeIdentifier(template)}`);
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 20 * Math.min(attempt, 10)));
        }
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1::bigint)', [CREATE_LOCK_KEY]);
    }
  });

  let dropping: Promise<void> | undefined;
  return {
    url: withDatabaseName(adminUrl, name),
    name,
    drop: () =>
      (dropping ??= withAdmin(adminUrl, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
      })),
  };
}

async function withAdmin(url: string, work: (client: Client) => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
