#!/usr/bin/env node
/**
 * Lints OpenAPI documents with the two rulesets integrators run on them: Redocly's `recommended` (its
 * lint engine, @redocly/openapi-core, the one Redocly CLI runs) and Spectral's `spectral:oas` (its
 * core and its oas ruleset, as the Spectral CLI loads them). Nothing is fetched: the documents come on
 * stdin and only their internal $refs are followed.
 *
 *   node scripts/lint-openapi.mjs < documents.json
 *
 * stdin: `{"<name>": <OpenAPI document>, ...}`. stdout: a JSON array of every problem, each
 * `{document, linter, rule, severity, where, message}`, where `severity` is error, warning, info or hint
 * and `where` names the operation (`POST /forms/{form_id}/submissions`) or the JSON pointer.
 * The ESM-only Redocly engine is why this is a script: the jest tests spawn it.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';

const { Spectral, Document } = spectralCore;
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
const SPECTRAL_SEVERITIES = ['error', 'warning', 'info', 'hint'];
const REDOCLY_SEVERITIES = { error: 'error', warn: 'warning' };

/** `GET /health/live` for a path inside an operation, the JSON pointer otherwise. */
function whereOf(segments) {
  if (segments[0] === 'paths' && segments.length >= 3 && METHODS.has(segments[2])) {
    const rest = segments.slice(3);
    return `${segments[2].toUpperCase()} ${segments[1]}${rest.length ? ` (${rest.join('/')})` : ''}`;
  }
  return `#/${segments.map((segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

function pointerSegments(pointer) {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

// Each linter is set up once and then runs over every document.
let redoclyConfig;
let spectralLinter;

async function redocly(name, source) {
  const config = (redoclyConfig ??= await createConfig({ extends: ['recommended'] }));
  const problems = await lintFromString({ source, absoluteRef: `${name}.json`, config });
  return problems.map((problem) => ({
    document: name,
    linter: 'redocly',
    rule: problem.ruleId,
    severity: REDOCLY_SEVERITIES[problem.severity] ?? problem.severity,
    where: whereOf(pointerSegments(problem.location?.[0]?.pointer ?? '#/')),
    message: problem.message,
  }));
}

async function spectral(name, source) {
  if (!spectralLinter) {
    spectralLinter = new Spectral();
    spectralLinter.setRuleset({ extends: [[spectralRulesets.oas, 'recommended']] });
  }
  const linter = spectralLinter;
  const results = await linter.run(new Document(source, spectralParsers.Json, `${name}.json`));
  return results.map((result) => ({
    document: name,
    linter: 'spectral',
    rule: String(result.code),
    severity: SPECTRAL_SEVERITIES[result.severity] ?? String(result.severity),
    where: whereOf(result.path.map(String)),
    message: result.message,
  }));
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function main() {
  const documents = await readStdin();
  const problems = [];
  for (const [name, document] of Object.entries(documents)) {
    const source = JSON.stringify(document, null, 2);
    problems.push(...(await redocly(name, source)), ...(await spectral(name, source)));
  }
  process.stdout.write(`${JSON.stringify(problems, null, 2)}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
