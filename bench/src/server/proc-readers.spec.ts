import { childrenCpuDeltaMs, parseProcStat } from './cpu-usage';
import { parseProcStatus } from './memory-monitor';

describe('parseProcStatus', () => {
  it('reads the peak and current resident set in kB', () => {
    const status = 'Name:\tnode\nVmPeak:\t 1200000 kB\nVmHWM:\t  150000 kB\nVmRSS:\t  120000 kB\n';
    expect(parseProcStatus(status)).toEqual({ peakKb: 150000, currentKb: 120000 });
    expect(parseProcStatus('Name:\tzombie\n')).toBeNull();
  });
});

describe('parseProcStat', () => {
  it('reads the parent and utime + stime, even with spaces and parentheses in the command name', () => {
    const stat = '4242 (postgres: a (b) c) S 17 4242 4242 0 -1 4194560 100 0 0 0 250 31 0 0 20 0 1 0 99 1000 10';
    expect(parseProcStat(stat)).toEqual({ ppid: 17, ticks: 281 });
    expect(parseProcStat('1 (x) S')).toBeNull();
  });
});

describe('childrenCpuDeltaMs', () => {
  it('counts what live children did since the first snapshot, new ones in full, gone ones not at all', () => {
    const before = new Map([
      [10, 100],
      [11, 50],
      [12, 70],
    ]);
    const after = new Map([
      [10, 130],
      [11, 50],
      [13, 5],
    ]);
    expect(childrenCpuDeltaMs(before, after)).toBe(35);
  });
});
