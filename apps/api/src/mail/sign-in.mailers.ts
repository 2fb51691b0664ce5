import { Logger } from '@nestjs/common';
import type { SignInEmail, SignInMailer } from '@forms/application';
import { createTransport, type Transporter } from 'nodemailer';
import { composeSignInEmail } from './sign-in-email';

export interface ClosableSignInMailer extends SignInMailer {
  close(): void;
}

/** Sends through the SMTP server of SMTP_URL; a failure makes the outbox retry (with new link and code). */
export class SmtpSignInMailer implements ClosableSignInMailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Bounded well inside the delivery lease, as for invitations.
    this.transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async send(email: SignInEmail): Promise<void> {
    await this.transport.sendMail(composeSignInEmail(email, this.from));
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * Without SMTP_URL (local runs), a sign-in email is written to the log and counts as delivered. Outside
 * production link and code are included, so the developer can sign in; in production they are not, since
 * whoever reads the logs must not be able to sign in as a member.
 */
export class LogSignInMailer implements ClosableSignInMailer {
  private readonly logger = new Logger('SignIn');

  constructor(private readonly showSecrets = true) {}

  async send(email: SignInEmail): Promise<void> {
    this.logger.log(
      `SMTP_URL is not set; not emailing ${email.to} their sign-in to "${email.workspaceName}"` +
        (this.showSecrets ? `: link ${email.link}, code ${email.code}` : ' (link and code withheld in production)'),
    );
  }

  close(): void {
    // Nothing to release.
  }
}
