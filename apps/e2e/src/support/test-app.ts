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
import { createFormServiceClient, type FormServiceClient } from '@forms/api-client';
import { ApiClient } from './api-client';
import { OpenApiContract } from './openapi-contract';
import { WorkspaceFactory, type WorkspaceFixture } from './workspace-factory';
import { workspaceFetch } from './workspace-fetch';

export interface TestApp {
  app: INestApplication;
  port: number;
  /** Where the server listens; requests name the workspace in their Host header. */
  origin: string;
  dataSource: DataSource;
  adapters: PostgresAdapters;
  contract: OpenApiContract;
  workspaces: WorkspaceFactory;
  /** `{base_url}` of a workspace, as a client would configure it. */
  baseUrl(workspace: WorkspaceFixture | string): string;
  hostOf(workspace: WorkspaceFixture | string): string;
  /** A client on the workspace's host with its key. */
  client(workspace: WorkspaceFixture): ApiClient;
  /** A client on any host without a key. */
  anonymous(host?: string): ApiClient;
  /** The typed client (libs/api-client) on the workspace's address, with its key or another (null: none). */
  typed(workspace: WorkspaceFixture, apiKey?: string | null): FormServiceClient;
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
  const port = (started.getHttpServer().address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const hostOf = (workspace: WorkspaceFixture | string) =>
    `${typeof workspace === 'string' ? workspace : workspace.subdomain}.localhost:${port}`;
  const contract = await loadContract(origin, `localhost:${port}`);

  return {
    app: started,
    port,
    origin,
    dataSource,
    adapters,
    contract,
    workspaces: new WorkspaceFactory(adapters),
    hostOf,
    baseUrl: (workspace) => `http://${hostOf(workspace)}`,
    client: (workspace) => new ApiClient(origin, hostOf(workspace), workspace.apiKey, contract),
    anonymous: (host = `localhost:${port}`) => new ApiClient(origin, host, null, contract),
    typed: (workspace, apiKey = workspace.apiKey) =>
      createFormServiceClient({
        baseUrl: `http://${hostOf(workspace)}`,
        apiKey: apiKey ?? undefined,
        fetch: workspaceFetch(origin, contract),
      }),
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

async function loadContract(origin: string, host: string): Promise<OpenApiContract> {
  const response = await new ApiClient(origin, host, null, null).get('/api/docs-json');
  if (response.status !== 200 || typeof response.body !== 'object' || response.body === null) {
    throw new Error(`GET /api/docs-json answered ${response.status} ${response.text.slice(0, 200)}: every test validates responses against it`);
  }
  return OpenApiContract.fromDocument(response.body);
}
