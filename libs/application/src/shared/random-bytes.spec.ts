import { pooledRandomBytes } from './random-bytes';

describe('pooledRandomBytes', () => {
  it('gives the size asked for, in copies that share nothing with each other', () => {
    const first = pooledRandomBytes(12);
    const second = pooledRandomBytes(32);
    expect(first).toHaveLength(12);
    expect(second).toHaveLength(32);
    first.fill(1);
    expect(second.every((byte) => byte === 1)).toBe(false);
  });

  it('never gives the same bytes twice, across many refills of the pool', () => {
    const seen = new Set<string>();
    // 3,000 x 16 bytes: about a dozen pools of 4 KiB, with slices that straddle none of their ends.
    for (let i = 0; i < 3000; i++) seen.add(pooledRandomBytes(16).toString('hex'));
    expect(seen.size).toBe(3000);
  });

  it('spreads its bytes over every value (not a zeroed or repeated pool)', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 2000; i++) for (const byte of pooledRandomBytes(32)) counts[byte]++;
    // 64,000 bytes: 250 expected per value; a uniform source falls below 150 or above 350 with odds far below 1e-9.
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(350);
  });

  it('draws large requests directly, and refuses a size that is not a byte count', () => {
    expect(pooledRandomBytes(1000)).toHaveLength(1000);
    expect(pooledRandomBytes(0)).toHaveLength(0);
    expect(() => pooledRandomBytes(-1)).toThrow(RangeError);
    expect(() => pooledRandomBytes(1.5)).toThrow(RangeError);
  });
});
