import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { sendRequest } from './http-request';

export interface ChildServer {
  readonly name: string;
  readonly pid: number;
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** Null while it runs. */
  exitDescription(): string | null;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  name: string;
  script: string;
  env: Record<string, string>;
  port: number;
  logFile: string;
  /** A request that answers 2xx once the server can take load. */
  readinessPath: string;
  readinessHeaders: Record<string, string>;
  startTimeoutMs?: number;
  nodeOptions?: string[];
}

/** Starts `node <script>` and resolves once it answers the readiness request; output goes to `logFile`. */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  // The child writes its output straight into the file: relayed through a pipe, every log line of the
  // server under test would cost the load generator (this process) CPU that the baseline never asks of it.
  const log = openSync(options.logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeOptions ?? []), options.script], {
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', ...options.env, PORT: String(options.port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal ? `killed by ${signal}` : `exited with code ${code}`;
      resolve();
    });
    child.once('error', (error) => {
      exit = `could not start: ${error.message}`;
      resolve();
    });
  });
  const origin = `http://127.0.0.1:${options.port}`;
  const server: ChildServer = {
    name: options.name,
    pid: child.pid ?? -1,
    port: options.port,
    origin,
    exitDescription: () => exit,
    async stop() {
      if (exit === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exit !== null) {
      await server.stop();
      throw new Error(`${options.name} ${exit} before it was ready; see ${options.logFile}`);
    }
    try {
      const response = await sendRequest(origin, { method: 'GET', path: options.readinessPath, headers: options.readinessHeaders });
      if (response.status >= 200 && response.status < 300) return server;
      lastProblem = `status ${response.status}: ${response.text.slice(0, 200)}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`${options.name} was not ready in time (${lastProblem}); see ${options.logFile}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}
