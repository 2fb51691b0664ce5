import { request } from 'node:http';
import { join } from 'node:path';
import { ensureHaproxy, startChild, stopChild, waitUntil, type Child } from './processes';

export interface BalancerOptions {
  /** The repository root: the balancer runs deploy/haproxy/haproxy.cfg from it, unchanged. */
  readonly root: string;
  /** Where clients connect. */
  readonly port: number;
  /** HAProxy's own status page. */
  readonly statsPort: number;
  /** `host:port` of the two servers the configuration names (api1, api2). */
  readonly servers: readonly [string, string];
  readonly logFile: string;
  readonly log: (message: string) => void;
}

/**
 * HAProxy with the shipped configuration in front of two servers: the compiled replicas of a topology,
 * or any two servers a test starts (the in-process app), so that what the balancer does to a request is
 * tested as deployed.
 */
export class Balancer {
  private constructor(
    private readonly child: Child,
    readonly statsPort: number,
  ) {}

  static start(options: BalancerOptions): Balancer {
    const haproxy = startChild(
      'haproxy',
      ensureHaproxy(options.log),
      ['-db', '-f', join(options.root, 'deploy/haproxy/haproxy.cfg')],
      {
        PATH: process.env['PATH'],
        LB_BIND: `127.0.0.1:${options.port}`,
        LB_STATS_BIND: `127.0.0.1:${options.statsPort}`,
        API1_ADDR: options.servers[0],
        API2_ADDR: options.servers[1],
      },
      { logFile: options.logFile, echo: false },
    );
    return new Balancer(haproxy, options.statsPort);
  }

  /** The balancer's view of each server: UP, DOWN, "UP 1/2" (rising), ... */
  async serverStates(): Promise<Record<string, string>> {
    const csv = await new Promise<string>((resolve, reject) => {
      const outgoing = request(`http://127.0.0.1:${this.statsPort}/stats;csv`, { agent: false, timeout: 2_000 }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(text));
        response.on('error', reject);
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error('stats page timed out')));
      outgoing.on('error', reject);
      outgoing.end();
    });
    const lines = csv.split('\n');
    const header = lines[0].replace(/^# /, '').split(',');
    const status = header.indexOf('status');
    const states: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const fields = line.split(',');
      if (fields[0] === 'api' && fields[1] !== 'BACKEND') states[fields[1]] = fields[status];
    }
    return states;
  }

  async waitInRotation(name: string, up: boolean, timeoutMs: number): Promise<void> {
    await waitUntil(
      `the balancer to mark ${name} ${up ? 'UP' : 'DOWN'}`,
      async () => {
        const state = (await this.serverStates().catch(() => ({}) as Record<string, string>))[name] ?? '';
        return up ? state === 'UP' : state.startsWith('DOWN');
      },
      timeoutMs,
      this.child,
    );
  }

  async stop(): Promise<void> {
    await stopChild(this.child, 5_000);
  }
}
