import type { LoggerService } from '@nestjs/common';
import type { AppConfig, LogLevel } from '@forms/config';
import pino, { type Logger } from 'pino';

const PINO_LEVELS: Record<LogLevel, pino.Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * One JSON object per line on stderr (stdout carries only the start-up banner). Nothing that holds a
 * credential is ever passed to the logger; the redaction list is a second line of defence in case
 * someone logs a request or an object that does.
 */
export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL'>, destination: pino.DestinationStream = logDestination()): Logger {
  return pino(
    {
      level: PINO_LEVELS[config.LOG_LEVEL],
      base: { pid: process.pid },
      timestamp: isoTimestamps(),
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: [
          'apiKey',
          'api_key',
          'token',
          'password',
          'secret',
          'authorization',
          'headers["x-api-key"]',
          'headers.authorization',
          'headers.cookie',
          'req.headers["x-api-key"]',
          'req.headers.authorization',
          'req.headers.cookie',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/**
 * pino's `"time"` field as an ISO 8601 instant in UTC with milliseconds, the same text as
 * `pino.stdTimeFunctions.isoTime`. The part up to the second is formatted once a second and only the
 * milliseconds are added to it per line: formatting a Date for each line was about a seventieth of a
 * light request's CPU (the access log writes one line per request).
 */
export function isoTimestamps(now: () => number = Date.now): () => string {
  let second = Number.NaN;
  let upToSecond = '';
  return () => {
    const ms = now();
    const wholeSecond = Math.floor(ms / 1000);
    if (wholeSecond !== second) {
      second = wholeSecond;
      // "2026-11-28T15:04:05." of "2026-11-28T15:04:05.000Z"
      upToSecond = new Date(wholeSecond * 1000).toISOString().slice(0, -4);
    }
    const millis = ms - wholeSecond * 1000;
    return `,"time":"${upToSecond}${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z"`;
  };
}

/** Lines are held until 4 KiB have gathered, and no longer than this. */
const LOG_FLUSH_INTERVAL_MS = 1000;

/**
 * Standard error, written in batches: each write is a system call (and, written asynchronously, a hand-off
 * to a thread and back), which for a light request cost more than the rest of its logging. Lines wait until
 * 4 KiB have gathered or a second has passed, and are written at once when the process exits; only a
 * process killed outright (SIGKILL) loses its last second of lines.
 */
export function logDestination(): pino.DestinationStream & { flushSync(): void } {
  const destination = pino.destination({ dest: 2, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Closed at shutdown: the exit hook writes what is left.
    }
  }, LOG_FLUSH_INTERVAL_MS).unref();
  return destination;
}

/**
 * Nest announces every module it wires and every route it maps at the `log` level; that drowns the
 * start-up banner, so those framework contexts speak at `debug`.
 */
const FRAMEWORK_CHATTER = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** Nest's logger interface over pino, so framework and application messages share one format. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = contextOf(rest);
    const level = context !== undefined && FRAMEWORK_CHATTER.has(context) ? 'debug' : 'info';
    this.write(level, message, { context });
  }

  error(message: unknown, ...rest: unknown[]): void {
    // Nest calls error(message, stack?, context?).
    const stack = rest.length >= 2 && typeof rest[0] === 'string' ? rest[0] : undefined;
    this.write('error', message, { context: contextOf(rest), stack });
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, { context: contextOf(rest) });
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, { context: contextOf(rest) });
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, { context: contextOf(rest) });
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, { context: contextOf(rest) });
  }

  /** A message may be a string, an Error, or `{ msg, ...fields }` (fields such as reqId become JSON keys). */
  private write(level: pino.Level, message: unknown, fields: Record<string, unknown>): void {
    if (!this.logger.isLevelEnabled(level)) return;
    if (message instanceof Error) {
      this.logger[level](Object.assign(fields, { err: message }), message.message);
    } else if (typeof message === 'object' && message !== null && typeof (message as { msg?: unknown }).msg === 'string') {
      const { msg, ...rest } = message as { msg: string };
      this.logger[level]({ ...fields, ...rest }, msg);
    } else {
      this.logger[level](fields, typeof message === 'string' ? message : JSON.stringify(message));
    }
  }
}

function contextOf(rest: unknown[]): string | undefined {
  const last = rest[rest.length - 1];
  return typeof last === 'string' ? last : undefined;
}
