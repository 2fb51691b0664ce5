import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Log } from '@forms/database';
import { Webhook } from 'standardwebhooks';
import { openBenchDatabase } from '../provision/bench-database';
import { runCli } from '../provision/cli-runner';
import { percentile } from '../report/latency-stats';
import { INTAKE_ANSWERS, INTAKE_QUESTIONS } from '../scenarios';
import { freePort, startChildServer, type ChildServer } from '../server/child-server';
import { sendRequest } from '../server/http-request';

// How long an event takes from the 201 of the request that caused it to its signed delivery at a local
// receiver, under steady load, and how many deliveries per second one API process gets out.
//
//   node scripts/build.js && node dist/bench/src/webhooks/webhook-bench.js [--seconds N] [--connections N]
//
// The event source is the busiest write a workspace has: S7's JSON submission (ten answers) to a published
// form when the service has the public intake, a v2 form creation otherwise. The receiver verifies every signature with
// the Standard Webhooks reference library, as an integrator would.

const ROOT = resolve(__dirname, '../../../..');
const BENCH_DIR = join(ROOT, 'tmp', 'bench-webhooks');
const API_SCRIPT = join(ROOT, 'dist/apps/api/src/main.js');
const CLI_SCRIPT = join(ROOT, 'dist/apps/cli/src/main.js');
const SUBDOMAIN = 'hooks';

const startedAt = Date.now();
const log: Log = (message) => process.stderr.write(`[webhook-bench ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)}s] ${message}\n`);

interface Options {
  seconds: number;
  connections: number;
  /** Events of the drain phase, each delivered to `endpoints` endpoints. */
  burst: number;
  endpoints: number;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { seconds: 20, connections: 4, burst: 400, endpoints: 20 };
  for (let index = 0; index < argv.length; index += 2) {
    const value = Number(argv[index + 1]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${argv[index]} needs a positive integer`);
    if (argv[index] === '--seconds') options.seconds = value;
    else if (argv[index] === '--connections') options.connections = value;
    else if (argv[index] === '--burst') options.burst = value;
    else if (argv[index] === '--endpoints') options.endpoints = value;
    else throw new Error(`unknown option ${argv[index]}`);
  }
  return options;
}

/** Records when each event's delivery arrived (first arrival), after checking its signature. */
class Receiver {
  readonly arrivals = new Map<string, number>();
  deliveries = 0;
  invalid = 0;
  private readonly verifiers: Webhook[] = [];
  private readonly server = createServer((request, response) => this.handle(request, response));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  trust(secret: string): void {
    this.verifiers.push(new Webhook(secret));
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const payload = this.verify(body, headers);
      if (!payload) {
        this.invalid++;
        response.writeHead(400).end();
        return;
      }
      this.deliveries++;
      const key = eventKey(payload);
      if (key && !this.arrivals.has(key)) this.arrivals.set(key, at);
      response.writeHead(204).end();
    });
  }

  private verify(body: string, headers: Record<string, string>): { type: string; data: Record<string, unknown> } | null {
    for (const verifier of this.verifiers) {
      try {
        return verifier.verify(body, headers) as { type: string; data: Record<string, unknown> };
      } catch {
        // another endpoint's secret
      }
    }
    return null;
  }
}

/** What identifies the change an event reports: the submission's or the form's id. */
function eventKey(payload: { type: string; data: Record<string, unknown> }): string | null {
  const data = payload.data as { submission?: { id: string }; form?: { id: string } };
  return data.submission?.id ?? data.form?.id ?? null;
}

interface Source {
  event: string;
  formId: string | null;
  call(index: number): { path: string; body: string; headers: Record<string, string> };
  /** The id the event will carry, from the 201's body. */
  keyOf(body: unknown): string;
}

async function main(argv: readonly string[]): Promise<void> {
  const options = parseOptions(argv);
  await mkdir(join(BENCH_DIR, 'logs'), { recursive: true });
  const database = await openBenchDatabase({ dataDir: BENCH_DIR, submissions: 0, log });
  const cleanups: (() => Promise<void>)[] = [() => database.stop()];
  try {
    await database.wipe(SUBDOMAIN);
    const port = await freePort();
    const env = { NODE_ENV: 'production', DATABASE_URL: database.url, APP_DOMAIN: 'localhost', DB_POOL_SIZE: '10' };
    const api: ChildServer = await startChildServer({
      name: 'api',
      script: API_SCRIPT,
      port,
      // Limits off: the run measures deliveries, not 429s.
      env: { ...env, WEBHOOK_ALLOW_PRIVATE: 'true', API_RATE_LIMIT: '0', SUBMISSION_RATE_LIMIT: '0', LOG_LEVEL: 'warn' },
      logFile: join(BENCH_DIR, 'logs', 'api.log'),
      readinessPath: '/health/ready',
      readinessHeaders: {},
    });
    cleanups.push(() => api.stop());
    const created = (await runCli(CLI_SCRIPT, ['workspace', 'create', '--subdomain', SUBDOMAIN, '--admin-email', 'admin@hooks.test'], env)) as {
      api_key: string;
    };
    const host = `${SUBDOMAIN}.localhost:${port}`;
    const apiHeaders = { Host: host, 'X-Api-Key': created.api_key, Accept: 'application/json', 'Content-Type': 'application/json' };
    const receiver = new Receiver();
    const receiverUrl = await receiver.start();
    cleanups.push(() => receiver.close());

    const source = await eventSource(api, apiHeaders);
    log(`event source: ${source.event}; ${api.origin} (pid ${api.pid})`);
    const hook = async () => {
      const answer = await sendRequest(api.origin, {
        method: 'POST',
        path: '/api/external/v2/webhooks',
        headers: apiHeaders,
        body: JSON.stringify({ webhook: { url: receiverUrl, events: [source.event] } }),
      });
      if (answer.status !== 201) throw new Error(`creating a webhook answered ${answer.status}: ${answer.text}`);
      receiver.trust((answer.json() as { webhook: { secret: string } }).webhook.secret);
    };
    await hook();

    // Phase 1: steady load, one endpoint; latency from each 201 to its delivery.
    log(`phase 1: ${options.connections} connections for ${options.seconds} s`);
    const answeredAt = new Map<string, number>();
    let sent = 0;
    let failures = 0;
    const until = performance.now() + options.seconds * 1000;
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < until) {
          const call = source.call(sent++);
          const answer = await sendRequest(api.origin, { method: 'POST', ...call, headers: { ...apiHeaders, ...call.headers } });
          const at = performance.now();
          if (answer.status !== 201) failures++;
          else answeredAt.set(source.keyOf(answer.json()), at);
        }
      }),
    );
    const loadSeconds = options.seconds;
    const settle = performance.now() + 15_000;
    while ([...answeredAt.keys()].some((key) => !receiver.arrivals.has(key)) && performance.now() < settle) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const latencies = [...answeredAt].map(([key, at]) => (receiver.arrivals.get(key) ?? Number.NaN) - at);
    const missing = latencies.filter((value) => Number.isNaN(value)).length;
    const sorted = latencies.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);

    // Phase 2: a burst fanned out to many endpoints, then the drain: deliveries per second of one process.
    for (let index = 1; index < options.endpoints; index++) await hook();
    const before = receiver.deliveries;
    log(`phase 2: ${options.burst} events to ${options.endpoints} endpoints`);
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < options.burst) {
          const call = source.call(sent + next++);
          await sendRequest(api.origin, { method: 'POST', ...call, headers: { ...apiHeaders, ...call.headers } });
        }
      }),
    );
    const drainStart = performance.now();
    const drainFrom = receiver.deliveries;
    const expected = before + options.burst * options.endpoints;
    const drainUntil = drainStart + 300_000;
    while (receiver.deliveries < expected && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));
    const drainSeconds = (performance.now() - drainStart) / 1000;
    const drained = receiver.deliveries - drainFrom;

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`\nwebhook deliveries (${source.event}, one API process, local receiver verifying signatures)`);
    console.log(`phase 1: ${answeredAt.size} events in ${loadSeconds} s at ${options.connections} connections (${(answeredAt.size / loadSeconds).toFixed(0)}/s), ${failures} non-201`);
    console.log(`  201 -> delivery: p50 ${ms(percentile(sorted, 50))}, p90 ${ms(percentile(sorted, 90))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1] ?? 0)}; ${missing} not delivered within 15 s`);
    console.log(`phase 2: ${options.burst} events x ${options.endpoints} endpoints; drained ${drained} deliveries in ${drainSeconds.toFixed(1)} s after the burst: ${(drained / drainSeconds).toFixed(0)} deliveries/s`);
    console.log(`invalid signatures: ${receiver.invalid}; deliveries in all: ${receiver.deliveries}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: Error) => log(`cleanup failed: ${error.message}`));
  }
}

/** The JSON intake of a published form when the service has one, else v2 form creation. */
async function eventSource(api: ChildServer, headers: Record<string, string>): Promise<Source> {
  const form = await sendRequest(api.origin, {
    method: 'POST',
    path: '/api/external/v2/forms',
    headers,
    // S7's form and answers: ten questions of ten kinds and a hidden field.
    body: JSON.stringify({ form: { title: 'Bench', questions: INTAKE_QUESTIONS, hidden_fields: ['utm_source'] } }),
  });
  const formId = form.status === 201 ? (form.json() as { form: { id: string } }).form.id : null;
  if (formId) {
    await sendRequest(api.origin, {
      method: 'PATCH',
      path: `/api/external/v2/forms/${formId}`,
      headers,
      body: JSON.stringify({ form: { is_published: true } }),
    });
    const probe = await sendRequest(api.origin, {
      method: 'POST',
      path: `/forms/${formId}/submissions`,
      headers: { Host: headers['Host'], 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ responses: INTAKE_ANSWERS, field_values: { utm_source: 'bench' } }),
    });
    if (probe.status === 201) {
      return {
        event: 'submission.created',
        formId,
        call: (index) => ({
          path: `/forms/${formId}/submissions`,
          body: JSON.stringify({ responses: { ...INTAKE_ANSWERS, your_name: `Person ${index}` }, field_values: { utm_source: 'bench' } }),
          headers: {},
        }),
        keyOf: (body) => (body as { submission: { id: string } }).submission.id,
      };
    }
    log(`no JSON intake (probe answered ${probe.status}): events are form creations`);
  }
  return {
    event: 'form.created',
    formId: null,
    call: (index) => ({ path: '/api/external/v2/forms', body: JSON.stringify({ form: { title: `Form ${index}` } }), headers: {} }),
    keyOf: (body) => (body as { form: { id: string } }).form.id,
  };
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`webhook bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
