import { checkNotificationRecipients, type TeamMemberRepository } from '@forms/domain';

/**
 * Notifications about responses go to members only: each address must belong to an active member of
 * the workspace when the owner names it (422 naming the address otherwise).
 */
export async function assertNotificationRecipients(teamMembers: TeamMemberRepository, workspaceId: string, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  const members = await teamMembers.findByEmails(workspaceId, emails.map((email) => email.toLowerCase()));
  checkNotificationRecipients(emails, members.map((member) => ({ email: member.email.value, active: member.active })));
}
