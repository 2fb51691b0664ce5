/** What the global setup publishes to the test workers, which inherit the parent's environment. */
export const TEST_PG_ENV = {
  /** Connection URL of a maintenance database on the test server, for CREATE/DROP DATABASE. */
  adminUrl: 'TEST_PG_ADMIN_URL',
  /** The migrated database every test database is copied from. Nobody may connect to it. */
  templateDb: 'TEST_PG_TEMPLATE_DB',
  /** Prefix of the databases of this run, so that teardown can find the ones tests left behind. */
  databasePrefix: 'TEST_PG_DATABASE_PREFIX',
} as const;

/** Set by a developer or CI to run the tests against their own server instead of an embedded one. */
export const EXTERNAL_SERVER_ENV = 'TEST_DATABASE_URL';

export function requireTestPgEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the tests through the root jest config, whose global setup starts PostgreSQL`);
  }
  return value;
}
