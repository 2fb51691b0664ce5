import type { Pool } from 'pg';
import { MixedLoad, type LoadReport, type LoadTarget } from './mixed-load';
import { sleep } from './processes';
import type { RestartTiming, Topology } from './topology';

export interface RollingRestartReport {
  readonly load: LoadReport;
  readonly restarts: RestartTiming[];
  readonly durationMs: number;
  /** Acknowledged writes that the database does not hold (must be empty; submissions: how many short). */
  readonly lost: { memberEmails: string[]; formIds: string[]; submissions: number };
}

/**
 * Drives steady mixed load through the balancer while every replica is restarted in turn (SIGTERM, wait
 * for its exit, start it again, wait until the balancer has it back), then checks every acknowledged
 * write against the database.
 */
export async function rollingRestart(
  topology: Topology,
  target: LoadTarget,
  database: { pool: Pool; workspaceId: string },
  log: (message: string) => void,
  settleMs = 1_000,
  /** Each load connection's pause between requests (see MixedLoad); 0: as fast as answered. */
  pauseMs = 0,
): Promise<RollingRestartReport> {
  const started = Date.now();
  const load = new MixedLoad(target, 4, pauseMs);
  load.start();
  const restarts: RestartTiming[] = [];
  let report: LoadReport;
  try {
    await sleep(settleMs);
    for (const replica of topology.replicas) {
      log(`restarting ${replica.name}`);
      const timing = await topology.restartReplica(replica);
      log(
        `${replica.name}: out of rotation after ${timing.outOfRotationMs} ms, exited (code ${timing.exitCode}) after ` +
          `${timing.exitedMs} ms, ready after ${timing.readyMs} ms, back in rotation after ${timing.backInRotationMs} ms`,
      );
      restarts.push(timing);
      await sleep(settleMs);
    }
  } finally {
    report = await load.stop();
  }
  const lost = await missingWrites(database.pool, database.workspaceId, report, target.submission?.formId);
  return { load: report, restarts, durationMs: Date.now() - started, lost };
}

async function missingWrites(
  pool: Pool,
  workspaceId: string,
  report: LoadReport,
  intakeFormId: string | undefined,
): Promise<RollingRestartReport['lost']> {
  const { memberEmails, formIds } = report.acknowledged;
  const members = await pool.query<{ email: string }>(
    'SELECT email FROM team_members WHERE workspace_id = $1 AND email = ANY($2::text[])',
    [workspaceId, memberEmails],
  );
  const forms = await pool.query<{ id: string }>('SELECT id FROM forms WHERE workspace_id = $1 AND id = ANY($2::uuid[])', [
    workspaceId,
    formIds,
  ]);
  const storedEmails = new Set(members.rows.map((row) => row.email.toLowerCase()));
  const storedForms = new Set(forms.rows.map((row) => row.id));
  let storedSubmissions = 0;
  if (intakeFormId !== undefined) {
    const { rows } = await pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM submissions WHERE workspace_id = $1 AND form_id = $2',
      [workspaceId, intakeFormId],
    );
    storedSubmissions = rows[0].count;
  }
  return {
    memberEmails: memberEmails.filter((email) => !storedEmails.has(email.toLowerCase())),
    formIds: formIds.filter((id) => !storedForms.has(id)),
    submissions: Math.max(0, report.acknowledged.submissions - storedSubmissions),
  };
}
