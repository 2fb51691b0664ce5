import { countStatements } from '@forms/testing';

/**
 * What a test measures of the shared server (harness.ts), whose process is not the test's: the SQL
 * statements it sends while the test makes its requests (countStatements sees only its own process). One
 * file at a time uses a shared server, so one measurement runs at a time: starting another ends the first.
 *
 * - POST /statements/start, then POST /statements/stop: `{statements}`, every statement text any pg
 *   client of this process sent in between.
 */
export function measureRoutes(): Record<string, () => Promise<unknown>> {
  let statements: { release: () => void; counted: Promise<string[]> } | undefined;

  const stopStatements = async (): Promise<string[]> => {
    const running = statements;
    statements = undefined;
    if (!running) return [];
    running.release();
    return running.counted;
  };

  return {
    'POST /statements/start': async () => {
      await stopStatements();
      let release!: () => void;
      const done = new Promise<void>((resolve) => (release = resolve));
      statements = { release, counted: countStatements(() => done).then((counted) => counted.statements) };
      return { started: true };
    },
    'POST /statements/stop': async () => ({ statements: await stopStatements() }),
  };
}
