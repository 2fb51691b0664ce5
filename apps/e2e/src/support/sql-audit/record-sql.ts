import { takeSharedServerViolations } from '../shared-app/control';
import { recordServiceSql } from './sql-recording';
import { describeViolations } from './tenant-filter';

/**
 * Installed in every end-to-end file (setupFilesAfterEnv): fails the file, naming the statement, when the
 * service sent a tenant-table statement without a workspace_id condition, whether from an app the file
 * booted in this process or from the worker's shared server the file used (which records its own).
 */
const recording = recordServiceSql();

/** The audit's verdict on what the service sent since last asked: undefined when every statement was confined. */
export async function sqlAuditFailure(): Promise<string | undefined> {
  const violations = [...recording.violations.splice(0), ...(await takeSharedServerViolations())];
  return violations.length > 0 ? describeViolations(violations) : undefined;
}

afterAll(async () => {
  const failure = await sqlAuditFailure();
  if (failure) throw new Error(failure);
});
