import { DomainError } from '@forms/domain';
import type { ConfirmationEmailReadModel } from '../shared/ports/confirmation-emails.port';
import type { Clock } from '../shared/ports/system.port';
import { CONFIRMATIONS_PER_RECIPIENT } from './create-submission.use-case';

export interface ConfirmationEmailHoldsView {
  /** The UTC day counted, `YYYY-MM-DD`. */
  day: string;
  /** Confirmations of the form's submissions of the day that were stored without their email. */
  heldBack: number;
  perRecipientLimit: number;
  perWorkspaceLimit: number;
}

/** How many of a form's confirmation emails the daily allowance held back today, with the limits. */
export class GetConfirmationEmailHolds {
  constructor(
    private readonly reads: ConfirmationEmailReadModel,
    private readonly clock: Clock,
    private readonly settings: { confirmationEmailsPerDay: number },
  ) {}

  async execute(query: { workspaceId: string; formId: string }): Promise<ConfirmationEmailHoldsView> {
    const day = this.clock.now().toISOString().slice(0, 10);
    const heldBack = await this.reads.heldBack(query.workspaceId, query.formId, day);
    if (heldBack === null) throw DomainError.formNotFound();
    return { day, heldBack, perRecipientLimit: CONFIRMATIONS_PER_RECIPIENT, perWorkspaceLimit: this.settings.confirmationEmailsPerDay };
  }
}
