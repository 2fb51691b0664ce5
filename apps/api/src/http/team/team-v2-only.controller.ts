import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { GetTeamMember } from '@forms/application';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { ApiErrorResponse, ApiSuccess, ExternalApi } from '../openapi/openapi.decorators';
import { TeamMemberEnvelopeV2Dto } from './team-member.dto';
import { type TeamMemberV2Representation, toTeamMemberV2 } from './team-member.mapper';

/** What only v2 does with the team: read one active member (the console lists them). */
@ExternalApi('v2')
@Controller('api/external/v2/team-members')
export class TeamV2OnlyController {
  constructor(private readonly getTeamMember: GetTeamMember) {}

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
