import type { InvitationMailer } from '@forms/application';
import type { InvitationDetails } from '@forms/domain';
import { createTransport, type Transporter } from 'nodemailer';
import { composeInvitationEmail } from './invitation-email';

export interface ClosableInvitationMailer extends InvitationMailer {
  close(): void;
}

/** Sends through the SMTP server of SMTP_URL; a failure makes DeliverInvitations retry later. */
export class SmtpInvitationMailer implements ClosableInvitationMailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Bounded well inside the delivery lease, so a hung server cannot make a leased invitation go out twice.
    // Query parameters of SMTP_URL (?connectionTimeout=...) override these.
    this.transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async send(invitation: InvitationDetails): Promise<void> {
    await this.transport.sendMail(composeInvitationEmail(invitation, this.from));
  }

  close(): void {
    this.transport.close();
  }
}
