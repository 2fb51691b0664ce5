#!/usr/bin/env node
/**
 * Generates libs/api-client/src/schema.ts, the types of the typed client, from the service's OpenAPI
 * document (built from the app without a database); with --console, libs/console-client/src/schema.ts
 * from the console's own document.
 *
 *   node scripts/generate-api-client.mjs            build, export the document, write the types
 *   node scripts/generate-api-client.mjs --check    the same, but exit 1 if the committed types differ
 *   node scripts/generate-api-client.mjs --stdin    read the document from stdin, print the types on stdout
 *   ... --console                                   any of the above for the console's client
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const forConsole = process.argv.slice(2).includes('--console');
const client = forConsole
  ? { target: 'libs/console-client/src/schema.ts', exporter: 'dist/apps/api/src/openapi-console-export.js', command: 'npm run -s console-client' }
  : { target: 'libs/api-client/src/schema.ts', exporter: 'dist/apps/api/src/openapi-export.js', command: 'npm run -s api-client' };
const target = join(root, client.target);

const HEADER = `// Generated from the service's OpenAPI document by \`${client.command}\`. Do not edit: change the
// controllers and DTOs, then regenerate (a test fails while this file and the document disagree).

`;

export async function generate(document) {
  // A property with a default may be left out of a request: the default is the server's to apply.
  const ast = await openapiTS(document, { alphabetize: false, exportType: false, defaultNonNullable: false });
  return HEADER + astToString(ast);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
  }
  return result.stdout;
}

function exportDocument() {
  run(process.execPath, [join(root, 'scripts/build.js'), '--quiet']);
  return JSON.parse(run(process.execPath, [join(root, client.exporter)]));
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--stdin')) {
    process.stdout.write(await generate(await readStdin()));
    return;
  }
  const types = await generate(exportDocument());
  if (args.includes('--check')) {
    if (readFileSync(target, 'utf8') !== types) {
      process.stderr.write(`${client.target} is out of date: run ${client.command}\n`);
      process.exit(1);
    }
    return;
  }
  writeFileSync(target, types);
  process.stderr.write(`wrote ${target.slice(root.length + 1)}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
