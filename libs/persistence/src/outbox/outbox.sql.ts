import { sql, type Sql } from '../statement';

/** Workers LISTEN on it: a commit that made messages due wakes them instead of their next poll. */
export const OUTBOX_CHANNEL = 'outbox';

export const OUTBOX_LISTEN_SQL = sql<[]>(`LISTEN ${OUTBOX_CHANNEL}`);

/** The messages for handlers that take every event of a type: the columns of each, pairwise, then the time. */
export type OutboxInsertParams = readonly [
  workspaceId: string,
  ids: string[],
  eventIds: string[],
  handlers: string[],
  eventTypes: string[],
  payloads: string[],
  createdAt: Date,
];

/** The same, then one entry per event that webhooks may take (pairwise): its id, type, payload and form. */
export type OutboxInsertWithWebhooksParams = readonly [
  ...OutboxInsertParams,
  fanOutEventIds: string[],
  fanOutTypes: string[],
  fanOutPayloads: string[],
  fanOutFormIds: (string | null)[],
];

// The messages for handlers that take every event of a type: one per event and handler. The notification
// goes out when the transaction commits (and not at all when it rolls back).
export const OUTBOX_INSERT_SQL = sql<OutboxInsertParams>(`
  WITH direct AS (
    INSERT INTO outbox (workspace_id, id, event_id, handler, event_type, payload, created_at, next_attempt_at)
    SELECT $1, unnest($2::uuid[]), unnest($3::uuid[]), unnest($4::text[]), unnest($5::text[]), unnest($6::json[]), $7, $7
    RETURNING 1
  )
  SELECT pg_notify('${OUTBOX_CHANNEL}', '') FROM (SELECT 1 FROM direct LIMIT 1) AS made`);

// The same, plus one webhook delivery per event and active endpoint of the workspace that subscribes to the
// event (limited to a form: only that form's events; team events only to endpoints without a form). A
// workspace without webhooks finds no endpoint rows: the join costs a probe of an empty index range, and
// nobody is woken.
export function outboxInsertWithWebhooksSql(webhooksHandler: string): Sql<OutboxInsertWithWebhooksParams> {
  return sql(`
  WITH direct AS (
    INSERT INTO outbox (workspace_id, id, event_id, handler, event_type, payload, created_at, next_attempt_at)
    SELECT $1, unnest($2::uuid[]), unnest($3::uuid[]), unnest($4::text[]), unnest($5::text[]), unnest($6::json[]), $7, $7
    RETURNING 1
  ), deliveries AS (
    INSERT INTO outbox (workspace_id, id, event_id, handler, event_type, payload, created_at, next_attempt_at, target_id)
    SELECT $1, gen_random_uuid(), event.event_id, '${webhooksHandler}', event.event_type, event.payload, $7, $7, hook.id
    FROM unnest($8::uuid[], $9::text[], $10::json[], $11::uuid[]) AS event (event_id, event_type, payload, form_id)
    JOIN webhooks AS hook ON hook.workspace_id = $1 AND hook.is_active AND event.event_type = ANY (hook.events)
      AND (hook.form_id IS NULL OR hook.form_id = event.form_id)
    RETURNING 1
  )
  SELECT pg_notify('${OUTBOX_CHANNEL}', '') FROM (SELECT 1 FROM direct UNION ALL SELECT 1 FROM deliveries LIMIT 1) AS made`);
}

// One statement, so the lease is atomic without an explicit transaction. SKIP LOCKED lets replicas polling
// at once take disjoint batches; a message leased by a committed poll is no longer due (its next_attempt_at
// moved to the lease's end), and a poll that reaches it later re-checks that under the row lock. This poll
// spans workspaces by nature: it is the one query of the outbox without a workspace condition.
//
// Fair by workspace: every workspace with due messages gets its turn. Each may lend at most $6 messages to
// one poll, and fewer when this process already has attempts of it in flight ($8, $9: workspace and
// count), up to $7 in all; the batch then takes every workspace's first message, then every second, and so
// on (oldest first within a round). A workspace with thousands of due messages thus gets no more of a
// batch than one with a single message, and one whose attempts all hang cannot take every slot.
export const OUTBOX_LEASE_SQL = sql<
  [
    now: Date,
    leaseUntil: Date,
    limit: number,
    handlers: readonly string[],
    leaseToken: string,
    perWorkspace: number,
    inFlightCap: number,
    busyWorkspaceIds: string[],
    busyInFlight: number[],
  ],
  LeasedRow
>(`
  WITH due AS (
    SELECT workspace_id, id FROM outbox
    WHERE completed_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1 AND handler = ANY($4::text[])
  ), waiting AS (
    SELECT tenant.workspace_id, LEAST($6::int, $7::int - COALESCE(busy.in_flight, 0)) AS allowance
    FROM (SELECT DISTINCT workspace_id FROM due) AS tenant
    LEFT JOIN unnest($8::uuid[], $9::int[]) AS busy (workspace_id, in_flight) ON busy.workspace_id = tenant.workspace_id
  ), picked AS (
    SELECT message.workspace_id, message.id
    FROM waiting CROSS JOIN LATERAL (
      SELECT locked.workspace_id, locked.id, locked.next_attempt_at,
        row_number() OVER (ORDER BY locked.next_attempt_at, locked.id) AS round
      FROM (
        SELECT candidate.workspace_id, candidate.id, candidate.next_attempt_at FROM outbox AS candidate
        WHERE candidate.workspace_id = waiting.workspace_id AND candidate.completed_at IS NULL AND candidate.failed_at IS NULL
          AND candidate.next_attempt_at <= $1 AND candidate.handler = ANY($4::text[])
        ORDER BY candidate.next_attempt_at
        LIMIT waiting.allowance
        FOR UPDATE SKIP LOCKED
      ) AS locked
    ) AS message
    WHERE waiting.allowance > 0
    ORDER BY message.round, message.next_attempt_at, message.id
    LIMIT $3
  )
  UPDATE outbox SET next_attempt_at = $2, lease_token = $5
  FROM picked WHERE outbox.workspace_id = picked.workspace_id AND outbox.id = picked.id
  RETURNING outbox.workspace_id, outbox.id, outbox.event_id, outbox.handler, outbox.target_id, outbox.payload, outbox.attempts,
    outbox.created_at`);

// The messages of one batch share its lease token: those still held (not done, not taken over) get the
// new lease end, and come back so that the worker knows which are still its own.
export const RENEW_OUTBOX_LEASE_SQL = sql<
  [
    workspaceIds: string[],
    ids: string[],
    leaseToken: string,
    leaseUntil: Date,
  ],
  { id: string }
>(`
  UPDATE outbox SET next_attempt_at = $4
  WHERE (workspace_id, id) IN (SELECT unnest($1::uuid[]), unnest($2::uuid[]))
    AND lease_token = $3 AND completed_at IS NULL AND failed_at IS NULL
  RETURNING id`);

export const COMPLETE_OUTBOX_MESSAGE_SQL = sql<
  [
    workspaceId: string,
    id: string,
    leaseToken: string,
    completedAt: Date,
  ]
>(`
  UPDATE outbox SET completed_at = $4, lease_token = NULL
  WHERE workspace_id = $1 AND id = $2 AND lease_token = $3 AND completed_at IS NULL`);

export const FAIL_OUTBOX_MESSAGE_SQL = sql<
  [
    workspaceId: string,
    id: string,
    leaseToken: string,
    error: string,
    retryAt: Date | null,
    failedAt: Date,
  ]
>(`
  UPDATE outbox SET attempts = attempts + 1, last_error = $4, lease_token = NULL,
    next_attempt_at = COALESCE($5, next_attempt_at), failed_at = CASE WHEN $5::timestamptz IS NULL THEN $6::timestamptz END
  WHERE workspace_id = $1 AND id = $2 AND lease_token = $3 AND completed_at IS NULL`);

// Through outbox_due_idx, across workspaces like the poll: when the worker next has something to do.
export const OUTBOX_NEXT_DUE_SQL = sql<[handlers: readonly string[]], { next_attempt_at: Date | null }>(`
  SELECT min(next_attempt_at) AS next_attempt_at FROM outbox
  WHERE completed_at IS NULL AND failed_at IS NULL AND handler = ANY($1::text[])`);

// Housekeeping across workspaces, like the poll.
export const PURGE_OUTBOX_SQL = sql<[completedBefore: Date, failedBefore: Date]>(
  `DELETE FROM outbox WHERE completed_at < $1 OR failed_at < $2`,
);

const ERASED_SUBMISSION = 'The submission was deleted';
const ERASED_FORM = 'The form was deleted';

/**
 * What erasing does to a message: its payload emptied and, unless it was already delivered, failed with
 * the reason. It also takes the message's lease, as a retry does: an attempt in flight can then record
 * neither a completion nor a retry, so nothing it reports makes the message due again. Every erase
 * statement passes the time of the erasure as its $3.
 */
function erasedAs(reason: string): string {
  return `payload = '{}'::json, erased_at = $3, lease_token = NULL,
    failed_at = CASE WHEN completed_at IS NULL AND failed_at IS NULL THEN $3 ELSE failed_at END,
    last_error = CASE WHEN completed_at IS NULL THEN '${reason}' ELSE last_error END`;
}

// Through outbox_submission_idx: the messages that carry one submission. What a webhook was sent stays
// counted in the delivery log (attempts, status), but nothing of the submission is left to send or read.
export const ERASE_SUBMISSION_MESSAGES_SQL = sql<[workspaceId: string, submissionId: string, erasedAt: Date]>(`
  UPDATE outbox SET ${erasedAs(ERASED_SUBMISSION)}
  WHERE workspace_id = $1 AND event_type = 'submission.created' AND (payload->'submission'->>'id') = $2`);

// Erasing a form: the messages that carry it (its creation and changes) or one of its submissions. Scans the
// workspace's messages, which the hourly purge keeps to recent ones; erasing a form is rare.
export const ERASE_FORM_MESSAGES_SQL = sql<[workspaceId: string, formId: string, erasedAt: Date]>(`
  UPDATE outbox SET ${erasedAs(ERASED_FORM)}
  WHERE workspace_id = $1 AND erased_at IS NULL
    AND ((event_type IN ('form.created', 'form.updated') AND (payload->'form'->>'id') = $2)
      OR (event_type = 'submission.created' AND (payload->>'formId') = $2))`);

// Emails about a response carry the submission's id and the recipient (for a confirmation, an address the
// respondent gave): erasing the submission, or its form, empties them, and one not sent yet never goes out.
// Through outbox_response_email_idx for a submission; a form's scan is the rare path, as above.
export const ERASE_SUBMISSION_EMAILS_SQL = sql<[workspaceId: string, submissionId: string, erasedAt: Date]>(`
  UPDATE outbox SET ${erasedAs(ERASED_SUBMISSION)}
  WHERE workspace_id = $1 AND event_type = 'response_email.requested' AND (payload->>'submissionId') = $2`);

export const ERASE_FORM_EMAILS_SQL = sql<[workspaceId: string, formId: string, erasedAt: Date]>(`
  UPDATE outbox SET ${erasedAs(ERASED_FORM)}
  WHERE workspace_id = $1 AND erased_at IS NULL AND event_type = 'response_email.requested' AND (payload->>'formId') = $2`);

export interface LeasedRow {
  workspace_id: string;
  id: string;
  event_id: string;
  handler: string;
  target_id: string | null;
  payload: unknown;
  attempts: number;
  created_at: Date;
}
