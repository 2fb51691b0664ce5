import type { ConfirmationEmailAllowance, ConfirmationEmailClaim, ConfirmationEmailReadModel } from '@forms/application';
import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../storable-values';
import {
  CONFIRMATIONS_HELD_SQL,
  COUNT_CONFIRMATION_DAY_SQL,
  COUNT_CONFIRMATION_HELD_SQL,
  COUNT_CONFIRMATION_RECIPIENT_SQL,
  FORGET_CONFIRMATION_DAYS_SQL,
  LOCK_CONFIRMATION_RECIPIENT_SQL,
} from './confirmation-email.sql';
import { runSql, sqlRows } from '../run-sql';

export class TypeormConfirmationEmailAllowance implements ConfirmationEmailAllowance {
  constructor(private readonly manager: EntityManager) {}

  async claim(claim: ConfirmationEmailClaim): Promise<boolean> {
    const { workspaceId, formId, day } = claim;
    const recipient = [workspaceId, formId, day, claim.recipient] as const;
    const [locked] = await sqlRows(this.manager, LOCK_CONFIRMATION_RECIPIENT_SQL, recipient, 'confirmation_recipient_lock');
    if (locked.sent < claim.perRecipient) {
      const [counted] = await sqlRows(
        this.manager,
        COUNT_CONFIRMATION_DAY_SQL,
        [workspaceId, day, claim.perWorkspace],
        'confirmation_day_count',
      );
      if (counted) {
        await runSql(this.manager, COUNT_CONFIRMATION_RECIPIENT_SQL, recipient, 'confirmation_recipient_count');
        if (counted.inserted) await runSql(this.manager, FORGET_CONFIRMATION_DAYS_SQL, [workspaceId, day], 'confirmation_days_forget');
        return true;
      }
    }
    await runSql(this.manager, COUNT_CONFIRMATION_HELD_SQL, [workspaceId, formId, day], 'confirmation_held_count');
    return false;
  }
}

export class PostgresConfirmationEmailReadModel implements ConfirmationEmailReadModel {
  constructor(private readonly pool: Pool) {}

  async heldBack(workspaceId: string, formId: string, day: string): Promise<number | null> {
    if (!isUuid(formId)) return null;
    const { rows } = await runSql(this.pool, CONFIRMATIONS_HELD_SQL, [workspaceId, formId, day]);
    return rows[0]?.held ?? null;
  }
}
