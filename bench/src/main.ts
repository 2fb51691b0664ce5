import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Log } from '@forms/database';
import { Client } from 'pg';
import { parseBenchOptions, UsageError, type BenchOptions } from './bench-options';
import { openBenchDatabase, type BenchDatabase } from './provision/bench-database';
import { BENCH_INTAKE_FORM_TITLE, benchSession, prepareFixture, summaryUntil, type FixtureSpec } from './provision/bench-fixture';
import {
  checkTargets,
  formatChecks,
  formatTable,
  SCENARIO_IDS,
  type BenchResults,
  type ScenarioId,
  type ScenarioResult,
} from './report/bench-report';
import { throughputRatio } from './report/latency-stats';
import { compareBodies, ComparisonError, describe, formatCosts, measure, type CpuCostRow } from './scenario-runner';
import {
  buildScenarios,
  deepPageFor,
  impactDraft,
  INTAKE_QUESTIONS,
  PAGE_SIZE,
  type QuestionJson,
  type Scenario,
  STEP_QUESTIONS,
  UPLOAD_QUESTIONS,
  workspaceHost,
} from './scenarios';
import { freePort, startChildServer, type ChildServer } from './server/child-server';
import { sendRequest } from './server/http-request';
import { PeakMemoryMonitor } from './server/memory-monitor';
import { PUBLISH_FORM_QUESTIONS } from './draft-scenarios';
import { formatExportResult, MAX_EXPORT_RSS_GROWTH_MB, MIN_EXPORT_RATIO, runExportScenario } from './export/export-scenario';

// dist/bench/src/main.js -> the repository root
const ROOT = resolve(__dirname, '../../..');
const BENCH_DIR = join(ROOT, 'tmp', 'bench');
const API_SCRIPT = join(ROOT, 'dist/apps/api/src/main.js');
const CLI_SCRIPT = join(ROOT, 'dist/apps/cli/src/main.js');
const BASELINE_SCRIPT = join(__dirname, 'baseline/baseline-server.js');
const RESULTS_FILE = join(ROOT, 'bench/results/latest.json');
/** Requests per minute per key for the service under load: far above what the load generator can send. */
const RATE_LIMIT = 1_000_000_000;

/** What both servers are given for the public intake (each reads it through loadConfig()). */
const INTAKE_SETTINGS: Record<string, string> = {
  // The intake's per-address limit is off: all the load comes from one address. With it on, each
  // submission costs two more statements (an advisory lock and a bounded index scan).
  SUBMISSION_RATE_LIMIT: '0',
  // The upload quotas stay on (every upload reserves its bytes under the workspace's lock, as in
  // production); the client's hourly quota is raised out of reach, since all the upload scenario's files
  // come from one address and the default (100 MB an hour) would turn the run into 429s after a hundred
  // files. The workspace's quota of unused uploads keeps its default: each upload is used by its submission.
  UPLOAD_CLIENT_QUOTA_MB: '1000000',
};

/** DB_POOL_SIZE for both servers: the comparison is only fair with the same number of connections. */
const POOL_SIZE = 10;

const FIXTURE: Omit<FixtureSpec, 'submissions'> = {
  subdomain: 'bench',
  adminEmail: 'admin@bench.test',
  responsesPerSubmission: 10,
  otherForms: 200,
  submissionsPerOtherForm: 3,
  teamMembers: 2000,
};

const startedAt = Date.now();
const log: Log = (message) => process.stderr.write(`[bench ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)}s] ${message}\n`);

async function main(argv: readonly string[]): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseBenchOptions(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  for (const script of [API_SCRIPT, CLI_SCRIPT, BASELINE_SCRIPT]) {
    if (!existsSync(script)) throw new Error(`${script} is missing: build first (node scripts/build.js)`);
  }
  await mkdir(join(BENCH_DIR, 'logs'), { recursive: true });

  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: Error) => log(`cleanup failed: ${error.message}`));
  };
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const database = await openBenchDatabase({ dataDir: BENCH_DIR, submissions: options.submissions, log });
    cleanups.push(() => database.stop());
    log(`database: ${database.description}`);

    const { fixture } = await prepareFixture(
      database,
      { ...FIXTURE, submissions: options.submissions },
      { reseed: options.reseed },
      {
        cliScript: CLI_SCRIPT,
        startApi: () => startApi(database, 'api-provisioning', []),
        hostHeader: (port) => workspaceHost(FIXTURE.subdomain, port),
        log,
      },
    );
    const readiness = { 'X-Api-Key': fixture.apiKey, Accept: 'application/json' };

    const profileDir = join(BENCH_DIR, 'profiles');
    if (options.cpuProfile) log(`profiling the API into ${profileDir}: its figures are slowed down by the profiler`);
    const api = await startApi(database, 'api', options.cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
    cleanups.push(() => api.stop());
    const memory = new PeakMemoryMonitor(api.pid);
    const baseline = await startBaseline(database, readiness);
    cleanups.push(() => baseline.stop());
    log(`service on ${api.origin} (pid ${api.pid}), baseline on ${baseline.origin} (pid ${baseline.pid})`);
    // Started only for the scenarios measured beside the service without view counting.
    let apiWithoutViews: ChildServer | undefined;
    const referenceFor = async (scenario: Scenario): Promise<ChildServer> => {
      if (scenario.reference !== 'service without view counting') return baseline;
      if (!apiWithoutViews) {
        const started = await startApi(database, 'api-without-view-counting', [], { VIEW_COUNTING: 'off' });
        cleanups.push(() => started.stop());
        log(`service without view counting on ${started.origin} (pid ${started.pid})`);
        apiWithoutViews = started;
      }
      return apiWithoutViews;
    };

    const scenarios = buildScenarios({
      apiKey: fixture.apiKey,
      subdomain: fixture.subdomain,
      bigFormId: fixture.bigFormId,
      // A full page: the big form holds a tenth fewer submissions than were seeded.
      deepPage: deepPageFor(fixture.submissions - fixture.deleted - PAGE_SIZE),
      teamMemberId: await someTeamMemberId(api, fixture.apiKey),
      since: fixture.s8Since,
      filteredDeepPage: deepPageFor(Math.floor(fixture.s8Selected * 0.9) - PAGE_SIZE),
      summaryUntil: await summaryUntil(database.url, fixture),
      intakeFormId: await publishedIntakeForm(api, fixture.apiKey),
      sessionCookie: await benchSession(database.url, fixture, FIXTURE.adminEmail),
      uploadFormId: options.scenarios.includes('S12') ? await publishedUploadForm(api, fixture.apiKey) : undefined,
      bigFormDraft: options.scenarios.some((id) => id.startsWith('S14')) ? await draftBigForm(api, fixture.apiKey, fixture.bigFormId) : undefined,
      bigFormDraftQuestions: options.scenarios.includes('S14P') ? await bigFormDraftQuestions(api, fixture.apiKey, fixture.bigFormId) : undefined,
      publishForm: options.scenarios.includes('S14U') ? await publishingForm(api, fixture.apiKey) : undefined,
      stepForm: options.scenarios.includes('S15') ? await publishedStepForm(api, fixture.apiKey) : undefined,
      funnelWindow: options.scenarios.includes('S16') ? await bigFormTraffic(database.url, fixture.workspaceId, fixture.bigFormId) : undefined,
    }).filter((scenario) => options.scenarios.includes(scenario.id));

    const results: Partial<Record<ScenarioId, ScenarioResult>> = {};
    const costs: CpuCostRow[] = [];
    for (const scenario of scenarios) {
      const reference = await referenceFor(scenario);
      const bytes = await compareBodies(scenario, api, reference, log);
      const scenarioMemory = new PeakMemoryMonitor(api.pid, 100);
      const service = await measure(scenario, api, options, database, log);
      log(`${scenario.id}: API peak RSS during its run ${scenarioMemory.stop()} MB`);
      const base = await measure(scenario, reference, options, database, log);
      results[scenario.id] = { service: service.figures, baseline: base.figures, ratio: throughputRatio(service.figures, base.figures) };
      costs.push({ id: scenario.id, bytes, service: service.cost, baseline: base.cost });
      log(`${scenario.id}: service ${describe(service.figures)}; baseline ${describe(base.figures)}`);
    }
    // S14's draft goes: the big form is left as the seed made it.
    if (options.scenarios.some((id) => id.startsWith('S14'))) await discardBigFormDraft(api, fixture.apiKey, fixture.bigFormId);
    const exported = options.exportScenario
      ? await runExportScenario({
          api,
          baseline,
          databaseUrl: database.url,
          apiKey: fixture.apiKey,
          workspaceId: fixture.workspaceId,
          formId: fixture.bigFormId,
          host: (port) => workspaceHost(FIXTURE.subdomain, port),
          log,
        })
      : undefined;
    const exportMissed = exported && (exported.ratio < MIN_EXPORT_RATIO || exported.api_rss_growth_mb >= MAX_EXPORT_RSS_GROWTH_MB || !exported.same_bytes) ? 1 : 0;
    const peakRssMb = memory.stop();
    await cleanUp();

    const descriptions = Object.fromEntries(scenarios.map((scenario) => [scenario.id, scenario.title]));
    const complete = SCENARIO_IDS.every((id) => results[id]);
    const report: BenchResults = {
      scenarios: results as Record<ScenarioId, ScenarioResult>,
      api_peak_rss_mb: peakRssMb,
      seed_seconds: fixture.seedSeconds,
      submissions: fixture.submissions,
      ...(exported && { export: exported }),
    };
    console.log(`\n${formatTable(report, descriptions)}\n`);
    console.log(`${formatCosts(costs)}\n`);
    if (exported) console.log(`${formatExportResult(exported)}\n`);
    console.log(`api peak RSS: ${peakRssMb} MB`);
    const submissions = fixture.submissions.toLocaleString('en-US');
    console.log(`seed: ${fixture.seedSeconds} s for ${submissions} submissions (seeded ${fixture.seededAt})`);
    const load = `${options.warmupSeconds} s warm-up + ${options.durationSeconds} s per scenario and server`;
    // A scenario with connections of its own says so: the run's number is not what it was measured with.
    const own = scenarios.filter((scenario) => scenario.connections !== undefined).map((scenario) => `${scenario.id}: ${scenario.connections}`);
    const connections = `${options.connections} connections${own.length > 0 ? ` (${own.join(', ')})` : ''}`;
    console.log(`settings: ${connections}, ${load}${options.quick ? ', --quick' : ''}\n`);
    if (!complete) {
      console.log('partial run (--scenarios): targets not checked, results not written');
      const troubled = Object.values(results).some((r) => r.service.errors + r.service.non2xx + r.baseline.errors + r.baseline.non2xx > 0);
      return troubled || exportMissed ? 1 : 0;
    }
    await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    const checks = checkTargets(report);
    console.log(formatChecks(checks));
    console.log(`\nwritten to ${RESULTS_FILE}`);
    const failed = checks.filter((check) => check.verdict === 'FAIL').length + (exportMissed ?? 0);
    if (failed > 0) console.log(`\n${failed} target(s) missed`);
    return failed > 0 ? 1 : 0;
  } catch (error) {
    await cleanUp();
    if (error instanceof ComparisonError) {
      process.stderr.write(`\nBODY COMPARISON FAILED: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

async function startApi(database: BenchDatabase, name: string, nodeOptions: string[], env: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  return startChildServer({
    name,
    script: API_SCRIPT,
    port,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      APP_DOMAIN: 'localhost',
      DB_POOL_SIZE: String(POOL_SIZE),
      // Rate limiting stays on (every request is counted, quota is leased from PostgreSQL) with a quota the
      // load never reaches, so the run measures its cost rather than 429s.
      API_RATE_LIMIT: String(RATE_LIMIT),
      // The public routes' budget per client stays on, with a quota the load never reaches (as for keys):
      // the run measures what counting costs.
      PUBLIC_RATE_LIMIT: String(RATE_LIMIT),
      ...INTAKE_SETTINGS,
      ...env,
    },
    logFile: join(BENCH_DIR, 'logs', `${name}.log`),
    readinessPath: '/health/ready',
    readinessHeaders: {},
    nodeOptions,
  });
}

async function startBaseline(database: BenchDatabase, readinessHeaders: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  return startChildServer({
    name: 'baseline',
    script: BASELINE_SCRIPT,
    port,
    // The same intake settings as the service's, which the baseline reads through the same configuration.
    env: { NODE_ENV: 'production', DATABASE_URL: database.url, APP_DOMAIN: 'localhost', DB_POOL_SIZE: String(POOL_SIZE), ...INTAKE_SETTINGS },
    logFile: join(BENCH_DIR, 'logs', 'baseline.log'),
    readinessPath: '/api/external/v1/forms?page_size=1',
    readinessHeaders: { ...readinessHeaders, Host: workspaceHost(FIXTURE.subdomain, port) },
  });
}

/** Built through v2 as an author would: ten questions, then published. */
async function publishedIntakeForm(api: ChildServer, apiKey: string): Promise<string> {
  const headers = {
    Host: workspaceHost(FIXTURE.subdomain, api.port),
    'X-Api-Key': apiKey,
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  const created = await sendRequest(api.origin, {
    method: 'POST',
    path: '/api/external/v2/forms',
    headers,
    body: JSON.stringify({ form: { title: BENCH_INTAKE_FORM_TITLE, questions: INTAKE_QUESTIONS, hidden_fields: ['utm_source'] } }),
  });
  const id = (created.json() as { form?: { id: string } }).form?.id;
  if (created.status !== 201 || !id) throw new Error(`creating the intake form answered ${created.status}: ${created.text.slice(0, 300)}`);
  const published = await sendRequest(api.origin, {
    method: 'PATCH',
    path: `/api/external/v2/forms/${id}`,
    headers,
    body: JSON.stringify({ form: { is_published: true } }),
  });
  if (published.status !== 200) throw new Error(`publishing the intake form answered ${published.status}: ${published.text.slice(0, 300)}`);
  return id;
}

/** S12's form, built through v2 like the intake's: a name and a file question, published. */
async function publishedUploadForm(api: ChildServer, apiKey: string): Promise<string> {
  const headers = { Host: workspaceHost(FIXTURE.subdomain, api.port), 'X-Api-Key': apiKey, Accept: 'application/json', 'Content-Type': 'application/json' };
  const created = await sendRequest(api.origin, {
    method: 'POST',
    path: '/api/external/v2/forms',
    headers,
    body: JSON.stringify({ form: { title: BENCH_INTAKE_FORM_TITLE, questions: UPLOAD_QUESTIONS } }),
  });
  const id = (created.json() as { form?: { id: string } }).form?.id;
  if (created.status !== 201 || !id) throw new Error(`creating the upload form answered ${created.status}: ${created.text.slice(0, 300)}`);
  const published = await sendRequest(api.origin, { method: 'PATCH', path: `/api/external/v2/forms/${id}`, headers, body: JSON.stringify({ form: { is_published: true } }) });
  if (published.status !== 200) throw new Error(`publishing the upload form answered ${published.status}: ${published.text.slice(0, 300)}`);
  return id;
}

/**
 * S14U's form, built through v2 like the intake's: four questions, published (respondents see each
 * version it publishes). Its own, so that the versions S14U adds pile up on no form another scenario reads.
 */
async function publishingForm(api: ChildServer, apiKey: string): Promise<{ id: string; questions: QuestionJson[] }> {
  const headers = { Host: workspaceHost(FIXTURE.subdomain, api.port), 'X-Api-Key': apiKey, Accept: 'application/json', 'Content-Type': 'application/json' };
  const created = await sendRequest(api.origin, {
    method: 'POST',
    path: '/api/external/v2/forms',
    headers,
    body: JSON.stringify({ form: { title: BENCH_INTAKE_FORM_TITLE, questions: PUBLISH_FORM_QUESTIONS } }),
  });
  const id = (created.json() as { form?: { id: string } }).form?.id;
  if (created.status !== 201 || !id) throw new Error(`creating the publishing form answered ${created.status}: ${created.text.slice(0, 300)}`);
  const published = await sendRequest(api.origin, { method: 'PATCH', path: `/api/external/v2/forms/${id}`, headers, body: JSON.stringify({ form: { is_published: true } }) });
  const questions = (published.json() as { form?: { questions?: QuestionJson[] } }).form?.questions;
  if (published.status !== 200 || !questions) throw new Error(`publishing the publishing form answered ${published.status}: ${published.text.slice(0, 300)}`);
  return { id, questions };
}

/** S15's form, built through v2 like the intake's: three pages, published, keeping partial responses. */
async function publishedStepForm(api: ChildServer, apiKey: string): Promise<{ id: string; version: number }> {
  const headers = { Host: workspaceHost(FIXTURE.subdomain, api.port), 'X-Api-Key': apiKey, Accept: 'application/json', 'Content-Type': 'application/json' };
  const created = await sendRequest(api.origin, {
    method: 'POST',
    path: '/api/external/v2/forms',
    headers,
    body: JSON.stringify({ form: { title: BENCH_INTAKE_FORM_TITLE, questions: STEP_QUESTIONS, settings: { save_partial_responses: true } } }),
  });
  const id = (created.json() as { form?: { id: string } }).form?.id;
  if (created.status !== 201 || !id) throw new Error(`creating the step form answered ${created.status}: ${created.text.slice(0, 300)}`);
  const published = await sendRequest(api.origin, { method: 'PATCH', path: `/api/external/v2/forms/${id}`, headers, body: JSON.stringify({ form: { is_published: true } }) });
  const form = (published.json() as { form?: { version?: number; settings?: { save_partial_responses?: boolean } } }).form;
  if (published.status !== 200 || form?.settings?.save_partial_responses !== true || typeof form.version !== 'number') {
    throw new Error(`publishing the step form answered ${published.status}: ${published.text.slice(0, 300)}`);
  }
  return { id, version: form.version };
}

/**
 * S16's funnel needs traffic to count: the big form gets views, page reaches and fill-page submissions in
 * every hour of the last 90 days (as a busy form's fill page adds them), once: a form that has them keeps
 * them. Returns the 30 days of whole hours before now, as S16 asks for them.
 */
async function bigFormTraffic(databaseUrl: string, workspaceId: string, formId: string): Promise<{ since: string; until: string }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO form_views_hourly (workspace_id, form_id, hour, views)
       SELECT $1, $2, hour, 40 + (extract(hour FROM hour)::int % 7) FROM generate_series(date_trunc('hour', now()) - interval '90 days', date_trunc('hour', now()), interval '1 hour') AS hour
       ON CONFLICT DO NOTHING`,
      [workspaceId, formId],
    );
    await client.query(
      `INSERT INTO form_steps_hourly (workspace_id, form_id, hour, page, reached)
       SELECT $1, $2, hour, 0, 12 + (extract(hour FROM hour)::int % 5) FROM generate_series(date_trunc('hour', now()) - interval '90 days', date_trunc('hour', now()), interval '1 hour') AS hour
       ON CONFLICT DO NOTHING`,
      [workspaceId, formId],
    );
  } finally {
    await client.end();
  }
  const until = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
  return { since: iso(until - 30 * 86_400_000), until: iso(until) };
}

/** S14's draft of the big form, saved through v2 as a builder would (respondents see nothing of it). */
async function draftBigForm(api: ChildServer, apiKey: string, formId: string): Promise<true> {
  const headers = { Host: workspaceHost(FIXTURE.subdomain, api.port), 'X-Api-Key': apiKey, Accept: 'application/json', 'Content-Type': 'application/json' };
  const live = await sendRequest(api.origin, { method: 'GET', path: `/api/external/v2/forms/${formId}`, headers });
  const questions = (live.json() as { form?: { questions?: QuestionJson[] } }).form?.questions;
  if (live.status !== 200 || !questions) throw new Error(`reading the big form answered ${live.status}: ${live.text.slice(0, 300)}`);
  const saved = await sendRequest(api.origin, { method: 'PATCH', path: `/api/external/v2/forms/${formId}/draft`, headers, body: JSON.stringify(impactDraft(questions)) });
  if (saved.status !== 200) throw new Error(`saving the big form's draft answered ${saved.status}: ${saved.text.slice(0, 300)}`);
  return true;
}

/** The big form's draft as the service saved it: its questions with their ids and slugs, for S14P to save again. */
async function bigFormDraftQuestions(api: ChildServer, apiKey: string, formId: string): Promise<QuestionJson[]> {
  const headers = { Host: workspaceHost(FIXTURE.subdomain, api.port), 'X-Api-Key': apiKey, Accept: 'application/json' };
  const read = await sendRequest(api.origin, { method: 'GET', path: `/api/external/v2/forms/${formId}/draft`, headers });
  const questions = (read.json() as { draft?: { questions?: QuestionJson[] } }).draft?.questions;
  if (read.status !== 200 || !questions) throw new Error(`reading the big form's draft answered ${read.status}: ${read.text.slice(0, 300)}`);
  return questions;
}

async function discardBigFormDraft(api: ChildServer, apiKey: string, formId: string): Promise<void> {
  const headers = { Host: workspaceHost(FIXTURE.subdomain, api.port), 'X-Api-Key': apiKey, Accept: 'application/json' };
  const discarded = await sendRequest(api.origin, { method: 'DELETE', path: `/api/external/v2/forms/${formId}/draft`, headers });
  if (discarded.status !== 200) throw new Error(`discarding the big form's draft answered ${discarded.status}: ${discarded.text.slice(0, 300)}`);
}

async function someTeamMemberId(api: ChildServer, apiKey: string): Promise<string> {
  const answer = await sendRequest(api.origin, {
    method: 'GET',
    path: '/api/external/v2/team-members?page_size=100&page_number=5',
    headers: { Host: workspaceHost(FIXTURE.subdomain, api.port), 'X-Api-Key': apiKey, Accept: 'application/json' },
  });
  const members = (answer.json() as { team_members?: { id: string; active: boolean }[] }).team_members ?? [];
  const member = members.find((candidate) => candidate.active);
  if (answer.status !== 200 || !member) throw new Error(`no active team member on page 5 (status ${answer.status})`);
  return member.id;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
