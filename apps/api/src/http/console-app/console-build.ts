import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Where `npm run build` puts the console's web app: dist/apps/console at the repository root (or the
 * image's /app), found from this file whether it runs compiled from dist/ or from source under tests.
 */
export function defaultConsoleDir(from: string = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return join(from, 'dist', 'apps', 'console');
    dir = parent;
  }
  return join(dir, 'dist', 'apps', 'console');
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

/** Vite's hashed file names: one segment of safe characters, never a dot file or a way up. */
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export interface ConsoleAsset {
  contentType: string;
  body: Buffer;
  gzipped: Buffer | undefined;
}

/**
 * The built app on disk. index.html is read at every request, so a rebuild while the server runs is
 * served at once; the assets' names change with their content, so each is read (and gzipped) once.
 */
export class ConsoleBuild {
  private readonly assets = new Map<string, ConsoleAsset>();

  constructor(readonly dir: string) {}

  /** undefined when the app has not been built (a fresh checkout before `npm run build`). */
  async indexHtml(): Promise<Buffer | undefined> {
    try {
      return await readFile(join(this.dir, 'index.html'));
    } catch {
      return undefined;
    }
  }

  async asset(name: string): Promise<ConsoleAsset | undefined> {
    if (!ASSET_NAME.test(name) || name.includes('..')) return undefined;
    const known = this.assets.get(name);
    if (known) return known;
    let body: Buffer;
    try {
      body = await readFile(join(this.dir, 'assets', name));
    } catch {
      return undefined;
    }
    const contentType = CONTENT_TYPES[extname(name)] ?? 'application/octet-stream';
    // Text compresses to a third or less; images and fonts are compressed already.
    const compressible = /^(text\/|application\/json|image\/svg)/.test(contentType);
    const asset = { contentType, body, gzipped: compressible ? gzipSync(body) : undefined };
    this.assets.set(name, asset);
    return asset;
  }
}
