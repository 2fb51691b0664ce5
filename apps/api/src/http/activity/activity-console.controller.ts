import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ListActivity } from '@forms/application';
import type { Principal } from '../auth/principal';
import { CurrentPrincipal, type PageQuery, PageQueryParams } from '../auth/principal.decorators';
import { PaginatedList } from '../openapi/openapi.decorators';
import { AdminOnly, ConsoleApi } from '../access/console-api';
import { type PaginationRepresentation, toPaginationRepresentation } from '../shared/pagination.mapper';
import { ActivityListDto } from './activity.dto';
import { type ActivityEntryRepresentation, toActivityEntry } from './activity.mapper';

@ConsoleApi('console: activity')
@Controller('api/console/activity')
export class ActivityConsoleController {
  constructor(private readonly listActivity: ListActivity) {}

  @Get()
  @AdminOnly('read_activity')
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
  async list(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @PageQueryParams() query: PageQuery,
  ): Promise<{ activity: ActivityEntryRepresentation[]; pagination: PaginationRepresentation }> {
    const page = await this.listActivity.execute({ actor, workspaceId: workspace.id, ...query });
    return { activity: page.items.map(toActivityEntry), pagination: toPaginationRepresentation(page) };
  }
}
