import { DomainError } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { TeamMemberReadModel, TeamMemberView } from '../shared/ports/read-models.port';

export class GetTeamMember {
  constructor(private readonly teamMembers: TeamMemberReadModel) {}

  /** Active members only: an inactive member is not found; an id that is not even a UUID cannot name one. */
  async execute(query: { workspaceId: string; teamMemberId: string }): Promise<TeamMemberView> {
    const member = isUuid(query.teamMemberId)
      ? await this.teamMembers.findActiveById(query.workspaceId, query.teamMemberId)
      : null;
    if (!member) throw DomainError.teamMemberNotFound();
    return member;
  }
}
