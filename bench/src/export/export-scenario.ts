import { createHash } from 'node:crypto';
import { request } from 'node:http';
import type { Log } from '@forms/database';
import { exportCopySql } from '@forms/persistence/sql';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { ChildServer } from '../server/child-server';
import { readMemoryKb } from '../server/memory-monitor';

// S9: the big form exported to CSV through the service, through the raw baseline (the same statements,
// the same bytes), and PostgreSQL's own COPY ... TO STDOUT (FORMAT csv) of the same rows, the physical
// limit. Rows per second for each, and how much the API's resident memory grows while it exports.

/** Each way is measured this many times; the best run counts (the others met a busy machine). */
const RUNS = 2;
const RSS_SAMPLE_MS = 20;

export interface ExportFigures {
  rows: number;
  bytes: number;
  seconds: number;
  rows_per_second: number;
}

export interface ExportScenarioResult {
  service: ExportFigures;
  baseline: ExportFigures;
  copy: ExportFigures;
  /** service / baseline rows per second. */
  ratio: number;
  /** service / COPY rows per second. */
  copy_ratio: number;
  /** The API's peak resident set during its exports, less what it held just before. */
  api_rss_growth_mb: number;
  /** The same for the baseline, for comparison: what node and pg alone cost at this pace. */
  baseline_rss_growth_mb: number;
  /** Whether the service and the baseline sent the same bytes. */
  same_bytes: boolean;
}

export const MIN_EXPORT_RATIO = 0.8;
export const MAX_EXPORT_RSS_GROWTH_MB = 50;

interface Download {
  status: number;
  bytes: number;
  records: number;
  seconds: number;
  sha256: string;
}

function csvDownload(server: ChildServer, path: string, headers: Record<string, string>): Promise<Download> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const hash = createHash('sha256');
    let bytes = 0;
    let records = 0;
    const outgoing = request({ host: '127.0.0.1', port: server.port, path, headers, agent: false }, (incoming) => {
      incoming.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
        // Records end with CRLF; the seeded answers hold no line breaks of their own.
        for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) records++;
      });
      incoming.on('error', reject);
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          bytes,
          // The header row is not a submission.
          records: records - 1,
          seconds: Number(process.hrtime.bigint() - started) / 1e9,
          sha256: hash.digest('hex'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function copyRows(databaseUrl: string, sql: string): Promise<Omit<Download, 'status' | 'sha256'>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = process.hrtime.bigint();
    let bytes = 0;
    let records = 0;
    await new Promise<void>((resolve, reject) => {
      const stream = client.query(copyTo(sql));
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) records++;
      });
      stream.on('end', resolve);
      stream.on('error', reject);
    });
    return { bytes, records, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  } finally {
    await client.end();
  }
}

function figures(run: { bytes: number; records: number; seconds: number }): ExportFigures {
  return { rows: run.records, bytes: run.bytes, seconds: Math.round(run.seconds * 1000) / 1000, rows_per_second: Math.round(run.records / run.seconds) };
}

function best(runs: ExportFigures[]): ExportFigures {
  return runs.reduce((a, b) => (b.rows_per_second > a.rows_per_second ? b : a));
}

export async function runExportScenario(input: {
  api: ChildServer;
  baseline: ChildServer;
  databaseUrl: string;
  apiKey: string;
  workspaceId: string;
  formId: string;
  host: (port: number) => string;
  log: Log;
}): Promise<ExportScenarioResult> {
  const { api, baseline, log } = input;
  const path = `/api/external/v2/forms/${input.formId}/submissions/export`;
  const headers = (server: ChildServer) => ({ Host: input.host(server.port), 'X-Api-Key': input.apiKey, Accept: 'text/csv' });
  const lastPosition = await (async () => {
    const client = new Client({ connectionString: input.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ last_position: number }>('SELECT last_position FROM forms WHERE workspace_id = $1 AND id = $2', [
        input.workspaceId,
        input.formId,
      ]);
      return rows[0].last_position;
    } finally {
      await client.end();
    }
  })();
  const copySql = exportCopySql(input.workspaceId, input.formId, { lo: 1, hi: lastPosition }, false);

  const service: ExportFigures[] = [];
  const base: ExportFigures[] = [];
  const copy: ExportFigures[] = [];
  let growthKb = 0;
  let baselineGrowthKb = 0;
  const hashes = new Set<string>();
  for (let run = 0; run < RUNS; run++) {
    const before = readMemoryKb(api.pid)?.currentKb ?? 0;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, readMemoryKb(api.pid)?.currentKb ?? 0);
    }, RSS_SAMPLE_MS);
    const served = await csvDownload(api, path, headers(api)).finally(() => clearInterval(sampler));
    peak = Math.max(peak, readMemoryKb(api.pid)?.currentKb ?? 0);
    growthKb = Math.max(growthKb, peak - before);
    if (served.status !== 200) throw new Error(`S9: the service answered ${served.status}`);
    service.push(figures(served));
    hashes.add(served.sha256);

    const baselineBefore = readMemoryKb(baseline.pid)?.currentKb ?? 0;
    let baselinePeak = baselineBefore;
    const baselineSampler = setInterval(() => {
      baselinePeak = Math.max(baselinePeak, readMemoryKb(baseline.pid)?.currentKb ?? 0);
    }, RSS_SAMPLE_MS);
    const raw = await csvDownload(baseline, path, headers(baseline)).finally(() => clearInterval(baselineSampler));
    baselineGrowthKb = Math.max(baselineGrowthKb, baselinePeak - baselineBefore);
    if (raw.status !== 200) throw new Error(`S9: the baseline answered ${raw.status}`);
    base.push(figures(raw));
    hashes.add(raw.sha256);

    copy.push(figures(await copyRows(input.databaseUrl, copySql)));
    log(`S9 run ${run + 1}: API RSS ${Math.round(before / 1024)} MB before, peak ${Math.round(peak / 1024)} MB; service ${service.at(-1)!.rows_per_second} rows/s, baseline ${base.at(-1)!.rows_per_second} rows/s, COPY ${copy.at(-1)!.rows_per_second} rows/s`);
  }
  const result = { service: best(service), baseline: best(base), copy: best(copy) };
  return {
    ...result,
    ratio: Math.round((result.service.rows_per_second / result.baseline.rows_per_second) * 100) / 100,
    copy_ratio: Math.round((result.service.rows_per_second / result.copy.rows_per_second) * 100) / 100,
    api_rss_growth_mb: Math.round(growthKb / 102.4) / 10,
    baseline_rss_growth_mb: Math.round(baselineGrowthKb / 102.4) / 10,
    same_bytes: hashes.size === 1,
  };
}

export function formatExportResult(result: ExportScenarioResult): string {
  const line = (name: string, figures: ExportFigures) =>
    `  ${name.padEnd(9)} ${String(figures.rows).padStart(9)} rows  ${String(figures.bytes).padStart(11)} bytes  ${figures.seconds.toFixed(2).padStart(7)} s  ${String(figures.rows_per_second).padStart(8)} rows/s`;
  return [
    'S9 export of the big form to CSV',
    line('service', result.service),
    line('baseline', result.baseline),
    line('COPY', result.copy),
    `  service/baseline ${result.ratio} (target >= ${MIN_EXPORT_RATIO}: ${result.ratio >= MIN_EXPORT_RATIO ? 'PASS' : 'FAIL'}); service/COPY ${result.copy_ratio} (reported)`,
    `  API RSS growth ${result.api_rss_growth_mb} MB (target < ${MAX_EXPORT_RSS_GROWTH_MB}: ${result.api_rss_growth_mb < MAX_EXPORT_RSS_GROWTH_MB ? 'PASS' : 'FAIL'}), baseline's ${result.baseline_rss_growth_mb} MB; same bytes as the baseline: ${result.same_bytes ? 'yes' : 'NO'}`,
  ].join('\n');
}
