import { handlersFor, type Outbox } from '@forms/application';
import type { DomainEvent } from '@forms/domain';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../unit-of-work/prepared-query';
import { serializeEvent } from './event-json';

const INSERT_SQL = `
  INSERT INTO outbox (workspace_id, id, event_id, handler, event_type, payload, created_at, next_attempt_at)
  SELECT $1, unnest($2::uuid[]), unnest($3::uuid[]), unnest($4::text[]), unnest($5::text[]), unnest($6::json[]), $7, $7`;

/** Bound to the unit of work's transaction: the messages commit exactly when the change does. */
export class TypeormOutbox implements Outbox {
  constructor(private readonly manager: EntityManager) {}

  async record(events: readonly DomainEvent[]): Promise<void> {
    const rows: { workspaceId: string; id: string; eventId: string; handler: string; type: string; payload: string; at: Date }[] = [];
    for (const event of events) {
      const eventId = randomUUID();
      const payload = serializeEvent(event);
      for (const handler of handlersFor(event.type)) {
        rows.push({ workspaceId: event.workspaceId, id: randomUUID(), eventId, handler, type: event.type, payload, at: event.occurredAt });
      }
    }
    // One statement per workspace (in practice: one), so a change costs one round trip however many events.
    for (const workspaceId of new Set(rows.map((row) => row.workspaceId))) {
      const mine = rows.filter((row) => row.workspaceId === workspaceId);
      await preparedQuery(this.manager, 'outbox_insert', INSERT_SQL, [
        workspaceId,
        mine.map((row) => row.id),
        mine.map((row) => row.eventId),
        mine.map((row) => row.handler),
        mine.map((row) => row.type),
        mine.map((row) => row.payload),
        mine[0].at,
      ]);
    }
  }
}
