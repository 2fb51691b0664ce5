import type { Clock, IdGenerator, UnitOfWork } from '@forms/application';

export type FlagType = 'string' | 'integer';

export interface FlagSpec {
  readonly type: FlagType;
  readonly required: boolean;
  readonly description: string;
}

export type FlagSpecs = Readonly<Record<string, FlagSpec>>;

type FlagValue<S extends FlagSpec> = S['type'] extends 'integer' ? number : string;

/** What the parser hands a command: required flags are present, integers are already numbers. */
export type FlagValues<S extends FlagSpecs> = {
  readonly [K in keyof S]: S[K]['required'] extends true ? FlagValue<S[K]> : FlagValue<S[K]> | undefined;
};

/** The application as a command sees it: the same ports the API wires, over the same database. */
export interface CommandContext {
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** A workspace's address as the API serves it (APP_DOMAIN and PORT), for links in recorded events. */
  workspaceBaseUrl(subdomain: string): string;
  /** The migrations this run applied before the command, in order (usually none). */
  readonly appliedMigrations: readonly string[];
}

export interface CliCommand<S extends FlagSpecs = FlagSpecs> {
  /** One or two words, as typed: `api-key create`. */
  readonly name: string;
  readonly summary: string;
  readonly flags: S;
  /**
   * The flag for each model field whose name is not simply its flag in camelCase (`adminEmail` is
   * `--admin-email` without saying so), so that a refused field is reported as the flag the user typed.
   */
  readonly flagOfField?: Readonly<Record<string, string>>;
  /** Resolves to the one JSON object printed on stdout. */
  run(flags: FlagValues<S>, context: CommandContext): Promise<object>;
}

/** Keeps the literal flag specs, so that `run` sees typed flag values. */
export function defineCommand<const S extends FlagSpecs>(command: CliCommand<S>): CliCommand<S> {
  return command;
}

/** Timestamps as the API shows them: `YYYY-MM-DDTHH:MM:SSZ`, UTC, no fraction. */
export function timestamp(date: Date | null): string | null {
  return date === null ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
