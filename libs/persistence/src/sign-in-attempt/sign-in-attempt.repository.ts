import type { NewSignInAttempt, SignInAttemptReadModel, SignInAttemptRepository, StoredSignInAttempt } from '@forms/application';
import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import { REQUEST_COUNTER_SQL } from '../request-counter/request-counter.sql';
import { counterName } from '../request-counter/request-counters';
import { isUuid } from '../storable-values';
import {
  INSERT_SIGN_IN_ATTEMPT_SQL,
  KNOWN_SIGN_IN_BROWSER_SQL,
  LOCK_SIGN_IN_ATTEMPT_SQL,
  RECORD_WRONG_SIGN_IN_CODE_SQL,
  REMEMBER_SIGN_IN_BROWSER_SQL,
  SET_SIGN_IN_SECRETS_SQL,
  SIGN_IN_ATTEMPT_SQL,
  type SignInAttemptRow,
  SPEND_SIGN_IN_ATTEMPT_SQL,
  TAKE_REQUEST_COUNT_SQL,
} from './sign-in-attempt.sql';
import { runSql, sqlRows } from '../run-sql';

function toAttempt(row: SignInAttemptRow): StoredSignInAttempt {
  return {
    id: row.id,
    teamMemberId: row.team_member_id,
    email: row.email,
    tokenHash: row.token_hash,
    codeHash: row.code_hash,
    wrongCodes: row.wrong_codes,
    returnTo: row.return_to,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    spentAt: row.spent_at,
    browserHash: row.browser_hash,
    member:
      row.team_member_id !== null && row.member_email !== null
        ? { id: row.team_member_id, email: row.member_email, organizationRole: row.organization_role as string, active: row.active === true }
        : null,
  };
}

/** Bound to the unit of work's transaction: an attempt is spent exactly when its session starts. */
export class TypeormSignInAttemptRepository implements SignInAttemptRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(attempt: NewSignInAttempt): Promise<void> {
    await runSql(this.manager, INSERT_SIGN_IN_ATTEMPT_SQL, [
      attempt.workspaceId,
      attempt.id,
      attempt.teamMemberId,
      attempt.email,
      attempt.tokenHash ? Buffer.from(attempt.tokenHash) : null,
      attempt.returnTo,
      attempt.clientIp,
      attempt.createdAt,
      attempt.expiresAt,
      attempt.browserHash ? Buffer.from(attempt.browserHash) : null,
    ], 'sign_in_attempt_insert');
  }

  async lockForUse(workspaceId: string, id: string): Promise<StoredSignInAttempt | null> {
    if (!isUuid(id)) return null;
    const [row] = await sqlRows(this.manager, LOCK_SIGN_IN_ATTEMPT_SQL, [workspaceId, id], 'sign_in_attempt_lock');
    return row ? toAttempt(row) : null;
  }

  async spend(workspaceId: string, id: string, now: Date): Promise<void> {
    await runSql(this.manager, SPEND_SIGN_IN_ATTEMPT_SQL, [workspaceId, id, now], 'sign_in_attempt_spend');
  }

  async recordWrongCode(workspaceId: string, id: string, limit: number): Promise<number | null> {
    const [row] = await sqlRows(this.manager, RECORD_WRONG_SIGN_IN_CODE_SQL, [workspaceId, id, limit], 'sign_in_attempt_wrong_code');
    return row ? row.wrong_codes : null;
  }

  async takeCount(workspaceId: string, counter: string, windowStart: Date, limit: number): Promise<boolean> {
    const rows = await sqlRows(
      this.manager,
      TAKE_REQUEST_COUNT_SQL,
      [workspaceId, counterName(counter), windowStart, limit],
      'request_counter_take',
    );
    return rows.length > 0;
  }

  async countOf(workspaceId: string, counter: string, windowStart: Date): Promise<number> {
    const [row] = await sqlRows(this.manager, REQUEST_COUNTER_SQL, [workspaceId, counterName(counter), windowStart], 'request_counter_of');
    return row?.count ?? 0;
  }

  async isKnownBrowser(workspaceId: string, teamMemberId: string, browserHash: Uint8Array, since: Date): Promise<boolean> {
    const rows = await sqlRows(
      this.manager,
      KNOWN_SIGN_IN_BROWSER_SQL,
      [workspaceId, teamMemberId, Buffer.from(browserHash), since],
      'sign_in_browser_known',
    );
    return rows.length > 0;
  }

  async rememberBrowser(workspaceId: string, teamMemberId: string, browserHash: Uint8Array, now: Date): Promise<void> {
    await runSql(
      this.manager,
      REMEMBER_SIGN_IN_BROWSER_SQL,
      [workspaceId, teamMemberId, Buffer.from(browserHash), now],
      'sign_in_browser_remember',
    );
  }

  async setSecrets(workspaceId: string, id: string, tokenHash: Uint8Array, codeHash: Uint8Array, now: Date): Promise<boolean> {
    const rows = await sqlRows(this.manager, SET_SIGN_IN_SECRETS_SQL, [
      workspaceId,
      id,
      Buffer.from(tokenHash),
      Buffer.from(codeHash),
      now,
    ], 'sign_in_attempt_secrets');
    return rows.length > 0;
  }
}

export class PostgresSignInAttemptReadModel implements SignInAttemptReadModel {
  constructor(private readonly pool: Pool) {}

  async findById(workspaceId: string, id: string): Promise<StoredSignInAttempt | null> {
    if (!isUuid(id)) return null;
    const { rows } = await runSql(this.pool, SIGN_IN_ATTEMPT_SQL, [workspaceId, id], 'sign_in_attempt_by_id');
    return rows.length > 0 ? toAttempt(rows[0]) : null;
  }
}
