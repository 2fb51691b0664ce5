import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { GetTeamMember, ListTeamMembers } from '@forms/application';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace, type PageQuery, PageQueryParams } from '../auth/principal.decorators';
import { ApiErrorResponse, ApiSuccess, ExternalApi, PaginatedList } from '../openapi/openapi.decorators';
import { type PaginationRepresentation, toPaginationRepresentation } from '../shared/pagination.mapper';
import { TeamMemberEnvelopeV2Dto, TeamMemberListV2Dto } from './team-member-v2.dto';
import { type TeamMemberV2Representation, toTeamMemberV2 } from './team-member-v2.mapper';

@ExternalApi('v2')
@Controller('api/external/v2/team-members')
export class TeamMembersV2Controller {
  constructor(
    private readonly listTeamMembers: ListTeamMembers,
    private readonly getTeamMember: GetTeamMember,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'v2ListTeamMembers', summary: 'List team members, oldest first, inactive ones included', description: 'Every member of the workspace, deactivated ones too, with their role and whether they are active, a page at a time.' })
  @PaginatedList()
  @ApiSuccess('v2', 200, TeamMemberListV2Dto, 'A page of team members')
  async list(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @PageQueryParams() query: PageQuery,
  ): Promise<{ team_members: TeamMemberV2Representation[]; pagination: PaginationRepresentation }> {
    const page = await this.listTeamMembers.execute({ workspaceId: workspace.id, ...query });
    return { team_members: page.items.map(toTeamMemberV2), pagination: toPaginationRepresentation(page) };
  }

  @Get(':team_member_id')
  @ApiOperation({ operationId: 'v2GetTeamMember', summary: 'Get an active team member', description: 'A deactivated member answers 404 here, as if absent: only members who can sign in are shown one by one.' })
  @ApiParam({ name: 'team_member_id', description: 'Id of an active team member of this workspace', schema: { type: 'string' }, example: '9b2e4c1a-7d3f-4e8b-a1c2-5f6d7e8f9a0b' })
  @ApiSuccess('v2', 200, TeamMemberEnvelopeV2Dto, 'The team member')
  @ApiErrorResponse(404, 'No such workspace, or no active team member with this id in it', 'Workspace not found', 'Team member not found')
  async get(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('team_member_id') teamMemberId: string,
  ): Promise<{ team_member: TeamMemberV2Representation }> {
    const member = await this.getTeamMember.execute({ workspaceId: workspace.id, teamMemberId });
    return { team_member: toTeamMemberV2(member) };
  }
}
