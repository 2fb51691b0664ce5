import type { SignInEmail } from '@forms/application';
import type { InvitationEmail } from './invitation-email';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Names the workspace (subject and body), and carries the link and the code: either one signs in, once. */
export function composeSignInEmail(email: SignInEmail, from: string): InvitationEmail {
  const workspace = email.workspaceName;
  const text = [
    `Sign in to the workspace "${workspace}" with this link:`,
    email.link,
    '',
    `Or enter this code on the sign-in page: ${email.code}`,
    '',
    'The link and the code work once, for 15 minutes.',
    'If you did not ask to sign in, you can ignore this email.',
  ].join('\n');
  const html = [
    `<p>Sign in to the workspace <strong>${escapeHtml(workspace)}</strong>:</p>`,
    `<p><a href="${escapeHtml(email.link)}">Sign in</a></p>`,
    `<p>Or enter this code on the sign-in page: <strong>${escapeHtml(email.code)}</strong></p>`,
    '<p>The link and the code work once, for 15 minutes. If you did not ask to sign in, you can ignore this email.</p>',
  ].join('\n');
  return { from, to: email.to, subject: `Sign in to ${workspace}`, text, html };
}
