import type { Log } from '@forms/database';
import { runLoad } from './load/load-runner';
import type { BenchDatabase } from './provision/bench-database';
import { markdownTable, type ScenarioId } from './report/bench-report';
import { firstDifference, normalizeBody } from './report/body-comparison';
import { summarize, type ServerFigures } from './report/latency-stats';
import type { Scenario } from './scenarios';
import type { ChildServer } from './server/child-server';
import { childrenCpuDeltaMs, childrenCpuMs, processCpuMs } from './server/cpu-usage';
import { sendRequest } from './server/http-request';

/** A like-for-like check failed: the figures would compare different work. */
export class ComparisonError extends Error {}

export interface LoadShape {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

/**
 * One request to each server: same status, same body (up to the port and a new resource's identity).
 * Returns the size of the service's body.
 */
export async function compareBodies(scenario: Scenario, service: ChildServer, baseline: ChildServer, log: Log): Promise<number> {
  const answers = [];
  for (const server of [service, baseline]) {
    let request = scenario.request(server.port);
    if (scenario.before) {
      const first = await sendRequest(server.origin, scenario.before.request(server.port));
      if (first.status !== scenario.expectedStatus) {
        throw new ComparisonError(`${scenario.id}: the ${server.name} answered its first request ${first.status}: ${first.text.slice(0, 300)}`);
      }
      request = scenario.before.then(first.text, request);
    }
    // A rotation is compared turn by turn: each of its answers, then the last one like any other scenario's.
    const turns = scenario.rotation ? scenario.rotation(server.port) : [request];
    const bodies: unknown[] = [];
    let answer = await sendRequest(server.origin, turns[0]);
    for (let turn = 0; ; turn++) {
      if (answer.status !== scenario.expectedStatus) {
        const problem = `answered ${answer.status} instead of ${scenario.expectedStatus}`;
        throw new ComparisonError(`${scenario.id}: the ${server.name} ${problem}: ${answer.text.slice(0, 300)}`);
      }
      bodies.push(scenario.essentials ? scenario.essentials(answer.text) : scenario.html ? answer.text : answer.json());
      if (turn + 1 >= turns.length) break;
      answer = await sendRequest(server.origin, turns[turn + 1]);
    }
    const body = bodies[bodies.length - 1];
    if (scenario.expectedItems) {
      const { key, count } = scenario.expectedItems;
      const items = (body as Record<string, unknown>)[key];
      if (!Array.isArray(items) || items.length !== count) {
        throw new ComparisonError(`${scenario.id}: the ${server.name} returned ${Array.isArray(items) ? items.length : 'no'} ${key} instead of ${count}`);
      }
    }
    answers.push({ body, bodies, bytes: Buffer.byteLength(answer.text) });
  }
  const normalized = answers.map((answer) => answer.bodies.map((body) => normalizeBody(body, { ignoreIdentity: scenario.createsResource, blankKeys: scenario.blankKeys })));
  for (let turn = 0; turn < normalized[0].length; turn++) {
    const difference = firstDifference(normalized[0][turn], normalized[1][turn]);
    const which = normalized[0].length > 1 ? ` (request ${turn + 1} of ${normalized[0].length})` : '';
    if (difference) throw new ComparisonError(`${scenario.id} (${scenario.title})${which}: service vs baseline differ at ${difference}`);
  }
  log(`${scenario.id} ${scenario.title}: bodies match (${answers[0].bytes} / ${answers[1].bytes} bytes)`);
  return answers[0].bytes;
}

export interface CpuCost {
  /** CPU milliseconds per response of the server process. */
  serverMs: number;
  /** CPU milliseconds per response of the Postgres backends; null without an embedded server. */
  databaseMs: number | null;
}

export interface CpuCostRow {
  id: ScenarioId;
  bytes: number;
  service: CpuCost;
  baseline: CpuCost;
}

export function describe(figures: ServerFigures): string {
  return `${figures.rps} rps, p50 ${figures.p50_ms} ms, p99 ${figures.p99_ms} ms`;
}

/** Diagnostics: CPU per request does not depend on what else the machine is running, throughput does. */
export function formatCosts(rows: readonly CpuCostRow[]): string {
  const ms = (value: number | null) => (value === null ? '-' : value.toFixed(3));
  const lines = rows.map((row) =>
    [row.id, String(row.bytes), ms(row.service.serverMs), ms(row.baseline.serverMs), ms(row.service.databaseMs), ms(row.baseline.databaseMs)],
  );
  const header = ['scenario', 'body bytes', 'service cpu ms/req', 'baseline cpu ms/req', 'service db cpu ms/req', 'baseline db cpu ms/req'];
  return markdownTable(header, lines);
}

export async function measure(
  scenario: Scenario,
  server: ChildServer,
  options: LoadShape,
  database: BenchDatabase,
  log: Log,
): Promise<{ figures: ServerFigures; cost: CpuCost }> {
  const request = scenario.request(server.port);
  const prelude = scenario.before && { request: scenario.before.request(server.port), then: scenario.before.then };
  const rotation = scenario.rotation?.(server.port);
  const connections = scenario.connections ?? options.connections;
  if (options.warmupSeconds > 0) await runLoad(server.origin, request, { connections, durationSeconds: options.warmupSeconds }, prelude, rotation);
  const serverBefore = processCpuMs(server.pid);
  const databaseBefore = database.postmasterPid === undefined ? null : childrenCpuMs(database.postmasterPid);
  const sample = await runLoad(server.origin, request, { connections, durationSeconds: options.durationSeconds }, prelude, rotation);
  const serverMs = processCpuMs(server.pid) - serverBefore;
  const databaseMs =
    databaseBefore === null || database.postmasterPid === undefined
      ? null
      : childrenCpuDeltaMs(databaseBefore, childrenCpuMs(database.postmasterPid));
  const responses = Math.max(1, sample.responses);
  const exit = server.exitDescription();
  if (exit !== null) throw new Error(`the ${server.name} ${exit} during ${scenario.id}`);
  const unexpected = Object.entries(sample.statuses).filter(([code]) => Number(code) !== scenario.expectedStatus);
  if (unexpected.length > 0) log(`${scenario.id} ${server.name}: unexpected statuses ${JSON.stringify(Object.fromEntries(unexpected))}`);
  return {
    figures: summarize(sample),
    cost: { serverMs: serverMs / responses, databaseMs: databaseMs === null ? null : databaseMs / responses },
  };
}
