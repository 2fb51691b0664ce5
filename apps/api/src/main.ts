import 'reflect-metadata';
import { ConfigError, loadConfig, type AppConfig } from '@forms/config';
import { openDatabase, runMigrations, type Log } from '@forms/database';
import { createPostgresAdapters, openDataSource } from '@forms/persistence';
import { createApiApp } from './app/create-api-app';
import { anyWorkspaceExists, createDemoWorkspace, DEMO_SUBDOMAIN, publishedDemoForm, workspaceExists } from './demo/demo-workspace';
import { startupBanner, workspaceBaseUrl } from './demo/startup-banner';

/** Thrown at a start-up checkpoint once a signal asked us to stop. */
class ShutdownRequested extends Error {}

/**
 * What start-up has opened, closed in reverse order on the way out. A signal that arrives half-way
 * through start-up waits for the step in flight, so that an embedded Postgres being started is still
 * stopped rather than orphaned.
 */
class Lifecycle {
  private readonly resources: { name: string; close: () => Promise<void> }[] = [];
  private stopRequestedAt: number | undefined;
  private closing: Promise<void> | undefined;

  constructor(private readonly log: Log) {}

  get stopRequested(): boolean {
    return this.stopRequestedAt !== undefined;
  }

  track(name: string, close: () => Promise<void>): void {
    this.resources.push({ name, close });
    this.checkpoint();
  }

  checkpoint(): void {
    if (this.stopRequested) throw new ShutdownRequested();
  }

  /** Tells a first request from a second one, and both from a duplicate delivery of the first. */
  requestStop(now: number): 'first' | 'repeat' | 'again' {
    if (this.stopRequestedAt === undefined) {
      this.stopRequestedAt = now;
      return 'first';
    }
    // A Ctrl-C under `npm start` reaches us twice at once: from the terminal and forwarded by npm.
    return now - this.stopRequestedAt < 1000 ? 'repeat' : 'again';
  }

  closeAll(): Promise<void> {
    this.closing ??= (async () => {
      for (const { name, close } of this.resources.reverse()) {
        try {
          await close();
        } catch (error) {
          this.log(`stopping ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })();
    return this.closing;
  }
}

const log: Log = (message) => process.stderr.write(`${message}\n`);

async function start(config: AppConfig, lifecycle: Lifecycle): Promise<void> {
  const database = await openDatabase(config, log, { role: 'server' });
  lifecycle.track('PostgreSQL', () => database.stop());
  await runMigrations(database.url, log);
  lifecycle.checkpoint();

  const dataSource = await openDataSource(database.url, { poolSize: config.DB_POOL_SIZE });
  lifecycle.track('database connections', async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
  });

  const { unitOfWork, forms } = createPostgresAdapters(dataSource);
  let newApiKey: string | undefined;
  // The demo belongs to the zero-configuration path only; a real database is never given made-up data.
  if (database.embedded && !(await anyWorkspaceExists(dataSource))) {
    log(`creating the demo workspace "${DEMO_SUBDOMAIN}"`);
    newApiKey = (await createDemoWorkspace(unitOfWork, workspaceBaseUrl(config, DEMO_SUBDOMAIN))).apiKey;
  }
  const demoExists = newApiKey !== undefined || (await workspaceExists(unitOfWork, DEMO_SUBDOMAIN));
  const demoFormId = demoExists ? await publishedDemoForm(unitOfWork, forms) : undefined;
  lifecycle.checkpoint();

  const app = await createApiApp({ config, dataSource });
  lifecycle.track('HTTP server and invitation worker', () => app.close());
  await app.listen(config.PORT);
  lifecycle.checkpoint();

  process.stdout.write(startupBanner({ config, demoExists, newApiKey, demoFormId, embeddedDataDir: database.clusterDir }));
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }

  const lifecycle = new Lifecycle(log);
  let started = false;
  const stop = async (code: number): Promise<never> => {
    await lifecycle.closeAll();
    process.exit(code);
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    switch (lifecycle.requestStop(Date.now())) {
      case 'first':
        log(`${signal} received, shutting down (send it again to exit at once)`);
        // During start-up, start() notices at its next checkpoint and unwinds into the catch below.
        if (started) void stop(0);
        return;
      case 'repeat':
        return;
      case 'again':
        log(`${signal} received again, exiting without cleanup`);
        process.exit(130);
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    await start(config, lifecycle);
    started = true;
    lifecycle.checkpoint();
  } catch (error) {
    if (error instanceof ShutdownRequested) return stop(0);
    log(`start-up failed: ${describe(error, config)}`);
    return stop(1);
  }
}

function describe(error: unknown, config: AppConfig): string {
  if (!(error instanceof Error)) return String(error);
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return `port ${config.PORT} is already in use (set PORT to another one)`;
  }
  return config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'verbose' ? (error.stack ?? error.message) : error.message;
}

void main();
