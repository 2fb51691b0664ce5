import type { CliCommand, FlagSpec, FlagValues, FlagSpecs } from './commands/command';
import { UsageError } from './cli-error';

export type ParsedArgs =
  | { readonly kind: 'help'; readonly command: CliCommand | undefined }
  | { readonly kind: 'run'; readonly command: CliCommand; readonly flags: FlagValues<FlagSpecs> };

const HELP_FLAGS = new Set(['--help', '-h']);
const INTEGER = /^[+-]?\d+$/;

/**
 * `<command words> --flag value --flag=value ...`. Strict on purpose: scripts depend on this interface,
 * so a typo must fail loudly rather than be ignored or guessed at.
 */
export function parseArgs(argv: readonly string[], commands: readonly CliCommand[]): ParsedArgs {
  const words: string[] = [];
  let index = 0;
  while (index < argv.length && !argv[index].startsWith('-')) words.push(argv[index++]);
  const rest = argv.slice(index);
  const wantsHelp = rest.some((arg) => HELP_FLAGS.has(arg)) || (words.length === 1 && words[0] === 'help');

  if (words.length === 0) {
    if (wantsHelp) return { kind: 'help', command: undefined };
    throw new UsageError(rest.length === 0 ? 'Missing command' : `Expected a command before ${rest[0]}`);
  }
  if (wantsHelp && words[0] === 'help') return { kind: 'help', command: undefined };

  const command = findCommand(words, commands);
  if (wantsHelp) return { kind: 'help', command };
  return { kind: 'run', command, flags: parseFlags(command, rest) };
}

function findCommand(words: string[], commands: readonly CliCommand[]): CliCommand {
  const typed = words.join(' ');
  const exact = commands.find((command) => command.name === typed);
  if (exact) return exact;

  const longer = commands.find((command) => typed.startsWith(`${command.name} `));
  if (longer) {
    throw new UsageError(`Unexpected argument "${words[longer.name.split(' ').length]}" for "${longer.name}"`);
  }
  const group = commands.filter((command) => command.name.split(' ')[0] === words[0]).map((command) => command.name);
  if (group.length > 0) {
    throw new UsageError(`Unknown command "${typed}"; expected one of: ${group.join(', ')}`);
  }
  throw new UsageError(`Unknown command "${typed}"`);
}

function parseFlags(command: CliCommand, args: readonly string[]): FlagValues<FlagSpecs> {
  const values: Record<string, string | number> = {};
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (!arg.startsWith('--') || arg === '--') throw new UsageError(`Unexpected argument "${arg}" for "${command.name}"`);

    const equals = arg.indexOf('=');
    const name = arg.slice(2, equals === -1 ? undefined : equals);
    const spec: FlagSpec | undefined = Object.hasOwn(command.flags, name) ? command.flags[name] : undefined;
    if (!spec) {
      const known = Object.keys(command.flags).map((flag) => `--${flag}`).join(', ');
      throw new UsageError(`Unknown flag --${name} for "${command.name}"; known flags: ${known}`);
    }
    if (Object.hasOwn(values, name)) throw new UsageError(`Flag --${name} is given more than once`);

    let raw: string;
    if (equals !== -1) {
      raw = arg.slice(equals + 1);
    } else {
      // "--subdomain --name x" is a forgotten value, not a subdomain called "--name".
      if (index + 1 >= args.length || args[index + 1].startsWith('--')) throw new UsageError(`Flag --${name} needs a value`);
      raw = args[++index];
    }
    values[name] = spec.type === 'integer' ? integer(name, raw) : raw;
  }

  const missing = Object.entries(command.flags)
    .filter(([name, spec]) => spec.required && !Object.hasOwn(values, name))
    .map(([name]) => `--${name}`);
  if (missing.length > 0) {
    throw new UsageError(`Missing required flag${missing.length > 1 ? 's' : ''} ${missing.join(', ')} for "${command.name}"`);
  }
  return values as FlagValues<FlagSpecs>;
}

function integer(name: string, raw: string): number {
  const value = Number(raw);
  if (!INTEGER.test(raw.trim()) || !Number.isSafeInteger(value)) {
    throw new UsageError(`Flag --${name} must be an integer, got ${JSON.stringify(raw)}`);
  }
  return value;
}

/** The text of `--help`, for the whole CLI or one command. */
export function usage(commands: readonly CliCommand[], command?: CliCommand): string {
  const invocation = 'npm run -s cli --';
  if (command) {
    const flags = Object.entries(command.flags).map(([name, spec]) => {
      const value = spec.type === 'integer' ? '<n>' : '<value>';
      const left = `  --${name} ${value}`;
      return `${left.padEnd(36)}${spec.required ? '' : '(optional) '}${spec.description}`;
    });
    return [`${command.summary}.`, '', `Usage: ${invocation} ${command.name} [flags]`, '', 'Flags:', ...flags, ''].join('\n');
  }
  const width = Math.max(...commands.map((c) => c.name.length)) + 4;
  return [
    'Provisioning CLI of the form service.',
    '',
    `Usage: ${invocation} <command> [flags]`,
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    '',
    `Run "${invocation} <command> --help" for the flags of a command.`,
    'On success a command prints one JSON object on stdout and exits 0; on failure it prints one line on',
    'stderr and exits 1. DATABASE_URL selects an external PostgreSQL; unset, the embedded one in DATA_DIR is',
    'used (the running server\'s, when it is up).',
    '',
  ].join('\n');
}
