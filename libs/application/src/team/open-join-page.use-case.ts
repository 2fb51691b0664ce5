import { DomainError } from '@forms/domain';
import { tokenId, tokenMatches } from '../access/secret-token';
import type { CompletedSignIn } from '../access/sign-in/complete-sign-in.use-case';
import { signMemberIn } from '../access/sign-in/sign-member-in';
import type { JoinInvitation, JoinInvitationReadModel, SigningInMember } from '../shared/ports/sign-in.port';
import type { Clock, IdGenerator } from '../shared/ports/system.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';

export interface JoinPageView {
  email: string;
  /** The inviting Admin's email; "" when the workspace had none to name. */
  invitedBy: string;
}

/** A join token that works: unused, not expired, its own, and its member still active. */
function usableInvitation(invitation: JoinInvitation | null, token: string, now: Date): invitation is JoinInvitation & { member: SigningInMember } {
  return (
    invitation !== null &&
    invitation.usedAt === null &&
    invitation.tokenExpiresAt !== null &&
    invitation.tokenExpiresAt > now &&
    tokenMatches(token, invitation.tokenHash) &&
    invitation.member !== null &&
    invitation.member.active
  );
}

/**
 * The page behind an invitation email's join link: addressed by workspace host, no API key. Opening it
 * uses nothing up (mail scanners follow links); its one button posts to `JoinWorkspace`.
 */
export class OpenJoinPage {
  constructor(
    private readonly invitations: JoinInvitationReadModel,
    private readonly clock: Clock,
  ) {}

  /** `workspaceId`: the workspace the host names, already resolved. */
  async execute(query: { workspaceId: string; token: unknown }): Promise<JoinPageView> {
    const id = tokenId(query.token);
    const invitation = id ? await this.invitations.findForJoin(query.workspaceId, id) : null;
    if (!usableInvitation(invitation, query.token as string, this.clock.now())) throw DomainError.joinLinkUnusable();
    return { email: invitation.member.email, invitedBy: invitation.invitedBy };
  }
}

/** `POST /join`: spends the invitation's token and signs the invited member in. */
export class JoinWorkspace {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: { workspaceId: string; token: unknown; userAgent: string; clientIp: string }): Promise<CompletedSignIn> {
    const workspace = { id: command.workspaceId };
    const id = tokenId(command.token);
    if (!id) throw DomainError.joinLinkUnusable();
    const now = this.clock.now();
    return this.unitOfWork.run(async (repositories) => {
      const invitation = await repositories.invitations.lockForJoin(workspace.id, id);
      if (!usableInvitation(invitation, command.token as string, now)) throw DomainError.joinLinkUnusable();
      await repositories.invitations.markUsed(workspace.id, invitation.id, now);
      const session = await signMemberIn(repositories, this.ids, invitation.member, {
        workspaceId: workspace.id,
        now,
        userAgent: command.userAgent,
        clientIp: command.clientIp,
      });
      return { cookieValue: session.cookieValue, returnTo: null };
    });
  }
}
