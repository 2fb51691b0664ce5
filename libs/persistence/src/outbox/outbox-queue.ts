import type { LeasedOutboxMessage, OutboxQueue } from '@forms/application';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { withoutNul } from '../storable-values';
import { parseEvent } from './event-json';
import { OUTBOX_LEASE_SQL } from './outbox.sql';

// The messages of one batch share its lease token: those still held (not done, not taken over) get the
// new lease end, and come back so that the worker knows which are still its own.
const RENEW_SQL = `
  UPDATE outbox SET next_attempt_at = $4
  WHERE (workspace_id, id) IN (SELECT unnest($1::uuid[]), unnest($2::uuid[]))
    AND lease_token = $3 AND completed_at IS NULL AND failed_at IS NULL
  RETURNING id`;

const COMPLETE_SQL = `
  UPDATE outbox SET completed_at = $4, lease_token = NULL
  WHERE workspace_id = $1 AND id = $2 AND lease_token = $3 AND completed_at IS NULL`;

const FAIL_SQL = `
  UPDATE outbox SET attempts = attempts + 1, last_error = $4, lease_token = NULL,
    next_attempt_at = COALESCE($5, next_attempt_at), failed_at = CASE WHEN $5::timestamptz IS NULL THEN $6::timestamptz END
  WHERE workspace_id = $1 AND id = $2 AND lease_token = $3 AND completed_at IS NULL`;

// Housekeeping across workspaces, like the poll.
const PURGE_SQL = `DELETE FROM outbox WHERE completed_at < $1 OR failed_at < $2`;

const MAX_ERROR_LENGTH = 2000;

interface LeasedRow {
  workspace_id: string;
  id: string;
  event_id: string;
  handler: string;
  target_id: string | null;
  payload: unknown;
  attempts: number;
  created_at: Date;
}

export class PostgresOutboxQueue implements OutboxQueue {
  constructor(private readonly pool: Pool) {}

  async lease(handlers: readonly string[], limit: number, now: Date, leaseMs: number): Promise<LeasedOutboxMessage[]> {
    const leaseToken = randomUUID();
    const until = new Date(now.getTime() + leaseMs);
    const { rows } = await this.pool.query<LeasedRow>(OUTBOX_LEASE_SQL, [now, until, limit, handlers, leaseToken]);
    rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id));
    return rows.map((row) => ({
      workspaceId: row.workspace_id,
      id: row.id,
      eventId: row.event_id,
      handler: row.handler,
      targetId: row.target_id,
      event: parseEvent(row.payload),
      attempts: row.attempts,
      leaseToken,
    }));
  }

  async renew(messages: readonly LeasedOutboxMessage[], now: Date, leaseMs: number): Promise<ReadonlySet<string>> {
    if (messages.length === 0) return new Set();
    const until = new Date(now.getTime() + leaseMs);
    const { rows } = await this.pool.query<{ id: string }>(RENEW_SQL, [
      messages.map((message) => message.workspaceId),
      messages.map((message) => message.id),
      messages[0].leaseToken,
      until,
    ]);
    return new Set(rows.map((row) => row.id));
  }

  async complete(message: LeasedOutboxMessage, now: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query(COMPLETE_SQL, [message.workspaceId, message.id, message.leaseToken, now]);
    return rowCount === 1;
  }

  async fail(message: LeasedOutboxMessage, error: string, retryAt: Date | null, now: Date): Promise<boolean> {
    // A mail server's message is arbitrary text: keep it storable and bounded.
    const text = withoutNul(error).slice(0, MAX_ERROR_LENGTH);
    const { rowCount } = await this.pool.query(FAIL_SQL, [message.workspaceId, message.id, message.leaseToken, text, retryAt, now]);
    return rowCount === 1;
  }

  async purge(completedBefore: Date, failedBefore: Date): Promise<number> {
    const { rowCount } = await this.pool.query(PURGE_SQL, [completedBefore, failedBefore]);
    return rowCount ?? 0;
  }
}
