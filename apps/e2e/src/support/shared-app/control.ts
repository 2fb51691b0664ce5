import { request } from 'node:http';
import type { Violation } from '../sql-audit/tenant-filter';

/**
 * The test side of the shared server's control API (JSON over loopback HTTP, see harness.ts). Light on
 * purpose: the SQL audit's setup file loads it in every end-to-end file.
 */

/** The control ports of the shared servers this file uses (a file may use more than one profile). */
const usedControlPorts = new Set<number>();

export function rememberSharedServer(controlPort: number): void {
  usedControlPorts.add(controlPort);
}

export interface ControlAnswer {
  status: number;
  body: unknown;
}

/** One call to the control API; rejects when nothing listens there (the harness has gone). */
export function controlCall(port: number, method: 'GET' | 'POST', path: string, body?: unknown): Promise<ControlAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    // No keep-alive agent: nothing of the call may outlive it and keep the worker's event loop busy.
    const sent = request({ host: '127.0.0.1', port, method, path, agent: false, headers: payload ? { 'Content-Type': 'application/json' } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** The tenant-filter violations the shared server recorded since last asked (none when the file used none). */
export async function takeSharedServerViolations(): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const port of usedControlPorts) violations.push(...(await serverViolations(port)));
  return violations;
}

async function serverViolations(port: number): Promise<Violation[]> {
  const answer = await controlCall(port, 'GET', '/sql-audit');
  if (answer.status !== 200) throw new Error(`the shared server's /sql-audit answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as { violations: Violation[] }).violations;
}

/** Sends a statement through the service's SQL runner in the (first) shared server this file uses (to test the audit). */
export async function sendAsSharedService(statement: string, params: unknown[] = []): Promise<void> {
  const [usedControlPort] = usedControlPorts;
  if (usedControlPort === undefined) throw new Error('this file uses no shared server: call sharedTestApp first');
  const answer = await controlCall(usedControlPort, 'POST', '/sql-audit/probe', { statement, params });
  if (answer.status !== 200) throw new Error(`the probe failed: ${(answer.body as { error?: string }).error}`);
}
