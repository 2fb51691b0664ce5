import type { Config } from 'jest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = __dirname;
const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'));

/** Maps the `@forms/*` aliases of tsconfig.base.json so tests resolve libs from source. */
const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths as Record<string, string[]>).map(([alias, [target]]) => [
    `^${alias}$`,
    join(root, target),
  ]),
);

export function projectJestConfig(displayName: string, projectRoot: string): Config {
  return {
    displayName,
    rootDir: projectRoot,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.spec.ts'],
    moduleNameMapper,
    transform: {
      '^.+\\.ts$': ['ts-jest', { tsconfig: join(root, 'tsconfig.base.json'), isolatedModules: true }],
    },
    moduleFileExtensions: ['ts', 'js', 'json'],
  };
}
