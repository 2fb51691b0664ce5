import type { WebhookAttempt, WebhookDeliveryStore, WebhookDeliveryView, WebhookEndpoint } from '@forms/application';
import type { Pool } from 'pg';
import { isUuid, withoutNul } from '../storable-values';
import { toDeliveryView } from './webhook.read-model';
import { ERASED_DELIVERY_SQL, RECORD_WEBHOOK_ATTEMPT_SQL, RETRY_WEBHOOK_DELIVERY_SQL, WEBHOOK_DELIVERY_TARGET_SQL } from './webhook.sql';
import { runSql } from '../run-sql';

const MAX_ERROR_LENGTH = 2000;

/**
 * What the webhook deliveries need outside a unit of work: the endpoint to send to, each attempt's outcome
 * (with the endpoint's health), and a retry on request. Each is one statement on the pool.
 */
export class PostgresWebhookDeliveryStore implements WebhookDeliveryStore {
  constructor(private readonly pool: Pool) {}

  async deliveryTarget(workspaceId: string, webhookId: string, deliveryId: string): Promise<WebhookEndpoint | 'erased' | null> {
    const { rows } = await runSql(this.pool, WEBHOOK_DELIVERY_TARGET_SQL, [workspaceId, webhookId, deliveryId], 'webhook_delivery_target');
    if (rows.length === 0) return null;
    return rows[0].erased ? 'erased' : { url: rows[0].url, secret: rows[0].secret, isActive: rows[0].is_active };
  }

  async recordAttempt(attempt: WebhookAttempt, disableAfterMs: number): Promise<void> {
    // A receiver's answer is arbitrary text: keep it storable and bounded.
    const error = withoutNul(attempt.error).slice(0, MAX_ERROR_LENGTH);
    await runSql(this.pool, RECORD_WEBHOOK_ATTEMPT_SQL, [
        attempt.workspaceId, attempt.webhookId, attempt.deliveryId, attempt.attemptedAt, attempt.statusCode, error,
        Math.max(0, Math.round(attempt.durationMs)), attempt.succeeded,
        new Date(attempt.attemptedAt.getTime() - disableAfterMs),
      ], 'webhook_record_attempt');
  }

  async retry(workspaceId: string, webhookId: string, deliveryId: string, now: Date): Promise<WebhookDeliveryView | 'erased' | null> {
    if (!isUuid(workspaceId) || !isUuid(webhookId) || !isUuid(deliveryId)) return null;
    const { rows } = await runSql(this.pool, RETRY_WEBHOOK_DELIVERY_SQL, [workspaceId, webhookId, deliveryId, now]);
    if (rows.length > 0) return toDeliveryView(rows[0]);
    const erased = await runSql(this.pool, ERASED_DELIVERY_SQL, [workspaceId, webhookId, deliveryId]);
    return erased.rows.length > 0 ? 'erased' : null;
  }
}
