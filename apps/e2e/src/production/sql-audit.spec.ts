import {
  INCREMENT_REQUEST_COUNTER_SQL,
  INSERT_SIGN_IN_ATTEMPT_SQL,
  INVITATION_FOR_JOIN_SQL,
  LOCK_INVITATION_FOR_JOIN_SQL,
  LOCK_SIGN_IN_ATTEMPT_SQL,
  MARK_INVITATION_USED_SQL,
  OUTBOX_INSERT_SQL,
  OUTBOX_LEASE_SQL,
  OUTBOX_NEXT_DUE_SQL,
  PURGE_EXPIRED_IDEMPOTENCY_KEYS_SQL,
  PURGE_INVITATION_SENDS_SQL,
  PURGE_REQUEST_COUNTERS_SQL,
  PURGE_SESSIONS_SQL,
  PURGE_SIGN_IN_ATTEMPTS_SQL,
  PURGE_UNUSED_UPLOADS_SQL,
  PURGE_UPLOAD_WINDOWS_SQL,
  PURGE_PARTIAL_RESPONSES_SQL,
  RECORD_WRONG_SIGN_IN_CODE_SQL,
  REMEMBER_SIGN_IN_BROWSER_SQL,
  KNOWN_SIGN_IN_BROWSER_SQL,
  TAKE_REQUEST_COUNT_SQL,
  REQUEST_COUNTER_SQL,
  SET_JOIN_TOKEN_SQL,
  SET_SIGN_IN_SECRETS_SQL,
  SIGN_IN_ATTEMPT_SQL,
  SPEND_SIGN_IN_ATTEMPT_SQL,
} from '@forms/persistence/sql';
import { createTestDatabase } from '@forms/testing';
import { Client } from 'pg';
import { CROSS_TENANT_ALLOW_LIST, TENANT_TABLES, checkStatement, hasWorkspaceCondition, normalize, tenantTablesOf } from '../support/sql-audit/tenant-filter';

// The checker that every end-to-end file runs over the service's statements (record-sql.ts).

it('knows every table that has a workspace_id column', async () => {
  const database = await createTestDatabase();
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'workspace_id' ORDER BY 1`,
    );
    const actual = rows.map((row) => row.table_name);
    const unlisted = actual.filter((table) => !(TENANT_TABLES as readonly string[]).includes(table));
    if (unlisted.length > 0) {
      throw new Error(
        `${unlisted.join(', ')} ha${unlisted.length === 1 ? 's' : 've'} a workspace_id column but ${unlisted.length === 1 ? 'is' : 'are'} not in ` +
          'TENANT_TABLES (apps/e2e/src/support/sql-audit/tenant-filter.ts): add it there, so that the audit checks its statements, ' +
          'and give it a create_distributed_table line in docs/scaling.md',
      );
    }
    expect(actual).toEqual([...TENANT_TABLES].sort());
  } finally {
    await client.end();
    await database.drop();
  }
});

it.each([
  ['SELECT * FROM "team_members" WHERE "workspace_id" = $1 AND "id" = $2'],
  ['INSERT INTO "forms"("workspace_id", "id", "title") VALUES ($1, $2, $3)'],
  ['UPDATE submissions SET x = 1 WHERE workspace_id = $1 AND form_id = $2'],
  ['SELECT k.id FROM workspaces w JOIN api_keys k ON k.workspace_id = w.id WHERE w.subdomain = $1'],
  ['DELETE FROM team_members WHERE (workspace_id, id) IN (SELECT $1, unnest($2::uuid[]))'],
  ['SELECT id FROM workspaces WHERE subdomain = $1'],
  ['CREATE INDEX forms_x ON forms (workspace_id)'],
])('accepts %s', (sql) => {
  expect(checkStatement(sql)).toBeUndefined();
});

it.each([
  ['SELECT * FROM team_members WHERE id = $1', ['team_members']],
  ['UPDATE forms SET title = $2 WHERE id = $1', ['forms']],
  ['DELETE FROM submissions WHERE form_id = $1', ['submissions']],
  ['SELECT count(*) FROM outbox', ['outbox']],
  // Selecting the column is not filtering by it.
  ['SELECT workspace_id FROM api_keys WHERE prefix = $1', ['api_keys']],
])('refuses %s', (sql, tables) => {
  expect(checkStatement(sql)).toMatchObject({ tables });
});

it.each(
  Object.entries({
    INCREMENT_REQUEST_COUNTER_SQL,
    REQUEST_COUNTER_SQL,
    INSERT_SIGN_IN_ATTEMPT_SQL,
    SIGN_IN_ATTEMPT_SQL,
    LOCK_SIGN_IN_ATTEMPT_SQL,
    SPEND_SIGN_IN_ATTEMPT_SQL,
    RECORD_WRONG_SIGN_IN_CODE_SQL,
    SET_SIGN_IN_SECRETS_SQL,
    TAKE_REQUEST_COUNT_SQL,
    KNOWN_SIGN_IN_BROWSER_SQL,
    REMEMBER_SIGN_IN_BROWSER_SQL,
    INVITATION_FOR_JOIN_SQL,
    LOCK_INVITATION_FOR_JOIN_SQL,
    MARK_INVITATION_USED_SQL,
    SET_JOIN_TOKEN_SQL,
  }),
)('confines the sign-in statement %s to one workspace', (_, sql) => {
  expect(tenantTablesOf(normalize(sql)).length).toBeGreaterThan(0);
  expect(checkStatement(sql)).toBeUndefined();
  // Without its workspace column, the audit would catch it.
  expect(checkStatement(sql.replace(/\bworkspace_id\b/g, 'tenant_id'))).toBeDefined();
});

it('accepts an INSERT that writes workspace_id in a leading common table expression, and nothing else led that way', () => {
  expect(checkStatement(OUTBOX_INSERT_SQL)).toBeUndefined();
  expect(checkStatement('WITH x AS (SELECT id FROM outbox WHERE id = $1) INSERT INTO forms (workspace_id, id) SELECT $2, id FROM x')).toBeDefined();
});

it('does not count a join on workspace_id as a tenant filter', () => {
  expect(hasWorkspaceCondition(normalize(OUTBOX_LEASE_SQL))).toBe(false);
  expect(checkStatement(OUTBOX_LEASE_SQL.replace('next_attempt_at <= $1', 'next_attempt_at < $1'))).toMatchObject({ tables: ['outbox'] });
});

it('accepts a statement confined through the workspace row chosen by a parameter', () => {
  const authentication = `SELECT w.id, k.id AS key_id FROM workspaces AS w
    LEFT JOIN api_keys AS k ON k.workspace_id = w.id AND k.prefix = $2 WHERE w.subdomain = $1`;
  expect(checkStatement(authentication)).toBeUndefined();
  expect(checkStatement('SELECT k.id FROM api_keys k JOIN workspaces w ON k.workspace_id = w.id WHERE k.prefix = $1')).toBeDefined();
});

it('lets the named cross-tenant statements through, and only those', () => {
  expect(checkStatement(OUTBOX_LEASE_SQL)).toBeUndefined();
  expect(checkStatement(OUTBOX_NEXT_DUE_SQL)).toBeUndefined();
  expect(checkStatement(PURGE_EXPIRED_IDEMPOTENCY_KEYS_SQL)).toBeUndefined();
  for (const purge of [PURGE_SIGN_IN_ATTEMPTS_SQL, PURGE_REQUEST_COUNTERS_SQL, PURGE_INVITATION_SENDS_SQL, PURGE_SESSIONS_SQL, PURGE_UNUSED_UPLOADS_SQL, PURGE_UPLOAD_WINDOWS_SQL, PURGE_PARTIAL_RESPONSES_SQL]) {
    expect(checkStatement(purge)).toBeUndefined();
  }
  expect(CROSS_TENANT_ALLOW_LIST.map((allowed) => allowed.name)).toEqual([
    'outbox lease poll',
    'outbox next due',
    'outbox purge',
    'idempotency key purge',
    'sign-in attempt purge',
    'request counter purge',
    'invitation send purge',
    'session purge',
    'unused upload purge',
    'partial response purge',
    'upload window purge',
    'outbox backlog metric',
  ]);
  expect(checkStatement('DELETE FROM member_sessions WHERE team_member_id = $1')).toBeDefined();
  expect(checkStatement('DELETE FROM outbox WHERE completed_at < $1 OR failed_at < $2')).toBeUndefined();
  expect(checkStatement('DELETE FROM outbox WHERE completed_at < $1')).toBeDefined();
});
