import type { INestApplication } from '@nestjs/common';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { loadConfig } from '@forms/config';
import { createPostgresAdapters, openDataSource } from '@forms/persistence';
import { createTestDatabase } from '@forms/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the suite boots the deployable the way main.ts does
import { createApiApp } from '../../api/src/app/create-api-app';
import { WorkspaceFactory, type WorkspaceFixture } from './support/workspace-factory';

jest.setTimeout(60_000);

/** A TCP hop between the app and Postgres that the test can cut and restore: an outage on demand. */
class CuttableLink {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  async cut(): Promise<void> {
    this.sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

let link: CuttableLink;
let app: INestApplication;
let dataSource: DataSource;
let drop: () => Promise<void>;
let port: number;
let ws: WorkspaceFixture;

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const listMembers = () =>
  get('/api/external/v2/team-members', { host: `${ws.subdomain}.localhost:${port}`, 'x-api-key': ws.apiKey });

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const target = new URL(database.url);
  link = new CuttableLink({ host: target.hostname, port: Number(target.port) });
  await link.open();
  const viaLink = new URL(database.url);
  viaLink.port = String(link.port);
  const config = loadConfig({ DATABASE_URL: viaLink.toString(), LOG_LEVEL: 'error', DB_POOL_SIZE: '2' });
  dataSource = await openDataSource(viaLink.toString(), { poolSize: 2 });
  ws = await new WorkspaceFactory(createPostgresAdapters(dataSource)).create();
  app = await createApiApp({ config, dataSource, logger: false });
  await app.listen(0, '127.0.0.1');
  port = (app.getHttpServer().address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await link?.cut();
  if (dataSource?.isInitialized) await dataSource.destroy().catch(() => undefined);
  await drop?.();
});

describe('while the database is unreachable', () => {
  it('answers 503 {error}, reports not ready, stays alive, and recovers when the database returns', async () => {
    expect((await listMembers()).status).toBe(200);

    await link.cut();
    expect(await listMembers()).toEqual({ status: 503, body: { error: 'Service unavailable' } });
    expect(await get('/health/ready')).toEqual({ status: 503, body: { error: 'Database unavailable' } });
    expect(await get('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });

    await link.open();
    let recovered = await listMembers();
    for (let attempt = 0; attempt < 20 && recovered.status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      recovered = await listMembers();
    }
    expect(recovered.status).toBe(200);
    expect((await get('/health/ready')).status).toBe(200);
  });
});
