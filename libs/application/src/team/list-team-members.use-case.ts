import { pageRequest, toPage } from '../shared/pagination/page-request';
import type { Page, TeamMemberReadModel, TeamMemberView } from '../shared/ports/read-models.port';

export class ListTeamMembers {
  constructor(private readonly teamMembers: TeamMemberReadModel) {}

  /** All members, inactive ones included, oldest first. */
  async execute(query: { workspaceId: string; pageNumber?: unknown; pageSize?: unknown }): Promise<Page<TeamMemberView>> {
    const request = pageRequest(query.pageNumber, query.pageSize);
    const { items, totalRecords } = await this.teamMembers.page(query.workspaceId, request);
    return toPage(request, items, totalRecords);
  }
}
