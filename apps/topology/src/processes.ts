import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { request } from 'node:http';

/** A child process whose output goes to a file (or is prefixed on our stderr). */
export interface Child {
  readonly name: string;
  readonly process: ChildProcess;
  /** Resolves with the exit code (a signal counts as null) once the process is gone. */
  readonly exited: Promise<number | null>;
}

export function startChild(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output: { logFile?: string; echo?: boolean },
): Child {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log: WriteStream | undefined;
  if (output.logFile) log = createWriteStream(output.logFile, { flags: 'a' });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log?.write(chunk);
      if (output.echo) {
        for (const line of chunk.toString('utf8').split('\n')) if (line !== '') process.stderr.write(`[${name}] ${line}\n`);
      }
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      log?.end();
      resolve(code);
    });
    child.once('error', () => resolve(-1));
  });
  return { name, process: child, exited };
}

/** SIGTERM, then SIGKILL after graceMs; resolves with the exit code. */
export async function stopChild(child: Child, graceMs = 20_000): Promise<number | null> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return child.process.exitCode;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  const code = await child.exited;
  clearTimeout(timer);
  return code;
}

/** Resolves with the status of GET url (any host), or undefined when nothing answers. */
export function probe(url: string, timeoutMs = 1_000): Promise<number | undefined> {
  return new Promise((resolve) => {
    const outgoing = request(url, { method: 'GET', timeout: timeoutMs, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', () => resolve(undefined));
    });
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve(undefined));
    outgoing.end();
  });
}

export async function waitUntil(what: string, condition: () => Promise<boolean>, timeoutMs: number, child?: Child): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.process.exitCode !== null || child.process.signalCode !== null)) {
      throw new Error(`${child.name} exited (code ${child.process.exitCode ?? child.process.signalCode}) before ${what}`);
    }
    if (await condition()) return;
    await sleep(100);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The balancer comes from Debian. Missing, it is installed when we may (root, as on a CI machine or in a
 * container); otherwise the message says what to run.
 */
export function ensureHaproxy(log: (message: string) => void): string {
  const found = which('haproxy');
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('HAProxy is not installed: run `sudo apt-get install -y haproxy` (Debian/Ubuntu) and try again');
  }
  log('HAProxy is not installed; installing it with apt-get (Debian package "haproxy")');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'haproxy']]) {
    const result = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed: ${result.stderr?.trim() || result.error?.message}`);
  }
  const installed = which('haproxy');
  if (!installed) throw new Error('apt-get installed haproxy, but it is not on PATH');
  return installed;
}

function which(command: string): string | undefined {
  for (const dir of (process.env['PATH'] ?? '/usr/sbin:/usr/bin:/sbin:/bin').split(':').concat(['/usr/sbin', '/sbin'])) {
    const path = `${dir}/${command}`;
    if (existsSync(path)) return path;
  }
  return undefined;
}
