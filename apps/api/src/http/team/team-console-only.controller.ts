import { applyDecorators, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { AddRole, AddTeamMembers, ListRoles, RemoveTeamMember, UpdateTeamMember } from '@forms/application';
import type { Principal, RequestWorkspace } from '../auth/principal';
import { CurrentPrincipal, CurrentWorkspace } from '../auth/principal.decorators';
import { DomainFieldsUnder } from '../errors/domain-fields';
import { ApiErrorResponse, ApiSuccess, JsonRequestBody } from '../openapi/openapi.decorators';
import { stringItems, ValidatedBody } from '../request/validation';
import { MessageDto } from '../shared/message.dto';
import { TeamMemberEnvelopeV1Dto } from './team-member-v1.dto';
import { type TeamMemberV1Representation, toTeamMemberV1 } from './team-member-v1.mapper';
import { AdminOnly, ConsoleApi, CONSOLE_PREFIX } from '../access/console-api';
import {
  AddRoleRequestDto,
  ConsoleAddTeamMembersRequestDto,
  ConsoleTeamMembersAddedDto,
  ConsoleUpdateTeamMemberRequestDto,
  RolesDto,
} from './team.dto';
import { teamMemberChangesOf } from './team-member.mapper';

export const TEAM_MEMBER_REMOVED = 'Team member removed';

/** The path of one member, and its 404 when there is no such member in the workspace. */
function OneMemberPath(): MethodDecorator {
  return applyDecorators(
    ApiParam({ name: 'team_member_id', description: 'Id of a team member of this workspace', schema: { type: 'string' } }),
    ApiErrorResponse(404, 'No such workspace, or no such team member in it', 'Workspace not found', 'Team member not found'),
  );
}

/** What only the console does with the team: add, change and remove members, list and add roles. */
@ConsoleApi('console: team')
@Controller(CONSOLE_PREFIX)
export class TeamConsoleOnlyController {
  constructor(
    private readonly addTeamMembers: AddTeamMembers,
    private readonly updateTeamMember: UpdateTeamMember,
    private readonly removeTeamMember: RemoveTeamMember,
    private readonly listRoles: ListRoles,
    private readonly addRole: AddRole,
  ) {}

  @Post('team-members')
  @HttpCode(201)
  @AdminOnly('manage_team')
  @ApiOperation({
    operationId: 'consoleAddTeamMembers',
    summary: 'Add team members and invite them by email',
    description: 'The signed-in Admin is the inviter; every new member gets an invitation email. Emails that already belong to members are left as they are.',
  })
  @JsonRequestBody(ConsoleAddTeamMembersRequestDto)
  @ApiSuccess('v2', 201, ConsoleTeamMembersAddedDto, 'The members added')
  @ApiErrorResponse(422, 'An invalid field', 'emails[1] is not a valid email', 'emails is required', 'organization_role must be one of the workspace roles: Admin, Standard')
  async add(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @ValidatedBody() body: ConsoleAddTeamMembersRequestDto,
  ): Promise<{ team_members: TeamMemberV1Representation[] }> {
    const result = await this.addTeamMembers.execute({
      actor,
      workspaceId: workspace.id,
      emails: stringItems(body.emails, 'emails'),
      organizationRole: body.organization_role,
      sendInvitationEmail: true,
      baseUrl: workspace.publicOrigin,
    });
    return { team_members: result.addedMembers.map(toTeamMemberV1) };
  }

  @Patch('team-members/:team_member_id')
  @AdminOnly('manage_team')
  @DomainFieldsUnder('team_member')
  @ApiOperation({
    operationId: 'consoleUpdateTeamMember',
    summary: 'Change a member: role, active, names, time zone',
    description: 'Deactivating a member ends their sessions at once. Demoting or deactivating the last active Admin is refused (422).',
  })
  @OneMemberPath()
  @JsonRequestBody(ConsoleUpdateTeamMemberRequestDto)
  @ApiSuccess('v2', 200, TeamMemberEnvelopeV1Dto, 'The member as changed')
  @ApiErrorResponse(
    422,
    'An invalid field, or the change would leave the workspace without an active Admin',
    'Cannot remove the last admin of the workspace',
    'team_member.time_zone "Mars/Olympus" is not a valid time zone',
    'team_member.email is not allowed',
  )
  async update(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @Param('team_member_id') teamMemberId: string,
    @ValidatedBody() body: ConsoleUpdateTeamMemberRequestDto,
  ): Promise<{ team_member: TeamMemberV1Representation }> {
    // The console's body has no email: the change never carries one.
    const member = await this.updateTeamMember.execute({ actor, workspaceId: workspace.id, teamMemberId, changes: teamMemberChangesOf(body.team_member) });
    return { team_member: toTeamMemberV1(member) };
  }

  @Delete('team-members/:team_member_id')
  @AdminOnly('manage_team')
  @ApiOperation({ operationId: 'consoleRemoveTeamMember', summary: 'Remove a member (their sessions end with them)', description: 'Only Admins may remove a member; the last active Admin cannot be removed (422).' })
  @OneMemberPath()
  @ApiSuccess('v2', 200, MessageDto, 'The member was removed', { message: TEAM_MEMBER_REMOVED })
  @ApiErrorResponse(422, 'The removal would leave the workspace without an active Admin', 'Cannot remove the last admin of the workspace')
  async remove(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @Param('team_member_id') teamMemberId: string,
  ): Promise<{ message: string }> {
    await this.removeTeamMember.execute({ actor, workspaceId: workspace.id, teamMemberId });
    return { message: TEAM_MEMBER_REMOVED };
  }

  @Get('roles')
  @ApiOperation({ operationId: 'consoleListRoles', summary: 'The roles of the workspace', description: 'Admin and Standard come first, then the roles Admins added; a member holds exactly one of them.' })
  @ApiSuccess('v2', 200, RolesDto, 'The roles')
  async roles(@CurrentWorkspace() workspace: RequestWorkspace): Promise<{ roles: string[] }> {
    return { roles: [...(await this.listRoles.execute({ subdomain: workspace.subdomain }))] };
  }

  @Post('roles')
  @HttpCode(201)
  @AdminOnly('add_roles')
  @DomainFieldsUnder('role')
  @ApiOperation({ operationId: 'consoleAddRole', summary: 'Add a role', description: 'Only Admins may add one; every role other than Admin has the rights of Standard, and adding a role the workspace has changes nothing.' })
  @JsonRequestBody(AddRoleRequestDto)
  @ApiSuccess('v2', 201, RolesDto, 'The roles, the new one included')
  @ApiErrorResponse(422, 'An invalid name (adding a role the workspace has changes nothing)', 'role.name is required', 'role.name must start with a letter and have at most 50 letters, digits, spaces, "_" or "-"')
  async addRoleTo(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @ValidatedBody() body: AddRoleRequestDto,
  ): Promise<{ roles: string[] }> {
    return { roles: [...(await this.addRole.execute({ actor, subdomain: workspace.subdomain, name: body.role.name }))] };
  }
}
