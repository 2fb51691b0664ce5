import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { runMigrations, type Log } from '@forms/database';
import { START_SESSION_SQL } from '@forms/persistence/sql';
import type { ChildServer } from '../server/child-server';
import { sendRequest } from '../server/http-request';
import type { BenchDatabase } from './bench-database';
import { withClient } from './bench-database';
import { runCli } from './cli-runner';

export interface FixtureSpec {
  subdomain: string;
  adminEmail: string;
  submissions: number;
  responsesPerSubmission: number;
  otherForms: number;
  submissionsPerOtherForm: number;
  teamMembers: number;
}

/** What a seeded database holds, kept beside it so that the next run can reuse it. */
export interface Fixture {
  version: 2;
  subdomain: string;
  workspaceId: string;
  apiKey: string;
  bigFormId: string;
  submissions: number;
  otherForms: number;
  teamMembers: number;
  /** Submissions of the big form erased at random after seeding (about one in ten). */
  deleted: number;
  /** S8's filter: a creation time about a tenth into the big form, and how many live submissions it selects. */
  s8Since: string;
  s8Selected: number;
  /** Wall time of the CLI `seed` of the big form, measured by the run that seeded. */
  seedSeconds: number;
  seededAt: string;
}

/** The title the POST scenario gives its forms; they are removed before every run. */
export const BENCH_FORM_TITLE = 'Bench';
/** The title of the intake scenario's form; it is removed, with its submissions, before every run. */
export const BENCH_INTAKE_FORM_TITLE = 'Bench intake';
const MEMBERS_PER_REQUEST = 100;

export interface FixtureDeps {
  cliScript: string;
  /** An API server on the bench database, for what the CLI cannot provision. */
  startApi: () => Promise<ChildServer>;
  hostHeader: (port: number) => string;
  log: Log;
}

export async function prepareFixture(
  database: BenchDatabase,
  spec: FixtureSpec,
  options: { reseed: boolean },
  deps: FixtureDeps,
): Promise<{ fixture: Fixture; seededNow: boolean }> {
  if (!options.reseed) {
    const previous = await readFixture(database.metadataFile);
    if (previous) {
      await runMigrations(database.url, deps.log);
      const problem = await checkFixture(database.url, previous, spec);
      if (problem === null) {
        deps.log(`reusing the workspace seeded on ${previous.seededAt} (${previous.seedSeconds} s for ${previous.submissions} submissions)`);
        await removeBenchForms(database.url, previous.workspaceId);
        return { fixture: previous, seededNow: false };
      }
      deps.log(`the seeded database cannot be reused (${problem}); seeding again`);
    }
  }
  await rm(database.metadataFile, { force: true });
  await database.wipe(spec.subdomain);
  const fixture = await seed(database, spec, deps);
  await mkdir(dirname(database.metadataFile), { recursive: true });
  await writeFile(database.metadataFile, `${JSON.stringify(fixture, null, 2)}\n`, { mode: 0o600 });
  return { fixture, seededNow: true };
}

async function readFixture(file: string): Promise<Fixture | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Fixture;
    return parsed.version === 2 ? parsed : null;
  } catch {
    return null;
  }
}

/** Null when the database still holds exactly what `fixture` describes; otherwise why not. */
async function checkFixture(url: string, fixture: Fixture, spec: FixtureSpec): Promise<string | null> {
  if (fixture.subdomain !== spec.subdomain || fixture.submissions !== spec.submissions) return 'another fixture was seeded';
  if (fixture.otherForms !== spec.otherForms || fixture.teamMembers !== spec.teamMembers) return 'another fixture was seeded';
  return withClient(url, async (client) => {
    const workspace = await client.query<{ id: string }>('SELECT id FROM workspaces WHERE subdomain = $1', [spec.subdomain]);
    if (workspace.rows[0]?.id !== fixture.workspaceId) return 'the workspace is gone';
    const form = await client.query<{ submissions_count: number }>(
      'SELECT submissions_count FROM forms WHERE workspace_id = $1 AND id = $2',
      [fixture.workspaceId, fixture.bigFormId],
    );
    if (form.rows[0]?.submissions_count !== spec.submissions - fixture.deleted) {
      return 'the big form does not hold the expected submissions';
    }
    const counts = await client.query<{ forms: string; members: string; keys: string }>(
      `SELECT (SELECT count(*) FROM forms WHERE workspace_id = $1 AND title <> ALL ($2::text[])) AS forms,
              (SELECT count(*) FROM team_members WHERE workspace_id = $1) AS members,
              (SELECT count(*) FROM api_keys WHERE workspace_id = $1 AND revoked_at IS NULL) AS keys`,
      [fixture.workspaceId, [BENCH_FORM_TITLE, BENCH_INTAKE_FORM_TITLE]],
    );
    const { forms, members, keys } = counts.rows[0];
    if (Number(forms) !== spec.otherForms + 1) return `${forms} seeded forms instead of ${spec.otherForms + 1}`;
    if (Number(members) !== spec.teamMembers + 1) return `${members} team members instead of ${spec.teamMembers + 1}`;
    if (Number(keys) < 1) return 'the API key was revoked';
    return null;
  });
}

/** S5 creates thousands of forms; without this, S4 would list a previous run's instead of the seeded ones. */
async function removeBenchForms(url: string, workspaceId: string): Promise<void> {
  await withClient(url, async (client) => {
    const { rowCount } = await client.query(
      'DELETE FROM forms WHERE workspace_id = $1 AND title = $2 AND submissions_count = 0',
      [workspaceId, BENCH_FORM_TITLE],
    );
    const intake = await client.query<{ id: string }>('SELECT id FROM forms WHERE workspace_id = $1 AND title = $2', [
      workspaceId,
      BENCH_INTAKE_FORM_TITLE,
    ]);
    const intakeIds = intake.rows.map((row) => row.id);
    if (intakeIds.length > 0) {
      for (const table of ['summary_counts', 'summary_text_blocks', 'submissions', 'submission_blocks']) {
        await client.query(`DELETE FROM ${table} WHERE workspace_id = $1 AND form_id = ANY($2::uuid[])`, [workspaceId, intakeIds]);
      }
      await client.query('DELETE FROM forms WHERE workspace_id = $1 AND id = ANY($2::uuid[])', [workspaceId, intakeIds]);
      await client.query('VACUUM (ANALYZE) submissions');
    }
    if (rowCount || intakeIds.length > 0) await client.query('VACUUM (ANALYZE) forms');
  });
}

async function seed(database: BenchDatabase, spec: FixtureSpec, deps: FixtureDeps): Promise<Fixture> {
  const env = { DATABASE_URL: database.url, NODE_ENV: 'production' };
  const cli = (args: string[]) => runCli(deps.cliScript, args, env);

  deps.log(`creating the workspace "${spec.subdomain}"`);
  const created = (await cli(['workspace', 'create', '--subdomain', spec.subdomain, '--admin-email', spec.adminEmail])) as {
    workspace: { id: string };
    api_key: string;
  };

  deps.log(`seeding one form with ${spec.submissions.toLocaleString('en-US')} submissions x ${spec.responsesPerSubmission} responses`);
  const started = process.hrtime.bigint();
  const big = (await cli([
    'seed', '--subdomain', spec.subdomain, '--forms', '1',
    '--submissions-per-form', String(spec.submissions),
    '--responses-per-submission', String(spec.responsesPerSubmission),
  ])) as { form_ids: string[] };
  const seedSeconds = Math.round(Number(process.hrtime.bigint() - started) / 1e8) / 10;
  deps.log(`seeded in ${seedSeconds} s`);

  deps.log(`seeding ${spec.otherForms} other forms`);
  await cli([
    'seed', '--subdomain', spec.subdomain, '--forms', String(spec.otherForms),
    '--submissions-per-form', String(spec.submissionsPerOtherForm),
  ]);

  deps.log(`adding ${spec.teamMembers} team members through the API`);
  const api = await deps.startApi();
  try {
    for (let first = 1; first <= spec.teamMembers; first += MEMBERS_PER_REQUEST) {
      const emails = Array.from(
        { length: Math.min(MEMBERS_PER_REQUEST, spec.teamMembers - first + 1) },
        (_, index) => `member-${String(first + index).padStart(5, '0')}@bench.test`,
      );
      const response = await sendRequest(api.origin, {
        method: 'POST',
        path: '/api/external/v1/team_members',
        headers: {
          Host: deps.hostHeader(api.port),
          'X-Api-Key': created.api_key,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({ emails, send_invitation_email: 'false' }),
      });
      if (response.status !== 200) {
        throw new Error(`POST /api/external/v1/team_members answered ${response.status}: ${response.text.slice(0, 300)}`);
      }
    }
  } finally {
    await api.stop();
  }

  // S8 reads a form with holes: one submission in ten erased at random, the way erasure requests
  // arrive. Bulk SQL rather than a million API calls; the triggers on submissions keep the block counters
  // as the service's own erasure does, and the form's live count follows.
  deps.log('erasing one submission in ten of the big form at random');
  const holes = await withClient(database.url, async (client) => {
    const { rowCount } = await client.query(
      'DELETE FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND random() < 0.1',
      [created.workspace.id, big.form_ids[0]],
    );
    const deleted = rowCount ?? 0;
    await client.query('UPDATE forms SET submissions_count = submissions_count - $3 WHERE workspace_id = $1 AND id = $2', [
      created.workspace.id,
      big.form_ids[0],
      deleted,
    ]);
    const since = await client.query<{ created_at: Date }>(
      `SELECT created_at FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND position >= $3
       ORDER BY position LIMIT 1`,
      [created.workspace.id, big.form_ids[0], Math.ceil(spec.submissions / 10)],
    );
    // Whole seconds, as the API takes them; the filter starts at the first submission of that second.
    const s8Since = since.rows[0].created_at.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const selected = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND created_at >= $3',
      [created.workspace.id, big.form_ids[0], s8Since],
    );
    return { deleted, s8Since, s8Selected: selected.rows[0].n };
  });

  // A bulk load leaves the planner without statistics and the visibility map empty until autovacuum
  // comes by, and gigabytes of dirty pages for the next checkpoint to write while the scenarios run;
  // settling all of that now makes the first run measure what every later one does.
  await withClient(database.url, async (client) => {
    await client.query('VACUUM (ANALYZE)');
    // Needs superuser or pg_checkpoint: a DATABASE_URL role may lack it, and then the flush happens later.
    await client.query('CHECKPOINT').catch((error: Error) => deps.log(`no CHECKPOINT after seeding: ${error.message}`));
  });

  return {
    version: 2,
    subdomain: spec.subdomain,
    workspaceId: created.workspace.id,
    apiKey: created.api_key,
    bigFormId: big.form_ids[0],
    submissions: spec.submissions,
    otherForms: spec.otherForms,
    teamMembers: spec.teamMembers,
    ...holes,
    seedSeconds,
    seededAt: new Date().toISOString(),
  };
}

const BENCH_USER_AGENT = 'forms-bench';

/**
 * A live session of the workspace's Admin for the console's scenario, stored as a completed sign-in stores
 * it (`<id>.<256 random bits>`, only its SHA-256 kept); the previous run's bench sessions are removed.
 * Returns the Cookie header value.
 */
export async function benchSession(url: string, fixture: Fixture, adminEmail: string): Promise<string> {
  return withClient(url, async (client) => {
    await client.query('DELETE FROM member_sessions WHERE workspace_id = $1 AND user_agent = $2', [fixture.workspaceId, BENCH_USER_AGENT]);
    const admin = await client.query<{ id: string }>('SELECT id FROM team_members WHERE workspace_id = $1 AND email = $2', [
      fixture.workspaceId,
      adminEmail,
    ]);
    if (admin.rows.length === 0) throw new Error(`no member ${adminEmail} in the bench workspace`);
    const id = randomUUID();
    const token = `${id}.${randomBytes(32).toString('base64url')}`;
    const hash = createHash('sha256').update(token).digest();
    await client.query(START_SESSION_SQL, [fixture.workspaceId, id, admin.rows[0].id, hash, new Date(), BENCH_USER_AGENT, '127.0.0.1']);
    return `fs_session=${token}`;
  });
}

/**
 * The end of S10R's range: the creation time (whole seconds, as the API takes them) of the big form's
 * submission about nine tenths in, so that the range cuts both ends of the form.
 */
export async function summaryUntil(url: string, fixture: Fixture): Promise<string> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ created_at: Date }>(
      `SELECT created_at FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND position >= $3
       ORDER BY position LIMIT 1`,
      [fixture.workspaceId, fixture.bigFormId, Math.ceil((fixture.submissions * 9) / 10)],
    );
    return rows[0].created_at.toISOString().replace(/\.\d{3}Z$/, 'Z');
  });
}
