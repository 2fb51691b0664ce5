import { OUTBOX_SUBSCRIPTIONS } from '@forms/application';
import type { Pool } from 'pg';
import type { OutboxBacklog } from './metrics';

// Across every workspace on purpose: the backlog is an operator's figure, not a tenant's. Only messages
// still to do are read (the partial index over them keeps it cheap). Allow-listed in the tenant-filter
// audit of the end-to-end suite.
const BACKLOG_SQL = `
  SELECT handler,
         count(*)::int AS backlog,
         COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest_age_seconds
    FROM outbox
   WHERE completed_at IS NULL AND failed_at IS NULL
   GROUP BY handler`;

/** Every subscribed handler is reported, with 0 when nothing waits for it. */
export function outboxBacklog(pool: Pool): OutboxBacklog {
  return {
    async read() {
      const { rows } = await pool.query<{ handler: string; backlog: number; oldest_age_seconds: number }>(BACKLOG_SQL);
      const byHandler = new Map(rows.map((row) => [row.handler, row]));
      const handlers = new Set([...Object.keys(OUTBOX_SUBSCRIPTIONS), ...byHandler.keys()]);
      return [...handlers].map((handler) => ({
        handler,
        backlog: byHandler.get(handler)?.backlog ?? 0,
        oldestAgeSeconds: byHandler.get(handler)?.oldest_age_seconds ?? 0,
      }));
    },
  };
}
