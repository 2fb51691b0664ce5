import type { MailCatcher } from '../mail-catcher';
import { controlCall } from './control';

/**
 * The test side of the shared server's email and log (see harness-mail-and-log.ts for the server's side).
 * Light on purpose, like the rest of the test side: the mail catcher is loaded only by a file that asks
 * for mail.
 */

/** The pino levels a shared server can log at into its buffer. */
export type SharedLogProfile = 'trace' | 'debug' | 'info' | 'warn' | 'error';

export interface SharedServerOptions {
  /** The server emails a catcher on a port of its own, which the file opens as `t.mail`. */
  mail?: boolean;
  /** The server logs into a buffer at this level (a pino logger as a file would pass to startTestApp), read as `t.log`. */
  log?: SharedLogProfile;
}

/** What tells this profile's server from the others beside its env values (nothing when neither is asked). */
export function profileParts(options: SharedServerOptions): Array<[string, string]> {
  const parts: Array<[string, string]> = [];
  if (options.mail) parts.push(['~mail', 'true']);
  if (options.log !== undefined) parts.push(['~log', options.log]);
  return parts;
}

/**
 * The file's mail catcher on the port the server sends to, or none. The server opens one connection per
 * message, so what it sends while the file runs reaches this catcher; the reset before it left no message
 * of an earlier file in flight.
 */
export async function sharedMail(port: number | undefined): Promise<MailCatcher | undefined> {
  if (port === undefined) return undefined;
  const { MailCatcher } = await import('../mail-catcher');
  return MailCatcher.start(port);
}

/** The lines the shared server logged since this file's reset. */
export interface SharedLog {
  /** Every line logged since the file began, in order, without its newline. */
  lines(): Promise<string[]>;
  /** The same lines parsed (pino writes one JSON object a line). */
  records(): Promise<Array<Record<string, unknown>>>;
  /** What the server logged while it started (before any file's reset): the same for every file. */
  startLines(): Promise<string[]>;
}

export function sharedLog(controlPort: number | undefined): SharedLog {
  const seen: string[] = [];
  const read = async (path: string): Promise<string[]> => {
    if (controlPort === undefined) throw new Error('this shared server keeps no log for the file: call sharedTestApp(env, { log: level })');
    const answer = await controlCall(controlPort, 'GET', path);
    if (answer.status !== 200) throw new Error(`the shared server's ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return (answer.body as { lines: string[] }).lines;
  };
  // The server hands each line over once: the file keeps what it was given.
  const lines = async (): Promise<string[]> => {
    seen.push(...(await read('/log')));
    return [...seen];
  };
  return {
    lines,
    records: async () => (await lines()).map((line) => JSON.parse(line) as Record<string, unknown>),
    startLines: () => read('/log/start'),
  };
}
