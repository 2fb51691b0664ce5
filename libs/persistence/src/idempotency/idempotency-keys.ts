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
import { preparedQuery } from '../unit-of-work/prepared-query';
import { PURGE_EXPIRED_IDEMPOTENCY_KEYS_SQL } from './idempotency.sql';

// A new key is inserted; an existing one is taken over only when it expired, or when its request died
// (lease over, never completed) and this is the same request again. Otherwise nothing is returned and
// the row is read to tell the caller why.
const CLAIM_SQL = `
  INSERT INTO idempotency_keys AS existing (workspace_id, scope, key, fingerprint, created_at, locked_until, expires_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (workspace_id, scope, key) DO UPDATE
    SET fingerprint = EXCLUDED.fingerprint, result = NULL, created_at = EXCLUDED.created_at,
        locked_until = EXCLUDED.locked_until, completed_at = NULL, expires_at = EXCLUDED.expires_at
    WHERE existing.expires_at <= $5
       OR (existing.completed_at IS NULL AND existing.locked_until <= $5 AND existing.fingerprint = EXCLUDED.fingerprint)
  RETURNING 1`;

const READ_SQL = `
  SELECT fingerprint, completed_at, result FROM idempotency_keys WHERE workspace_id = $1 AND scope = $2 AND key = $3`;

const RELEASE_SQL = `
  DELETE FROM idempotency_keys WHERE workspace_id = $1 AND scope = $2 AND key = $3 AND completed_at IS NULL`;

const COMPLETE_SQL = `
  UPDATE idempotency_keys SET result = $4, completed_at = $5, locked_until = NULL
  WHERE workspace_id = $1 AND scope = $2 AND key = $3`;

/** Claims and releases commit on their own, outside any unit of work: others must see them at once. */
export class PostgresIdempotencyKeys implements IdempotencyKeys {
  constructor(private readonly pool: Pool) {}

  async claim(request: IdempotentRequest, now: Date): Promise<IdempotencyClaim> {
    const { workspaceId, scope, key, fingerprint } = request;
    // Twice at most: a key released between the insert and the read is free again.
    for (let attempt = 0; attempt < 2; attempt++) {
      const claimed = await this.pool.query({
        name: 'claim_idempotency_key',
        text: CLAIM_SQL,
        values: [
          workspaceId, scope, key, fingerprint, now, new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
          new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        ],
      });
      if (claimed.rowCount === 1) return { outcome: 'claimed' };
      const { rows } = await this.pool.query<{ fingerprint: string; completed_at: Date | null; result: unknown }>({
        name: 'read_idempotency_key',
        text: READ_SQL,
        values: [workspaceId, scope, key],
      });
      if (rows.length === 0) continue;
      const [row] = rows;
      if (row.fingerprint !== fingerprint) return { outcome: 'fingerprint_mismatch' };
      return row.completed_at === null ? { outcome: 'in_progress' } : { outcome: 'completed', result: row.result };
    }
    return { outcome: 'in_progress' };
  }

  async release(request: IdempotentRequest): Promise<void> {
    await this.pool.query({ name: 'release_idempotency_key', text: RELEASE_SQL, values: [request.workspaceId, request.scope, request.key] });
  }

  async purgeExpired(now: Date): Promise<number> {
    const { rowCount } = await this.pool.query(PURGE_EXPIRED_IDEMPOTENCY_KEYS_SQL, [now]);
    return rowCount ?? 0;
  }
}

export class TypeormIdempotencyRecorder implements IdempotencyRecorder {
  constructor(private readonly manager: EntityManager) {}

  async complete(request: IdempotentRequest, result: unknown, now: Date): Promise<void> {
    await preparedQuery(this.manager, 'complete_idempotency_key', COMPLETE_SQL, [
      request.workspaceId, request.scope, request.key, JSON.stringify(result), now,
    ]);
  }
}
