import { Client } from 'pg';

/** The application database created in every embedded cluster. */
export const EMBEDDED_DATABASE = 'forms';
export const SUPERUSER = 'postgres';
/** The server only listens here: nothing outside the machine can reach it. */
export const HOST = '127.0.0.1';

/** The URL of `database` on the embedded server of `port`, as its superuser. */
export function embeddedPostgresUrl(port: number, password: string, database: string = EMBEDDED_DATABASE): string {
  return `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@${HOST}:${port}/${database}`;
}

export async function ensureDatabase(port: number, password: string): Promise<void> {
  const client = new Client({ connectionString: embeddedPostgresUrl(port, password, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`).catch((error: { code?: string }) => {
        // 42P04 duplicate_database, 23505: a concurrent creation won the race.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}
