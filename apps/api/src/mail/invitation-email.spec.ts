import type { InvitationDetails } from '@forms/domain';
import { composeInvitationEmail } from './invitation-email';

const invitation: InvitationDetails = {
  id: 'i1',
  teamMemberId: 'm1',
  email: 'grace@example.com',
  invitedBy: 'ada@example.com',
  workspaceName: 'Acme & Co',
  joinUrl: 'http://acme.localhost:3000/join?invitation=i1',
  createdAt: new Date(),
};

describe('composeInvitationEmail', () => {
  it('goes from MAIL_FROM to the new member, naming the workspace in the subject', () => {
    const email = composeInvitationEmail(invitation, 'Form Service <no-reply@localhost>');
    expect(email.from).toBe('Form Service <no-reply@localhost>');
    expect(email.to).toBe('grace@example.com');
    expect(email.subject).toBe('You are invited to join Acme & Co');
  });

  it('names the workspace and the inviter and carries the join link, in text and HTML', () => {
    const email = composeInvitationEmail(invitation, 'x@localhost');
    expect(email.text).toContain('ada@example.com invited you to join the workspace "Acme & Co"');
    expect(email.text).toContain(invitation.joinUrl);
    expect(email.html).toContain('Acme &#38; Co');
    expect(email.html).toContain('ada@example.com');
    expect(email.html).toContain('href="http://acme.localhost:3000/join?invitation=i1"');
  });

  it('still reads well without a known inviter', () => {
    expect(composeInvitationEmail({ ...invitation, invitedBy: '' }, 'x@localhost').text).toMatch(/^An administrator invited you/);
  });

  it('escapes HTML in the workspace name', () => {
    expect(composeInvitationEmail({ ...invitation, workspaceName: '<script>' }, 'x@localhost').html).not.toContain('<script>');
  });
});
