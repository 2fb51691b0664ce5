import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { APP_ROLE, findRunningEmbeddedPostgres, migrations, openDatabase, withDatabaseName } from '@forms/database';
import { runCli } from './run-cli';

// apps/cli may not import @forms/testing (module boundaries), so this file reads the server that the
// jest global setup publishes and makes its own, deliberately unmigrated, database: the CLI must migrate.
const ADMIN_URL_ENV = 'TEST_PG_ADMIN_URL';
const DATABASE_PREFIX_ENV = 'TEST_PG_DATABASE_PREFIX';
const TABLES = ['workspaces', 'api_keys', 'team_members', 'forms', 'submissions', 'invitations'];
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// initdb and a server start take seconds, more on a busy machine.
const STARTUP_TIMEOUT_MS = 120_000;
const API_KEY = /^fsk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/;

// Every command opens the database and checks its migrations: a test of four or five commands took 3 s
// of jest's default 5 at a load of 16 on two cores, and more than 5 at 26 (the migration of an empty
// database alone took 4).
jest.setTimeout(60_000);

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(env: Record<string, string | undefined>, ...argv: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

/** The single JSON document of a successful run. */
function json(run: CliRun): Record<string, unknown> {
  expect(run).toMatchObject({ code: 0, stderr: '' });
  expect(run.stdout.endsWith('\n')).toBe(true);
  expect(run.stdout.trimEnd().includes('\n')).toBe(false);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through the root jest config`);
  return value;
}

describe('provisioning CLI', () => {
  const adminUrl = requireEnv(ADMIN_URL_ENV);
  const databaseName = `${requireEnv(DATABASE_PREFIX_ENV)}cli_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = withDatabaseName(adminUrl, databaseName);
  const env = { DATABASE_URL: url };
  const run = (...argv: string[]) => cli(env, ...argv);

  let workspace: { id: string; subdomain: string; name: string };
  let firstKeyId: string;

  // The checks' own connection, opened once: a new one per check (two a case) cost more than the checks.
  let probe: Client | undefined;
  async function onDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
    if (!probe) {
      probe = new Client({ connectionString: url });
      await probe.connect();
    }
    return work(probe);
  }

  /** Enough of the database to tell whether a command wrote anything, read in one statement. */
  async function snapshot(): Promise<Record<string, number | string>> {
    return onDatabase(async (client) => {
      const counts = TABLES.map((table) => `(SELECT count(*) FROM ${table})::int AS ${table}`).join(', ');
      const { rows } = await client.query<Record<string, number | string>>(
        `SELECT ${counts}, (SELECT string_agg(roles::text, ';' ORDER BY id) FROM workspaces) AS roles`,
      );
      return rows[0];
    });
  }

  beforeAll(async () => {
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(databaseName)}`));
  });

  afterAll(async () => {
    await probe?.end();
    await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(databaseName)} WITH (FORCE)`));
  });

  describe('on success prints one JSON object on stdout and exits 0', () => {
    it('workspace create: migrates an empty database, then creates the workspace, its Admin and a key', async () => {
      const output = json(
        await run('workspace', 'create', '--subdomain', 'acme', '--admin-email', 'Owner@Acme.example', '--name', 'Acme Inc.', '--time-zone', 'Europe/Berlin'),
      );
      expect(Object.keys(output).sort()).toEqual(['admin', 'api_key', 'api_key_id', 'workspace']);
      expect(output).toEqual({
        workspace: { id: expect.stringMatching(UUID), subdomain: 'acme', name: 'Acme Inc.' },
        admin: { id: expect.stringMatching(UUID), email: 'Owner@Acme.example' },
        api_key: expect.stringMatching(API_KEY),
        api_key_id: expect.stringMatching(UUID),
      });
      workspace = output.workspace as typeof workspace;
      firstKeyId = output.api_key_id as string;

      const stored = await onDatabase(async (client) => {
        const { rows } = await client.query(
          `SELECT w.default_time_zone, m.organization_role, m.active
             FROM workspaces w JOIN team_members m ON m.workspace_id = w.id WHERE w.id = $1`,
          [workspace.id],
        );
        return rows;
      });
      expect(stored).toEqual([{ default_time_zone: 'Europe/Berlin', organization_role: 'Admin', active: true }]);
    });

    it('migrate: applies what is pending and nothing else, and lists it', async () => {
      const before = await snapshot();
      expect(json(await run('migrate'))).toEqual({ applied_migrations: [] });
      expect(await snapshot()).toEqual(before);

      const fresh = `${databaseName}_fresh`;
      await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(fresh)}`));
      try {
        const output = json(await cli({ DATABASE_URL: withDatabaseName(adminUrl, fresh) }, 'migrate'));
        expect(output).toEqual({ applied_migrations: migrations.map((migration) => new migration().name) });
      } finally {
        await withClient(adminUrl, (client) => client.query(`DROP DATABASE ${client.escapeIdentifier(fresh)} WITH (FORCE)`));
      }
    });

    it('workspace create: the name defaults to the subdomain', async () => {
      const output = json(await run('workspace', 'create', '--subdomain=globex', '--admin-email=admin@globex.example'));
      expect(output.workspace).toEqual({ id: expect.stringMatching(UUID), subdomain: 'globex', name: 'globex' });
    });

    it('api-key create: a new key, optionally expiring', async () => {
      const plain = json(await run('api-key', 'create', '--subdomain', 'acme'));
      expect(plain).toEqual({ api_key: expect.stringMatching(API_KEY), api_key_id: expect.stringMatching(UUID) });

      const expiring = json(await run('api-key', 'create', '--subdomain', 'acme', '--expires-in-days', '30'));
      const { api_keys: keys } = json(await run('api-key', 'list', '--subdomain', 'acme')) as { api_keys: Record<string, string | null>[] };
      const listed = keys.find((key) => key.id === expiring.api_key_id)!;
      const days = (Date.parse(listed.expires_at!) - Date.parse(listed.created_at!)) / 86_400_000;
      expect(days).toBeCloseTo(30, 3);
      expect(keys.find((key) => key.id === plain.api_key_id)!.expires_at).toBeNull();
    });

    it('api-key list: every key of the workspace with its prefix and second-precision UTC timestamps, never a secret', async () => {
      const created = json(await run('api-key', 'create', '--subdomain', 'acme'));
      const output = json(await run('api-key', 'list', '--subdomain', 'acme')) as { api_keys: Record<string, unknown>[] };
      expect(Object.keys(output)).toEqual(['api_keys']);
      expect(output.api_keys.length).toBe(4);
      for (const key of output.api_keys) {
        expect(Object.keys(key).sort()).toEqual(['created_at', 'expires_at', 'id', 'last_used_at', 'prefix', 'revoked_at', 'scope']);
        expect(key.scope).toBe('write');
        expect(key.created_at).toMatch(TIMESTAMP);
        for (const field of ['expires_at', 'revoked_at', 'last_used_at']) {
          if (key[field] !== null) expect(key[field]).toMatch(TIMESTAMP);
        }
      }
      const listed = output.api_keys.find((key) => key.id === created.api_key_id)!;
      // The prefix is the public part of the secret, which lets an operator match a leaked key to its row.
      expect(created.api_key).toContain(`fsk_${listed.prefix}_`);
      expect(JSON.stringify(output)).not.toContain(created.api_key as string);
      expect(output.api_keys.map((key) => key.id)).toContain(firstKeyId);
    });

    it('api-key create --scope: read keys and write keys, listed with their scope', async () => {
      const read = json(await run('api-key', 'create', '--subdomain', 'globex', '--scope', 'read'));
      const write = json(await run('api-key', 'create', '--subdomain', 'globex', '--scope', 'write'));
      const { api_keys: keys } = json(await run('api-key', 'list', '--subdomain', 'globex')) as { api_keys: Record<string, string | null>[] };
      expect(keys.map((key) => [key.id, key.scope])).toEqual([
        [keys[0].id, 'write'],
        [read.api_key_id, 'read'],
        [write.api_key_id, 'write'],
      ]);
      const stored = await onDatabase(async (client) => {
        const { rows } = await client.query(`SELECT scope FROM api_keys WHERE id = $1`, [read.api_key_id]);
        return rows;
      });
      expect(stored).toEqual([{ scope: 'read' }]);
    });

    it('api-key list: keys of another workspace are not shown', async () => {
      const output = json(await run('api-key', 'list', '--subdomain', 'globex')) as { api_keys: { id: string }[] };
      expect(output.api_keys).toHaveLength(3);
      expect(output.api_keys.map((key) => key.id)).not.toContain(firstKeyId);
    });

    it('api-key revoke: marks the key revoked, and revoking again still succeeds', async () => {
      const { api_key_id: id } = json(await run('api-key', 'create', '--subdomain', 'acme'));
      expect(json(await run('api-key', 'revoke', '--subdomain', 'acme', '--id', id as string))).toEqual({ revoked: true });
      const output = json(await run('api-key', 'list', '--subdomain', 'acme')) as { api_keys: Record<string, string | null>[] };
      const revoked = output.api_keys.find((key) => key.id === id)!;
      expect(revoked.revoked_at).toMatch(TIMESTAMP);
      expect(json(await run('api-key', 'revoke', '--subdomain', 'acme', '--id', id as string))).toEqual({ revoked: true });
      expect(output.api_keys.filter((key) => key.revoked_at !== null)).toHaveLength(1);
    });

    it('role add: returns every role of the workspace; adding one twice changes nothing', async () => {
      expect(json(await run('role', 'add', '--subdomain', 'acme', '--name', 'Editor'))).toEqual({ roles: ['Admin', 'Standard', 'Editor'] });
      expect(json(await run('role', 'add', '--subdomain', 'acme', '--name', 'Editor'))).toEqual({ roles: ['Admin', 'Standard', 'Editor'] });
      expect(json(await run('role', 'add', '--subdomain', 'acme', '--name', 'Billing Manager'))).toEqual({
        roles: ['Admin', 'Standard', 'Editor', 'Billing Manager'],
      });
    });

    it('seed: creates the forms with their submissions and responses and returns the form ids', async () => {
      const output = json(
        await run('seed', '--subdomain', 'acme', '--forms', '3', '--submissions-per-form', '7', '--responses-per-submission', '6'),
      );
      expect(Object.keys(output)).toEqual(['form_ids']);
      const formIds = output.form_ids as string[];
      expect(formIds).toHaveLength(3);
      expect(new Set(formIds).size).toBe(3);

      const forms = await onDatabase(async (client) => {
        const { rows } = await client.query<{ id: string; workspace_id: string; submissions_count: number; actual: string; responses: string }>(
          `SELECT f.id, f.workspace_id, f.submissions_count,
                  (SELECT count(*) FROM submissions s WHERE s.form_id = f.id) AS actual,
                  (SELECT min(json_array_length(s.responses)) FROM submissions s WHERE s.form_id = f.id) AS responses
             FROM forms f WHERE f.id = ANY($1::uuid[])`,
          [formIds],
        );
        return rows;
      });
      expect(forms).toHaveLength(3);
      for (const form of forms) {
        expect(form.workspace_id).toBe(workspace.id);
        expect(form.submissions_count).toBe(7);
        expect(Number(form.actual)).toBe(7);
        expect(Number(form.responses)).toBe(6);
      }
    });

    it('seed: the forms are published and their submissions answer their questions', async () => {
      const output = json(await run('seed', '--subdomain', 'acme', '--forms', '2', '--submissions-per-form', '3'));
      const rows = await onDatabase(async (client) => {
        const { rows: found } = await client.query<{ state: string; questions: { slug: string; kind: string; label: string }[]; responses: { slug: string; kind: string; label: string; position: number }[] }>(
          `SELECT f.state, f.questions, s.responses FROM forms f JOIN submissions s ON s.workspace_id = f.workspace_id AND s.form_id = f.id
            WHERE f.id = ANY($1::uuid[])`,
          [output.form_ids],
        );
        return found;
      });
      expect(rows).toHaveLength(6);
      for (const row of rows) {
        expect(row.state).toBe('published');
        expect(row.responses.map(({ slug, kind, label, position }) => ({ slug, kind, label, position }))).toEqual(
          row.questions.map(({ slug, kind, label }, index) => ({ slug, kind, label, position: index + 1 })),
        );
      }
    });

    it('form suspend / unsuspend: the operator switch, printed as {form: {id, is_suspended}}', async () => {
      const [formId] = json(await run('seed', '--subdomain', 'acme', '--forms', '1', '--submissions-per-form', '0')).form_ids as string[];
      expect(json(await run('form', 'suspend', '--subdomain', 'acme', '--id', formId))).toEqual({ form: { id: formId, is_suspended: true } });
      expect(json(await run('form', 'suspend', '--subdomain', 'acme', '--id', formId))).toEqual({ form: { id: formId, is_suspended: true } });
      expect(json(await run('form', 'unsuspend', '--subdomain', 'acme', '--id', formId))).toEqual({ form: { id: formId, is_suspended: false } });
      const unknown = await run('form', 'suspend', '--subdomain', 'acme', '--id', '00000000-0000-4000-8000-000000000000');
      expect([unknown.code, unknown.stdout, unknown.stderr.trim()]).toEqual([1, '', 'Form not found']);
    });

    it('seed: zero submissions per form creates empty forms', async () => {
      const output = json(await run('seed', '--subdomain', 'globex', '--forms', '2', '--submissions-per-form', '0'));
      expect(output.form_ids).toHaveLength(2);
    });
  });

  describe('--help', () => {
    it('prints the commands and exits 0', async () => {
      const result = await run('--help');
      expect(result.code).toBe(0);
      for (const command of ['workspace create', 'api-key create', 'api-key revoke', 'api-key list', 'role add', 'seed', 'migrate']) {
        expect(result.stdout).toContain(command);
      }
    });

    it('prints the flags of one command', async () => {
      const result = await run('seed', '--help');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('--submissions-per-form');
      expect(result.stdout).toContain('--responses-per-submission');
    });
  });

  describe('on failure prints one line on stderr, nothing on stdout, writes nothing and exits 1', () => {
    it.each([
      ['no command', [], /Missing command/],
      ['an unknown command', ['workspace', 'delete', '--subdomain', 'acme'], /Unknown command "workspace delete"/],
      ['an unknown top-level command', ['bogus'], /Unknown command "bogus"/],
      ['an unknown flag', ['api-key', 'create', '--subdomain', 'acme', '--expires', '3'], /Unknown flag --expires/],
      ['a flag without its value', ['api-key', 'list', '--subdomain'], /--subdomain needs a value/],
      ['a flag given twice', ['api-key', 'list', '--subdomain', 'acme', '--subdomain', 'globex'], /--subdomain is given more than once/],
      ['a stray argument', ['api-key', 'list', 'acme'], /Unexpected argument "acme"/],
      ['a missing required flag', ['workspace', 'create', '--subdomain', 'initech'], /Missing required flag --admin-email/],
      ['missing required flags', ['seed', '--subdomain', 'acme'], /Missing required flags --forms, --submissions-per-form/],
      ['a non-integer number', ['seed', '--subdomain', 'acme', '--forms', 'two', '--submissions-per-form', '1'], /--forms must be an integer, got "two"/],
      ['a fractional number', ['api-key', 'create', '--subdomain', 'acme', '--expires-in-days', '2.5'], /--expires-in-days must be an integer/],
      ['a number out of range', ['seed', '--subdomain', 'acme', '--forms', '0', '--submissions-per-form', '1'], /--forms must be a whole number/],
      ['an unknown scope', ['api-key', 'create', '--subdomain', 'acme', '--scope', 'admin'], /--scope must be one of: read, write/],
      ['an expiry out of range', ['api-key', 'create', '--subdomain', 'acme', '--expires-in-days', '0'], /--expires-in-days must be/],
      ['too many responses', ['seed', '--subdomain', 'acme', '--forms', '1', '--submissions-per-form', '1', '--responses-per-submission', '11'], /--responses-per-submission must be/],
      ['a taken subdomain', ['workspace', 'create', '--subdomain', 'acme', '--admin-email', 'other@acme.example'], /--subdomain "acme" is already taken/],
      ['an invalid subdomain', ['workspace', 'create', '--subdomain', 'Not_Valid', '--admin-email', 'a@b.example'], /--subdomain must be 3-63 characters/],
      ['a too short subdomain', ['workspace', 'create', '--subdomain', 'ab', '--admin-email', 'a@b.example'], /--subdomain must be 3-63 characters/],
      ['a reserved subdomain', ['workspace', 'create', '--subdomain', 'www', '--admin-email', 'a@b.example'], /--subdomain "www" is reserved/],
      ['an invalid email', ['workspace', 'create', '--subdomain', 'initech', '--admin-email', 'not-an-email'], /--admin-email is not a valid email/],
      ['an invalid time zone', ['workspace', 'create', '--subdomain', 'initech', '--admin-email', 'a@b.example', '--time-zone', 'Mars/Olympus'], /--time-zone .*not a valid time zone/],
      ['an invalid role name', ['role', 'add', '--subdomain', 'acme', '--name', '!root'], /--name must start with a letter/],
      ['an unknown subdomain (api-key create)', ['api-key', 'create', '--subdomain', 'nobody'], /Workspace not found: no workspace has the subdomain "nobody"/],
      ['an unknown subdomain (api-key list)', ['api-key', 'list', '--subdomain', 'nobody'], /Workspace not found/],
      ['an unknown subdomain (api-key revoke)', ['api-key', 'revoke', '--subdomain', 'nobody', '--id', '00000000-0000-4000-8000-000000000000'], /Workspace not found/],
      ['an unknown subdomain (role add)', ['role', 'add', '--subdomain', 'nobody', '--name', 'Editor'], /Workspace not found/],
      ['an unknown subdomain (seed)', ['seed', '--subdomain', 'nobody', '--forms', '1', '--submissions-per-form', '1'], /Workspace not found/],
      ['an unknown key id', ['api-key', 'revoke', '--subdomain', 'acme', '--id', '00000000-0000-4000-8000-000000000000'], /API key not found/],
      ['a malformed key id', ['api-key', 'revoke', '--subdomain', 'acme', '--id', 'key-1'], /API key not found: the workspace has no key with the id "key-1"/],
    ])('%s', async (_case, argv, message) => {
      const before = await snapshot();
      const result = await run(...(argv as string[]));
      expect(result.stdout).toBe('');
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toMatch(/^[^\n]+\n$/);
      expect(await snapshot()).toEqual(before);
    });

    it('a key of another workspace cannot be revoked through this one', async () => {
      const { api_key_id: id } = json(await run('api-key', 'create', '--subdomain', 'globex'));
      const result = await run('api-key', 'revoke', '--subdomain', 'acme', '--id', id as string);
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toMatch(/API key not found/);
      const { api_keys: keys } = json(await run('api-key', 'list', '--subdomain', 'globex')) as { api_keys: { id: string; revoked_at: string | null }[] };
      expect(keys.find((key) => key.id === id)!.revoked_at).toBeNull();
    });

    it('a bad environment value is named in the message', async () => {
      const result = await cli({ DATABASE_URL: 'mysql://localhost/forms' }, 'api-key', 'list', '--subdomain', 'acme');
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: 'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://localhost/forms"\n',
      });
    });

    it('an unreachable database', async () => {
      const result = await cli({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/forms' }, 'api-key', 'list', '--subdomain', 'acme');
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toMatch(/^Cannot reach the database: [^\n]+\n$/);
    });
  });

  describe('without DATABASE_URL (the embedded default)', () => {
    let dataDir: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'forms-cli-spec-'));
      // mkdtemp makes it 700; as root, postgres runs as the postgres user, who must be able to get in.
      await chmod(dataDir, 0o755);
    });

    afterAll(async () => {
      // A failed test may leave a server behind; a SIGINT is PostgreSQL's fast shutdown.
      const leftover = await findRunningEmbeddedPostgres(dataDir);
      if (leftover) {
        process.kill(leftover.pid, 'SIGINT');
        while (await findRunningEmbeddedPostgres(dataDir)) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await rm(dataDir, { recursive: true, force: true });
    }, STARTUP_TIMEOUT_MS);

    it('starts its own server for the command, keeps the data, and stops the server again', async () => {
      const embeddedEnv = { DATA_DIR: dataDir };
      const created = json(await cli(embeddedEnv, 'workspace', 'create', '--subdomain', 'solo', '--admin-email', 'me@solo.example'));
      expect(await findRunningEmbeddedPostgres(dataDir)).toBeUndefined();

      const listed = json(await cli(embeddedEnv, 'api-key', 'list', '--subdomain', 'solo')) as { api_keys: { id: string }[] };
      expect(listed.api_keys.map((key) => key.id)).toEqual([created.api_key_id]);
      expect(await findRunningEmbeddedPostgres(dataDir)).toBeUndefined();
    }, STARTUP_TIMEOUT_MS);

    describe('while an API runs the server on the data directory', () => {
      // What `npm start` does: it opens the embedded server as a long-lived process. Both tests use
      // one such server, as the commands of an operator would.
      let server: Awaited<ReturnType<typeof openDatabase>>;

      beforeAll(async () => {
        server = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir }, () => undefined, { role: 'server' });
      }, STARTUP_TIMEOUT_MS);

      afterAll(async () => {
        await server?.stop();
      }, STARTUP_TIMEOUT_MS);

      it('uses the server a running API has on the data directory and leaves it running', async () => {
        const before = await findRunningEmbeddedPostgres(dataDir);
        const output = json(await cli({ DATA_DIR: dataDir }, 'role', 'add', '--subdomain', 'solo', '--name', 'Editor'));
        expect(output).toEqual({ roles: ['Admin', 'Standard', 'Editor'] });
        const running = await findRunningEmbeddedPostgres(dataDir);
        expect(running?.pid).toBe(before?.pid);
        const roles = await withClient(server.url, async (client) => (await client.query(`SELECT roles FROM workspaces WHERE subdomain = 'solo'`)).rows[0].roles);
        expect(roles).toEqual(['Admin', 'Standard', 'Editor']);
      }, STARTUP_TIMEOUT_MS);

      it('works as the application role, bulk loads included, not as the superuser', async () => {
        const seeded = json(await cli({ DATA_DIR: dataDir }, 'seed', '--subdomain', 'solo', '--forms', '1', '--submissions-per-form', '5'));
        const [formId] = seeded.form_ids as string[];
        const live = await withClient(server.url, async (client) => (await client.query('SELECT sum(live)::int AS n FROM submission_blocks WHERE form_id = $1', [formId])).rows);
        expect(live).toEqual([{ n: 5 }]);
        const role = await withClient(server.url, async (client) => (await client.query(`SELECT rolsuper FROM pg_roles WHERE rolname = '${APP_ROLE}'`)).rows);
        expect(role).toEqual([{ rolsuper: false }]);

        // A limit of no connections stops that role, never the superuser: the command must fail.
        await withClient(server.url, (client) => client.query(`ALTER ROLE ${APP_ROLE} CONNECTION LIMIT 0`));
        try {
          const refused = await cli({ DATA_DIR: dataDir }, 'api-key', 'list', '--subdomain', 'solo');
          expect(refused).toMatchObject({ code: 1, stdout: '' });
          expect(refused.stderr).toContain(`too many connections for role "${APP_ROLE}"`);
        } finally {
          await withClient(server.url, (client) => client.query(`ALTER ROLE ${APP_ROLE} CONNECTION LIMIT -1`));
        }
      }, STARTUP_TIMEOUT_MS);
    });
  });
});
