import { Client } from 'pg';
import { createTestDatabase, TEST_PG_ENV } from './index';

jest.setTimeout(30_000);

async function query<T extends Record<string, unknown>>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('createTestDatabase', () => {
  it('gives each caller its own migrated database, in parallel', async () => {
    const databases = await Promise.all(Array.from({ length: 6 }, () => createTestDatabase()));
    try {
      expect(new Set(databases.map((db) => db.name)).size).toBe(6);
      for (const db of databases) {
        expect(await query(db.url, "SELECT to_regclass('public.workspaces')::text AS t")).toEqual([{ t: 'workspaces' }]);
      }
      await query(databases[0]!.url, "INSERT INTO workspaces VALUES (gen_random_uuid(), 'acme', 'Acme', 'UTC', '{Admin}', now(), now())");
      expect(await query(databases[1]!.url, 'SELECT count(*)::int AS n FROM workspaces')).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all(databases.map((db) => db.drop()));
    }
  });

  it('drops idempotently, even with connections still open', async () => {
    const db = await createTestDatabase();
    const client = new Client({ connectionString: db.url });
    client.on('error', () => undefined);
    await client.connect();
    await Promise.all([db.drop(), db.drop()]);
    await db.drop();
    const admin = process.env[TEST_PG_ENV.adminUrl]!;
    expect(await query(admin, `SELECT count(*)::int AS n FROM pg_database WHERE datname = '${db.name}'`)).toEqual([{ n: 0 }]);
    await client.end().catch(() => undefined);
  });

  it('keeps everyone off the template', async () => {
    const admin = process.env[TEST_PG_ENV.adminUrl]!;
    const template = process.env[TEST_PG_ENV.templateDb]!;
    const url = new URL(admin);
    url.pathname = `/${template}`;
    await expect(query(url.toString(), 'SELECT 1')).rejects.toThrow(/not currently accepting connections/);
  });
});
