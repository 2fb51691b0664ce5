import type { NewSignInAttempt, SignInAttemptReadModel, SignInAttemptRepository, StoredSignInAttempt } from '@forms/application';
import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../storable-values';
import { preparedQuery } from '../unit-of-work/prepared-query';
import {
  INSERT_SIGN_IN_ATTEMPT_SQL,
  LOCK_SIGN_IN_ATTEMPT_SQL,
  RECORD_WRONG_SIGN_IN_CODE_SQL,
  SET_SIGN_IN_SECRETS_SQL,
  SIGN_IN_ATTEMPT_SQL,
  type SignInAttemptRow,
  SPEND_SIGN_IN_ATTEMPT_SQL,
} from './sign-in-attempt.sql';

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
    await preparedQuery(this.manager, 'sign_in_attempt_insert', INSERT_SIGN_IN_ATTEMPT_SQL, [
      attempt.workspaceId,
      attempt.id,
      attempt.teamMemberId,
      attempt.email,
      attempt.tokenHash ? Buffer.from(attempt.tokenHash) : null,
      attempt.returnTo,
      attempt.clientIp,
      attempt.createdAt,
      attempt.expiresAt,
    ]);
  }

  async lockForUse(workspaceId: string, id: string): Promise<StoredSignInAttempt | null> {
    if (!isUuid(id)) return null;
    const [row] = await preparedQuery<SignInAttemptRow>(this.manager, 'sign_in_attempt_lock', LOCK_SIGN_IN_ATTEMPT_SQL, [workspaceId, id]);
    return row ? toAttempt(row) : null;
  }

  async spend(workspaceId: string, id: string, now: Date): Promise<void> {
    await preparedQuery(this.manager, 'sign_in_attempt_spend', SPEND_SIGN_IN_ATTEMPT_SQL, [workspaceId, id, now]);
  }

  async recordWrongCode(workspaceId: string, id: string, spendAt: Date | null): Promise<void> {
    await preparedQuery(this.manager, 'sign_in_attempt_wrong_code', RECORD_WRONG_SIGN_IN_CODE_SQL, [workspaceId, id, spendAt]);
  }

  async setSecrets(workspaceId: string, id: string, tokenHash: Uint8Array, codeHash: Uint8Array, now: Date): Promise<boolean> {
    const rows = await preparedQuery(this.manager, 'sign_in_attempt_secrets', SET_SIGN_IN_SECRETS_SQL, [
      workspaceId,
      id,
      Buffer.from(tokenHash),
      Buffer.from(codeHash),
      now,
    ]);
    return rows.length > 0;
  }
}

export class PostgresSignInAttemptReadModel implements SignInAttemptReadModel {
  constructor(private readonly pool: Pool) {}

  async findById(workspaceId: string, id: string): Promise<StoredSignInAttempt | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.pool.query<SignInAttemptRow>({ name: 'sign_in_attempt_by_id', text: SIGN_IN_ATTEMPT_SQL, values: [workspaceId, id] });
    return rows.length > 0 ? toAttempt(rows[0]) : null;
  }
}
