import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..', '..');

/**
 * The lines the repository's lint configuration reports for `source` as if it were each of `paths`, with
 * their rule: one ESLint process for all of them (starting one loads the config and its plugins, seconds
 * of CPU), run outside Jest since the config loader needs native dynamic import, which Jest's VM lacks.
 */
function reportedLines(paths: string[], source: string): string[][] {
  const lint = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const { source, paths } = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
      const reports = [];
      for (const filePath of paths) reports.push(...(await eslint.lintText(source, { filePath })));
      process.stdout.write(JSON.stringify(reports));
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', lint], {
    cwd: root,
    encoding: 'utf8',
    input: JSON.stringify({ source, paths: paths.map((path) => join(root, path)) }),
  });
  if (result.status !== 0) throw new Error(`eslint failed: ${result.stderr}`);
  const reports = JSON.parse(result.stdout) as { messages: { ruleId: string; line: number }[] }[];
  return reports.map((report) => report.messages.map((message) => `${message.line} ${message.ruleId}`));
}

const PROBE = [
  'declare const Options: (options: object) => ClassDecorator;',
  'const BASE = { a: 1 };',
  'export const afterSpread = (row: { a: number }) => ({ ...row, b: 2 });',
  'export const spreadLast = (row: { a: number }) => ({ b: 2, ...row });',
  'export const conditional = (row: { a: number }) => ({ b: 2, ...(row.a > 0 && { c: 3 }) });',
  '@Options({ ...BASE, b: 2 })',
  'export class Decorated {}',
].join('\n');

// Node 20's V8 builds a new hidden class for every evaluation of a literal with a property after a spread
// (microseconds per object): the code that maps rows and requests may not write one.
describe('a property after a spread in an object literal', () => {
  it('is refused in the code that runs per request, and only there; a spread last and decorator options pass', () => {
    const [perRequest, dto] = reportedLines(['libs/domain/src/spread-probe.ts', 'apps/api/src/http/forms/spread-probe.dto.ts'], PROBE);
    expect(perRequest).toEqual(['3 no-restricted-syntax']);
    expect(dto).toEqual([]);
  });
});
