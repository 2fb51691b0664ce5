import { fansOutToWebhooks, handlersFor, type Outbox, WEBHOOKS_HANDLER } from '@forms/application';
import { type DomainEvent, formIdOfEvent } from '@forms/domain';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../unit-of-work/prepared-query';
import { serializeEvent } from './event-json';

/** Workers LISTEN on it: a commit that made messages due wakes them instead of their next poll. */
export const OUTBOX_CHANNEL = 'outbox';

// The messages for handlers that take every event of a type: one per event and handler. The notification
// goes out when the transaction commits (and not at all when it rolls back).
const INSERT_SQL = `
  WITH direct AS (
    INSERT INTO outbox (workspace_id, id, event_id, handler, event_type, payload, created_at, next_attempt_at)
    SELECT $1, unnest($2::uuid[]), unnest($3::uuid[]), unnest($4::text[]), unnest($5::text[]), unnest($6::json[]), $7, $7
    RETURNING 1
  )
  SELECT pg_notify('${OUTBOX_CHANNEL}', '') FROM (SELECT 1 FROM direct LIMIT 1) AS made`;

// The same, plus one webhook delivery per event and active endpoint of the workspace that subscribes to the
// event (limited to a form: only that form's events; team events only to endpoints without a form). A
// workspace without webhooks finds no endpoint rows: the join costs a probe of an empty index range, and
// nobody is woken.
const INSERT_WITH_WEBHOOKS_SQL = `
  WITH direct AS (
    INSERT INTO outbox (workspace_id, id, event_id, handler, event_type, payload, created_at, next_attempt_at)
    SELECT $1, unnest($2::uuid[]), unnest($3::uuid[]), unnest($4::text[]), unnest($5::text[]), unnest($6::json[]), $7, $7
    RETURNING 1
  ), deliveries AS (
    INSERT INTO outbox (workspace_id, id, event_id, handler, event_type, payload, created_at, next_attempt_at, target_id)
    SELECT $1, gen_random_uuid(), event.event_id, '${WEBHOOKS_HANDLER}', event.event_type, event.payload, $7, $7, hook.id
    FROM unnest($8::uuid[], $9::text[], $10::json[], $11::uuid[]) AS event (event_id, event_type, payload, form_id)
    JOIN webhooks AS hook ON hook.workspace_id = $1 AND hook.is_active AND event.event_type = ANY (hook.events)
      AND (hook.form_id IS NULL OR hook.form_id = event.form_id)
    RETURNING 1
  )
  SELECT pg_notify('${OUTBOX_CHANNEL}', '') FROM (SELECT 1 FROM direct UNION ALL SELECT 1 FROM deliveries LIMIT 1) AS made`;

interface Row {
  id: string;
  eventId: string;
  handler: string;
  type: string;
  payload: string;
}

interface FanOut {
  eventId: string;
  type: string;
  payload: string;
  formId: string | null;
}

/** Bound to the unit of work's transaction: the messages commit exactly when the change does. */
export class TypeormOutbox implements Outbox {
  constructor(private readonly manager: EntityManager) {}

  async record(events: readonly DomainEvent[]): Promise<void> {
    const byWorkspace = new Map<string, { rows: Row[]; fanOut: FanOut[]; at: Date }>();
    for (const event of events) {
      const eventId = randomUUID();
      const payload = serializeEvent(event);
      let batch = byWorkspace.get(event.workspaceId);
      if (!batch) byWorkspace.set(event.workspaceId, (batch = { rows: [], fanOut: [], at: event.occurredAt }));
      for (const handler of handlersFor(event.type)) {
        batch.rows.push({ id: randomUUID(), eventId, handler, type: event.type, payload });
      }
      if (fansOutToWebhooks(event.type)) batch.fanOut.push({ eventId, type: event.type, payload, formId: formIdOfEvent(event) });
    }
    // One statement per workspace (in practice: one), so a change costs one round trip however many events.
    for (const [workspaceId, { rows, fanOut, at }] of byWorkspace) {
      const direct = [
        workspaceId,
        rows.map((row) => row.id),
        rows.map((row) => row.eventId),
        rows.map((row) => row.handler),
        rows.map((row) => row.type),
        rows.map((row) => row.payload),
        at,
      ];
      if (fanOut.length === 0) {
        if (rows.length > 0) await preparedQuery(this.manager, 'outbox_insert', INSERT_SQL, direct);
        continue;
      }
      await preparedQuery(this.manager, 'outbox_insert_with_webhooks', INSERT_WITH_WEBHOOKS_SQL, [
        ...direct,
        fanOut.map((event) => event.eventId),
        fanOut.map((event) => event.type),
        fanOut.map((event) => event.payload),
        fanOut.map((event) => event.formId),
      ]);
    }
  }
}
