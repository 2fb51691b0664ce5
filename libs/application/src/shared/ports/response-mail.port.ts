/** One email about a response, as the handler hands it to the mailer. */
export interface ResponseEmail {
  /** A member's notification, or the respondent's copy of their answers. */
  purpose: 'notification' | 'confirmation';
  to: string;
  formTitle: string;
  /** The workspace whose form it is: a confirmation names it. Null on messages queued before it was recorded. */
  workspaceName: string | null;
  /**
   * The answers in question order: as stored in a notification; in a confirmation only those that
   * cannot carry text of the respondent's choosing, the others as "(answered)".
   */
  answers: { label: string; value: string }[];
  submittedAt: Date;
  /** The response in the console: notifications only, when the workspace address is known. */
  consoleUrl: string | null;
}

/** Sends an email about a response; throws when the mail server refuses or cannot be reached. */
export interface ResponseMailer {
  send(email: ResponseEmail): Promise<void>;
}
