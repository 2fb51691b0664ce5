/**
 * The rule that lets the schema be distributed by workspace: every statement the service sends that
 * reads or writes a tenant table names a workspace_id. Statements that span tenants on purpose are
 * listed here by name, each with its reason; docs/scaling.md explains what each becomes on Citus.
 */

/** Tables holding a workspace_id column: every row belongs to one tenant. (workspaces is the tenant itself.) */
export const TENANT_TABLES = [
  'api_keys',
  'request_quotas',
  'team_members',
  'forms',
  'submissions',
  'submission_blocks',
  'invitations',
  'outbox',
  'webhooks',
  'webhook_delivery_attempts',
  'idempotency_keys',
  'invitation_sends',
  'sign_in_attempts',
  'member_sessions',
  'sign_in_browsers',
  'request_counters',
  'activity_log',
  'uploads',
  'upload_chunks',
  'upload_client_bytes',
  'form_views_hourly',
  'form_steps_hourly',
  'summary_counts',
  'brands',
  'brand_logos',
  'summary_text_blocks',
  'choice_set_counts',
  'confirmation_email_days',
  'confirmation_email_recipients',
  'confirmation_emails_held',
  'form_versions',
  'form_drafts',
  'partial_responses',
] as const;

export interface AllowedStatement {
  /** How docs/scaling.md and failure messages refer to it. */
  readonly name: string;
  /** Matched against the normalized statement (lower case, whitespace collapsed, quotes dropped). */
  readonly pattern: RegExp;
  readonly why: string;
}

export const CROSS_TENANT_ALLOW_LIST: readonly AllowedStatement[] = [
  {
    name: 'outbox lease poll',
    pattern: /^with due as \( ?select workspace_id, id from outbox where completed_at is null and failed_at is null and next_attempt_at <= \$1/,
    why: 'workers lease due messages of every workspace (FOR UPDATE SKIP LOCKED); the lease then updates by (workspace_id, id)',
  },
  {
    name: 'outbox next due',
    pattern: /^select min\(next_attempt_at\) as next_attempt_at from outbox where completed_at is null and failed_at is null and handler = any\(\$1::text\[\]\)$/,
    why: 'an idle worker sleeps until the earliest pending message of any workspace comes due',
  },
  {
    name: 'outbox purge',
    pattern: /^delete from outbox where completed_at < \$1 or failed_at < \$2$/,
    why: 'hourly housekeeping of finished messages, whatever their workspace',
  },
  {
    name: 'idempotency key purge',
    pattern: /^delete from idempotency_keys where expires_at < \$1$/,
    why: 'hourly housekeeping of keys whose 24 hours are over, whatever their workspace',
  },
  {
    name: 'sign-in attempt purge',
    pattern: /^delete from sign_in_attempts where expires_at < \$1$/,
    why: 'hourly housekeeping of attempts a day past their 15 minutes, whatever their workspace',
  },
  {
    name: 'request counter purge',
    pattern: /^delete from request_counters where window_start < \$1$/,
    why: 'hourly housekeeping of the sign-in limits\' closed windows, whatever their workspace',
  },
  {
    name: 'invitation send purge',
    pattern: /^delete from invitation_sends where sent_at < \$1$/,
    why: 'hourly housekeeping of invitation emails older than their allowance\'s 24 hours, whatever their workspace',
  },
  {
    name: 'session purge',
    pattern: /^delete from member_sessions where ended_at < \$1 or last_seen_at < \$2 or created_at < \$3$/,
    why: 'hourly housekeeping of sessions a day after they ended or expired, whatever their workspace',
  },
  {
    name: 'unused upload purge',
    pattern: /^delete from uploads where submission_id is null and created_at < \$1 and not exists \(select 1 from partial_responses p where p\.workspace_id = uploads\.workspace_id and p\.upload_ids @> array\[uploads\.id\]\)$/,
    why: 'hourly housekeeping of uploaded files no submission used within UPLOAD_PENDING_HOURS (nor a partial response holds), whatever their workspace',
  },
  {
    name: 'partial response purge',
    pattern: /^delete from partial_responses p using forms f where f\.workspace_id = p\.workspace_id and f\.id = p\.form_id and \(not coalesce/,
    why: "hourly housekeeping of partial responses past their form's days of keeping (or of a form that keeps them no more), whatever their workspace",
  },
  {
    name: 'upload window purge',
    pattern: /^delete from upload_client_bytes where window_start < \$1$/,
    why: "hourly housekeeping of clients' uploaded bytes of closed hours, whatever their workspace",
  },
  {
    name: 'outbox backlog metric',
    pattern: /^select handler, count\(\*\)::int as backlog, .* from outbox where completed_at is null and failed_at is null group by handler$/,
    why: 'an operator figure for /metrics, across tenants by nature',
  },
];

export interface Violation {
  readonly statement: string;
  readonly tables: string[];
}

export function normalize(sql: string): string {
  return sql.replace(/"/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The tenant tables a statement reads or writes (FROM, JOIN, INTO, UPDATE, DELETE FROM, COPY). */
export function tenantTablesOf(normalized: string): string[] {
  const found = new Set<string>();
  const reference = /\b(?:from|join|into|update|copy)\s+(?:only\s+)?(?:public\.)?([a-z_][a-z0-9_]*)/g;
  for (const match of normalized.matchAll(reference)) {
    if ((TENANT_TABLES as readonly string[]).includes(match[1])) found.add(match[1]);
  }
  return [...found];
}

/** `workspace_id = $1`, `workspace_id = ANY($1)`, `workspace_id IN ($1, ...)`. */
const PARAMETER_FILTER = /\bworkspace_id\s*(?:=\s*(?:any\s*\(\s*)?\$\d|in\s*\(\s*\$\d)/;
/** `(workspace_id, id) IN (SELECT $1, unnest($2))` and the like. */
const TUPLE_FILTER = /\(\s*(?:[a-z_]+\.)?workspace_id\s*,[^)]*\)\s*(?:in|=)\s*\(\s*(?:select\s+)?\$\d/;
/** Joined to the workspace row, itself chosen by a parameter: `k.workspace_id = w.id ... WHERE w.subdomain = $1`. */
const VIA_WORKSPACE_ROW = /\bworkspace_id\s*=\s*[a-z_]+\.id\b/;
const WORKSPACE_ROW_BY_PARAMETER = /\bfrom workspaces\b[^;]*\b(?:subdomain|id)\s*=\s*\$\d/;

/**
 * Whether the statement is confined to one tenant: a workspace_id compared with a parameter, or joined
 * to the workspace row chosen by one, or (for an INSERT or COPY, which write whole rows) written as a
 * column. A join on workspace_id between two tenant tables alone does not count: it confines nothing.
 */
export function hasWorkspaceCondition(normalized: string): boolean {
  // Also an INSERT that is the first common table expression (`WITH direct AS (INSERT INTO ...`).
  if (/^(with [a-z_]+ as \( ?)?(insert into|copy)\b/.test(normalized) && /\(([^)]*\b)?workspace_id\b/.test(normalized)) return true;
  if (PARAMETER_FILTER.test(normalized) || TUPLE_FILTER.test(normalized)) return true;
  return VIA_WORKSPACE_ROW.test(normalized) && WORKSPACE_ROW_BY_PARAMETER.test(normalized);
}

/** Undefined when the statement is fine; the violation otherwise. */
export function checkStatement(sql: string): Violation | undefined {
  const normalized = normalize(sql);
  // Schema changes and catalog reads are not tenant data.
  if (/^(create|alter|drop|comment|grant|revoke|truncate|set|show|begin|commit|rollback|savepoint|release|start|select pg_|lock)\b/.test(normalized)) {
    return undefined;
  }
  const tables = tenantTablesOf(normalized);
  if (tables.length === 0 || hasWorkspaceCondition(normalized)) return undefined;
  if (CROSS_TENANT_ALLOW_LIST.some((allowed) => allowed.pattern.test(normalized))) return undefined;
  return { statement: normalized, tables };
}

export function describeViolations(violations: readonly Violation[]): string {
  return [
    `${violations.length} statement(s) read or write a tenant table without a workspace_id condition:`,
    ...violations.map((violation) => `  - [${violation.tables.join(', ')}] ${violation.statement.slice(0, 600)}`),
    'Add "workspace_id = $n" (the tenant of the request) to the statement, so that it stays single-shard when the',
    'schema is distributed by workspace_id. If it must span tenants (housekeeping, operator metrics), add a named',
    'entry with its reason to CROSS_TENANT_ALLOW_LIST in apps/e2e/src/support/sql-audit/tenant-filter.ts and',
    'explain it in docs/scaling.md.',
  ].join('\n');
}
