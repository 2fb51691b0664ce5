import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The API in a process of its own, booted as main.ts boots it, for tests that measure what the process
// itself holds: the test runner's memory would hide it in-process.

export interface ApiChildProcess {
  child: ChildProcess;
  port: number;
}

/** Starts the API on a database with extra settings; resolves once it listens. */
export function startApiChildProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiChildProcess> {
  const child = spawn(process.execPath, [join(__dirname, 'ts-process.js'), join(__dirname, 'api-process.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', DB_POOL_SIZE: '5', SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<ApiChildProcess>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`the API process exited with ${code} before listening`)));
  });
}

export function stopApiChildProcess(started: ApiChildProcess | undefined): void {
  if (started && started.child.exitCode === null) started.child.kill('SIGKILL');
}

function residentKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
}

export interface MemoryGrowth {
  startMb: number;
  peakMb: number;
  growthMb: number;
}

/** Runs `work` while sampling the process's resident set every 10 ms: its result, and the peak in MB above the start. */
export async function withPeakGrowth<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; memory: MemoryGrowth }> {
  const start = residentKb(pid);
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, residentKb(pid))), 10);
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, residentKb(pid));
  const mb = (kb: number) => Math.round(kb / 102.4) / 10;
  return { result, memory: { startMb: mb(start), peakMb: mb(peak), growthMb: mb(peak - start) } };
}
