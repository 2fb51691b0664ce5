/** What one confirmation email asks of the day's allowance. */
export interface ConfirmationEmailClaim {
  workspaceId: string;
  formId: string;
  /** The address the respondent typed, as stored in the answer. */
  recipient: string;
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  /** Confirmations to one address per form per day. */
  perRecipient: number;
  /** Confirmations per workspace per day. */
  perWorkspace: number;
}

/** The daily allowance of confirmation emails, in the unit of work's transaction. */
export interface ConfirmationEmailAllowance {
  /**
   * Counts the email when both allowances have room and answers true; otherwise counts it as held back
   * for the form and answers false. Exact under concurrent submissions on any replica.
   */
  claim(claim: ConfirmationEmailClaim): Promise<boolean>;
}

/** Confirmation emails held back, read straight from the database. */
export interface ConfirmationEmailReadModel {
  /** The form's confirmations held back on `day`; null when the workspace has no such form. */
  heldBack(workspaceId: string, formId: string, day: string): Promise<number | null>;
}
