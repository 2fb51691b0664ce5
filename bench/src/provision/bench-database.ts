import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { redactDatabaseUrl, startEmbeddedPostgres, withDatabaseName, type Log } from '@forms/database';
import { Client } from 'pg';

export interface BenchDatabase {
  readonly url: string;
  /** Where what was seeded, and how long it took, is remembered between runs. */
  readonly metadataFile: string;
  readonly description: string;
  /** The embedded server's postmaster, whose backends do the SQL work; unknown for DATABASE_URL. */
  readonly postmasterPid?: number;
  /** Empties the database of everything a previous bench run left; the schema is migrated afterwards. */
  wipe(subdomain: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise an embedded PostgreSQL under `dataDir` that this run starts and
 * stops. There each data size gets its own database, so that quick and full runs keep their seeds.
 */
export async function openBenchDatabase(options: { dataDir: string; submissions: number; log: Log }): Promise<BenchDatabase> {
  const external = process.env['DATABASE_URL']?.trim();
  if (external) {
    const key = createHash('sha256').update(external).digest('hex').slice(0, 12);
    return {
      url: external,
      metadataFile: join(options.dataDir, `seed-external-${key}.json`),
      description: redactDatabaseUrl(external),
      wipe: (subdomain) => deleteWorkspace(external, subdomain),
      stop: async () => undefined,
    };
  }

  const server = await startEmbeddedPostgres({ dataDir: options.dataDir, log: options.log });
  const name = `forms_bench_${options.submissions}`;
  const maintenanceUrl = withDatabaseName(server.url, 'postgres');
  try {
    await withClient(maintenanceUrl, async (client) => {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url: withDatabaseName(server.url, name),
    metadataFile: join(options.dataDir, `seed-${name}.json`),
    description: `embedded PostgreSQL on port ${server.port}, database ${name}`,
    postmasterPid: server.pid,
    // A whole database is dropped in a moment; deleting a million rows is not.
    wipe: () =>
      withClient(maintenanceUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${name}`);
      }),
    stop: () => server.stop(),
  };
}

export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, application_name: 'forms-bench' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** On a database the bench does not own, only its own workspace goes. */
async function deleteWorkspace(url: string, subdomain: string): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ exists: boolean }>(`SELECT to_regclass('workspaces') IS NOT NULL AS exists`);
    if (!rows[0].exists) return;
    await client.query('BEGIN');
    try {
      const found = await client.query<{ id: string }>('SELECT id FROM workspaces WHERE subdomain = $1', [subdomain]);
      const id = found.rows[0]?.id;
      if (id) {
        for (const table of ['invitations', 'submissions', 'forms', 'api_keys', 'team_members']) {
          await client.query(`DELETE FROM ${table} WHERE workspace_id = $1`, [id]);
        }
        await client.query('DELETE FROM workspaces WHERE id = $1', [id]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
}
