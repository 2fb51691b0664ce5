import { createServer } from 'node:net';
import { openDataSource } from './postgres-adapters';
import { isDatabaseUnavailable } from './postgres-errors';
import { createTestDatabase, openTestContext } from '@forms/testing';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached', async () => {
    const url = `postgresql://postgres:postgres@127.0.0.1:${await closedPort()}/forms`;
    const error = await openDataSource(url, { poolSize: 1 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: expect.any(String) });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('does not mistake a failed statement for an unreachable database', async () => {
    const context = await openTestContext(await createTestDatabase(), { poolSize: 1 });
    try {
      const viaTypeorm = await context.dataSource.query('SELECT 1/0').catch((caught: unknown) => caught);
      const viaPool = await context.pool.query('SELECT nope FROM nowhere').catch((caught: unknown) => caught);
      expect([isDatabaseUnavailable(viaTypeorm), isDatabaseUnavailable(viaPool)]).toEqual([false, false]);
      await expect(context.adapters.ping()).resolves.toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('recognises the server states that refuse everyone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is shutting down'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});
