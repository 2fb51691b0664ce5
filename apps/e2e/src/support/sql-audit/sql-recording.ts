import { appendFileSync } from 'node:fs';
import { Client } from 'pg';
import { checkStatement, type Violation } from './tenant-filter';

/**
 * Records each statement the service's connections send to PostgreSQL in this process, and keeps the
 * ones that read or write a tenant table without a workspace_id condition. The service's connections are
 * told apart from the tests' own clients by their application_name (SERVICE_APPLICATION_NAMES), and a
 * test's statement sent through the service's connection by its call stack (isTestFixture).
 *
 * Installed by the setup file of every end-to-end file (record-sql.ts) for the apps it boots itself, and
 * by the shared server's harness (shared-app/harness.ts) for the server that files of a worker share.
 */
export const SERVICE_APPLICATION_NAMES = ['form-service-api', 'form-service-cli'];

export interface SqlRecording {
  /** Statement texts already checked (each is checked once). */
  seen: Set<string>;
  violations: Violation[];
}

const AUDIT = Symbol.for('forms.e2e.sql-audit');
type Audited = { [AUDIT]?: SqlRecording };

/** Patches pg's Client once per module registry (a jest file, or a process); returns what it records. */
export function recordServiceSql(): SqlRecording {
  const prototype = Client.prototype as unknown as Audited & { query: (...args: unknown[]) => unknown };
  const installed = prototype[AUDIT];
  if (installed) return installed;
  const state: SqlRecording = { seen: new Set<string>(), violations: [] };
  prototype[AUDIT] = state;
  const original = prototype.query;
  prototype.query = function (this: { connectionParameters?: { application_name?: string } }, ...args: unknown[]) {
    const config = args[0];
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | undefined)?.text;
    const application = this.connectionParameters?.application_name;
    if (typeof text === 'string' && application !== undefined && SERVICE_APPLICATION_NAMES.includes(application) && !state.seen.has(text)) {
      state.seen.add(text);
      if (process.env['SQL_AUDIT_DUMP']) appendFileSync(process.env['SQL_AUDIT_DUMP'], `${JSON.stringify(text)}\n`);
      const violation = checkStatement(text);
      if (violation && !isTestFixture(new Error().stack ?? '')) state.violations.push(violation);
    }
    return original.apply(this, args);
  };
  return state;
}

const TEST_CODE = /\/apps\/e2e\/src\//;
const SERVICE_CODE = /\/(?:libs\/(?:persistence|application|domain|database)|apps\/(?:api|cli))\/src\//;

/**
 * A test that arranges a situation through the app's own connection (ageing a row, forcing a state) is
 * not the service speaking. Such a statement is recognised by its call stack: test code on it and no
 * service code. A statement whose stack lost its callers (pg's callback-based pool) counts as the
 * service's, so nothing of the service slips through.
 */
function isTestFixture(stack: string): boolean {
  const frames = stack.split('\n').slice(1);
  return frames.some((frame) => TEST_CODE.test(frame) && !frame.includes('/sql-audit/')) && !frames.some((frame) => SERVICE_CODE.test(frame));
}
