import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { MIGRATIONS_TABLE } from '@forms/database';
// The service's own SQL runner: a statement sent through it counts as the service's in the audit.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { runSql } from '../../../../../libs/persistence/src/run-sql';
import { endWithOwner } from '../shared-process-end';
import { recordServiceSql } from '../sql-audit/sql-recording';
import { startTestApp } from '../test-app';
import { WorkspaceFactory } from '../workspace-factory';
import { mailAndLog } from './harness-mail-and-log';
import { measureRoutes } from './measure-routes';

/**
 * The API server that the end-to-end files of one jest worker share (one per set of env values):
 * `node ts-process.js harness.ts <owner pid> <record file> <env as JSON>`. Booting the app costs seconds
 * per file inside jest's sandboxes; here it is booted once, exactly as startTestApp boots it, on a
 * database of its own, and each file starts by emptying that database (POST /reset), as if it were new.
 *
 * Beside the API it listens on a second loopback port for the tests' control calls (JSON):
 * - POST /reset: empties every table (not the migrations' bookkeeping), and forgets the statements the
 *   SQL audit has checked, so each file starts as on a fresh server;
 * - POST /factory/<method> with the arguments as a JSON array: a WorkspaceFactory call on this server's
 *   adapters, answered as JSON (a failure as 500 {error, stack});
 * - GET /sql-audit: the tenant-filter violations recorded since the last call (then forgotten);
 * - POST /sql-audit/probe {statement, params}: sends the statement through the service's SQL runner on the
 *   service's pool, for the test that proves the audit reaches this process;
 * - POST /statements/start and /statements/stop: the statements this process sent in between
 *   (measure-routes.ts);
 * - GET /log: the lines logged since the last call or reset (then forgotten), for a profile with a log;
 *   GET /log/start: the lines it logged while starting.
 *
 * The last argument, the profile's options (harness-mail-and-log.ts), may ask for mail (the server sends
 * to `SMTP_URL` on a loopback port chosen once, recorded as `mailPort`, where each file opens its catcher)
 * and for a log (a logger writing into a buffer at the given level). A reset also waits until no email of
 * the previous file is still being sent, and forgets its log lines.
 *
 * It writes `{port, controlPort, databaseUrl, pid, mailPort?}` to the record file and prints it as one line, and
 * ends (dropping its database, deleting the record) when the owner pid is gone, on SIGTERM or SIGINT.
 */
// argv: node, ts-process.js, this file, then the arguments.
const [owner, record, envJson, optionsJson = '{}'] = process.argv.slice(3);

const DEADLOCK = '40P01';
const FACTORY_METHODS = new Set(Object.getOwnPropertyNames(WorkspaceFactory.prototype).filter((name) => name !== 'constructor'));

async function main(): Promise<void> {
  // However it ends, the record must not name a server that is gone.
  process.once('exit', () => rmSync(record, { force: true }));
  const recording = recordServiceSql();
  const extras = await mailAndLog(JSON.parse(optionsJson), JSON.parse(envJson) as Record<string, string>);
  const app = await startTestApp(extras.env, undefined, { log: extras.logger });
  // The reset's own connection: not the service's (whose lock timeout could cut a TRUNCATE waiting for
  // the outbox worker's transaction short), and named so that the audit never counts it.
  const admin = new Pool({ connectionString: app.databaseUrl, max: 1, application_name: 'forms-e2e-harness' });
  // At the end of a run PostgreSQL may stop before this process sees its owner gone.
  admin.on('error', () => undefined);
  const { rows } = await admin.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> $1 ORDER BY 1`,
    [MIGRATIONS_TABLE],
  );
  const truncate = `TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`;
  const servicePool = (app.dataSource.driver as unknown as { master: Pool }).master;

  const routes: Record<string, (body: unknown, path: string) => Promise<unknown>> = {
    ...measureRoutes(),
    'POST /reset': async () => {
      // The previous file's last background work (the outbox worker, a flush of counters) may hold locks
      // on some of the tables: emptying them all at once can then lose a deadlock, and simply tries again.
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.query(truncate);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== DEADLOCK || attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        }
      }
      await extras.afterReset(app.app);
      recording.seen.clear();
      return { reset: true };
    },
    'GET /sql-audit': async () => ({ violations: recording.violations.splice(0) }),
    'POST /sql-audit/probe': async (body) => {
      const client = await servicePool.connect();
      try {
        const { statement, params } = body as { statement: string; params: unknown[] };
        await runSql(client, statement as never, params as never);
      } finally {
        client.release();
      }
      return { sent: true };
    },
    'POST /factory': async (body, path) => {
      const method = path.slice('/factory/'.length);
      if (!FACTORY_METHODS.has(method)) throw new Error(`WorkspaceFactory has no method ${method}`);
      const factory = app.workspaces as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      // JSON writes an argument left out in the middle (`issueKey(ws, undefined, 'read')`) as null.
      const args = (body as unknown[]).map((arg) => (arg === null ? undefined : arg));
      return (await factory[method](...args)) ?? null;
    },
    ...extras.routes,
  };

  const control = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const route = routes[`${request.method} ${path.startsWith('/factory/') ? '/factory' : path}`];
      const text = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (!route) return answer(404, { error: `no control route ${request.method} ${path}` });
      route(text ? JSON.parse(text) : undefined, path).then(
        (result) => answer(200, result),
        (error: Error) => answer(500, { error: error.message, stack: error.stack }),
      );
    });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));

  endWithOwner(Number(owner), record, async () => {
    control.close();
    await admin.end().catch(() => undefined);
    await app.close().catch(() => undefined);
  });

  const line = JSON.stringify({ port: app.port, controlPort: (control.address() as AddressInfo).port, databaseUrl: app.databaseUrl, pid: process.pid, ...extras.recorded });
  writeFileSync(record, line);
  process.stdout.write(`${line}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  rmSync(record, { force: true });
  process.exit(1);
});
