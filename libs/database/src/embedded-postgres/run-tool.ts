import { spawn } from 'node:child_process';
import type { Log } from '../log';
import type { SystemUser } from '../system-user';

/** The environment of every PostgreSQL program we run: nothing of ours leaks into it. */
export function toolEnvironment(): NodeJS.ProcessEnv {
  return { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LC_ALL: 'C' };
}

/**
 * Runs a tool quietly: what it prints matters only when it fails, so then every line goes to `log` and
 * the error carries the last ones. `input`, when given, is written to its stdin.
 */
export function runToLog(command: string, args: string[], runAs: SystemUser | undefined, log: Log, input?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...(runAs && { uid: runAs.uid, gid: runAs.gid }),
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      env: toolEnvironment(),
    });
    const printed: string[] = [];
    const emit = (line: string) => {
      if (line.trim()) printed.push(line);
    };
    // Chunks do not respect line ends; keep each stream's unfinished line until the rest arrives.
    const follow = (stream: NodeJS.ReadableStream | null) => {
      let partial = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        lines.forEach(emit);
      });
      stream?.on('end', () => emit(partial));
    };
    follow(child.stdout);
    follow(child.stderr);
    if (input !== undefined) {
      child.stdin?.on('error', () => undefined); // a tool that dies early reports through its exit code
      child.stdin?.end(input);
    }
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      printed.forEach((line) => log(line));
      reject(new Error(`${command} failed (${signal ?? `code ${code}`}): ${printed.slice(-5).join(' | ')}`));
    });
  });
}
