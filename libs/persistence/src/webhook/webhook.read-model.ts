import type {
  PageRequest,
  WebhookAttempt,
  WebhookDeliveryStore,
  WebhookDeliveryView,
  WebhookEndpoint,
  WebhookReadModel,
  WebhookView,
} from '@forms/application';
import type { Pool } from 'pg';
import { isUuid, withoutNul } from '../storable-values';
import { OUTBOX_CHANNEL } from '../outbox/outbox.repository';
import { pageFromRows } from '../read-models/page-rows';

const WEBHOOK_COLUMNS = 'id, url, events, form_id, description, is_active, created_at, updated_at';

const PAGE_SQL = `
  SELECT counted.total, hook.*
  FROM (SELECT count(*)::int AS total FROM webhooks WHERE workspace_id = $1) AS counted
  LEFT JOIN LATERAL (
    SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE workspace_id = $1
    ORDER BY created_at, id
    LIMIT $2 OFFSET $3
  ) AS hook ON true
  ORDER BY hook.created_at, hook.id`;

const BY_ID_SQL = `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE workspace_id = $1 AND id = $2`;

// A delivery is the outbox message of the webhooks handler for one endpoint. The outbox counts failed
// attempts; a succeeded delivery has made one more.
const DELIVERY_COLUMNS = `id, event_id, event_type, attempts + (completed_at IS NOT NULL)::int AS attempts, last_status_code, last_error, next_attempt_at,
  created_at, completed_at, failed_at`;

// The webhook row comes first, so an unknown webhook (no row at all) tells apart from one without deliveries.
const DELIVERIES_SQL = `
  SELECT counted.total, delivery.*
  FROM webhooks AS hook
  CROSS JOIN LATERAL (SELECT count(*)::int AS total FROM outbox WHERE workspace_id = $1 AND target_id = $2) AS counted
  LEFT JOIN LATERAL (
    SELECT ${DELIVERY_COLUMNS} FROM outbox WHERE workspace_id = $1 AND target_id = $2
    ORDER BY created_at DESC, id DESC
    LIMIT $3 OFFSET $4
  ) AS delivery ON true
  WHERE hook.workspace_id = $1 AND hook.id = $2
  ORDER BY delivery.created_at DESC, delivery.id DESC`;

const ENDPOINT_SQL = `SELECT url, secret, is_active FROM webhooks WHERE workspace_id = $1 AND id = $2`;

// One statement: the attempt, the delivery's last outcome, and the endpoint's health. The endpoint row is
// written only when its health changes (first failure, first success after failures, switched off), so
// a busy healthy endpoint is not a hot row.
const RECORD_ATTEMPT_SQL = `
  WITH attempt AS (
    INSERT INTO webhook_delivery_attempts (workspace_id, delivery_id, attempted_at, status_code, error, duration_ms)
    SELECT workspace_id, id, $4, $5, $6, $7 FROM outbox WHERE workspace_id = $1 AND id = $3
  ), delivery AS (
    UPDATE outbox SET last_status_code = $5, last_error = $6 WHERE workspace_id = $1 AND id = $3
  )
  UPDATE webhooks SET
    failing_since = CASE WHEN $8 THEN NULL ELSE COALESCE(failing_since, $4) END,
    is_active = is_active AND ($8 OR COALESCE(failing_since, $4) > $9::timestamptz),
    updated_at = CASE WHEN NOT $8 AND is_active AND failing_since <= $9::timestamptz THEN $4 ELSE updated_at END
  WHERE workspace_id = $1 AND id = $2
    AND CASE WHEN $8 THEN failing_since IS NOT NULL
        ELSE failing_since IS NULL OR (is_active AND failing_since <= $9::timestamptz) END`;

// Due now and pending, whatever it was; an attempt in flight loses its lease and cannot record its outcome.
// The workers are woken to attempt it at once.
const RETRY_SQL = `
  WITH retried AS (
    UPDATE outbox SET next_attempt_at = $4, completed_at = NULL, failed_at = NULL, lease_token = NULL,
      attempts = attempts + (completed_at IS NOT NULL)::int
    WHERE workspace_id = $1 AND target_id = $2 AND id = $3
    RETURNING ${DELIVERY_COLUMNS}
  )
  SELECT retried.*, pg_notify('${OUTBOX_CHANNEL}', '')::text AS woken FROM retried`;

interface WebhookRow {
  id: string;
  url: string;
  events: string[];
  form_id: string | null;
  description: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date;
  created_at: Date;
  completed_at: Date | null;
  failed_at: Date | null;
}

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

function toDeliveryView(row: DeliveryRow): WebhookDeliveryView {
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

const MAX_ERROR_LENGTH = 2000;

export class PostgresWebhookReadModel implements WebhookReadModel, WebhookDeliveryStore {
  constructor(private readonly pool: Pool) {}

  async page(workspaceId: string, page: PageRequest): Promise<{ items: WebhookView[]; totalRecords: number }> {
    if (!isUuid(workspaceId)) return { items: [], totalRecords: 0 };
    const { rows } = await this.pool.query<WebhookRow & { total: number }>(PAGE_SQL, [workspaceId, page.pageSize, String(page.offset)]);
    return pageFromRows(rows, toWebhookView);
  }

  async findById(workspaceId: string, id: string): Promise<WebhookView | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const { rows } = await this.pool.query<WebhookRow>(BY_ID_SQL, [workspaceId, id]);
    return rows.length > 0 ? toWebhookView(rows[0]) : null;
  }

  async deliveries(
    workspaceId: string,
    webhookId: string,
    page: PageRequest,
  ): Promise<{ items: WebhookDeliveryView[]; totalRecords: number } | null> {
    if (!isUuid(workspaceId) || !isUuid(webhookId)) return null;
    const { rows } = await this.pool.query<DeliveryRow & { total: number }>(DELIVERIES_SQL, [workspaceId, webhookId, page.pageSize, String(page.offset)]);
    return rows.length === 0 ? null : pageFromRows(rows, toDeliveryView);
  }

  async endpoint(workspaceId: string, webhookId: string): Promise<WebhookEndpoint | null> {
    const { rows } = await this.pool.query<{ url: string; secret: string; is_active: boolean }>({
      name: 'webhook_endpoint',
      text: ENDPOINT_SQL,
      values: [workspaceId, webhookId],
    });
    return rows.length > 0 ? { url: rows[0].url, secret: rows[0].secret, isActive: rows[0].is_active } : null;
  }

  async recordAttempt(attempt: WebhookAttempt, disableAfterMs: number): Promise<void> {
    // A receiver's answer is arbitrary text: keep it storable and bounded.
    const error = withoutNul(attempt.error).slice(0, MAX_ERROR_LENGTH);
    await this.pool.query({
      name: 'webhook_record_attempt',
      text: RECORD_ATTEMPT_SQL,
      values: [
        attempt.workspaceId, attempt.webhookId, attempt.deliveryId, attempt.attemptedAt, attempt.statusCode, error,
        Math.max(0, Math.round(attempt.durationMs)), attempt.succeeded,
        new Date(attempt.attemptedAt.getTime() - disableAfterMs),
      ],
    });
  }

  async retry(workspaceId: string, webhookId: string, deliveryId: string, now: Date): Promise<WebhookDeliveryView | null> {
    if (!isUuid(workspaceId) || !isUuid(webhookId) || !isUuid(deliveryId)) return null;
    const { rows } = await this.pool.query<DeliveryRow>(RETRY_SQL, [workspaceId, webhookId, deliveryId, now]);
    return rows.length > 0 ? toDeliveryView(rows[0]) : null;
  }
}
