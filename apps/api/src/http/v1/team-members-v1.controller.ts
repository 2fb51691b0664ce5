import { Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { AddTeamMembers, ListTeamMembers, RemoveTeamMembers, UpdateTeamMember } from '@forms/application';
import type { Principal, RequestWorkspace } from '../auth/principal';
import { CurrentPrincipal, CurrentWorkspace, type PageQuery, PageQueryParams } from '../auth/principal.decorators';
import { ApiErrorResponse, ApiSuccess, ExternalApi, JsonRequestBody, PaginatedList } from '../openapi/openapi.decorators';
import { MessageDto } from '../shared/message.dto';
import { type PaginationRepresentation, toPaginationRepresentation } from '../shared/pagination.mapper';
import { stringItems, ValidatedBody } from '../request/validation';
import { AddTeamMembersRequestDto } from './add-team-members.dto';
import { RemoveTeamMembersRequestDto } from './remove-team-members.dto';
import { TeamMemberEnvelopeV1Dto, TeamMemberListV1Dto } from '../team/team-member-v1.dto';
import { type TeamMemberV1Representation, toTeamMemberV1 } from '../team/team-member-v1.mapper';
import { teamMemberChangesOf } from '../team/team-member.mapper';
import { UpdateTeamMemberRequestDto } from './update-team-member.dto';

export const MEMBERS_ADDED = 'Users were added successfully';
export const MEMBER_REMOVED = 'Team member has been removed';

@ExternalApi('v1')
@Controller('api/external/v1/team_members')
export class TeamMembersV1Controller {
  constructor(
    private readonly listTeamMembers: ListTeamMembers,
    private readonly addTeamMembers: AddTeamMembers,
    private readonly removeTeamMembers: RemoveTeamMembers,
    private readonly updateTeamMember: UpdateTeamMember,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'v1ListTeamMembers', summary: 'List team members, oldest first, inactive ones included', deprecated: true, description: "Each member in v1's shape, with active telling whether they can still sign in; pages as every list does." })
  @PaginatedList()
  @ApiSuccess('v1', 200, TeamMemberListV1Dto, 'A page of team members')
  async list(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @PageQueryParams() query: PageQuery,
  ): Promise<{ team_members: TeamMemberV1Representation[]; pagination: PaginationRepresentation }> {
    const page = await this.listTeamMembers.execute({ workspaceId: workspace.id, ...query });
    return { team_members: page.items.map(toTeamMemberV1), pagination: toPaginationRepresentation(page) };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'v1AddTeamMembers',
    summary: 'Add team members and invite them by email',
    description:
      'New members are active, with empty names and the workspace time zone. Emails that already belong to members are left as they are. ' +
      'An invitation email is sent to each new member unless send_invitation_email is "false". ' +
      'A workspace sends at most 1,000 invitation emails, and at most 3 to one address, in any 24 hours: a request that would go beyond either is 429 ' +
      '`Too many invitations, try again later` with Retry-After, and adds nobody.',
    deprecated: true,
  })
  @JsonRequestBody(AddTeamMembersRequestDto)
  @ApiSuccess('v1', 200, MessageDto, 'The members were added', { message: MEMBERS_ADDED })
  @ApiErrorResponse(
    422,
    'An invalid field: a bad or missing email, more than 100 emails, an unknown role, an inviter who is not an active Admin, an unknown field',
    'emails[1] is not a valid email',
    'emails is required',
    'organization_role must be one of the workspace roles: Admin, Standard',
    'invited_by must be the email of an active Admin of the workspace',
    'send_invitation_email must be "true" or "false"',
    'foo is not allowed',
  )
  async add(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @ValidatedBody() body: AddTeamMembersRequestDto,
  ): Promise<{ message: string }> {
    await this.addTeamMembers.execute({
      actor,
      workspaceId: workspace.id,
      emails: stringItems(body.emails, 'emails'),
      organizationRole: body.organization_role,
      invitedBy: body.invited_by,
      sendInvitationEmail: body.send_invitation_email !== false && body.send_invitation_email !== 'false',
      baseUrl: workspace.publicOrigin,
    });
    return { message: MEMBERS_ADDED };
  }

  @Delete()
  @ApiOperation({
    operationId: 'v1RemoveTeamMembers',
    summary: 'Remove team members',
    description: 'All or nothing: every email must belong to a member, and the workspace must keep an active Admin.',
    deprecated: true,
  })
  @JsonRequestBody(RemoveTeamMembersRequestDto)
  @ApiSuccess('v1', 200, MessageDto, 'The members were removed', { message: MEMBER_REMOVED })
  @ApiErrorResponse(404, 'No such workspace, or an email that belongs to no member', 'Workspace not found', 'Team member not found')
  @ApiErrorResponse(
    422,
    'An invalid field, or the removal would leave the workspace without an active Admin',
    'Cannot remove the last admin of the workspace',
    'emails[0] is not a valid email',
    'emails is required',
  )
  async remove(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @ValidatedBody() body: RemoveTeamMembersRequestDto,
  ): Promise<{ message: string }> {
    await this.removeTeamMembers.execute({ actor, workspaceId: workspace.id, emails: stringItems(body.emails, 'emails') });
    return { message: MEMBER_REMOVED };
  }

  @Patch(':team_member_id')
  @ApiOperation({
    operationId: 'v1UpdateTeamMember',
    summary: 'Update a team member',
    description: 'Only the fields sent change. Demoting or deactivating the last active Admin is refused (422).',
    deprecated: true,
  })
  @ApiParam({ name: 'team_member_id', description: 'Id of a team member of this workspace', schema: { type: 'string' }, example: '9b2e4c1a-7d3f-4e8b-a1c2-5f6d7e8f9a0b' })
  @JsonRequestBody(UpdateTeamMemberRequestDto, { required: false })
  @ApiSuccess('v1', 200, TeamMemberEnvelopeV1Dto, 'The member as updated')
  @ApiErrorResponse(404, 'No such workspace, or no such team member in it', 'Workspace not found', 'Team member not found')
  @ApiErrorResponse(
    422,
    'An invalid field, or the change would leave the workspace without an active Admin',
    'time_zone "Mars/Olympus" is not a valid time zone',
    'email is already used by another team member',
    'active must be a boolean',
    'Cannot remove the last admin of the workspace',
    'foo is not allowed',
  )
  async update(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @Param('team_member_id') teamMemberId: string,
    @ValidatedBody() body: UpdateTeamMemberRequestDto,
  ): Promise<{ team_member: TeamMemberV1Representation }> {
    const member = await this.updateTeamMember.execute({ actor, workspaceId: workspace.id, teamMemberId, changes: teamMemberChangesOf(body) });
    return { team_member: toTeamMemberV1(member) };
  }
}
