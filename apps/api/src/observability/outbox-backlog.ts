import type { Pool } from 'pg';
import type { OutboxBacklog } from './metrics';

// Across every workspace on purpose: the backlog is an operator's figure, not a tenant's. The partial
// index over undelivered invitations keeps it cheap. (Allow-listed in the tenant-filter audit.)
const BACKLOG_SQL = `
  SELECT count(*)::int AS backlog,
         COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest_age_seconds
    FROM invitations
   WHERE delivered_at IS NULL`;

/** The invitation emails are the outbox's one handler so far. */
export function invitationOutboxBacklog(pool: Pool): OutboxBacklog {
  return {
    async read() {
      const { rows } = await pool.query<{ backlog: number; oldest_age_seconds: number }>(BACKLOG_SQL);
      return rows.map((row) => ({ handler: 'invitation_email', backlog: row.backlog, oldestAgeSeconds: row.oldest_age_seconds }));
    },
  };
}
