import { randomIds, systemClock } from '@forms/application';
import { ConfigError, loadConfig, publicOrigin, type AppConfig } from '@forms/config';
import { openAppDatabase, type Log } from '@forms/database';
import { DomainError, DomainErrorCode } from '@forms/domain';
import { createPostgresAdapters, openDataSource } from '@forms/persistence';
import { parseArgs, usage } from './arg-parser';
import { UsageError } from './cli-error';
import type { CliCommand, CommandContext } from './commands/command';
import { COMMANDS } from './commands';

export interface CliIo {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Receives exactly one JSON document on success, nothing on failure. */
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ECONNRESET']);

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;

/** Runs one command line and returns the exit code; never throws and never exits the process. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let verbose = false;
  let command: CliCommand | undefined;
  try {
    const parsed = parseArgs(argv, COMMANDS);
    command = parsed.command;
    if (parsed.kind === 'help') {
      io.stdout(usage(COMMANDS, parsed.command));
      return EXIT_OK;
    }
    const config = loadConfig(io.env);
    // A failure must leave exactly one line on stderr, so progress is shown only when asked for.
    verbose = config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'verbose';
    const log: Log = verbose ? (message) => io.stderr(`${message}\n`) : () => undefined;
    const result = await withDatabase(config, log, (context) => parsed.command.run(parsed.flags, context));
    io.stdout(`${JSON.stringify(result)}\n`);
    return EXIT_OK;
  } catch (error) {
    if (verbose && (error as Error | undefined)?.stack) io.stderr(`${(error as Error).stack}\n`);
    io.stderr(`${oneLine(describe(error, argv, command))}\n`);
    return EXIT_FAILURE;
  }
}

async function withDatabase<T>(config: AppConfig, log: Log, work: (context: CommandContext) => Promise<T>): Promise<T> {
  // Reuses the embedded server of a running API on the same DATA_DIR instead of starting a second one;
  // migrates, then works as the same role as the API.
  const database = await openAppDatabase(config, log);
  try {
    const dataSource = await openDataSource(database.url, { poolSize: 2, applicationName: 'form-service-cli' });
    try {
      const { unitOfWork } = createPostgresAdapters(dataSource);
      // The links the CLI prints (sign-in links) start where the service's own emails do.
      const workspaceBaseUrl = (subdomain: string) => publicOrigin(config, subdomain);
      return await work({ unitOfWork, clock: systemClock, ids: randomIds, workspaceBaseUrl, appliedMigrations: database.appliedMigrations });
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await database.stop();
  }
}

function describe(error: unknown, argv: readonly string[], command: CliCommand | undefined): string {
  if (error instanceof UsageError) return `${error.message} (see --help)`;
  if (error instanceof ConfigError) return error.message;
  if (error instanceof DomainError) {
    switch (error.code) {
      case DomainErrorCode.WorkspaceNotFound:
        return `${error.message}: no workspace has the subdomain ${JSON.stringify(flagValue(argv, 'subdomain') ?? '')}`;
      case DomainErrorCode.ApiKeyNotFound:
        return `${error.message}: the workspace has no key with the id ${JSON.stringify(flagValue(argv, 'id') ?? '')}`;
      default:
        return command ? inFlagTerms(error, command) : error.message;
    }
  }
  // Duck-typed: errors raised by Node itself may come from another realm (jest) and fail `instanceof`.
  const { message, code } = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown; code?: unknown };
  if (typeof message !== 'string' || message === '') return String(error);
  if (typeof code === 'string' && CONNECTION_ERRORS.has(code)) return `Cannot reach the database: ${message}`;
  return message;
}

/** The model names the field it refuses (`adminEmail`); here that field is a flag (`--admin-email`). */
function inFlagTerms(error: DomainError, command: CliCommand): string {
  if (!error.field) return error.message;
  const { name, problem } = error.field;
  const flag = command.flagOfField?.[name] ?? name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return Object.hasOwn(command.flags, flag) ? `--${flag} ${problem}` : error.message;
}

function flagValue(argv: readonly string[], name: string): string | undefined {
  for (let index = 0; index < argv.length; index++) {
    if (argv[index] === `--${name}`) return argv[index + 1];
    if (argv[index].startsWith(`--${name}=`)) return argv[index].slice(name.length + 3);
  }
  return undefined;
}

function oneLine(message: string): string {
  return message.replace(/\s*\n\s*/g, ' ').trim() || 'failed';
}
