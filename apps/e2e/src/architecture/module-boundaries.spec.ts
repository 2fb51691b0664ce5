import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..', '..');

/** [project, import, kind of file]: production source unless marked as a spec file. */
type Probe = [string, string] | [string, string, 'spec file'];

const forbidden: Probe[] = [
  ['libs/domain', "import { Injectable } from '@nestjs/common';"],
  ['libs/domain', "import { DataSource } from 'typeorm';"],
  ['libs/domain', "import { IsEmail } from 'class-validator';"],
  ['libs/domain', "import { pageRequest } from '@forms/application';"],
  ['libs/application', "import { openDataSource } from '@forms/persistence';"],
  ['libs/application', "import { Controller } from '@nestjs/common';"],
  ['libs/persistence', "import { Module } from '@nestjs/common';"],
  ['apps/api', "import { createTestDatabase } from '@forms/testing';"],
  // Test tooling never ships: only the specs of persistence may use it.
  ['libs/persistence', "import { createTestDatabase } from '@forms/testing';"],
  // The typed client is for the API's callers, never for the service itself.
  ['apps/api', "import { createFormServiceClient } from '@forms/api-client';"],
  ['libs/application', "import { createFormServiceClient } from '@forms/api-client';"],
  // The console's web app reaches the server through its generated client only, never a server layer.
  ['apps/console', "import { DomainError } from '@forms/domain';"],
  ['apps/console', "import { ListForms } from '@forms/application';"],
  ['apps/console', "import { createFormServiceClient } from '@forms/api-client';"],
  ['apps/console', "import { Controller } from '@nestjs/common';"],
];
const allowed: Probe[] = [
  ['libs/application', "import { Email } from '@forms/domain';"],
  ['libs/persistence', "import { ListForms } from '@forms/application';"],
  ['libs/persistence', "import { createTestDatabase } from '@forms/testing';", 'spec file'],
  ['apps/e2e', "import { createFormServiceClient } from '@forms/api-client';"],
  ['apps/console', "import { createConsoleClient } from '@forms/console-client';"],
];

/**
 * Lints probe files placed inside the projects with the repository's real lint configuration, in one
 * ESLint process (its config loader needs native dynamic import, which Jest's VM does not offer).
 */
function lintProbes(probes: Probe[]): string[][] {
  const tag = randomBytes(4).toString('hex');
  const files = probes.map(([project, source, kind], index) => {
    const path = join(root, project, 'src', `boundary-probe-${tag}-${index}${kind === 'spec file' ? '.spec' : ''}.ts`);
    const binding = /import \{ (\w+) \}/.exec(source)![1];
    writeFileSync(path, `${source}\nexport const probe = ${binding};\n`);
    return path;
  });
  try {
    const result = spawnSync(join(root, 'node_modules', '.bin', 'eslint'), ['--format', 'json', ...files], {
      cwd: root,
      encoding: 'utf8',
    });
    const reports = JSON.parse(result.stdout) as { filePath: string; messages: { ruleId: string }[] }[];
    const rulesByFile = new Map(reports.map((report) => [report.filePath, report.messages.map((message) => message.ruleId)]));
    return files.map((file) => rulesByFile.get(file) ?? ['(not linted)']);
  } finally {
    files.forEach((file) => rmSync(file, { force: true }));
  }
}

describe('layering enforced by Nx module-boundary tags', () => {
  let rulesByProbe: string[][];

  beforeAll(() => {
    // The boundary rule reads the cached project graph; make sure it exists, as `npm run lint` does.
    execFileSync(join(root, 'node_modules', '.bin', 'nx'), ['show', 'projects'], { cwd: root, stdio: 'ignore' });
    const probes = [...forbidden, ...allowed];
    rulesByProbe = lintProbes(probes);
  }, 120_000);

  const where = ([project, , kind]: Probe) => (kind ? `a ${kind} of ${project}` : project);

  it.each(forbidden.map((probe, index) => [where(probe), probe[1], index] as const))('%s refuses %s', (_where, _source, index) => {
    expect(rulesByProbe[index]).toContain('@nx/enforce-module-boundaries');
  });

  it.each(allowed.map((probe, index) => [where(probe), probe[1], forbidden.length + index] as const))(
    '%s allows %s',
    (_where, _source, index) => {
      expect(rulesByProbe[index]).toEqual([]);
    },
  );
});
