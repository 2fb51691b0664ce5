import type { INestApplication } from '@nestjs/common';
import { CreateForm, randomIds, systemClock } from '@forms/application';
import { loadConfig } from '@forms/config';
import { createPostgresAdapters, openDataSource } from '@forms/persistence';
import { createTestDatabase, type TestDatabase } from '@forms/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
// The app under test is a deployable, not a lib: the suite boots it the way main.ts does.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createApiApp } from '../../../api/src/app/create-api-app';
import { ApiClient } from '../support/api-client';
import { V2 } from '../support/operations';
import { WebhookReceiver } from '../support/webhook-receiver';
import { WorkspaceFactory, type WorkspaceFixture } from '../support/workspace-factory';
import { SYSTEM_ACTOR } from '@forms/domain';

// Several processes on one database: leases keep them from attempting the same delivery at once, and a
// process killed mid-batch loses nothing (its leased deliveries are attempted again once the lease is over).

jest.setTimeout(180_000);

const ENV = { WEBHOOK_ALLOW_PRIVATE: 'true', LOG_LEVEL: 'error', DB_POOL_SIZE: '5' };

let database: TestDatabase;
let dataSource: DataSource;
let workspaces: WorkspaceFactory;
let receiver: WebhookReceiver;
const stops: (() => Promise<void>)[] = [];

beforeEach(async () => {
  database = await createTestDatabase();
  dataSource = await openDataSource(database.url, { poolSize: 5 });
  workspaces = new WorkspaceFactory(createPostgresAdapters(dataSource));
  receiver = await WebhookReceiver.start();
});
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  await receiver.close();
  await dataSource.destroy();
  await database.drop();
});

/** One more API process in this test process, with its own pool and outbox worker. */
async function startInstance(): Promise<{ app: INestApplication; origin: string; port: number }> {
  const config = loadConfig({ DATABASE_URL: database.url, ...ENV });
  const own = await openDataSource(database.url, { poolSize: config.DB_POOL_SIZE });
  const app = await createApiApp({ config, dataSource: own });
  await app.listen(0, '127.0.0.1');
  stops.push(async () => {
    await app.close();
    await own.destroy();
  });
  const port = (app.getHttpServer().address() as AddressInfo).port;
  return { app, origin: `http://127.0.0.1:${port}`, port };
}

/** The API in a child process, which the test can kill outright. */
async function startProcess(): Promise<{ child: ChildProcess; origin: string; port: number }> {
  const child = spawn(process.execPath, [join(__dirname, '../support/ts-process.js'), join(__dirname, '../support/api-process.ts')], {
    env: { ...process.env, DATABASE_URL: database.url, ...ENV },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  stops.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`the API process exited with ${code} before listening`)));
  });
  return { child, origin: `http://127.0.0.1:${port}`, port };
}

function clientOf(instance: { origin: string; port: number }, ws: WorkspaceFixture): ApiClient {
  return new ApiClient(instance.origin, `${ws.subdomain}.localhost:${instance.port}`, ws.apiKey, null);
}

async function createHook(client: ApiClient): Promise<string> {
  const response = await client.post(`${V2}/webhooks`, { body: { webhook: { url: receiver.url, events: ['form.created'] } } });
  expect(response.status).toBe(201);
  return (response.body as { webhook: { id: string } }).webhook.id;
}

async function pendingDeliveries(): Promise<number> {
  const [{ pending }] = await dataSource.query(`SELECT count(*)::int AS pending FROM outbox WHERE handler = 'webhooks' AND completed_at IS NULL`);
  return pending as number;
}

async function untilAllDelivered(timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await pendingDeliveries()) > 0) {
    if (Date.now() > until) throw new Error(`${await pendingDeliveries()} deliveries still pending`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function deliveryIds(): Promise<string[]> {
  const rows: { id: string }[] = await dataSource.query(`SELECT id FROM outbox WHERE handler = 'webhooks' ORDER BY id`);
  return rows.map((row) => row.id);
}

function countById(ids: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

it('two instances on one database deliver each event exactly once when nothing fails', async () => {
  const ws = await workspaces.create();
  const [a, b] = [await startInstance(), await startInstance()];
  await createHook(clientOf(a, ws));
  const clients = [clientOf(a, ws), clientOf(b, ws)];
  for (let index = 0; index < 200; index++) {
    expect((await clients[index % 2].post(`${V2}/forms`, { body: { form: { title: `Form ${index}` } } })).status).toBe(201);
  }
  await untilAllDelivered();
  // Time for a second attempt, were one to happen.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const received = receiver.received.map((each) => each.headers['webhook-id']);
  expect(received).toHaveLength(200);
  expect([...countById(received).keys()].sort()).toEqual(await deliveryIds());
});

it('a process killed mid-batch loses no delivery, and repeats only those it had in flight', async () => {
  const ws = await workspaces.create();
  // Slow answers keep the worker in the middle of its batches when it is killed.
  receiver.answerWith((_request, response) => setTimeout(() => response.writeHead(200).end(), 300));
  const doomed = await startProcess();
  const client = clientOf(doomed, ws);
  await createHook(client);
  for (let index = 0; index < 100; index++) {
    expect((await client.post(`${V2}/forms`, { body: { form: { title: `Before ${index}` } } })).status).toBe(201);
  }
  await receiver.waitFor(15, 60_000);
  doomed.child.kill('SIGKILL');
  await new Promise((resolve) => doomed.child.once('exit', resolve));
  const receivedBeforeKill = new Set(receiver.received.map((each) => each.headers['webhook-id']));
  const completedRows: { id: string }[] = await dataSource.query(`SELECT id FROM outbox WHERE handler = 'webhooks' AND completed_at IS NOT NULL`);
  const recordedByTheDeadProcess = new Set(completedRows.map((row) => row.id));
  expect(await pendingDeliveries()).toBeGreaterThan(0);

  // Changes committed while no worker runs are delivered later all the same.
  const adapters = createPostgresAdapters(dataSource);
  const createForm = new CreateForm(adapters.unitOfWork, systemClock, randomIds, adapters.idempotencyKeys);
  for (let index = 0; index < 20; index++) {
    await createForm.execute({ actor: SYSTEM_ACTOR, workspaceId: ws.id, title: `While down ${index}`, baseUrl: `http://${ws.subdomain}.localhost` });
  }
  // Time passes beyond the dead process's leases (two minutes), which is when another worker may take them.
  await dataSource.query(`UPDATE outbox SET next_attempt_at = now() WHERE lease_token IS NOT NULL AND completed_at IS NULL`);
  receiver.answerWith((_request, response) => response.writeHead(200).end());
  await startInstance();
  await untilAllDelivered();

  const all = await deliveryIds();
  expect(all).toHaveLength(120);
  const counts = countById(receiver.received.map((each) => each.headers['webhook-id']));
  expect([...counts.keys()].sort()).toEqual(all);
  const repeated = [...counts].filter(([, count]) => count > 1).map(([id]) => id);
  for (const id of repeated) {
    expect(receivedBeforeKill.has(id)).toBe(true);
    expect(recordedByTheDeadProcess.has(id)).toBe(false);
    expect(counts.get(id)).toBe(2);
  }
});
