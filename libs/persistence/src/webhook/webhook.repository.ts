import { Webhook, type WebhookEventType, type WebhookRepository } from '@forms/domain';
import type { EntityManager } from 'typeorm';
import { assertStorableText, isUuid } from '../storable-values';

const COLUMNS = 'workspace_id, id, url, events, form_id, description, is_active, secret, created_at, updated_at';

interface WebhookRow {
  workspace_id: string;
  id: string;
  url: string;
  events: string[];
  form_id: string | null;
  description: string;
  is_active: boolean;
  secret: string;
  created_at: Date;
  updated_at: Date;
}

function toDomain(row: WebhookRow): Webhook {
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
    await this.manager.query(`INSERT INTO webhooks (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, [
      webhook.workspaceId, webhook.id, webhook.url, webhook.events, webhook.formId, webhook.description,
      webhook.isActive, webhook.secret, webhook.createdAt, webhook.updatedAt,
    ]);
  }

  async lockById(workspaceId: string, id: string): Promise<Webhook | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const rows: WebhookRow[] = await this.manager.query(`SELECT ${COLUMNS} FROM webhooks WHERE workspace_id = $1 AND id = $2 FOR UPDATE`, [
      workspaceId,
      id,
    ]);
    return rows.length > 0 ? toDomain(rows[0]) : null;
  }

  async update(webhook: Webhook): Promise<void> {
    assertStorable(webhook);
    // Switching an endpoint back on starts its failure clock afresh.
    await this.manager.query(
      `UPDATE webhooks SET url = $3, events = $4, form_id = $5, description = $6, is_active = $7, updated_at = $8,
         failing_since = CASE WHEN $7 AND NOT is_active THEN NULL ELSE failing_since END
       WHERE workspace_id = $1 AND id = $2`,
      [webhook.workspaceId, webhook.id, webhook.url, webhook.events, webhook.formId, webhook.description, webhook.isActive, webhook.updatedAt],
    );
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    if (!isUuid(workspaceId) || !isUuid(id)) return false;
    // Its deliveries go too (and, by cascade, their attempts): a message leased right now can no longer be completed.
    const rows: { deleted: number }[] = await this.manager.query(
      `WITH hook AS (DELETE FROM webhooks WHERE workspace_id = $1 AND id = $2 RETURNING id),
         deliveries AS (DELETE FROM outbox WHERE workspace_id = $1 AND target_id IN (SELECT id FROM hook))
       SELECT count(*)::int AS deleted FROM hook`,
      [workspaceId, id],
    );
    return rows[0].deleted > 0;
  }

  async formExists(workspaceId: string, formId: string): Promise<boolean> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return false;
    const rows: unknown[] = await this.manager.query(`SELECT 1 FROM forms WHERE workspace_id = $1 AND id = $2`, [workspaceId, formId]);
    return rows.length > 0;
  }
}
