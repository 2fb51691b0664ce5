import type { ExportScenarioResult } from '../export/export-scenario';
import { type ServerFigures } from './latency-stats';

export const SCENARIO_IDS = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S10', 'S10R', 'S11', 'S12', 'S13', 'S14', 'S14P', 'S14U', 'S15', 'S16'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export interface ScenarioResult {
  service: ServerFigures;
  baseline: ServerFigures;
  ratio: number;
}

/** The shape of bench/results/latest.json. */
export interface BenchResults {
  scenarios: Record<ScenarioId, ScenarioResult>;
  api_peak_rss_mb: number;
  seed_seconds: number;
  submissions: number;
  /** S9, the streamed export, when it ran. */
  export?: ExportScenarioResult;
}

export type Verdict = 'PASS' | 'FAIL' | 'n/a';

export interface TargetCheck {
  target: string;
  verdict: Verdict;
  detail: string;
}

/**
 * Where the database and JSON dominate the service must reach 60% of raw Node + pg, elsewhere 40%; the
 * lightest write and read (S5, S6) 50%, with rate limits, ETags, metrics, request logs and ids on; the
 * console's list of forms with a session (S11) 50%; the intake of a submission with a 1 MB file (S12) 60%. The
 * fill page with views counted (S13, measured beside the same service with VIEW_COUNTING=off rather than the
 * raw baseline) 90%: counting must not slow the page.
 */
export const MIN_RATIO: Record<ScenarioId, number> = { S1: 0.6, S2: 0.6, S3: 0.6, S4: 0.4, S5: 0.5, S6: 0.5, S7: 0.4, S8: 0.6, S11: 0.5, S12: 0.6,
  // The summary of the big form, whole and over a range: the same statements as the baseline's, little else.
  S10: 0.8, S10R: 0.8, S13: 0.9,
  // The impact of a draft on the big form: the same statements as the baseline's, read from counters.
  S14: 0.8,
  // The save of that 50-question draft: the same locked reads and the one upsert as the baseline's.
  S14P: 0.8,
  // The save and publish of a small form's draft: the same locked reads and writes as the baseline's.
  S14U: 0.8,
  // A step of a form that keeps partial responses (one upsert, the step counted in memory), and the
  // funnel of the big form over 30 days (two hourly tables read by their keys): little but the statements.
  S15: 0.8, S16: 0.8 };
export const MAX_LIST_P99_MS = 50;
export const MAX_DEEP_PAGE_P50_FACTOR = 2;
export const MAX_RSS_MB = 300;
export const MAX_SEED_SECONDS = 300;
export const FULL_SUBMISSIONS = 1_000_000;

const verdict = (ok: boolean): Verdict => (ok ? 'PASS' : 'FAIL');

/** The targets the service must meet against the baseline. The seeding target is about 1,000,000 rows; smaller runs extrapolate. */
export function checkTargets(results: BenchResults): TargetCheck[] {
  const { scenarios } = results;
  const checks: TargetCheck[] = [];

  const failing = SCENARIO_IDS.filter((id) => {
    const { service, baseline } = scenarios[id];
    return service.errors + service.non2xx + baseline.errors + baseline.non2xx > 0;
  });
  checks.push({
    target: 'zero errors and zero non-2xx',
    verdict: verdict(failing.length === 0),
    detail: failing.length === 0 ? 'all scenarios' : `errors or non-2xx in ${failing.join(', ')}`,
  });

  for (const id of SCENARIO_IDS) {
    const { ratio } = scenarios[id];
    checks.push({
      target: `${id} throughput ratio >= ${MIN_RATIO[id]}`,
      verdict: verdict(ratio >= MIN_RATIO[id]),
      detail: `ratio ${ratio.toFixed(3)}`,
    });
  }

  const s1 = scenarios.S1.service;
  const s2 = scenarios.S2.service;
  checks.push({
    target: `S2 p50 <= ${MAX_DEEP_PAGE_P50_FACTOR}x S1 p50`,
    verdict: verdict(s2.p50_ms <= MAX_DEEP_PAGE_P50_FACTOR * s1.p50_ms),
    detail: `S2 ${s2.p50_ms} ms, S1 ${s1.p50_ms} ms (x${s1.p50_ms > 0 ? (s2.p50_ms / s1.p50_ms).toFixed(2) : '-'})`,
  });
  const s8 = scenarios.S8.service;
  checks.push({
    target: `S8 p50 <= ${MAX_DEEP_PAGE_P50_FACTOR}x S1 p50`,
    verdict: verdict(s8.p50_ms <= MAX_DEEP_PAGE_P50_FACTOR * s1.p50_ms),
    detail: `S8 ${s8.p50_ms} ms, S1 ${s1.p50_ms} ms (x${s1.p50_ms > 0 ? (s8.p50_ms / s1.p50_ms).toFixed(2) : '-'})`,
  });
  for (const id of ['S10', 'S10R'] as const) {
    const summary = scenarios[id].service;
    checks.push({
      target: `${id} p50 <= ${MAX_DEEP_PAGE_P50_FACTOR}x S1 p50`,
      verdict: verdict(summary.p50_ms <= MAX_DEEP_PAGE_P50_FACTOR * s1.p50_ms),
      detail: `${id} ${summary.p50_ms} ms, S1 ${s1.p50_ms} ms (x${s1.p50_ms > 0 ? (summary.p50_ms / s1.p50_ms).toFixed(2) : '-'})`,
    });
  }
  // The impact of a draft reads a few counters, whatever the number of submissions: no slower than a page.
  const impact = scenarios.S14.service;
  checks.push({
    target: 'S14 p50 <= S1 p50',
    verdict: verdict(impact.p50_ms <= s1.p50_ms),
    detail: `S14 ${impact.p50_ms} ms, S1 ${s1.p50_ms} ms`,
  });
  // The funnel reads hourly counters, whatever the number of submissions: no slower than a page either.
  const funnel = scenarios.S16.service;
  checks.push({
    target: 'S16 p50 <= S1 p50',
    verdict: verdict(funnel.p50_ms <= s1.p50_ms),
    detail: `S16 ${funnel.p50_ms} ms, S1 ${s1.p50_ms} ms`,
  });
  checks.push({
    target: `S1 and S2 p99 <= ${MAX_LIST_P99_MS} ms`,
    verdict: verdict(s1.p99_ms <= MAX_LIST_P99_MS && s2.p99_ms <= MAX_LIST_P99_MS),
    detail: `S1 ${s1.p99_ms} ms, S2 ${s2.p99_ms} ms`,
  });
  checks.push({
    target: `api peak RSS <= ${MAX_RSS_MB} MB`,
    verdict: verdict(results.api_peak_rss_mb <= MAX_RSS_MB),
    detail: `${results.api_peak_rss_mb} MB`,
  });
  checks.push(seedCheck(results));
  return checks;
}

function seedCheck({ seed_seconds: seconds, submissions }: BenchResults): TargetCheck {
  const target = `seeding ${FULL_SUBMISSIONS.toLocaleString('en-US')} submissions <= ${MAX_SEED_SECONDS} s`;
  if (!(seconds > 0) || !(submissions > 0)) return { target, verdict: 'n/a', detail: 'no seeding time recorded' };
  if (submissions >= FULL_SUBMISSIONS) {
    return { target, verdict: verdict(seconds <= MAX_SEED_SECONDS), detail: `${seconds} s for ${submissions} submissions` };
  }
  // Seeding is a streamed bulk insert, so its time grows about linearly with the rows; a smaller run gives
  // an estimate, not a verdict.
  const estimate = Math.round((seconds * FULL_SUBMISSIONS) / submissions);
  return {
    target,
    verdict: 'n/a',
    detail: `${seconds} s for ${submissions} submissions, about ${estimate} s extrapolated to ${FULL_SUBMISSIONS}`,
  };
}

function cells(figures: ServerFigures): string[] {
  return [figures.rps.toFixed(1), figures.p50_ms.toFixed(2), figures.p99_ms.toFixed(2), String(figures.errors), String(figures.non2xx)];
}

/** A Markdown table, so that a run's output can go straight into the README. */
/** Rows for the scenarios present, so that a partial run (--scenarios) prints too. */
export function formatTable(
  results: Pick<BenchResults, 'scenarios'> | { scenarios: Partial<BenchResults['scenarios']> },
  descriptions: Partial<Record<ScenarioId, string>> = {},
): string {
  const header = [
    'scenario',
    'service rps', 'p50 ms', 'p99 ms', 'errors', 'non-2xx',
    'baseline rps', 'p50 ms', 'p99 ms', 'errors', 'non-2xx',
    'ratio',
  ];
  const present = SCENARIO_IDS.filter((id) => results.scenarios[id] !== undefined);
  const rows = present.map((id) => {
    const { service, baseline, ratio } = results.scenarios[id] as ScenarioResult;
    const name = descriptions[id] ? `${id} ${descriptions[id]}` : id;
    return [name, ...cells(service), ...cells(baseline), ratio.toFixed(2)];
  });
  return markdownTable(header, rows);
}

/** The first column left-aligned, the others right-aligned, every column as wide as its widest cell. */
export function markdownTable(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (row: readonly string[]): string =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => `${'-'.repeat(width + 1)}${column === 0 ? '-' : ':'}`).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function formatChecks(checks: readonly TargetCheck[]): string {
  const width = Math.max(...checks.map((check) => check.target.length));
  return checks.map((check) => `${check.verdict.padEnd(4)}  ${check.target.padEnd(width)}  ${check.detail}`).join('\n');
}
