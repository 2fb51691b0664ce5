import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/*
 * A process that a jest worker's spec files share (a Chromium, an API server): the first file starts it,
 * it writes what reaches it to a record file in the temp dir named after the worker, and the next files
 * read the record. It watches the worker's pid and ends (deleting the record) when the worker is gone.
 */

/** What the record file says, or null when there is none (or it is half written). */
export function readRecord<T>(record: string): T | null {
  try {
    return JSON.parse(readFileSync(record, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * Starts `node <args>` detached, its standard error in `<record>.log`, and answers the JSON line it prints
 * once ready. `what` names it in the error when it exits first.
 */
export async function startWorkerProcess<T>(args: string[], record: string, what: string): Promise<T> {
  const log = openSync(`${record}.log`, 'w');
  // The child inherits this worker's environment (the test PostgreSQL the global setup published).
  const child = spawn(process.execPath, args, { detached: true, stdio: ['ignore', 'pipe', log] });
  closeSync(log);
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', resolve);
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`${what} exited (${code}): see ${record}.log`)));
    });
    return JSON.parse(line) as T;
  } finally {
    // The process outlives this file: nothing of it may keep the worker's event loop busy.
    child.removeAllListeners();
    child.stdout!.destroy();
    child.unref();
  }
}
