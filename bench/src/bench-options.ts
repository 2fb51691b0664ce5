import { SCENARIO_IDS, type ScenarioId } from './report/bench-report';

export interface BenchOptions {
  quick: boolean;
  reseed: boolean;
  submissions: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  scenarios: ScenarioId[];
  /** S9, the streamed export: one long download per server rather than a load, run after the others. */
  exportScenario: boolean;
  /** Run the API under --cpu-prof; its figures are then not comparable. */
  cpuProfile: boolean;
}

export const USAGE = `npm run bench -- [options]

  --quick             100,000 submissions and short scenarios (under 5 minutes)
  --reseed            seed again even if the database holds a matching workspace
  --duration <s>      seconds of load per scenario and server (default 12, quick 6)
  --warmup <s>        seconds of warm-up before each (default 3, quick 2)
  --connections <n>   concurrent connections (default 4)
  --scenarios <list>  e.g. S1,S2 (latest.json is written only for a full set)
  --cpu-prof          run the API with --cpu-prof (profiles in tmp/bench/profiles)

DATABASE_URL, when set, is used instead of an embedded PostgreSQL under tmp/bench.`;

export class UsageError extends Error {}

export const EXPORT_SCENARIO_ID = 'S9';

export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const flags = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument ${JSON.stringify(arg)}`);
    const [name, inline] = arg.slice(2).split('=', 2);
    if (['quick', 'reseed', 'cpu-prof', 'help'].includes(name)) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
      flags.set(name, true);
    } else if (['duration', 'warmup', 'connections', 'scenarios'].includes(name)) {
      const value = inline ?? argv[++index];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else {
      throw new UsageError(`unknown option --${name}`);
    }
  }
  if (flags.has('help')) throw new UsageError(USAGE);
  const quick = flags.has('quick');
  const number = (name: string, fallback: number, min: number) => {
    const raw = flags.get(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min) throw new UsageError(`--${name} must be a number of at least ${min}`);
    return value;
  };
  const scenarios = flags.has('scenarios')
    ? String(flags.get('scenarios'))
        .split(',')
        .map((id) => id.trim().toUpperCase())
    : [...SCENARIO_IDS, EXPORT_SCENARIO_ID];
  for (const id of scenarios) {
    if (!(SCENARIO_IDS as readonly string[]).includes(id) && id !== EXPORT_SCENARIO_ID) throw new UsageError(`unknown scenario ${id}`);
  }
  return {
    quick,
    reseed: flags.has('reseed'),
    submissions: quick ? 100_000 : 1_000_000,
    connections: Math.round(number('connections', 4, 1)),
    durationSeconds: number('duration', quick ? 6 : 12, 1),
    warmupSeconds: number('warmup', quick ? 2 : 3, 0),
    scenarios: scenarios.filter((id) => id !== EXPORT_SCENARIO_ID) as ScenarioId[],
    exportScenario: scenarios.includes(EXPORT_SCENARIO_ID),
    cpuProfile: flags.has('cpu-prof'),
  };
}
