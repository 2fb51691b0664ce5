import type { LeasedOutboxMessage, LeaseFairness, OutboxQueue } from '@forms/application';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { withoutNul } from '../storable-values';
import { parseEvent } from './event-json';
import {
  COMPLETE_OUTBOX_MESSAGE_SQL,
  FAIL_OUTBOX_MESSAGE_SQL,
  OUTBOX_LEASE_SQL,
  OUTBOX_NEXT_DUE_SQL,
  PURGE_OUTBOX_SQL,
  RENEW_OUTBOX_LEASE_SQL,
} from './outbox.sql';
import { runSql } from '../run-sql';

const MAX_ERROR_LENGTH = 2000;


export class PostgresOutboxQueue implements OutboxQueue {
  constructor(private readonly pool: Pool) {}

  async lease(handlers: readonly string[], limit: number, now: Date, leaseMs: number, fairness?: LeaseFairness): Promise<LeasedOutboxMessage[]> {
    const leaseToken = randomUUID();
    const until = new Date(now.getTime() + leaseMs);
    // Without fairness one workspace may fill the whole batch.
    const { perWorkspace, inFlightCap, inFlight } = fairness ?? { perWorkspace: limit, inFlightCap: limit, inFlight: new Map<string, number>() };
    const { rows } = await runSql(this.pool, OUTBOX_LEASE_SQL, [
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
    const { rows } = await runSql(this.pool, RENEW_OUTBOX_LEASE_SQL, [
      messages.map((message) => message.workspaceId),
      messages.map((message) => message.id),
      messages[0].leaseToken,
      until,
    ]);
    return new Set(rows.map((row) => row.id));
  }

  async complete(message: LeasedOutboxMessage, now: Date): Promise<boolean> {
    const { rowCount } = await runSql(this.pool, COMPLETE_OUTBOX_MESSAGE_SQL, [message.workspaceId, message.id, message.leaseToken, now]);
    return rowCount === 1;
  }

  async fail(message: LeasedOutboxMessage, error: string, retryAt: Date | null, now: Date): Promise<boolean> {
    // A mail server's message is arbitrary text: keep it storable and bounded.
    const text = withoutNul(error).slice(0, MAX_ERROR_LENGTH);
    const { rowCount } = await runSql(
      this.pool,
      FAIL_OUTBOX_MESSAGE_SQL,
      [message.workspaceId, message.id, message.leaseToken, text, retryAt, now],
    );
    return rowCount === 1;
  }

  async nextDueAt(handlers: readonly string[]): Promise<Date | null> {
    const { rows } = await runSql(this.pool, OUTBOX_NEXT_DUE_SQL, [handlers], 'outbox_next_due');
    return rows[0]?.next_attempt_at ?? null;
  }

  async purge(completedBefore: Date, failedBefore: Date): Promise<number> {
    const { rowCount } = await runSql(this.pool, PURGE_OUTBOX_SQL, [completedBefore, failedBefore]);
    return rowCount ?? 0;
  }
}
