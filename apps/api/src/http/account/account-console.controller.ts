import { Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { EndSession, GetStoredBytes, GetTeamMember, ListSessions, UpdateOwnProfile } from '@forms/application';
import type { Actor } from '@forms/domain';
import type { Principal } from '../auth/principal';
import { CurrentPrincipal, CurrentSessionId } from '../auth/principal.decorators';
import { DomainFieldsUnder } from '../errors/domain-fields';
import { ApiErrorResponse, ApiSuccess, JsonRequestBody } from '../openapi/openapi.decorators';
import { ValidatedBody } from '../request/validation';
import { MessageDto } from '../shared/message.dto';
import { type TeamMemberV1Representation, toTeamMemberV1 } from '../team/team-member-v1.mapper';
import { ConsoleApi, CONSOLE_PREFIX } from '../access/console-api';
import { ConsoleMeDto, ConsoleMemberEnvelopeDto, ConsoleSessionListDto, UpdateProfileRequestDto } from './account.dto';
import { type PermissionsRepresentation, permissionsOf, type SessionRepresentation, toSessionRepresentation, toWorkspaceRepresentation, type WorkspaceRepresentation } from './account.mapper';

export const SESSION_ENDED = 'Session ended';

function memberId(actor: Actor): string {
  // A console route is reached only with a session, which puts a member actor on the request.
  return actor.id ?? '';
}

@ConsoleApi('console: me')
@Controller(CONSOLE_PREFIX)
export class ConsoleMeController {
  constructor(
    private readonly getTeamMember: GetTeamMember,
    private readonly updateOwnProfile: UpdateOwnProfile,
    private readonly listSessions: ListSessions,
    private readonly endSession: EndSession,
    private readonly getStoredBytes: GetStoredBytes,
  ) {}

  @Get('me')
  @ApiOperation({ operationId: 'consoleGetMe', summary: 'The signed-in member, their workspace, and what they may do', description: 'What the console needs to start: the member (names, email, role, time zone), the workspace (id, subdomain, name) and the actions their role allows.' })
  @ApiSuccess('v2', 200, ConsoleMeDto, 'The member, the workspace and the permissions')
  async me(
    @CurrentPrincipal() { workspace, actor }: Principal,
  ): Promise<{
    member: TeamMemberV1Representation;
    workspace: WorkspaceRepresentation;
    can: PermissionsRepresentation;
  }> {
    const [member, storedBytes] = await Promise.all([
      this.getTeamMember.execute({ workspaceId: workspace.id, teamMemberId: memberId(actor) }),
      this.getStoredBytes.execute({ workspaceId: workspace.id }),
    ]);
    return {
      member: toTeamMemberV1(member),
      workspace: toWorkspaceRepresentation(workspace, storedBytes),
      can: permissionsOf(actor),
    };
  }

  @Patch('me')
  @DomainFieldsUnder('member')
  @ApiOperation({ operationId: 'consoleUpdateMe', summary: "Change one's own names and time zone", description: 'Only first name, last name and time zone change here: the role is an Admin\'s to change, and the email cannot change (422).' })
  @JsonRequestBody(UpdateProfileRequestDto)
  @ApiSuccess('v2', 200, ConsoleMemberEnvelopeDto, 'The member as changed')
  @ApiErrorResponse(422, 'An invalid field', 'member.time_zone "Mars/Olympus" is not a valid time zone', 'member.email is not allowed')
  async updateMe(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @ValidatedBody() body: UpdateProfileRequestDto,
  ): Promise<{ member: TeamMemberV1Representation }> {
    const changes = body.member;
    const member = await this.updateOwnProfile.execute({
      actor,
      workspaceId: workspace.id,
      changes: { firstName: changes.first_name, lastName: changes.last_name, timeZone: changes.time_zone },
    });
    return { member: toTeamMemberV1(member) };
  }

  @Get('sessions')
  @ApiOperation({ operationId: 'consoleListSessions', summary: "The signed-in member's live sessions, newest first", description: 'Each browser the member is signed in with: when it signed in and was last seen, its user agent and address, and which one made this request.' })
  @ApiSuccess('v2', 200, ConsoleSessionListDto, 'The sessions; `current` marks the one of this request')
  async sessions(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @CurrentSessionId() sessionId: string,
  ): Promise<{ sessions: SessionRepresentation[] }> {
    const sessions = await this.listSessions.execute({ actor, workspaceId: workspace.id, currentSessionId: sessionId });
    return { sessions: sessions.map(toSessionRepresentation) };
  }

  @Delete('sessions/:session_id')
  @ApiOperation({ operationId: 'consoleEndSession', summary: 'End one of one\'s own sessions (signs that browser out)', description: 'That session stops working at once; ending the current one signs this browser out.' })
  @ApiParam({ name: 'session_id', description: 'Id of a session of the signed-in member', schema: { type: 'string' }, example: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d' })
  @ApiSuccess('v2', 200, MessageDto, 'The session ended', { message: SESSION_ENDED })
  @ApiErrorResponse(404, 'No such workspace, or no live session of the signed-in member with this id', 'Workspace not found', 'Session not found')
  async end(@CurrentPrincipal() { workspace, actor }: Principal, @Param('session_id') sessionId: string): Promise<{ message: string }> {
    await this.endSession.execute({ actor, workspaceId: workspace.id, sessionId });
    return { message: SESSION_ENDED };
  }
}
