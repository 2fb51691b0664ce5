import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The persistence lib's one way to write SQL, checked over its source: every hand-written statement is
// declared with its parameters and row beside it, every one runs through runSql, the pool is never dug
// out of TypeORM with a cast, and the README names every folder.

const ROOT = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

const files = sourceFiles(ROOT).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
const sqlFiles = files.filter((file) => file.path.endsWith('.sql.ts'));

it('finds the SQL files', () => {
  expect(sqlFiles.length).toBeGreaterThanOrEqual(20);
});

it('declares every exported statement with sql<Params, Row>(...)', () => {
  const plain: string[] = [];
  for (const file of sqlFiles) {
    // A statement constant: an exported name ending in _SQL.
    for (const match of file.text.matchAll(/export const (\w+_SQL)\s*=\s*(\S+)/g)) {
      if (!match[2].startsWith('sql<') && !match[2].startsWith('sql(')) plain.push(`${file.path}: ${match[1]}`);
    }
    // A statement builder returns a typed statement too.
    for (const match of file.text.matchAll(/export function (\w+Sql)\([^)]*\)[^{]*\{/g)) {
      if (!/\): Sql\b/.test(match[0])) plain.push(`${file.path}: ${match[1]}()`);
    }
  }
  expect(plain).toEqual([]);
});

it('sends every statement through runSql: no other query call in the adapters', () => {
  const direct = files
    .filter((file) => file.path !== 'run-sql.ts')
    .flatMap((file) =>
      file.text
        .split('\n')
        .map((line, index) => ({ line, at: `${file.path}:${index + 1}` }))
        // `client.query(query)` streams a FETCH (a pg Query object), `copyFrom` a COPY: both take a declared statement.
        .filter(({ line }) => /\.query(<[^>]*>)?\(/.test(line) && !/\.query\((query|copyFrom\()/.test(line))
        .map(({ at }) => at),
    );
  expect(direct).toEqual([]);
});

it('reaches the pool without casting TypeORM internals', () => {
  const casts = files.filter((file) => /driver as unknown as|as unknown as \{ master/.test(file.text)).map((file) => file.path);
  expect(casts).toEqual([]);
});

it('lists every folder in the README', () => {
  const readme = readFileSync(join(ROOT, '..', 'README.md'), 'utf8');
  const folders = readdirSync(ROOT).filter((name) => statSync(join(ROOT, name)).isDirectory());
  expect(folders.filter((folder) => !readme.includes(`\`${folder}/\``))).toEqual([]);
});
