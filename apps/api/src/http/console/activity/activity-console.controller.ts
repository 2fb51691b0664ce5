import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ListActivity } from '@forms/application';
import type { Actor } from '@forms/domain';
import type { RequestWorkspace } from '../../auth/principal';
import { CurrentActor, CurrentWorkspace, type PageQuery, PageQueryParams } from '../../auth/principal.decorators';
import { SessionGuard } from '../../auth/session.guard';
import { SESSION_COOKIE } from '../../auth/session-cookie';
import { ApiErrorResponse, PaginatedList } from '../../openapi/openapi.decorators';
import { ContentNegotiationGuard } from '../../request/content-negotiation.guard';
import { type PaginationRepresentation, toPaginationRepresentation } from '../../shared/pagination.mapper';
import { ActivityListDto } from './activity.dto';
import { type ActivityEntryRepresentation, toActivityEntry } from './activity.mapper';

@ApiTags('Console')
@ApiCookieAuth(SESSION_COOKIE)
@ApiProduces('application/json')
@UseGuards(SessionGuard, ContentNegotiationGuard)
@Controller('api/console/activity')
export class ActivityConsoleController {
  constructor(private readonly listActivity: ListActivity) {}

  @Get()
  // Who did what in the workspace: no browser or intermediary may keep a copy.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'consoleListActivity',
    summary: 'The activity log, newest first',
    description:
      'Who changed what in the workspace, whichever interface made the change (the console, the external API, the command line): ' +
      'API keys, team members, roles, forms, submissions, webhooks and sign-ins. Admins only.',
  })
  @PaginatedList()
  @ApiResponse({
    status: 200,
    type: ActivityListDto,
    description: 'A page of the log',
    example: {
      activity: [
        {
          id: '5f0c1e9a-3b7d-4c2e-9a8f-1d2e3f4a5b6c',
          at: '2026-03-14T09:26:53Z',
          actor: { type: 'member', id: '9b2e4c1a-7d3f-4e8b-a1c2-5f6d7e8f9a0b', label: 'ada@example.com' },
          action: 'team_member.invited',
          target: { type: 'team_member', id: '3f0c5a9e-8d4b-4a53-9f55-0d7e1c2b6a10', label: 'grace@example.com' },
          ip_address: '203.0.113.7',
        },
      ],
      pagination: { total_records: 1, total_pages: 1, current_page_number: 1, page_size: 30 },
    },
  })
  @ApiErrorResponse(401, 'No session, or one that has ended or belongs to another workspace', 'Sign in to continue')
  @ApiErrorResponse(403, 'The signed-in member is not an Admin', 'Only Admins can see the activity log')
  @ApiErrorResponse(404, 'The host names no workspace', 'Workspace not found')
  async list(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @CurrentActor() actor: Actor,
    @PageQueryParams() query: PageQuery,
  ): Promise<{ activity: ActivityEntryRepresentation[]; pagination: PaginationRepresentation }> {
    const page = await this.listActivity.execute({ actor, workspaceId: workspace.id, ...query });
    return { activity: page.items.map(toActivityEntry), pagination: toPaginationRepresentation(page) };
  }
}
