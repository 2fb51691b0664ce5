export interface RunningEmbeddedPostgres {
  /** Connection URL of the `forms` database. */
  readonly url: string;
  readonly port: number;
  /** The PostgreSQL data directory actually in use. */
  readonly pgDataDir: string;
  /** The postmaster. */
  readonly pid: number;
}

export interface EmbeddedPostgres extends RunningEmbeddedPostgres {
  /** False when another process of ours had already started this cluster, which we then only use. */
  readonly owned: boolean;
  /**
   * Fast shutdown (clients are disconnected, nothing is lost); idempotent; a no-op when not `owned`.
   *
   * Call it from your SIGINT/SIGTERM handlers. Postgres runs in its own process group, so a Ctrl+C
   * reaches only Node and a graceful shutdown can still use the database. Should Node die without
   * calling it, an exit hook and, for SIGKILL and crashes, a watchdog process shut the server down.
   */
  stop(): Promise<void>;
}
