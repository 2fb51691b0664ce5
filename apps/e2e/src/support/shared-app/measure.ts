import type { SharedTestApp } from './shared-test-app';
import { controlCall } from './control';

/**
 * Measurements of the worker's shared server, taken in its own process (measure-routes.ts): the test's
 * countStatements would see only the test's process, where that server does not run.
 */

async function call(t: SharedTestApp, path: string): Promise<unknown> {
  const answer = await controlCall(t.controlPort, 'POST', path);
  if (answer.status !== 200) throw new Error(`the shared server's ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Runs `work` and records the text of every SQL statement the shared server sends meanwhile. */
export async function countServerStatements<T>(t: SharedTestApp, work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  await call(t, '/statements/start');
  const outcome = await work().then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
  const { statements } = (await call(t, '/statements/stop')) as { statements: string[] };
  if ('error' in outcome) throw outcome.error;
  return { result: outcome.result, statements };
}
