import { Webhook, type WebhookEventType, type WebhookRepository } from '@forms/domain';
import type { EntityManager } from 'typeorm';
import { FORM_EXISTS_SQL } from '../form/form.sql';
import { assertStorableText, isUuid } from '../storable-values';
import { COUNT_WORKSPACE_WEBHOOKS_SQL, DELETE_WEBHOOK_SQL, INSERT_WEBHOOK_SQL, LOCK_WEBHOOK_SQL, UPDATE_WEBHOOK_SQL, type WebhookRecordRow } from './webhook.sql';
import { runSql, sqlRows } from '../run-sql';


function toDomain(row: WebhookRecordRow): Webhook {
  return Webhook.restore({
    workspaceId: row.workspace_id,
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    formId: row.form_id,
    description: row.description,
    isActive: row.is_active,
    secret: row.secret,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

function assertStorable(webhook: Webhook): void {
  assertStorableText('url', webhook.url);
  assertStorableText('description', webhook.description);
}

export class TypeormWebhookRepository implements WebhookRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(webhook: Webhook): Promise<void> {
    assertStorable(webhook);
    await runSql(this.manager, INSERT_WEBHOOK_SQL, [
      webhook.workspaceId, webhook.id, webhook.url, webhook.events, webhook.formId, webhook.description,
      webhook.isActive, webhook.secret, webhook.createdAt, webhook.updatedAt,
    ]);
  }

  async lockById(workspaceId: string, id: string): Promise<Webhook | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const rows = await sqlRows(this.manager, LOCK_WEBHOOK_SQL, [workspaceId, id]);
    return rows.length > 0 ? toDomain(rows[0]) : null;
  }

  async update(webhook: Webhook): Promise<void> {
    assertStorable(webhook);
    await runSql(this.manager, UPDATE_WEBHOOK_SQL, [
      webhook.workspaceId, webhook.id, webhook.url, webhook.events, webhook.formId, webhook.description, webhook.isActive, webhook.updatedAt,
    ]);
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    if (!isUuid(workspaceId) || !isUuid(id)) return false;
    const rows = await sqlRows(this.manager, DELETE_WEBHOOK_SQL, [workspaceId, id]);
    return rows[0].deleted > 0;
  }

  async formExists(workspaceId: string, formId: string): Promise<boolean> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return false;
    const rows = await sqlRows(this.manager, FORM_EXISTS_SQL, [workspaceId, formId]);
    return rows.length > 0;
  }

  async countInWorkspace(workspaceId: string): Promise<number> {
    const rows = await sqlRows(this.manager, COUNT_WORKSPACE_WEBHOOKS_SQL, [workspaceId]);
    return rows[0].count;
  }
}
