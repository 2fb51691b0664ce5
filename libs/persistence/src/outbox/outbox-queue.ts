import type { LeasedOutboxMessage, LeaseFairness, OutboxQueue } from '@forms/application';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { withoutNul } from '../storable-values';
import { parseEvent } from './event-json';
import {
  COMPLETE_OUTBOX_MESSAGE_SQL,
  FAIL_OUTBOX_MESSAGE_SQL,
  OUTBOX_LEASE_SQL,
  PURGE_OUTBOX_SQL,
  RENEW_OUTBOX_LEASE_SQL,
} from './outbox.sql';

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

  async lease(handlers: readonly string[], limit: number, now: Date, leaseMs: number, fairness?: LeaseFairness): Promise<LeasedOutboxMessage[]> {
    const leaseToken = randomUUID();
    const until = new Date(now.getTime() + leaseMs);
    // Without fairness one workspace may fill the whole batch.
    const { perWorkspace, inFlightCap, inFlight } = fairness ?? { perWorkspace: limit, inFlightCap: limit, inFlight: new Map<string, number>() };
    const { rows } = await this.pool.query<LeasedRow>(OUTBOX_LEASE_SQL, [
      now,
      until,
      limit,
      handlers,
      leaseToken,
      perWorkspace,
      inFlightCap,
      [...inFlight.keys()],
      [...inFlight.values()],
    ]);
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
    const { rows } = await this.pool.query<{ id: string }>(RENEW_OUTBOX_LEASE_SQL, [
      messages.map((message) => message.workspaceId),
      messages.map((message) => message.id),
      messages[0].leaseToken,
      until,
    ]);
    return new Set(rows.map((row) => row.id));
  }

  async complete(message: LeasedOutboxMessage, now: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query(COMPLETE_OUTBOX_MESSAGE_SQL, [message.workspaceId, message.id, message.leaseToken, now]);
    return rowCount === 1;
  }

  async fail(message: LeasedOutboxMessage, error: string, retryAt: Date | null, now: Date): Promise<boolean> {
    // A mail server's message is arbitrary text: keep it storable and bounded.
    const text = withoutNul(error).slice(0, MAX_ERROR_LENGTH);
    const { rowCount } = await this.pool.query(FAIL_OUTBOX_MESSAGE_SQL, [message.workspaceId, message.id, message.leaseToken, text, retryAt, now]);
    return rowCount === 1;
  }

  async purge(completedBefore: Date, failedBefore: Date): Promise<number> {
    const { rowCount } = await this.pool.query(PURGE_OUTBOX_SQL, [completedBefore, failedBefore]);
    return rowCount ?? 0;
  }
}
