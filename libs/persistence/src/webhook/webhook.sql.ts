import { OUTBOX_CHANNEL } from '../outbox/outbox.sql';
import { sql } from '../statement';

// Every statement on the webhooks table and on their deliveries (the outbox messages of the webhooks
// handler, one per endpoint and event, with their attempts in webhook_delivery_attempts): the repository's,
// in the unit of work's transaction, then the read model's and the delivery store's, straight on the pool.

// The repository.

const WEBHOOK_RECORD_COLUMNS = 'workspace_id, id, url, events, form_id, description, is_active, secret, created_at, updated_at';

export const INSERT_WEBHOOK_SQL = sql<
  [
    workspaceId: string,
    id: string,
    url: string,
    events: readonly string[],
    formId: string | null,
    description: string,
    isActive: boolean,
    secret: string,
    createdAt: Date,
    updatedAt: Date,
  ]
>(`INSERT INTO webhooks (${WEBHOOK_RECORD_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`);

export const COUNT_WORKSPACE_WEBHOOKS_SQL = sql<[workspaceId: string], { count: number }>(
  `SELECT count(*)::int AS count FROM webhooks WHERE workspace_id = $1`,
);

export const LOCK_WEBHOOK_SQL = sql<[workspaceId: string, id: string], WebhookRecordRow>(
  `SELECT ${WEBHOOK_RECORD_COLUMNS} FROM webhooks WHERE workspace_id = $1 AND id = $2 FOR UPDATE`,
);

// Switching an endpoint back on starts its failure clock afresh.
export const UPDATE_WEBHOOK_SQL = sql<
  [
    workspaceId: string,
    id: string,
    url: string,
    events: readonly string[],
    formId: string | null,
    description: string,
    isActive: boolean,
    updatedAt: Date,
  ]
>(`UPDATE webhooks SET url = $3, events = $4, form_id = $5, description = $6, is_active = $7, updated_at = $8,
         failing_since = CASE WHEN $7 AND NOT is_active THEN NULL ELSE failing_since END
       WHERE workspace_id = $1 AND id = $2`);

// Its deliveries go too (and, by cascade, their attempts): a message leased right now can no longer be completed.
export const DELETE_WEBHOOK_SQL = sql<[workspaceId: string, id: string], { deleted: number }>(`WITH hook AS (DELETE FROM webhooks WHERE workspace_id = $1 AND id = $2 RETURNING id),
         deliveries AS (DELETE FROM outbox WHERE workspace_id = $1 AND target_id IN (SELECT id FROM hook))
       SELECT count(*)::int AS deleted FROM hook`);

// The read model and the delivery store.

const WEBHOOK_COLUMNS = 'id, url, events, form_id, description, is_active, created_at, updated_at';

export const WEBHOOKS_PAGE_SQL = sql<
  [
    workspaceId: string,
    limit: number,
    offset: string,
  ],
  WebhookRow & { total: number }
>(`
  SELECT counted.total, hook.*
  FROM (SELECT count(*)::int AS total FROM webhooks WHERE workspace_id = $1) AS counted
  LEFT JOIN LATERAL (
    SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE workspace_id = $1
    ORDER BY created_at, id
    LIMIT $2 OFFSET $3
  ) AS hook ON true
  ORDER BY hook.created_at, hook.id`);

export const WEBHOOK_BY_ID_SQL = sql<[workspaceId: string, id: string], WebhookRow>(
  `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE workspace_id = $1 AND id = $2`,
);

// A delivery is the outbox message of the webhooks handler for one endpoint. The outbox counts failed
// attempts; a succeeded delivery has made one more.
const DELIVERY_COLUMNS = `id, event_id, event_type, attempts + (completed_at IS NOT NULL)::int AS attempts, last_status_code, last_error, next_attempt_at,
  created_at, completed_at, failed_at`;

// The webhook row comes first, so an unknown webhook (no row at all) tells apart from one without deliveries.
export const WEBHOOK_DELIVERIES_SQL = sql<
  [
    workspaceId: string,
    webhookId: string,
    limit: number,
    offset: string,
  ],
  DeliveryRow & { total: number }
>(`
  SELECT counted.total, delivery.*
  FROM webhooks AS hook
  CROSS JOIN LATERAL (SELECT count(*)::int AS total FROM outbox WHERE workspace_id = $1 AND target_id = $2) AS counted
  LEFT JOIN LATERAL (
    SELECT ${DELIVERY_COLUMNS} FROM outbox WHERE workspace_id = $1 AND target_id = $2
    ORDER BY created_at DESC, id DESC
    LIMIT $3 OFFSET $4
  ) AS delivery ON true
  WHERE hook.workspace_id = $1 AND hook.id = $2
  ORDER BY delivery.created_at DESC, delivery.id DESC`);

// Read as the attempt goes out, after its lease: whether the delivery was erased since (its submission or
// form deleted) is known here, not from the payload the lease read.
export const WEBHOOK_DELIVERY_TARGET_SQL = sql<
  [
    workspaceId: string,
    webhookId: string,
    deliveryId: string,
  ],
  { url: string; secret: string; is_active: boolean; erased: boolean }
>(`
  SELECT hook.url, hook.secret, hook.is_active, delivery.erased_at IS NOT NULL AS erased
  FROM webhooks AS hook JOIN outbox AS delivery ON delivery.workspace_id = hook.workspace_id AND delivery.target_id = hook.id
  WHERE hook.workspace_id = $1 AND hook.id = $2 AND delivery.id = $3`);

// One statement: the attempt, the delivery's last outcome, and the endpoint's health. The endpoint row is
// written only when its health changes (first failure, first success after failures, switched off), so
// a busy healthy endpoint is not a hot row.
export const RECORD_WEBHOOK_ATTEMPT_SQL = sql<
  [
    workspaceId: string,
    webhookId: string,
    deliveryId: string,
    attemptedAt: Date,
    statusCode: number | null,
    error: string | null,
    durationMs: number,
    succeeded: boolean,
    disableBefore: Date,
  ]
>(`
  WITH attempt AS (
    INSERT INTO webhook_delivery_attempts (workspace_id, delivery_id, attempted_at, status_code, error, duration_ms)
    SELECT workspace_id, id, $4, $5, $6, $7 FROM outbox WHERE workspace_id = $1 AND id = $3
  ), delivery AS (
    UPDATE outbox SET last_status_code = $5, last_error = CASE WHEN erased_at IS NULL THEN $6 ELSE last_error END
    WHERE workspace_id = $1 AND id = $3
  )
  UPDATE webhooks SET
    failing_since = CASE WHEN $8 THEN NULL ELSE COALESCE(failing_since, $4) END,
    is_active = is_active AND ($8 OR COALESCE(failing_since, $4) > $9::timestamptz),
    updated_at = CASE WHEN NOT $8 AND is_active AND failing_since <= $9::timestamptz THEN $4 ELSE updated_at END
  WHERE workspace_id = $1 AND id = $2
    AND CASE WHEN $8 THEN failing_since IS NOT NULL
        ELSE failing_since IS NULL OR (is_active AND failing_since <= $9::timestamptz) END`);

// Due now and pending, whatever it was; an attempt in flight loses its lease and cannot record its outcome.
// The workers are woken to attempt it at once.
export const RETRY_WEBHOOK_DELIVERY_SQL = sql<
  [
    workspaceId: string,
    webhookId: string,
    deliveryId: string,
    now: Date,
  ],
  DeliveryRow
>(`
  WITH retried AS (
    UPDATE outbox SET next_attempt_at = $4, completed_at = NULL, failed_at = NULL, lease_token = NULL,
      attempts = attempts + (completed_at IS NOT NULL)::int
    WHERE workspace_id = $1 AND target_id = $2 AND id = $3 AND erased_at IS NULL
    RETURNING ${DELIVERY_COLUMNS}
  )
  SELECT retried.*, pg_notify('${OUTBOX_CHANNEL}', '')::text AS woken FROM retried`);

// Why a retry found nothing to retry: a delivery whose submission was erased has nothing left to send.
export const ERASED_DELIVERY_SQL = sql<
  [
    workspaceId: string,
    webhookId: string,
    deliveryId: string,
  ],
  { "?column?": number }
>(`SELECT 1 FROM outbox WHERE workspace_id = $1 AND target_id = $2 AND id = $3 AND erased_at IS NOT NULL`);

export interface WebhookRow {
  id: string;
  url: string;
  events: string[];
  form_id: string | null;
  description: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface DeliveryRow {
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

/** A webhook as the repository reads it: every column but its health. */
export interface WebhookRecordRow {
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
