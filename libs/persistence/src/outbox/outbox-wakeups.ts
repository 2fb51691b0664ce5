import type { OutboxWakeups } from '@forms/application';
import { Client, type ClientConfig, type Pool } from 'pg';
import { OUTBOX_LISTEN_SQL } from './outbox.sql';
import { runSql } from '../run-sql';

const RECONNECT_MS = 1_000;

/**
 * LISTENs on the outbox channel on a connection of its own (a pooled one would be returned and reused),
 * reconnecting after a second when the database goes away; meanwhile the workers' polls carry on.
 */
export class PostgresOutboxWakeups implements OutboxWakeups {
  constructor(private readonly pool: Pool) {}

  async listen(wake: () => void): Promise<() => Promise<void>> {
    let stopped = false;
    let client: Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new Client({ ...(this.pool.options as ClientConfig), application_name: 'forms-outbox-listener' });
      next.on('notification', () => wake());
      next.on('error', () => undefined);
      next.on('end', () => {
        if (client === next) client = undefined;
        if (!stopped) schedule();
      });
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
    await connect();
    if (!client) schedule();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  }
}
