import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Balancer } from './balancer';
import { probe, sleep, startChild, stopChild, waitUntil, type Child } from './processes';

export interface TopologyOptions {
  /** The repository root: deploy/haproxy/haproxy.cfg and dist/ live there. */
  readonly root: string;
  readonly databaseUrl: string;
  /** Where clients connect (the balancer); replicas listen on the next ports, the stats page after them. */
  readonly port: number;
  readonly replicas: number;
  /** Extra environment for every replica (APP_DOMAIN, SMTP_URL, SHUTDOWN_DELAY_MS, LOG_LEVEL, ...). */
  readonly replicaEnv: NodeJS.ProcessEnv;
  /** Replica and balancer output: files in this folder, and echoed on stderr when echo is set. */
  readonly logDir: string;
  readonly echo: boolean;
  readonly log: (message: string) => void;
}

export interface Replica {
  readonly name: string;
  readonly port: number;
  child: Child;
}

/** How one replica's restart went, in milliseconds from its SIGTERM. */
export interface RestartTiming {
  replica: string;
  /** The balancer marked it DOWN. */
  outOfRotationMs: number;
  /** The old process exited, and with which code. */
  exitedMs: number;
  exitCode: number | null;
  /** The new process answered /health/ready. */
  readyMs: number;
  /** The balancer marked it UP again. */
  backInRotationMs: number;
}

/** The replicas and stats port of a balancer on `port`. */
export function topologyPorts(port: number, replicas: number): { replicaPorts: number[]; statsPort: number } {
  const replicaPorts = Array.from({ length: replicas }, (_, i) => port + 1 + i);
  return { replicaPorts, statsPort: port + 1 + replicas };
}

/**
 * PostgreSQL is the caller's; this starts the API replicas (the compiled main.js, each on its own port,
 * TRUST_PROXY naming the balancer) and HAProxy in front of them with the repository's configuration.
 */
export class Topology {
  private constructor(
    private readonly options: TopologyOptions,
    readonly replicas: Replica[],
    private balancer: Balancer | undefined,
    readonly statsPort: number,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  static async start(options: TopologyOptions): Promise<Topology> {
    if (options.replicas !== 2) throw new Error('the balancer configuration names two replicas (api1, api2)');
    mkdirSync(options.logDir, { recursive: true });
    const { replicaPorts, statsPort } = topologyPorts(options.port, options.replicas);
    const replicas = replicaPorts.map((port, i) => ({ name: `api${i + 1}`, port }) as Replica);
    const topology = new Topology(options, replicas, undefined, statsPort);
    try {
      for (const replica of replicas) replica.child = topology.spawnReplica(replica);
      await Promise.all(replicas.map((replica) => topology.waitReady(replica)));
      topology.balancer = Balancer.start({
        root: options.root,
        port: options.port,
        statsPort,
        servers: [`127.0.0.1:${replicas[0].port}`, `127.0.0.1:${replicas[1].port}`],
        logFile: join(options.logDir, 'haproxy.log'),
        log: options.log,
      });
      for (const replica of replicas) await topology.waitInRotation(replica.name, true, 30_000);
      return topology;
    } catch (error) {
      await topology.stop();
      throw error;
    }
  }

  private spawnReplica(replica: Pick<Replica, 'name' | 'port'>): Child {
    return startChild(
      replica.name,
      process.execPath,
      [join(this.options.root, 'dist/apps/api/src/main.js')],
      {
        PATH: process.env['PATH'],
        // Links a replica stores or emails name the balancer's port, where clients come in, not its own.
        PUBLIC_ORIGIN_TEMPLATE: `http://{subdomain}.${this.options.replicaEnv['APP_DOMAIN'] || 'localhost'}:${this.options.port}`,
        ...this.options.replicaEnv,
        PORT: String(replica.port),
        DATABASE_URL: this.options.databaseUrl,
        TRUST_PROXY: '127.0.0.1',
      },
      { logFile: join(this.options.logDir, `${replica.name}.log`), echo: this.options.echo },
    );
  }

  private async waitReady(replica: Replica): Promise<void> {
    const url = `http://127.0.0.1:${replica.port}/health/ready`;
    await waitUntil(`${replica.name} to be ready`, async () => (await probe(url)) === 200, 60_000, replica.child);
  }

  /** The balancer's view of each server: UP, DOWN, "UP 1/2" (rising), ... */
  serverStates(): Promise<Record<string, string>> {
    return this.balancer!.serverStates();
  }

  private async waitInRotation(name: string, up: boolean, timeoutMs: number): Promise<void> {
    await this.balancer!.waitInRotation(name, up, timeoutMs);
  }

  /**
   * SIGTERM one replica, wait for it to exit, start it again, and return once the balancer has it back
   * in rotation.
   */
  async restartReplica(replica: Replica): Promise<RestartTiming> {
    const started = Date.now();
    const exited = stopChild(replica.child).then((code) => ({ code, ms: Date.now() - started }));
    await this.waitInRotation(replica.name, false, 15_000);
    const outOfRotationMs = Date.now() - started;
    const exit = await exited;
    replica.child = this.spawnReplica(replica);
    await this.waitReady(replica);
    const readyMs = Date.now() - started;
    await this.waitInRotation(replica.name, true, 30_000);
    return {
      replica: replica.name,
      outOfRotationMs,
      exitedMs: exit.ms,
      exitCode: exit.code,
      readyMs,
      backInRotationMs: Date.now() - started,
    };
  }

  /** The balancer first (no new requests), then the replicas, each draining what it has. */
  async stop(): Promise<void> {
    if (this.balancer) await this.balancer.stop();
    await Promise.all(this.replicas.filter((replica) => replica.child).map((replica) => stopChild(replica.child)));
    await sleep(0);
  }
}
