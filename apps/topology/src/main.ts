import 'reflect-metadata';
import { join, resolve } from 'node:path';
import { CreateWorkspace, randomIds, systemClock } from '@forms/application';
import { ConfigError, loadConfig, type AppConfig } from '@forms/config';
import { openAppDatabase, type Log } from '@forms/database';
import { createPostgresAdapters, openDataSource, poolOf } from '@forms/persistence';
// The same demo workspace and the same signal handling as the API's own main.ts, so that `npm run topology`
// behaves like `npm start` with two replicas. They live in the api app, not in a lib: only this command
// line reaches them (index.ts, which the e2e tests import, does not).
/* eslint-disable @nx/enforce-module-boundaries */
import { bootstrapDemoWorkspace } from '../../api/src/demo/demo-bootstrap';
import { DEMO_SUBDOMAIN } from '../../api/src/demo/demo-workspace';
import { runUntilSignalled, type Lifecycle } from '../../api/src/lifecycle/lifecycle';
/* eslint-enable @nx/enforce-module-boundaries */
import { prepareSubmissionTarget } from './mixed-load';
import { rollingRestart } from './rolling-restart';
import { Topology, topologyPorts } from './topology';

/**
 *   npm run topology                       PostgreSQL, two API replicas and HAProxy in front, until Ctrl-C
 *   npm run topology -- --rolling-restart  the same, under mixed load while each replica restarts in
 *                                          turn; prints the figures and exits 0 when no request failed
 *                                          and no acknowledged write is missing
 */
const ROOT = resolve(__dirname, '../../../..');
const log: Log = (message) => process.stderr.write(`[topology] ${message}\n`);

async function start(config: AppConfig, lifecycle: Lifecycle, rolling: boolean): Promise<void> {
  // Migrated as the schema's owner; the replicas and this process connect as the role the service runs as.
  const database = await openAppDatabase(config, log, { role: 'server' });
  lifecycle.track('PostgreSQL', () => database.stop());
  const dataSource = await openDataSource(database.url, { poolSize: 2, applicationName: 'topology' });
  lifecycle.track('database connections', async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
  });
  lifecycle.checkpoint();

  const topology = await Topology.start({
    root: ROOT,
    databaseUrl: database.url,
    port: config.PORT,
    replicas: 2,
    replicaEnv: {
      APP_DOMAIN: config.APP_DOMAIN,
      LOG_LEVEL: config.LOG_LEVEL,
      DB_POOL_SIZE: String(config.DB_POOL_SIZE),
      SHUTDOWN_DELAY_MS: String(config.SHUTDOWN_DELAY_MS || 1_500),
      // The rolling restart's load comes from one key, far above a client's quota: limits are not what it measures.
      API_RATE_LIMIT: rolling ? '0' : String(config.API_RATE_LIMIT),
      ...(rolling && { SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0' }),
      ...(config.SMTP_URL && { SMTP_URL: config.SMTP_URL, MAIL_FROM: config.MAIL_FROM }),
    },
    logDir: join(ROOT, 'tmp/topology'),
    echo: !rolling,
    log,
  });
  lifecycle.track('balancer and replicas', () => topology.stop());
  lifecycle.checkpoint();

  if (rolling) {
    const subdomain = `rolling-${Date.now().toString(36)}`;
    const created = await new CreateWorkspace(createPostgresAdapters(dataSource).unitOfWork, systemClock, randomIds).execute({
      subdomain,
      adminEmail: `admin@${subdomain}.example`,
    });
    const base = { origin: topology.origin, host: `${subdomain}.${config.APP_DOMAIN}:${config.PORT}`, apiKey: created.apiKeySecret };
    const intake = await prepareSubmissionTarget(base);
    if (intake.skipped) log(`load without JSON submissions: ${intake.skipped}`);
    const report = await rollingRestart(
      topology,
      { ...base, submission: intake.submission },
      { pool: poolOf(dataSource), workspaceId: created.workspace.id },
      log,
    );
    process.stdout.write(`${JSON.stringify(report, (key, value) => (key === 'acknowledged' ? summarize(value) : value), 2)}\n`);
    const missing = report.lost.memberEmails.length + report.lost.formIds.length + report.lost.submissions;
    const ok = report.load.failed === 0 && missing === 0;
    log(`${report.load.requests} requests, ${report.load.failed} failed, ${missing} acknowledged writes missing: ${ok ? 'PASS' : 'FAIL'}`);
    await lifecycle.closeAll();
    process.exit(ok ? 0 : 1);
  }

  const demo = await bootstrapDemoWorkspace({ ...config }, dataSource, database.embedded, log);
  const { replicaPorts, statsPort } = topologyPorts(config.PORT, 2);
  const base = `http://${DEMO_SUBDOMAIN}.${config.APP_DOMAIN}:${config.PORT}`;
  const lines = [
    '',
    `Form service behind HAProxy on http://localhost:${config.PORT}`,
    `  Replicas:    ${replicaPorts.map((port) => `127.0.0.1:${port}`).join(', ')} (each: /health/ready, /metrics)`,
    `  Balancer:    http://127.0.0.1:${statsPort}/stats`,
    `  Database:    ${config.DATABASE_URL ? 'DATABASE_URL' : `embedded PostgreSQL as ${database.user}, data in ${database.clusterDir ?? config.DATA_DIR}`}`,
    `  Logs:        tmp/topology/`,
  ];
  if (demo.demoExists) {
    lines.push('', `Demo workspace "${DEMO_SUBDOMAIN}": ${base}`);
    if (demo.newApiKey) lines.push(`  API key:     ${demo.newApiKey}`, '               (shown this once: only its hash is stored)');
    else lines.push(`  API key:     make one with npm run -s cli -- api-key create --subdomain ${DEMO_SUBDOMAIN}`);
    lines.push(`  curl -s ${base}/api/external/v1/forms -H "X-Api-Key: $API_KEY"`);
  }
  lines.push('', 'Press Ctrl-C to stop everything.', '');
  process.stdout.write(lines.join('\n'));
}

function summarize(acknowledged: { memberEmails: string[]; formIds: string[]; submissions: number }) {
  return { memberEmails: acknowledged.memberEmails.length, formIds: acknowledged.formIds.length, submissions: acknowledged.submissions };
}

function main(): void {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--rolling-restart');
  if (unknown.length > 0) {
    process.stderr.write(`unknown argument ${unknown[0]}; usage: npm run topology [-- --rolling-restart]\n`);
    process.exit(1);
  }
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  void runUntilSignalled(
    log,
    (lifecycle) => start(config, lifecycle, args.includes('--rolling-restart')),
    (error) => (error instanceof Error ? error.message : String(error)),
  );
}

main();
