import type { ConfirmationEmailAllowance, ConfirmationEmailClaim, ConfirmationEmailReadModel } from '@forms/application';
import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../storable-values';
import { preparedQuery } from '../unit-of-work/prepared-query';
import {
  CONFIRMATIONS_HELD_SQL,
  COUNT_CONFIRMATION_DAY_SQL,
  COUNT_CONFIRMATION_HELD_SQL,
  COUNT_CONFIRMATION_RECIPIENT_SQL,
  FORGET_CONFIRMATION_DAYS_SQL,
  LOCK_CONFIRMATION_RECIPIENT_SQL,
} from './confirmation-email.sql';

export class TypeormConfirmationEmailAllowance implements ConfirmationEmailAllowance {
  constructor(private readonly manager: EntityManager) {}

  async claim(claim: ConfirmationEmailClaim): Promise<boolean> {
    const { workspaceId, formId, day } = claim;
    const recipient = [workspaceId, formId, day, claim.recipient];
    const [locked] = await preparedQuery<{ sent: number }>(this.manager, 'confirmation_recipient_lock', LOCK_CONFIRMATION_RECIPIENT_SQL, recipient);
    if (locked.sent < claim.perRecipient) {
      const [counted] = await preparedQuery<{ inserted: boolean }>(this.manager, 'confirmation_day_count', COUNT_CONFIRMATION_DAY_SQL, [workspaceId, day, claim.perWorkspace]);
      if (counted) {
        await preparedQuery(this.manager, 'confirmation_recipient_count', COUNT_CONFIRMATION_RECIPIENT_SQL, recipient);
        if (counted.inserted) await preparedQuery(this.manager, 'confirmation_days_forget', FORGET_CONFIRMATION_DAYS_SQL, [workspaceId, day]);
        return true;
      }
    }
    await preparedQuery(this.manager, 'confirmation_held_count', COUNT_CONFIRMATION_HELD_SQL, [workspaceId, formId, day]);
    return false;
  }
}

export class PostgresConfirmationEmailReadModel implements ConfirmationEmailReadModel {
  constructor(private readonly pool: Pool) {}

  async heldBack(workspaceId: string, formId: string, day: string): Promise<number | null> {
    if (!isUuid(formId)) return null;
    const { rows } = await this.pool.query<{ held: number }>(CONFIRMATIONS_HELD_SQL, [workspaceId, formId, day]);
    return rows[0]?.held ?? null;
  }
}
