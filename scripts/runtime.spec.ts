import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/** The part of semver used here: the package ships no types of its own, and the checkout has none for it. */
interface SemverRange {
  readonly set: readonly (readonly { readonly value: string }[])[];
  test(version: string): boolean;
}
interface Semver {
  Range: new (range: string) => SemverRange;
  minVersion(range: SemverRange): { readonly major: number; readonly version: string } | null;
  satisfies(version: string, range: string): boolean;
  major(version: string): number;
}
const semver = createRequire(__filename)('semver') as Semver;

// Every place that says which Node.js runs the service must say the same: the engines of package.json
// (and of the lock's root entry), the Docker image, and the Node 24 that CI installs to run the unit
// tier and the start-and-ready smoke test on. What proves that the service works on that Node is that CI
// stage; this only keeps the statements from drifting apart.
const root = resolve(__dirname, '..');
const read = (file: string): string => readFileSync(join(root, file), 'utf8');

const manifest = JSON.parse(read('package.json'));
const lock = JSON.parse(read('package-lock.json'));
const engines: string = manifest.engines.node;
/** Each alternative of the engines range ("^20.19.0 || ^24.11.0" has two), as a range of its own. */
const lines = new semver.Range(engines).set.map((comparators) => new semver.Range(comparators.map((c) => c.value).join(' ')));
const ciNodeVersion = /^NODE24_VERSION=(\S+)$/m.exec(read('.ci/run'))?.[1];

describe('the declared Node.js runtime', () => {
  it('is one range in package.json and in the lock', () => {
    expect(lock.packages[''].engines).toEqual(manifest.engines);
  });

  it('names the Node 24 LTS line and the Node 20 line, each of one major version', () => {
    expect(lines.map((line) => semver.minVersion(line)?.major)).toEqual([20, 24]);
    for (const line of lines) {
      const lowest = semver.minVersion(line)!;
      expect(line.test(`${lowest.major + 1}.0.0`)).toBe(false);
    }
  });

  it('starts each line at a version every installed dependency accepts', () => {
    const refusing: string[] = [];
    for (const [key, entry] of Object.entries<{ engines?: { node?: string }; os?: string[]; cpu?: string[] }>(lock.packages)) {
      const wanted = entry.engines?.node;
      // Packages that never install here (other platforms' binaries) do not constrain this machine.
      if (!key || !wanted || (entry.os && !entry.os.includes(process.platform)) || (entry.cpu && !entry.cpu.includes(process.arch))) continue;
      for (const line of lines) {
        const lowest = semver.minVersion(line)!.version;
        if (!semver.satisfies(lowest, wanted)) refusing.push(`${key} wants node ${wanted}, not ${lowest}`);
      }
    }
    expect(refusing).toEqual([]);
  });

  it('includes the Node running these tests', () => {
    expect(semver.satisfies(process.version, engines)).toBe(true);
  });

  it('is what CI installs to run the unit tier and the smoke test on Node 24', () => {
    expect(ciNodeVersion).toBeDefined();
    expect(semver.major(ciNodeVersion!)).toBe(24);
    expect(semver.satisfies(ciNodeVersion!, engines)).toBe(true);
  });

  it('is what the Docker image is built and run on', () => {
    const bases = [...read('Dockerfile').matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toMatch(/^node:24-/);
  });
});
