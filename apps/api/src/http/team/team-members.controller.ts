import { V2AndConsoleController } from '../access/console-api';
import { createParamDecorator, type ExecutionContext, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ListTeamMembers, type TeamMemberView } from '@forms/application';
import { credentialOf } from '../access/access.guard';
import type { ApiRequest } from '../auth/api-request';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace, type PageQuery, PageQueryParams } from '../auth/principal.decorators';
import { DocumentedFor } from '../openapi/audience';
import { ApiSuccess, PaginatedList } from '../openapi/openapi.decorators';
import { type PaginationRepresentation, toPaginationRepresentation } from '../shared/pagination.mapper';
import { TeamMemberListV1Dto } from './team-member-v1.dto';
import { type TeamMemberV1Representation, toTeamMemberV1 } from './team-member-v1.mapper';
import { TeamMemberListV2Dto } from './team-member.dto';
import { type TeamMemberV2Representation, toTeamMemberV2 } from './team-member.mapper';

type MemberShape = (member: TeamMemberView) => TeamMemberV1Representation | TeamMemberV2Representation;

/**
 * How a member is shown on the mount the request came by: v2's shape to integrators, and to the console
 * the v1 shape (with its timestamps), which its pages were written against.
 */
const MemberShapeOfMount = createParamDecorator((_: unknown, context: ExecutionContext): MemberShape =>
  credentialOf(context.switchToHttp().getRequest<ApiRequest>()) === 'session' ? toTeamMemberV1 : toTeamMemberV2,
);

/**
 * The team as integrators (v2, with a key) and the console (with a session) both read it. Reading one
 * member is v2's only (`team-v2-only.controller.ts`); changing the team is the console's only
 * (`team-console-only.controller.ts`).
 */
@V2AndConsoleController('team-members', 'console: team')
export class TeamMembersController {
  constructor(private readonly listTeamMembers: ListTeamMembers) {}

  @Get()
  @DocumentedFor(
    'v2',
    ApiOperation({ operationId: 'v2ListTeamMembers', summary: 'List team members, oldest first, inactive ones included', description: 'Every member of the workspace, deactivated ones too, with their role and whether they are active, a page at a time.' }),
  )
  @DocumentedFor(
    'console',
    ApiOperation({ operationId: 'consoleListTeamMembers', summary: 'Every team member, active or not, oldest first', description: 'Each member with their role, names, time zone and whether they are active, a page at a time; every role may read it.' }),
  )
  @PaginatedList()
  @DocumentedFor('v2', ApiSuccess('v2', 200, TeamMemberListV2Dto, 'A page of team members'))
  @DocumentedFor('console', ApiSuccess('v2', 200, TeamMemberListV1Dto, 'A page of team members'))
  async list(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @PageQueryParams() query: PageQuery,
    @MemberShapeOfMount() shape: MemberShape,
  ): Promise<{ team_members: (TeamMemberV1Representation | TeamMemberV2Representation)[]; pagination: PaginationRepresentation }> {
    const page = await this.listTeamMembers.execute({ workspaceId: workspace.id, ...query });
    return { team_members: page.items.map(shape), pagination: toPaginationRepresentation(page) };
  }
}
