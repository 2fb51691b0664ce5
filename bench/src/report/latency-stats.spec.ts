import { percentile, summarize, throughputRatio } from './latency-stats';

describe('percentile', () => {
  const values = Array.from({ length: 100 }, (_, index) => index + 1);

  it('ranks to the nearest value at or above the share', () => {
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([3.5], 50)).toBe(3.5);
    expect(percentile([1, 2, 3], 50)).toBe(2);
  });

  it('is 0 for no values and refuses shares outside (0, 100]', () => {
    expect(percentile([], 99)).toBe(0);
    expect(() => percentile(values, 0)).toThrow(RangeError);
    expect(() => percentile(values, 101)).toThrow(RangeError);
  });
});

describe('summarize', () => {
  it('keeps sub-millisecond precision and counts every response in the rate', () => {
    const figures = summarize({
      latenciesMs: [0.9, 0.4, 1.25, 0.6],
      responses: 50,
      durationSeconds: 4,
      errors: 1,
      non2xx: 2,
    });
    expect(figures).toEqual({ rps: 12.5, p50_ms: 0.6, p99_ms: 1.25, errors: 1, non2xx: 2 });
  });
});

describe('throughputRatio', () => {
  const figures = (rps: number) => ({ rps, p50_ms: 1, p99_ms: 2, errors: 0, non2xx: 0 });

  it('is the service rate over the baseline rate', () => {
    expect(throughputRatio(figures(600), figures(1000))).toBe(0.6);
    expect(throughputRatio(figures(1), figures(3))).toBe(0.333);
  });

  it('is 0 when the baseline served nothing', () => {
    expect(throughputRatio(figures(5), figures(0))).toBe(0);
  });
});
