import { Delete, Get, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { DeletePartialResponse, GetPartialResponse, ListPartialResponses } from '@forms/application';
import { RequiresPermission } from '../access/access.guard';
import { AdminOnly, V2AndConsoleController } from '../access/console-api';
import type { Principal, RequestWorkspace } from '../auth/principal';
import { CurrentPrincipal, CurrentWorkspace } from '../auth/principal.decorators';
import { DocumentedFor } from '../openapi/audience';
import { ApiErrorResponse, ApiSuccess, PaginatedList } from '../openapi/openapi.decorators';
import { MessageDto } from '../shared/message.dto';
import {
  ConsolePartialResponseEnvelopeDto,
  ConsolePartialResponseListDto,
  PartialResponseEnvelopeDto,
  PartialResponseListDto,
} from './partial-response.dto';
import { type PartialResponseRepresentation, toPartialResponse, toPartialResponseList } from './partial-response.mapper';
import { FORM_ID_PARAM, forConsole, formItemPath, timeWindowQueries, V2_FORM_ID_PARAM } from './form-item-openapi';
import { type SubmissionListParameters, SubmissionListQuery } from './submission-query';

export const PARTIAL_RESPONSE_DELETED = 'Partial response deleted';

const OnePartialPath = formItemPath({ name: 'partial_response_id', description: 'Id of a partial response of that form' });
const TIME_WINDOW = { since: 'Only partial responses last changed at or after this instant', until: 'Only partial responses last changed before this instant' };
const NOT_FOUND = ['Workspace not found', 'Form not found', 'Partial response not found'] as const;

/**
 * The visits of a form that stopped before submitting, kept while the form's settings save partial
 * responses: listed, read and erased by integrators (v2, with a key) and the console (with a session;
 * erasing is for Admins there). They are never submissions.
 */
@V2AndConsoleController('forms/:form_id/partial_responses', 'console: submissions')
export class PartialResponsesController {
  constructor(
    private readonly listPartials: ListPartialResponses,
    private readonly getPartial: GetPartialResponse,
    private readonly deletePartial: DeletePartialResponse,
  ) {}

  @Get()
  @DocumentedFor(
    'v2',
    ApiOperation({
      operationId: 'v2ListPartialResponses',
      summary: 'List the partial responses of a form, the most recently active first',
      description: 'since (inclusive) and until (exclusive) filter on updated_at. Empty unless the form\'s settings save partial responses.',
    }),
    ApiParam(V2_FORM_ID_PARAM),
    PaginatedList('since must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ that exists, such as 2026-01-31T23:59:59Z', 'since must not be later than until'),
    timeWindowQueries('v2', TIME_WINDOW),
    ApiSuccess('v2', 200, PartialResponseListDto, 'A page of partial responses'),
  )
  @DocumentedFor(
    'console',
    ApiOperation({ operationId: 'consoleListPartialResponses', summary: 'List the partial responses of a form, as v2 does', description: 'The same filters and pages as v2; every role may read them.' }),
    ApiParam(FORM_ID_PARAM),
    PaginatedList('since must not be later than until'),
    timeWindowQueries('console', TIME_WINDOW),
    ApiSuccess('v2', 200, ConsolePartialResponseListDto, 'A page of partial responses, each file answer naming its file'),
  )
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  async list(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @SubmissionListQuery() query: SubmissionListParameters,
    @Req() request: { originalUrl: string },
  ): Promise<ReturnType<typeof toPartialResponseList>> {
    const { pageNumber, pageSize, since, until } = query;
    const page = await this.listPartials.execute({ workspaceId: workspace.id, formId, pageNumber, pageSize, since, until });
    return toPartialResponseList(page, workspace.baseUrl, forConsole(request));
  }

  @Get(':partial_response_id')
  @DocumentedFor(
    'v2',
    ApiOperation({ operationId: 'v2GetPartialResponse', summary: 'Get one partial response of a form', description: '404 when it belongs to another form, or its visit has submitted since.' }),
    OnePartialPath('v2'),
    ApiSuccess('v2', 200, PartialResponseEnvelopeDto, 'The partial response'),
  )
  @DocumentedFor(
    'console',
    ApiOperation({ operationId: 'consoleGetPartialResponse', summary: 'Get one partial response of a form', description: 'As v2 shows it, each file answer naming its file.' }),
    OnePartialPath('console'),
    ApiSuccess('v2', 200, ConsolePartialResponseEnvelopeDto, 'The partial response'),
  )
  @ApiErrorResponse(404, 'No such workspace, form, or partial response of that form', ...NOT_FOUND)
  async get(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @Param('partial_response_id') partialResponseId: string,
    @Req() request: { originalUrl: string },
  ): Promise<{ partial_response: PartialResponseRepresentation }> {
    const partial = await this.getPartial.execute({ workspaceId: workspace.id, formId, partialResponseId });
    return { partial_response: toPartialResponse(partial, workspace.baseUrl, forConsole(request)) };
  }

  @Delete(':partial_response_id')
  @RequiresPermission('delete_submissions')
  @DocumentedFor(
    'v2',
    ApiOperation({ operationId: 'v2DeletePartialResponse', summary: 'Erase a partial response for good', description: 'Removes it at once with the files only it held (for erasure requests); its link to continue later ends.' }),
    OnePartialPath('v2'),
    ApiSuccess('v2', 200, MessageDto, 'The partial response was erased', { message: PARTIAL_RESPONSE_DELETED }),
    ApiErrorResponse(404, 'No such workspace, form, or partial response of that form (also: already deleted)', ...NOT_FOUND),
  )
  @DocumentedFor(
    'console',
    AdminOnly('delete_submissions'),
    ApiOperation({ operationId: 'consoleDeletePartialResponse', summary: 'Erase a partial response for good', description: 'Only Admins may erase: it goes at once, with the files only it held.' }),
    OnePartialPath('console'),
    ApiSuccess('v2', 200, MessageDto, 'The partial response was erased', { message: PARTIAL_RESPONSE_DELETED }),
    ApiErrorResponse(404, 'No such workspace, form, or partial response of that form', ...NOT_FOUND),
  )
  async remove(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @Param('form_id') formId: string,
    @Param('partial_response_id') partialResponseId: string,
  ): Promise<{ message: string }> {
    await this.deletePartial.execute({ actor, workspaceId: workspace.id, formId, partialResponseId });
    return { message: PARTIAL_RESPONSE_DELETED };
  }
}
