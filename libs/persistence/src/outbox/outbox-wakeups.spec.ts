import { createServer, type Server, type Socket } from 'node:net';
import { Pool } from 'pg';
import { createTestDatabase, openTestContext, type PostgresTestContext } from '@forms/testing';
import { OUTBOX_CHANNEL } from './outbox.sql';
import { PostgresOutboxWakeups } from './outbox-wakeups';

jest.setTimeout(30_000);

/** Accepts connections and never answers, as a database behind a partition or still starting up does. */
async function silentServer(): Promise<{ port: number; open: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // Reads what the client sends (and so sees it hang up), answering nothing.
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    open: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (const started = Date.now(); !(await condition()); ) {
    if (Date.now() - started > 5_000) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('PostgresOutboxWakeups', () => {
  it('stops at once while its connection is still being opened, and leaves no connection behind', async () => {
    const database = await silentServer();
    // The connection timeout is far longer than the stop may take.
    const pool = new Pool({ host: '127.0.0.1', port: database.port, user: 'forms', database: 'forms', connectionTimeoutMillis: 20_000 });
    try {
      const stop = new PostgresOutboxWakeups(pool).listen(() => undefined);
      await until(() => database.open() === 1, 'the listener connects');
      const started = Date.now();
      await stop();
      expect(Date.now() - started).toBeLessThan(1_000);
      await until(() => database.open() === 0, 'the abandoned connection is closed');
    } finally {
      await pool.end();
      await database.close();
    }
  });

  describe('on PostgreSQL', () => {
    let context: PostgresTestContext;
    beforeEach(async () => {
      context = await openTestContext(await createTestDatabase());
    });
    afterEach(() => context.close());

    const listeners = async () =>
      Number(
        (
          await context.pool.query<{ count: string }>(
            `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'forms-outbox-listener'`,
          )
        ).rows[0].count,
      );

    it('wakes on every notification once listening, and closes its connection when stopped', async () => {
      let wakes = 0;
      const stop = new PostgresOutboxWakeups(context.pool).listen(() => wakes++);
      // Once connected it wakes once by itself, for what was committed while nobody listened.
      await until(() => wakes === 1, 'the listener is connected');
      await context.pool.query(`NOTIFY ${OUTBOX_CHANNEL}`);
      await until(() => wakes === 2, 'a notification wakes it');
      expect(await listeners()).toBe(1);
      await stop();
      await until(async () => (await listeners()) === 0, 'the listener disconnects');
      await context.pool.query(`NOTIFY ${OUTBOX_CHANNEL}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(wakes).toBe(2);
    });
  });
});
