import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { runMigrations, withDatabaseName } from '@forms/database';
import { TEST_PG_ENV } from '@forms/testing';

// docker-compose.yml's database, without Docker: the init script the postgres image runs on a new volume
// (deploy/postgres/initdb), then the migrations as the owner (the `migrate` service), then the replicas
// as the role the script made. The script runs psql, as the postgres image does: Debian's
// postgresql-client, which .ci/run installs.

const SCRIPT = resolve(__dirname, '../../../../deploy/postgres/initdb/10-app-role.sh');

describe("docker compose's application role", () => {
  beforeAll(() => {
    if (spawnSync('psql', ['--version']).status !== 0) throw new Error('psql is needed: apt-get install -y postgresql-client');
  });

  const adminUrl = process.env[TEST_PG_ENV.adminUrl]!;
  const suffix = randomBytes(3).toString('hex');
  const database = `${process.env[TEST_PG_ENV.databasePrefix]}compose_${suffix}`;
  // Roles are per server, not per database: a name of its own keeps parallel runs apart.
  const role = `compose_app_${suffix}`;
  const password = randomBytes(18).toString('base64url');
  const ownerUrl = withDatabaseName(adminUrl, database);
  const appUrl = (() => {
    const url = new URL(ownerUrl);
    url.username = role;
    url.password = password;
    return url.toString();
  })();

  function runInitScript(): { status: number | null; stderr: string } {
    const admin = new URL(adminUrl);
    const result = spawnSync('sh', [SCRIPT], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        PGHOST: admin.hostname,
        PGPORT: admin.port || '5432',
        PGPASSWORD: decodeURIComponent(admin.password),
        POSTGRES_USER: decodeURIComponent(admin.username),
        POSTGRES_DB: database,
        FORMS_APP_USER: role,
        FORMS_APP_PASSWORD: password,
      },
    });
    return { status: result.status, stderr: result.stderr };
  }

  beforeAll(async () => {
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
  });

  afterAll(async () => {
    await withClient(ownerUrl, (client) => client.query(`DROP OWNED BY ${role}`)).catch(() => undefined);
    await withClient(adminUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.query(`DROP ROLE IF EXISTS ${role}`);
    });
  });

  it('makes a role that is no superuser and can run the migrated service, also on a volume from before', async () => {
    expect(runInitScript()).toMatchObject({ status: 0 });
    // After the script, as on a new volume: the tables are covered by the default privileges alone.
    await runMigrations(ownerUrl);

    await withClient(appUrl, async (app) => {
      const who = await app.query('SELECT current_user, usesuper FROM pg_user WHERE usename = current_user');
      expect(who.rows).toEqual([{ current_user: role, usesuper: false }]);

      // What each replica does at start: the migrate service has left nothing to apply.
      expect(await runMigrations(appUrl)).toEqual([]);

      const workspace = randomUUID();
      const form = randomUUID();
      await app.query(
        `INSERT INTO workspaces (id, subdomain, name, default_time_zone, roles, created_at, updated_at)
         VALUES ($1, 'compose', 'Compose', 'UTC', '{Admin}', now(), now())`,
        [workspace],
      );
      await app.query(
        `INSERT INTO forms (workspace_id, id, title, state, is_published, is_archived, is_disabled, is_suspended, created_by, created_at, updated_at)
         VALUES ($1, $2, 'Survey', 'published', true, false, false, false, 'test', now(), now())`,
        [workspace, form],
      );
      await app.query(
        `INSERT INTO submissions (workspace_id, form_id, id, position, created_at, field_values, user_agent, responses)
         VALUES ($1, $2, $3, 1, now(), '{}', '{}', '{}')`,
        [workspace, form, randomUUID()],
      );
      expect((await app.query('SELECT live FROM submission_blocks WHERE workspace_id = $1', [workspace])).rows).toEqual([{ live: 1 }]);
      const logged = await app.query(
        `INSERT INTO activity_log (workspace_id, id, at, actor_type, actor_label, action, target_type, target_label)
         VALUES ($1, $2, now(), 'system', 'test', 'test', 'form', 'Survey') RETURNING seq`,
        [workspace, randomUUID()],
      );
      expect(logged.rowCount).toBe(1);

      await expect(app.query('CREATE TABLE intruder (id int)')).rejects.toMatchObject({ code: '42501' });
      await expect(app.query(`CREATE ROLE intruder_${suffix}`)).rejects.toMatchObject({ code: '42501' });
      await expect(app.query("COPY workspaces FROM PROGRAM 'true'")).rejects.toMatchObject({ code: '42501' });
    });

    // Running it again, as on a volume made before it, changes nothing and fails nothing.
    expect(runInitScript()).toMatchObject({ status: 0, stderr: '' });
    expect(await withClient(appUrl, async (app) => (await app.query('SELECT count(*)::int AS n FROM workspaces')).rows)).toEqual([{ n: 1 }]);
  });

  it('refuses to run without the password', () => {
    const result = spawnSync('sh', [SCRIPT], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('set FORMS_APP_PASSWORD');
  });
});

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
