import type { INestApplication } from '@nestjs/common';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { DispatchOutbox } from '@forms/application';
import { freePort } from '../test-app';
import type { SharedServerOptions } from './mail-and-log';

/**
 * The shared server's side of a profile with mail or a log (harness.ts): the env and logger it boots
 * with, what its record adds, the control route of the log, and what a reset must wait for.
 */
export interface MailAndLog {
  env: Record<string, string>;
  logger: Logger | undefined;
  recorded: { mailPort?: number };
  routes: Record<string, () => Promise<unknown>>;
  /** After the tables are emptied: no email of the previous file is still being sent, its log is gone. */
  afterReset(app: INestApplication): Promise<void>;
}

const SETTLE_TIMEOUT_MS = 30_000;

export async function mailAndLog(options: SharedServerOptions, env: Record<string, string>): Promise<MailAndLog> {
  // The port is the server's for good: each file listens on it while it runs, and nobody between files.
  const mailPort = options.mail ? await freePort() : undefined;
  const lines: string[] = [];
  /** What it logged while starting, kept past the resets for the files that check it. */
  let started: string[] | undefined;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
      done();
    },
  });
  const logger = options.log === undefined ? undefined : pino({ level: options.log }, sink);
  return {
    env: mailPort === undefined ? env : { ...env, SMTP_URL: `smtp://127.0.0.1:${mailPort}` },
    logger,
    recorded: mailPort === undefined ? {} : { mailPort },
    // Handed over once: the test side keeps what it was given.
    routes: {
      'GET /log': async () => ({ lines: lines.splice(0) }),
      'GET /log/start': async () => ({ lines: started ?? [] }),
    },
    afterReset: async (app) => {
      await mailIdle(app);
      started ??= [...lines];
      lines.length = 0;
    },
  };
}

/**
 * Waits until no email is being sent. The outbox is empty by now, so nothing new is leased; an attempt
 * leased before the reset could still reach the next file's catcher (it listens on the same port), or
 * log its line into the next file's log.
 */
async function mailIdle(app: INestApplication): Promise<void> {
  const dispatch = app.get(DispatchOutbox, { strict: false });
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (dispatch.inFlightOf('mail') > 0) {
    if (Date.now() > deadline) throw new Error(`an email of the previous file was still being sent after ${SETTLE_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
