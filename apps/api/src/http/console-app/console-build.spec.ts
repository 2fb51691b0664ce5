import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ConsoleBuild, defaultConsoleDir } from './console-build';

const root = resolve(__dirname, '..', '..', '..', '..', '..');

describe('defaultConsoleDir', () => {
  it('is dist/apps/console of the checkout, from the sources and from their compiled copy in dist/', () => {
    expect(defaultConsoleDir(__dirname)).toBe(join(root, 'dist', 'apps', 'console'));
    expect(defaultConsoleDir(join(root, 'dist', 'apps', 'api', 'src', 'http', 'console-app'))).toBe(join(root, 'dist', 'apps', 'console'));
  });
});

describe('ConsoleBuild', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'console-build-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index-Ab1_c-2.js'), 'console.log("app")');
    writeFileSync(join(dir, 'secret.txt'), 'not an asset');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves a built asset with its type, gzipped once', async () => {
    const asset = await new ConsoleBuild(dir).asset('index-Ab1_c-2.js');
    expect(asset?.contentType).toBe('text/javascript; charset=utf-8');
    expect(gunzipSync(asset!.gzipped!).toString()).toBe('console.log("app")');
  });

  it('serves nothing outside assets/, nor dot files, nor a missing index.html', async () => {
    const build = new ConsoleBuild(dir);
    for (const name of ['../secret.txt', '..', '.vite', 'nope.js', 'a/b.js', '']) expect(await build.asset(name)).toBeUndefined();
    expect(await build.indexHtml()).toBeUndefined();
  });
});
