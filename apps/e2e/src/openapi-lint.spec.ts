import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { loadConsoleContract } from './console/support';
import { startTestApp, type TestApp } from './support/test-app';

// Both OpenAPI documents, as the running service serves them, pass the two linters integrators run on
// them: Redocly's `recommended` rules and Spectral's `spectral:oas`, with no error and no warning.
// A failure lists each problem as `document linter rule: where: message`; `where` is the operation.

jest.setTimeout(180_000);

const ROOT = join(__dirname, '..', '..', '..');

interface Problem {
  document: string;
  linter: string;
  rule: string;
  severity: string;
  where: string;
  message: string;
}

let t: TestApp;
let problems: Problem[];

beforeAll(async () => {
  t = await startTestApp();
  const documents = {
    external: (await t.anonymous().get('/api/docs-json')).body as unknown,
    console: (await loadConsoleContract(t)).document,
  };
  const linted = spawnSync(process.execPath, [join(ROOT, 'scripts/lint-openapi.mjs')], {
    input: JSON.stringify(documents),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (linted.status !== 0) throw new Error(`scripts/lint-openapi.mjs exited with ${linted.status}: ${linted.stderr}`);
  problems = JSON.parse(linted.stdout) as Problem[];
});

afterAll(() => t?.close());

function reported(document: string, linter: string): string[] {
  return problems
    .filter((problem) => problem.document === document && problem.linter === linter && ['error', 'warning'].includes(problem.severity))
    .map((problem) => `${problem.document} ${problem.linter} ${problem.rule} (${problem.severity}): ${problem.where}: ${problem.message}`);
}

describe.each(['external', 'console'])('the %s document', (document) => {
  it("passes Redocly's recommended rules", () => {
    expect(reported(document, 'redocly')).toEqual([]);
  });

  it("passes Spectral's spectral:oas", () => {
    expect(reported(document, 'spectral')).toEqual([]);
  });
});

it('the linters ran: a document that breaks a rule of each is reported', () => {
  // The script is fed a broken copy, so a linter that silently checked nothing would fail here.
  const external = structuredClone(t.contract.document) as { info: Record<string, unknown>; paths: Record<string, Record<string, Record<string, unknown>>> };
  delete external.info['license'];
  const live = external.paths['/health/live']['get'];
  delete live['description'];
  live['tags'] = ['undeclared'];
  const linted = spawnSync(process.execPath, [join(ROOT, 'scripts/lint-openapi.mjs')], {
    input: JSON.stringify({ broken: external }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const found = (JSON.parse(linted.stdout) as Problem[]).map((problem) => `${problem.linter} ${problem.rule} ${problem.where}`);
  expect(found).toEqual(
    expect.arrayContaining([
      'redocly info-license #/info',
      'spectral operation-description GET /health/live',
      'spectral operation-tag-defined GET /health/live (tags/0)',
    ]),
  );
});
