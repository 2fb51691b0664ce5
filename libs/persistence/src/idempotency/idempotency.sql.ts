import { sql } from '../statement';

// A new key is inserted; an existing one is taken over only when it expired, or when its request died
// (lease over, never completed) and this is the same request again. Otherwise nothing is returned and
// the row is read to tell the caller why.
export const CLAIM_IDEMPOTENCY_KEY_SQL = sql<
  [
    workspaceId: string,
    scope: string,
    key: string,
    fingerprint: string,
    now: Date,
    lockedUntil: Date,
    expiresAt: Date,
  ]
>(`
  INSERT INTO idempotency_keys AS existing (workspace_id, scope, key, fingerprint, created_at, locked_until, expires_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (workspace_id, scope, key) DO UPDATE
    SET fingerprint = EXCLUDED.fingerprint, result = NULL, created_at = EXCLUDED.created_at,
        locked_until = EXCLUDED.locked_until, completed_at = NULL, expires_at = EXCLUDED.expires_at
    WHERE existing.expires_at <= $5
       OR (existing.completed_at IS NULL AND existing.locked_until <= $5 AND existing.fingerprint = EXCLUDED.fingerprint)
  RETURNING 1`);

export interface IdempotencyKeyRow {
  fingerprint: string;
  completed_at: Date | null;
  result: unknown;
}

export const READ_IDEMPOTENCY_KEY_SQL = sql<[workspaceId: string, scope: string, key: string], IdempotencyKeyRow>(`
  SELECT fingerprint, completed_at, result FROM idempotency_keys WHERE workspace_id = $1 AND scope = $2 AND key = $3`);

export const RELEASE_IDEMPOTENCY_KEY_SQL = sql<[workspaceId: string, scope: string, key: string]>(`
  DELETE FROM idempotency_keys WHERE workspace_id = $1 AND scope = $2 AND key = $3 AND completed_at IS NULL`);

export const COMPLETE_IDEMPOTENCY_KEY_SQL = sql<
  [
    workspaceId: string,
    scope: string,
    key: string,
    result: string,
    completedAt: Date,
  ]
>(`
  UPDATE idempotency_keys SET result = $4, completed_at = $5, locked_until = NULL
  WHERE workspace_id = $1 AND scope = $2 AND key = $3`);

// Across workspaces on purpose: hourly housekeeping of keys whose 24 hours are over, by the expiry index.
export const PURGE_EXPIRED_IDEMPOTENCY_KEYS_SQL = sql<[expiredBefore: Date]>(`DELETE FROM idempotency_keys WHERE expires_at < $1`);

// Through idempotency_keys_submission_idx: the intake's records that answer with this submission.
export const FORGET_SUBMISSION_IDEMPOTENCY_SQL = sql<[workspaceId: string, submissionId: string]>(`
  DELETE FROM idempotency_keys WHERE workspace_id = $1 AND scope LIKE 'submissions:%' AND (result->>'id') = $2`);

// Erasing a form: the intake's records of its submissions (their scope names the form).
export const FORGET_FORM_IDEMPOTENCY_SQL = sql<[workspaceId: string, formId: string]>(`
  DELETE FROM idempotency_keys WHERE workspace_id = $1 AND starts_with(scope, 'submissions:' || $2 || ':')`);
