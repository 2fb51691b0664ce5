import { fansOutToWebhooks, handlersFor, type Outbox, WEBHOOKS_HANDLER } from '@forms/application';
import { type DomainEvent, formIdOfEvent } from '@forms/domain';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { serializeEvent } from './event-json';
import { ERASE_FORM_MESSAGES_SQL, ERASE_SUBMISSION_MESSAGES_SQL, OUTBOX_INSERT_SQL, outboxInsertWithWebhooksSql } from './outbox.sql';
import { ERASE_FORM_EMAILS_SQL, ERASE_SUBMISSION_EMAILS_SQL } from './outbox.sql';
import { runSql } from '../run-sql';

const INSERT_WITH_WEBHOOKS_SQL = outboxInsertWithWebhooksSql(WEBHOOKS_HANDLER);

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

  async eraseForm(workspaceId: string, formId: string, now: Date): Promise<void> {
    await runSql(this.manager, ERASE_FORM_MESSAGES_SQL, [workspaceId, formId, now], 'outbox_erase_form');
    await runSql(this.manager, ERASE_FORM_EMAILS_SQL, [workspaceId, formId, now], 'outbox_erase_form_emails');
  }

  async eraseSubmission(workspaceId: string, submissionId: string, now: Date): Promise<void> {
    await runSql(this.manager, ERASE_SUBMISSION_MESSAGES_SQL, [workspaceId, submissionId, now], 'outbox_erase_submission');
    await runSql(this.manager, ERASE_SUBMISSION_EMAILS_SQL, [workspaceId, submissionId, now], 'outbox_erase_submission_emails');
  }

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
      ] as const;
      if (fanOut.length === 0) {
        if (rows.length > 0) await runSql(this.manager, OUTBOX_INSERT_SQL, direct, 'outbox_insert');
        continue;
      }
      await runSql(this.manager, INSERT_WITH_WEBHOOKS_SQL, [
        ...direct,
        fanOut.map((event) => event.eventId),
        fanOut.map((event) => event.type),
        fanOut.map((event) => event.payload),
        fanOut.map((event) => event.formId),
      ], 'outbox_insert_with_webhooks');
    }
  }
}
