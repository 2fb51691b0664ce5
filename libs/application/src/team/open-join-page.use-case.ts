import { DomainError } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { AuthenticationReadModel, InvitationReadModel, InvitationView } from '../shared/ports/read-models.port';
import { ResolvePublicWorkspace } from '../workspaces/resolve-public-workspace.use-case';

/** The page behind an invitation email's join link: addressed by workspace host, no API key. */
export class OpenJoinPage {
  constructor(
    private readonly workspaces: AuthenticationReadModel,
    private readonly invitations: InvitationReadModel,
  ) {}

  async execute(query: { subdomain: string | null; invitationId: unknown }): Promise<InvitationView> {
    const workspace = await new ResolvePublicWorkspace(this.workspaces).execute(query.subdomain);
    const id = query.invitationId;
    const invitation = typeof id === 'string' && isUuid(id) ? await this.invitations.findById(workspace.id, id) : null;
    if (!invitation) throw DomainError.invitationNotFound();
    return invitation;
  }
}
