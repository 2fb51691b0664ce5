import type { OutboxWakeups } from '@forms/application';
import { Socket } from 'node:net';
import { Client, type ClientConfig, type Pool } from 'pg';
import { OUTBOX_LISTEN_SQL } from './outbox.sql';
import { runSql } from '../run-sql';

const RECONNECT_MS = 1_000;

/**
 * LISTENs on the outbox channel on a connection of its own (a pooled one would be returned and reused),
 * reconnecting after a second when the database goes away; meanwhile the workers' polls carry on.
 * Connecting happens in the background: a replica told to stop while its database is slow to accept
 * connections (a network partition, a server starting up) closes at once instead of waiting for the
 * connection timeout.
 */
export class PostgresOutboxWakeups implements OutboxWakeups {
  constructor(private readonly pool: Pool) {}

  listen(wake: () => void): () => Promise<void> {
    let stopped = false;
    let client: Client | undefined;
    /** The socket of a connection being opened: a polite goodbye would wait for a server that may never answer. */
    let connecting: Socket | undefined;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const socket = new Socket();
      const next = new Client(Object.assign({}, this.pool.options as ClientConfig, { application_name: 'forms-outbox-listener', stream: () => socket }));
      next.on('notification', () => wake());
      next.on('error', () => undefined);
      next.on('end', () => {
        if (client === next) client = undefined;
        if (!stopped) schedule();
      });
      connecting = socket;
      try {
        await next.connect();
        await runSql(next, OUTBOX_LISTEN_SQL, []);
        if (stopped) {
          await next.end();
          return;
        }
        client = next;
        // What was committed while nobody listened.
        wake();
      } catch {
        await next.end().catch(() => undefined);
        if (!stopped) schedule();
      } finally {
        if (connecting === socket) connecting = undefined;
      }
    };
    const schedule = () => {
      if (retry || stopped) return;
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, RECONNECT_MS);
      retry.unref();
    };
    void connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      connecting?.destroy();
      await client?.end().catch(() => undefined);
    };
  }
}
