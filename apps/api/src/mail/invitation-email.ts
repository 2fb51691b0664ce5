import type { InvitationDetails } from '@forms/domain';

export interface InvitationEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Names the workspace (subject and body) and the inviter, and carries the join link. */
export function composeInvitationEmail(invitation: InvitationDetails, from: string): InvitationEmail {
  const workspace = invitation.workspaceName;
  const inviter = invitation.invitedBy || 'An administrator';
  const text = [
    `${inviter} invited you to join the workspace "${workspace}".`,
    '',
    'Accept the invitation:',
    invitation.joinUrl,
    '',
    'If you did not expect this invitation, you can ignore this email.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(inviter)} invited you to join the workspace <strong>${escapeHtml(workspace)}</strong>.</p>`,
    `<p><a href="${escapeHtml(invitation.joinUrl)}">Accept the invitation</a></p>`,
    '<p>If you did not expect this invitation, you can ignore this email.</p>',
  ].join('\n');
  return { from, to: invitation.email, subject: `You are invited to join ${workspace}`, text, html };
}
