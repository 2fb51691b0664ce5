import { defineCommand } from './command';

/**
 * Every command migrates first; this one does only that. For a deployment whose service connects as a
 * role that may not change the schema: run this with DATABASE_URL of the schema's owner, then start the
 * service with its own role, whose start-up finds nothing left to apply.
 */
export const migrateCommand = defineCommand({
  name: 'migrate',
  summary: 'Apply pending database migrations, and nothing else',
  flags: {},
  run(_flags, { appliedMigrations }) {
    return Promise.resolve({ applied_migrations: appliedMigrations });
  },
});
