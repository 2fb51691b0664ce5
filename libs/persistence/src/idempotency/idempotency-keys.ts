import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyClaim,
  type IdempotencyKeys,
  type IdempotencyRecorder,
  type IdempotentRequest,
} from '@forms/application';
import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import {
  CLAIM_IDEMPOTENCY_KEY_SQL,
  COMPLETE_IDEMPOTENCY_KEY_SQL,
  FORGET_FORM_IDEMPOTENCY_SQL,
  FORGET_SUBMISSION_IDEMPOTENCY_SQL,
  PURGE_EXPIRED_IDEMPOTENCY_KEYS_SQL,
  READ_IDEMPOTENCY_KEY_SQL,
  RELEASE_IDEMPOTENCY_KEY_SQL,
} from './idempotency.sql';
import { runSql } from '../run-sql';

/** Claims and releases commit on their own, outside any unit of work: others must see them at once. */
export class PostgresIdempotencyKeys implements IdempotencyKeys {
  constructor(private readonly pool: Pool) {}

  async claim(request: IdempotentRequest, now: Date): Promise<IdempotencyClaim> {
    const { workspaceId, scope, key, fingerprint } = request;
    // Twice at most: a key released between the insert and the read is free again.
    for (let attempt = 0; attempt < 2; attempt++) {
      const claimed = await runSql(this.pool, CLAIM_IDEMPOTENCY_KEY_SQL, [
          workspaceId, scope, key, fingerprint, now, new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
          new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        ], 'claim_idempotency_key');
      if (claimed.rowCount === 1) return { outcome: 'claimed' };
      const { rows } = await runSql(this.pool, READ_IDEMPOTENCY_KEY_SQL, [workspaceId, scope, key], 'read_idempotency_key');
      if (rows.length === 0) continue;
      const [row] = rows;
      if (row.fingerprint !== fingerprint) return { outcome: 'fingerprint_mismatch' };
      return row.completed_at === null ? { outcome: 'in_progress' } : { outcome: 'completed', result: row.result };
    }
    return { outcome: 'in_progress' };
  }

  async release(request: IdempotentRequest): Promise<void> {
    await runSql(this.pool, RELEASE_IDEMPOTENCY_KEY_SQL, [request.workspaceId, request.scope, request.key], 'release_idempotency_key');
  }

  async purgeExpired(now: Date): Promise<number> {
    const { rowCount } = await runSql(this.pool, PURGE_EXPIRED_IDEMPOTENCY_KEYS_SQL, [now]);
    return rowCount ?? 0;
  }
}

export class TypeormIdempotencyRecorder implements IdempotencyRecorder {
  constructor(private readonly manager: EntityManager) {}

  async forgetForm(workspaceId: string, formId: string): Promise<void> {
    await runSql(this.manager, FORGET_FORM_IDEMPOTENCY_SQL, [workspaceId, formId], 'forget_form_idempotency');
  }

  async forgetSubmission(workspaceId: string, submissionId: string): Promise<void> {
    await runSql(this.manager, FORGET_SUBMISSION_IDEMPOTENCY_SQL, [workspaceId, submissionId], 'forget_submission_idempotency');
  }

  async complete(request: IdempotentRequest, result: unknown, now: Date): Promise<void> {
    await runSql(this.manager, COMPLETE_IDEMPOTENCY_KEY_SQL, [
      request.workspaceId, request.scope, request.key, JSON.stringify(result), now,
    ], 'complete_idempotency_key');
  }
}
