import type { PageRequest, WebhookDeliveryView, WebhookReadModel, WebhookView } from '@forms/application';
import type { Pool } from 'pg';
import { pageFromRows } from '../page-rows';
import { isUuid } from '../storable-values';
import {
  type DeliveryRow,
  WEBHOOK_BY_ID_SQL,
  WEBHOOK_DELIVERIES_SQL,
  type WebhookRow,
  WEBHOOKS_PAGE_SQL,
} from './webhook.sql';
import { runSql } from '../run-sql';

function toWebhookView(row: WebhookRow): WebhookView {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    formId: row.form_id,
    description: row.description,
    isActive: row.is_active,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toDeliveryView(row: DeliveryRow): WebhookDeliveryView {
  const status = row.completed_at ? 'succeeded' : row.failed_at ? 'failed' : 'pending';
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error ?? '',
    nextAttemptAt: status === 'pending' ? row.next_attempt_at : null,
    createdAt: row.created_at,
    deliveredAt: row.completed_at,
  };
}

/** Reads only: the delivery store (webhook-delivery.store.ts) records attempts and retries. */
export class PostgresWebhookReadModel implements WebhookReadModel {
  constructor(private readonly pool: Pool) {}

  async page(workspaceId: string, page: PageRequest): Promise<{ items: WebhookView[]; totalRecords: number }> {
    if (!isUuid(workspaceId)) return { items: [], totalRecords: 0 };
    const { rows } = await runSql(this.pool, WEBHOOKS_PAGE_SQL, [workspaceId, page.pageSize, String(page.offset)]);
    return pageFromRows(rows, toWebhookView);
  }

  async findById(workspaceId: string, id: string): Promise<WebhookView | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const { rows } = await runSql(this.pool, WEBHOOK_BY_ID_SQL, [workspaceId, id]);
    return rows.length > 0 ? toWebhookView(rows[0]) : null;
  }

  async deliveries(
    workspaceId: string,
    webhookId: string,
    page: PageRequest,
  ): Promise<{ items: WebhookDeliveryView[]; totalRecords: number } | null> {
    if (!isUuid(workspaceId) || !isUuid(webhookId)) return null;
    const { rows } = await runSql(this.pool, WEBHOOK_DELIVERIES_SQL, [workspaceId, webhookId, page.pageSize, String(page.offset)]);
    return rows.length === 0 ? null : pageFromRows(rows, toDeliveryView);
  }
}
