import type { INestApplication } from '@nestjs/common';
import { type AddressInfo, createServer } from 'node:net';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { loadConfig } from '@forms/config';
import { createPostgresAdapters, type PostgresAdapters } from '@forms/persistence';
import { createTestDatabase } from '@forms/testing';
// The app under test is a deployable, not a lib: the suite boots it the way main.ts does.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createApiApp, openApiDataSource } from '../../../api/src/app/create-api-app';
import { appClients, type AppClients } from './app-clients';
import { WorkspaceFactory } from './workspace-factory';

export interface TestApp extends AppClients {
  app: INestApplication;
  dataSource: DataSource;
  adapters: PostgresAdapters;
  workspaces: WorkspaceFactory;
  /** The database this server runs on, for a second server on the same data. */
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * One real server on a fresh, migrated database per test file; with `sharing`, another replica on that
 * server's database (which stays the first server's to drop).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  sharing?: TestApp,
  options: { log?: Logger; consoleDir?: string } = {},
): Promise<TestApp> {
  const database = sharing ? { url: sharing.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  // The port is chosen first, as a deployment's PORT is: the links the service stores and emails
  // (PUBLIC_ORIGIN_TEMPLATE's default) name the port it really listens on.
  const listenPort = env.PORT ? Number(env.PORT) : await freePort();
  const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'error', DB_POOL_SIZE: '10', PORT: String(listenPort), ...env });
  // As in production: the SQL audit tells the service's statements from the tests' own by its name.
  const dataSource = await openApiDataSource(database.url, config);
  const adapters = createPostgresAdapters(dataSource);
  let app: INestApplication | undefined;
  const stop = async () => {
    await app?.close();
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.drop();
  };
  let started: INestApplication;
  try {
    started = app = await createApiApp({ config, dataSource, log: options.log, consoleDir: options.consoleDir });
    await started.listen(listenPort, '127.0.0.1');
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  const clients = await appClients((started.getHttpServer().address() as AddressInfo).port);

  return {
    ...clients,
    app: started,
    dataSource,
    adapters,
    workspaces: new WorkspaceFactory(adapters),
    databaseUrl: database.url,
    close: stop,
  };
}

/**
 * A port nothing listens on now, picked at random below Linux's ephemeral range (32768 and up), so that
 * no outgoing connection (to PostgreSQL, to the mail catcher) takes it before the app listens.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => probe.once('error', () => resolve(false)).listen(port, '127.0.0.1', () => resolve(true)));
    if (free) {
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      return port;
    }
  }
}
