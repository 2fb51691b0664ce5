// autocannon ships no types; this covers the part of its programmatic API the bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    pipelining?: number;
    /** A sequence each connection sends in turn; a step may read the previous answer (`onResponse`) or build itself (`setupRequest`). */
    requests?: RequestStep[];
  }

  interface RequestStep {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    onResponse?(status: number, body: string, context: Record<string, unknown>): void;
    setupRequest?(request: unknown, context: Record<string, unknown>): unknown;
  }

  interface Result {
    /** Seconds. */
    duration: number;
    /** Connection errors and timeouts. */
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    requests: { total: number; average: number };
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export = autocannon;
}
