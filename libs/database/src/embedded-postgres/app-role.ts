import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import { MIGRATION_LOCK_KEY } from '../migrate';
import { isRoot } from '../system-user';
import { newPassword, writePasswordFile } from './cluster-password';

/**
 * The role the service connects as on the embedded server. It may read and write the rows of the
 * service's tables and nothing more: a flaw in the service (an injected statement) then cannot read
 * files, run programs, create roles or change the schema, all of which the superuser could.
 */
export const APP_ROLE = 'form_service_app';

/** Its password, beside the superuser's (see cluster-password.ts), mode 0600 for the same reasons. */
export const APP_PASSWORD_FILE = 'form-service-app-password';

export function appPasswordFileOf(pgDataDir: string): string {
  return join(pgDataDir, APP_PASSWORD_FILE);
}

/**
 * Creates the application role on the embedded server if it is missing, sets its password to the one in
 * its file (making both when there are none), and grants it what the service needs on the database of
 * `superuserUrl`. Run after the migrations, on every start: a cluster made before the role existed gets
 * it, and so does every table a migration has added since. Returns the URL to connect as that role.
 */
export async function ensureAppRole(superuserUrl: string, pgDataDir: string): Promise<string> {
  const client = new Client({ connectionString: superuserUrl, application_name: 'forms-app-role' });
  await client.connect();
  try {
    await client.query('BEGIN');
    // The migrations' lock: two processes starting together would otherwise race to create the role and
    // the password file, and PostgreSQL refuses concurrent GRANTs on one object ("tuple concurrently
    // updated"). It also keeps the grants from running while another process is still migrating.
    await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    const password = await appPassword(pgDataDir);
    await client.query(`
      DO $$ BEGIN
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
          CREATE ROLE ${APP_ROLE};
        END IF;
      END $$;
      ALTER ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD '${password}';`);
    await grantAppPrivileges(client, APP_ROLE);
    await client.query('COMMIT');
    return withUser(superuserUrl, APP_ROLE, password);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw new Error(`cannot set up the application role of the embedded PostgreSQL: ${(error as Error).message}`, { cause: error });
  } finally {
    await client.end();
  }
}

/**
 * What the service does with its data, nothing else: rows of every table (triggers run as the caller, so
 * the submission counters need these too), the sequences behind identity columns, and the same on every
 * table and sequence the connected owner creates later, which is what the migrations do. GRANT is a no-op
 * when the privilege is already there, so this runs on every start.
 */
export async function grantAppPrivileges(owner: Client, role: string): Promise<void> {
  const { rows } = await owner.query<{ database: string; owner: string }>('SELECT current_database() AS database, current_user AS owner');
  const who = owner.escapeIdentifier(role);
  const database = owner.escapeIdentifier(rows[0].database);
  const creator = owner.escapeIdentifier(rows[0].owner);
  await owner.query(`
    GRANT CONNECT ON DATABASE ${database} TO ${who};
    GRANT USAGE ON SCHEMA public TO ${who};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${who};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${who};
    ALTER DEFAULT PRIVILEGES FOR ROLE ${creator} IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${who};
    ALTER DEFAULT PRIVILEGES FOR ROLE ${creator} IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${who};`);
}

/**
 * The role's password from its file, or a new one in a new file. Called under the lock above, so no
 * other process of ours writes the file meanwhile; an empty file is what a crash while writing leaves.
 */
async function appPassword(pgDataDir: string): Promise<string> {
  const file = appPasswordFileOf(pgDataDir);
  const kept = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw new Error(`cannot read ${file}: ${error.message}`);
    },
  );
  if (kept) return kept;
  const password = newPassword();
  // As root, the cluster's files belong to the user postgres runs as, and so does this one, as the
  // superuser's does.
  const owner = isRoot() ? await stat(pgDataDir) : undefined;
  await rm(file, { force: true });
  await writePasswordFile(file, password, owner && { name: 'cluster owner', uid: owner.uid, gid: owner.gid });
  return password;
}

function withUser(url: string, user: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(user);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}
