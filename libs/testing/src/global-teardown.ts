import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Client } from 'pg';
import { takeTestServer } from './test-server';

/** Stops the run's embedded server and deletes its files; on an external server, drops what the run made. */
export default async function globalTeardown(): Promise<void> {
  const server = takeTestServer();
  if (!server) return;
  if (server.embedded) {
    const { server: postgres, tempDir } = server.embedded;
    await postgres.stop();
    await rm(tempDir, { recursive: true, force: true });
    // As root with an unreachable temp dir, the cluster was relocated; its directory is ours alone.
    if (!postgres.pgDataDir.startsWith(tempDir)) await rm(dirname(postgres.pgDataDir), { recursive: true, force: true });
    return;
  }
  const client = new Client({ connectionString: server.adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)',
      [server.templateDb, server.databasePrefix],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
