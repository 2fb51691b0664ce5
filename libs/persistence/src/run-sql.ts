import { type ClientBase, type Pool, type PoolClient, Query, type QueryResult, type QueryResultRow } from 'pg';
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
  const values = params as unknown as unknown[];
  if (!(target instanceof EntityManager)) return send(target, statement, values, prepareAs);
  return withConnection(target, (client) => send(client, statement, values, prepareAs));
}

/**
 * pg takes a query given as an object ({ name, text, values }) through a copy of its property
 * descriptors, about 1.5 µs a statement (a request on a hot path sends two to four). A query made from
 * the text and the values skips that copy (0.1 µs); the prepared statement's name is set on it before it
 * is sent, which is all pg reads it for.
 */
function send<Row extends QueryResultRow>(target: Pool | ClientBase, text: string, values: unknown[], name: string | undefined): Promise<QueryResult<Row>> {
  if (isPool(target)) {
    // The pool answers a query object with a promise, and releases its connection when the query ends.
    return target.query(named(new Query<Row>(text, values), name)) as unknown as Promise<QueryResult<Row>>;
  }
  return new Promise((resolve, reject) => {
    const query = new Query<Row>(text, values, (error, result) => (error ? reject(error) : resolve(result as unknown as QueryResult<Row>)));
    target.query(named(query, name));
  });
}

function named<Row extends QueryResultRow>(query: Query<Row>, name: string | undefined): Query<Row> {
  if (name !== undefined) (query as Query<Row> & { name?: string }).name = name;
  return query;
}

function isPool(target: Pool | ClientBase): target is Pool {
  return 'totalCount' in target;
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
