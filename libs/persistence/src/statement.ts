// The one way hand-written SQL is written here. A statement is a named constant in its table folder's
// `*.sql.ts`, declared with `sql<Params, Row>(text)`: the text uses Postgres's own `$1..$n`, and right
// beside it a labelled tuple names and types each parameter in order (`[workspaceId: string, id: string]`)
// and Row types what comes back. Every statement is then run through `runSql` (./run-sql), which takes
// the parameters only in that shape: a wrong count, order of types or row type fails to compile.
//
// At run time a statement is nothing but its text, a plain string: nothing is compiled, mapped or
// allocated per call, and the benchmark's raw baseline and the SQL audit import and send the very same
// string. The parameters and the row exist as types only, which is why this file imports nothing.

declare const PARAMS: unique symbol;
declare const ROW: unique symbol;

/** SQL text that carries, as types, the parameters it takes ($1..$n, in order) and the row it returns. */
export type Sql<Params extends readonly unknown[] = [], Row = never> = string & {
  readonly [PARAMS]: Params;
  readonly [ROW]: Row;
};

/** Declares a statement: the text as is, its parameters and row as types (see the top of this file). */
export function sql<Params extends readonly unknown[] = [], Row = never>(text: string): Sql<Params, Row> {
  return text as Sql<Params, Row>;
}

/** The parameters a statement takes. */
export type ParamsOf<S> = S extends Sql<infer Params, unknown> ? Params : never;
/** The row a statement returns. */
export type RowOf<S> = S extends Sql<readonly unknown[], infer Row> ? Row : never;
