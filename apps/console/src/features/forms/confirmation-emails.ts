/** What the console API answers about a form's confirmation emails today. */
export interface ConfirmationEmails {
  held_back_today: number;
  per_address_limit: number;
  per_workspace_limit: number;
}

/**
 * The form page's line about confirmations the daily limits kept from being sent, or null when none
 * were: "3 confirmation emails held back today (limit: 3 per address per form a day, 1,000 per workspace)".
 */
export function heldBackNotice(emails: ConfirmationEmails): string | null {
  const held = emails.held_back_today;
  if (held === 0) return null;
  const count = new Intl.NumberFormat('en');
  return (
    `${count.format(held)} confirmation ${held === 1 ? 'email' : 'emails'} held back today ` +
    `(limit: ${count.format(emails.per_address_limit)} per address per form a day, ${count.format(emails.per_workspace_limit)} per workspace)`
  );
}
