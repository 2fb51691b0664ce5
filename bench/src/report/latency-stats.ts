/**
 * Nearest-rank percentile of an ascending array. autocannon's own histogram has a 1 ms floor, which turns
 * sub-millisecond latencies into 0 or 1 and makes "S2 p50 <= 2x S1 p50" meaningless, so the bench keeps
 * the raw per-response times and ranks them itself.
 */
export function percentile(ascending: readonly number[], p: number): number {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  if (ascending.length === 0) return 0;
  const rank = Math.ceil((p / 100) * ascending.length);
  return ascending[Math.min(rank, ascending.length) - 1];
}

export interface ServerFigures {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadSample {
  /** Milliseconds per 2xx response. */
  latenciesMs: number[];
  /** Responses of any status. */
  responses: number;
  durationSeconds: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

export function summarize(sample: LoadSample): ServerFigures {
  const sorted = [...sample.latenciesMs].sort((a, b) => a - b);
  return {
    rps: sample.durationSeconds > 0 ? round(sample.responses / sample.durationSeconds, 1) : 0,
    p50_ms: round(percentile(sorted, 50), 2),
    p99_ms: round(percentile(sorted, 99), 2),
    errors: sample.errors,
    non2xx: sample.non2xx,
  };
}

/** Service throughput as a share of the baseline's; 0 when the baseline served nothing. */
export function throughputRatio(service: ServerFigures, baseline: ServerFigures): number {
  return baseline.rps > 0 ? round(service.rps / baseline.rps, 3) : 0;
}
