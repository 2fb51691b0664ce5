import { Client, type QueryConfig } from 'pg';

/**
 * Runs `work` and records the text of every SQL statement any pg client in this process sends meanwhile:
 * how tests prove that a request costs a constant number of queries.
 */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const prototype = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: Client, ...args: unknown[]) {
    const [config] = args as [string | QueryConfig];
    statements.push(typeof config === 'string' ? config : config.text);
    return original.apply(this, args);
  };
  try {
    return { result: await work(), statements };
  } finally {
    prototype.query = original;
  }
}
