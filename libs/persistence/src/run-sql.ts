import type { ClientBase, Pool, PoolClient, QueryResult, QueryResultRow } from 'pg';
import { EntityManager } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import type { Sql } from './statement';

/** Where a statement runs: the pool, a connection, or a unit of work's transaction. */
export type SqlTarget = Pool | ClientBase | EntityManager;

/**
 * Runs a statement of a `*.sql.ts` with its parameters, in the order and types its declaration names.
 * `prepareAs` names it as a prepared statement: Postgres then parses and plans it once per connection
 * instead of on every call (the hot paths the benchmark measures). In a transaction it runs on the
 * transaction's own connection, so every target answers with pg's plain result (rows and rowCount).
 */
export async function runSql<Params extends readonly unknown[], Row>(
  target: SqlTarget,
  statement: Sql<Params, Row>,
  params: NoInfer<Params>,
  prepareAs?: string,
): Promise<QueryResult<Row & QueryResultRow>> {
  const config = { name: prepareAs, text: statement, values: params as unknown as unknown[] };
  if (!(target instanceof EntityManager)) return target.query<Row & QueryResultRow>(config);
  return withConnection(target, (client) => client.query<Row & QueryResultRow>(config));
}

/** The rows a statement returns (see runSql). */
export async function sqlRows<Params extends readonly unknown[], Row>(
  target: SqlTarget,
  statement: Sql<Params, Row>,
  params: NoInfer<Params>,
  prepareAs?: string,
): Promise<Row[]> {
  return (await runSql(target, statement, params, prepareAs)).rows;
}

/**
 * The pg connection under a unit of work's EntityManager (its transaction's), for what TypeORM's
 * `query` cannot do (named prepared statements, COPY). A manager outside a transaction borrows a
 * connection of the DataSource for the call.
 */
export async function withConnection<T>(manager: EntityManager, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const own = manager.queryRunner;
  const runner = own && !own.isReleased ? own : manager.connection.createQueryRunner();
  if (!(runner instanceof PostgresQueryRunner)) throw new Error('the EntityManager is not on a postgres DataSource');
  try {
    const client: PoolClient = await runner.connect();
    return await work(client);
  } finally {
    if (runner !== own) await runner.release();
  }
}
