import 'reflect-metadata';
import type { Server } from 'node:http';
import { ConfigError, loadConfig, type AppConfig } from '@forms/config';
import { openAppDatabase, type Log } from '@forms/database';
import { openApiDataSource } from './app/api-data-source';
import { createApiApp } from './app/create-api-app';
import { bootstrapDemoWorkspace } from './demo/demo-bootstrap';
import { startupBanner } from './demo/startup-banner';
import { DrainState, drainHttpServer } from './lifecycle/drain';
import { limitHeapGrowth } from './lifecycle/heap-growth';
import { runUntilSignalled, type Lifecycle } from './lifecycle/lifecycle';
import { createLogger, logDestination } from './observability/logger';

/** Opens, in order, what the API needs; the lifecycle closes it in reverse on a signal. */
async function start(config: AppConfig, lifecycle: Lifecycle, log: Log, logger: ReturnType<typeof createLogger>): Promise<void> {
  // Migrated as the schema's owner; the pool connects as the role the service runs as.
  const database = await openAppDatabase(config, log, { role: 'server' });
  lifecycle.track('PostgreSQL', () => database.stop());

  const dataSource = await openApiDataSource(database.url, config);
  lifecycle.track('database connections', async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
  });

  const demo = await bootstrapDemoWorkspace(config, dataSource, database.embedded, log);
  lifecycle.checkpoint();

  const app = await createApiApp({ config, dataSource, log: logger });
  lifecycle.track('HTTP server and outbox worker', async () => {
    await drainHttpServer(app.getHttpServer() as Server, app.get(DrainState), config, log);
    // Stops the outbox worker once its job in flight is done.
    await app.close();
  });
  await app.listen(config.PORT);
  lifecycle.checkpoint();

  process.stdout.write(startupBanner({ config, ...demo, embeddedDataDir: database.clusterDir, databaseUser: database.user }));
}

function describe(error: unknown, config: AppConfig): string {
  if (!(error instanceof Error)) return String(error);
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return `port ${config.PORT} is already in use (set PORT to another one)`;
  }
  return config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'verbose' ? (error.stack ?? error.message) : error.message;
}

function main(): void {
  limitHeapGrowth();
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const destination = logDestination();
  const logger = createLogger(config, destination);
  const log: Log = (message) => logger.info(message);
  // process.exit() does not wait for the asynchronous log stream.
  process.on('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Nothing buffered, or stderr is gone: nothing more can be written either way.
    }
  });
  void runUntilSignalled(log, (lifecycle) => start(config, lifecycle, log, logger), (error) => describe(error, config));
}

main();
