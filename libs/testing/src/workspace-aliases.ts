import Module from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Resolver = (request: string, ...rest: unknown[]) => string;
const REGISTERED = Symbol.for('forms.testing.workspace-aliases');

/**
 * Makes plain `require` understand the `@forms/*` aliases of tsconfig.base.json. Jest applies its
 * moduleNameMapper to test files only; the global setup and teardown are loaded by Node itself.
 */
export function registerWorkspaceAliases(): void {
  const loader = Module as unknown as { _resolveFilename: Resolver; [REGISTERED]?: true };
  if (loader[REGISTERED]) return;
  const root = join(__dirname, '..', '..', '..');
  const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  const aliases = new Map(Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, join(root, target)]));
  const resolve = loader._resolveFilename;
  loader._resolveFilename = function (this: unknown, request, ...rest) {
    return resolve.call(this, aliases.get(request) ?? request, ...rest);
  };
  loader[REGISTERED] = true;
}
