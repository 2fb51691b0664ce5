import { spawn } from 'node:child_process';

/** Runs one command of the service's CLI and returns the JSON document it prints. */
export function runCli(cliScript: string, args: readonly string[], env: Record<string, string>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliScript, ...args], {
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      const out = Buffer.concat(stdout).toString('utf8').trim();
      const err = Buffer.concat(stderr).toString('utf8').trim();
      const command = `cli ${args.join(' ')}`;
      if (code !== 0) {
        reject(new Error(`${command} failed (${signal ?? `exit code ${code}`}): ${err || out || 'no output'}`));
        return;
      }
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`${command} printed something that is not one JSON document: ${out.slice(0, 300)}`));
      }
    });
  });
}
