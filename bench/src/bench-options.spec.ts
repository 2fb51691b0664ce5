import { parseBenchOptions, UsageError } from './bench-options';
import { deepPageFor } from './scenarios';

describe('parseBenchOptions', () => {
  it('defaults to the full run at concurrency 4', () => {
    expect(parseBenchOptions([])).toEqual({
      quick: false,
      reseed: false,
      submissions: 1_000_000,
      connections: 4,
      durationSeconds: 12,
      warmupSeconds: 3,
      scenarios: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S10', 'S10R', 'S11', 'S12', 'S13', 'S14', 'S14P', 'S14U', 'S15', 'S16'],
      exportScenario: true,
      cpuProfile: false,
    });
  });

  it('shrinks data and durations with --quick and takes overrides', () => {
    expect(parseBenchOptions(['--quick', '--scenarios', 'S4,S11']).scenarios).toEqual(['S4', 'S11']);
    expect(parseBenchOptions(['--quick', '--duration', '9', '--scenarios=s1,S2', '--reseed'])).toMatchObject({
      quick: true,
      reseed: true,
      submissions: 100_000,
      durationSeconds: 9,
      warmupSeconds: 2,
      scenarios: ['S1', 'S2'],
    });
  });

  it('runs the export scenario alone or beside others when named', () => {
    expect(parseBenchOptions(['--quick', '--scenarios', 'S9'])).toMatchObject({ scenarios: [], exportScenario: true });
    expect(parseBenchOptions(['--scenarios', 's1,S9'])).toMatchObject({ scenarios: ['S1'], exportScenario: true });
    expect(parseBenchOptions(['--scenarios', 'S1'])).toMatchObject({ scenarios: ['S1'], exportScenario: false });
  });

  it.each([[['--fast']], [['--duration']], [['--duration', '0']], [['--scenarios', 'S99']], [['quick']], [['--quick=yes']]])(
    'refuses %j',
    (argv) => {
      expect(() => parseBenchOptions(argv)).toThrow(UsageError);
    },
  );
});

describe('deepPageFor', () => {
  it('is page 9,000 of a million, or the last page of a smaller form', () => {
    expect(deepPageFor(1_000_000)).toBe(9000);
    expect(deepPageFor(100_000)).toBe(1000);
    expect(deepPageFor(100_050)).toBe(1001);
  });
});
