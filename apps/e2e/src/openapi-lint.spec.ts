import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { loadConsoleContract } from './console/support';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';

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

let t: SharedTestApp;
let problems: Problem[];

/**
 * A copy of the external document that breaks a rule of each linter, so that a linter which silently
 * checked nothing fails the file. It keeps only the operation it breaks: linting a whole second copy of
 * the document would cost as much again and prove nothing more.
 */
function brokenCopy(document: unknown): unknown {
  const broken = structuredClone(document) as { info: Record<string, unknown>; paths: Record<string, Record<string, Record<string, unknown>>> };
  delete broken.info['license'];
  const live = broken.paths['/health/live']['get'];
  delete live['description'];
  live['tags'] = ['undeclared'];
  broken.paths = { '/health/live': broken.paths['/health/live'] };
  return broken;
}

beforeAll(async () => {
  t = await sharedTestApp();
  const external = (await t.anonymous().get('/api/docs-json')).body as unknown;
  const documents = {
    external,
    console: (await loadConsoleContract(t)).document,
    broken: brokenCopy(external),
  };
  // One process for every document: loading the two linters is most of what a run costs.
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
  const found = problems.filter((problem) => problem.document === 'broken').map((problem) => `${problem.linter} ${problem.rule} ${problem.where}`);
  expect(found).toEqual(
    expect.arrayContaining([
      'redocly info-license #/info',
      'spectral operation-description GET /health/live',
      'spectral operation-tag-defined GET /health/live (tags/0)',
    ]),
  );
});

/** One request on its own connection, the answer read whole. */
function send(method: string, host: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; contentType?: string; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: t.port, method, path, headers: { host, ...headers }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'], body, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the client errors documented so that every operation has one are real', () => {
  it.each(['/health/live', '/health/ready'])('%s with headers over 16 KB: 431 {error}, as documented', async (path) => {
    const answer = await send('GET', `localhost:${t.port}`, path, { 'x-filler': 'a'.repeat(20_000) });
    expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({ status: 431, body: { error: 'Request headers too large' } });
    t.contract.check('GET', path, answer.status, answer.contentType, JSON.parse(answer.body));
  });
});
