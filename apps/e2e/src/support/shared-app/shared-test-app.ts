import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { appClients, type AppClients } from '../app-clients';
import { readRecord, startWorkerProcess } from '../worker-process';
import type { MailCatcher } from '../mail-catcher';
import type { WorkspaceFactory } from '../workspace-factory';
import { controlCall, rememberSharedServer } from './control';
import { sharedLog, sharedMail, type SharedLog, type SharedServerOptions, profileParts } from './mail-and-log';

export type { SharedLog, SharedLogProfile, SharedServerOptions } from './mail-and-log';

// Only light modules here (no persistence, application, typeorm or the API's modules): not loading them
// in each file's sandbox is half of what sharing the server saves.

/** WorkspaceFactory's methods, called in the shared server's process (arguments and results as JSON). */
export type RemoteWorkspaceFactory = { [K in keyof WorkspaceFactory]: WorkspaceFactory[K] };

/** The test's own connection to the shared server's database, for arranging and checking rows. */
export interface SharedDataSource {
  /** As TypeORM's DataSource.query answers: the rows, or `[rows, rowCount]` for UPDATE and DELETE. */
  query<T = any>(sql: string, params?: unknown[]): Promise<T>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * What a file gets from the worker's shared server: a TestApp without the in-process app and adapters
 * (`t.app` does not compile here: such a file needs startTestApp).
 */
export interface SharedTestApp extends AppClients {
  workspaces: RemoteWorkspaceFactory;
  dataSource: SharedDataSource;
  /** The database the shared server runs on (emptied at the start of each file). */
  databaseUrl: string;
  /**
   * The file's own SMTP server, on the port the shared server sends its email to (`{ mail: true }`):
   * the same MailCatcher a file would start for its own server. Another profile has none (reading it throws).
   */
  mail: MailCatcher;
  /** What the shared server logged since this file began (`{ log: level }`); another profile has none. */
  log: SharedLog;
  /** Where the server answers the tests' control calls (control.ts, measure.ts). */
  controlPort: number;
  /** Ends this file's connection (and its mail catcher) only: the server stays for the worker's next file. */
  close(): Promise<void>;
}

interface Recorded {
  port: number;
  controlPort: number;
  databaseUrl: string;
  pid: number;
  /** Where the server sends email, for a profile with mail. */
  mailPort?: number;
}

/**
 * The API server of this jest worker for these env values, on an empty database. Booting the app in
 * each file's sandbox costs seconds (loading Nest and TypeORM anew, a database copied, the contract
 * read); the worker's files that need no app of their own (no second replica, no fake clock, no
 * in-process adapters) share one server running in a process of its own (harness.ts, recorded in the temp
 * dir under the worker's pid and a hash of the env and options), started by the first of them. Each file
 * starts on an empty database, as it would on its own server. With `{ mail: true }` the file gets a mail
 * catcher where the server sends its email (`t.mail`), with `{ log: level }` what it logs (`t.log`).
 */
export async function sharedTestApp(env: Record<string, string> = {}, options: SharedServerOptions = {}): Promise<SharedTestApp> {
  const recorded = await runningServer(env, options);
  rememberSharedServer(recorded.controlPort);
  const clients = await appClients(recorded.port);
  // Started before the file sends anything: whatever the server emails from now on is this file's.
  const mail = await sharedMail(recorded.mailPort);
  const log = sharedLog(options.log === undefined ? undefined : recorded.controlPort);
  const pool = new Pool({ connectionString: recorded.databaseUrl, max: 3, application_name: 'forms-e2e-test' });
  const app: Omit<SharedTestApp, 'mail'> = {
    ...clients,
    log,
    workspaces: remoteFactory(recorded.controlPort),
    dataSource: {
      query: async (sql, params) => {
        const result = await pool.query(sql, params);
        return (result.command === 'UPDATE' || result.command === 'DELETE' ? [result.rows, result.rowCount] : result.rows) as never;
      },
    },
    databaseUrl: recorded.databaseUrl,
    controlPort: recorded.controlPort,
    close: async () => {
      await pool.end();
      await mail?.close();
    },
  };
  // Not enumerable: a file that spreads its app (into options, say) must not trip over a missing catcher.
  return Object.defineProperty(app, 'mail', {
    get: () => {
      if (!mail) throw new Error('this shared server sends no email to the file: call sharedTestApp(env, { mail: true })');
      return mail;
    },
  }) as SharedTestApp;
}

/** The recorded server when it is still there (its database then emptied), else a new one. */
async function runningServer(env: Record<string, string>, options: SharedServerOptions): Promise<Recorded> {
  const profile = createHash('sha256')
    .update(JSON.stringify([...Object.entries(env).sort(([a], [b]) => a.localeCompare(b)), ...profileParts(options)]))
    .digest('hex')
    .slice(0, 12);
  const record = join(tmpdir(), `forms-test-api-${process.pid}-${profile}.json`);
  const running = readRecord<Recorded>(record);
  if (running && (await reset(running).then(() => true, () => false))) return running;
  const started = await startServer(record, env, options);
  await reset(started);
  return started;
}

async function reset(server: Recorded): Promise<void> {
  const answer = await controlCall(server.controlPort, 'POST', '/reset');
  if (answer.status !== 200) throw new Error(`the shared server's reset answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** Starts this worker's server for these env values in a process of its own, which ends when the worker does. */
function startServer(record: string, env: Record<string, string>, options: SharedServerOptions): Promise<Recorded> {
  const args = [join(__dirname, '..', 'ts-process.js'), join(__dirname, 'harness.ts'), String(process.pid), record, JSON.stringify(env), JSON.stringify(options)];
  return startWorkerProcess<Recorded>(args, record, 'the shared API server');
}

function remoteFactory(controlPort: number): RemoteWorkspaceFactory {
  return new Proxy({} as RemoteWorkspaceFactory, {
    // Not a thenable: only the factory's method names are calls.
    get: (_, method) =>
      typeof method !== 'string' || method === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            const answer = await controlCall(controlPort, 'POST', `/factory/${method}`, args);
            if (answer.status !== 200) throw new Error(`workspaces.${method}: ${(answer.body as { error?: string }).error ?? JSON.stringify(answer.body)}`);
            return answer.body ?? undefined;
          },
  });
}
