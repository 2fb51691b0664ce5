import { Logger } from '@nestjs/common';
import type { ResponseEmail, ResponseMailer } from '@forms/application';
import { createTransport, type Transporter } from 'nodemailer';
import { composeResponseEmail } from './response-email';

export interface ClosableResponseMailer extends ResponseMailer {
  close(): void;
}

/** Sends through the SMTP server of SMTP_URL; a failure makes the outbox retry later. */
export class SmtpResponseMailer implements ClosableResponseMailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Bounded well inside the delivery lease, as for invitations.
    this.transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async send(email: ResponseEmail): Promise<void> {
    await this.transport.sendMail(composeResponseEmail(email, this.from));
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * Without SMTP_URL (local runs), an email about a response is written to the log and counts as sent.
 * The answers are never logged, nor a respondent's address: they are the respondent's, and logs outlive
 * an erasure. A member's address (a notification) is the workspace's own and may be shown.
 */
export class LogResponseMailer implements ClosableResponseMailer {
  private readonly logger = new Logger('ResponseEmails');

  async send(email: ResponseEmail): Promise<void> {
    const message =
      email.purpose === 'notification'
        ? `not emailing ${email.to} about a new response to "${email.formTitle}"`
        : `not emailing a respondent the confirmation of their response to "${email.formTitle}"`;
    this.logger.log(`SMTP_URL is not set; ${message}`);
  }

  close(): void {
    // Nothing to release.
  }
}
