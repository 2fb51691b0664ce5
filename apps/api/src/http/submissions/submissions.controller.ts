import { V2AndConsoleController } from '../access/console-api';
import { Delete, Get, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import { DeleteSubmission, GetSubmission, ListSubmissions } from '@forms/application';
import { RequiresPermission } from '../access/access.guard';
import type { Principal, RequestWorkspace } from '../auth/principal';
import { CurrentPrincipal, CurrentWorkspace } from '../auth/principal.decorators';
import { AdminOnly } from '../access/console-api';
import { DocumentedFor } from '../openapi/audience';
import { ApiErrorResponse, ApiSuccess, PaginatedList } from '../openapi/openapi.decorators';
import { MessageDto } from '../shared/message.dto';
import { SubmissionEnvelopeDto } from '../shared/submission.dto';
import { type SubmissionListRepresentation, type SubmissionV2Representation, toSubmissionListV2, toSubmissionV2Representation } from '../shared/submission.mapper';
import { ConsoleSubmissionEnvelopeDto, ConsoleSubmissionListDto } from './console-submission.dto';
import { toConsoleSubmission, toConsoleSubmissionList } from './console-submission.mapper';
import { SubmissionListV2Dto } from './submission-list.dto';
import { FORM_ID_PARAM, forConsole, formItemPath, timeWindowQueries, V2_FORM_ID_PARAM } from './form-item-openapi';
import { type SubmissionListParameters, SubmissionListQuery } from './submission-query';

export const SUBMISSION_DELETED = 'Submission deleted';

/** The path of one submission (its form's id, then its own), as each document shows it. */
const OneSubmissionPath = formItemPath({ name: 'submission_id', description: 'Id of a submission of that form' });

const TIME_WINDOW = { since: 'Only submissions created at or after this instant', until: 'Only submissions created before this instant' };
// A document lists query parameters in the order their decorators were applied, and the decorators
// given to DocumentedFor are applied first to last: pages, order, until, since is the documents' order.
const ORDER_QUERY = ApiQuery({ name: 'order', required: false, description: 'newest first (default) or oldest first', schema: { type: 'string', enum: ['newest', 'oldest'], default: 'newest' } });

/**
 * A form's submissions for integrators (v2, with a key) and the console (with a session): the same
 * filters, pages and answers. Erasing one is for Admins in the console; a key acts for the workspace,
 * and only its scope (read or write) limits it. The export is `submission-export.controller.ts`.
 */
@V2AndConsoleController('forms/:form_id/submissions', 'console: submissions')
export class SubmissionsController {
  constructor(
    private readonly listSubmissions: ListSubmissions,
    private readonly getSubmission: GetSubmission,
    private readonly deleteSubmission: DeleteSubmission,
  ) {}

  @Get()
  @DocumentedFor(
    'v2',
    ApiOperation({
      operationId: 'v2ListSubmissions',
      summary: 'List the submissions of a form, newest first unless order=oldest, optionally within a time window',
      description:
        'since (inclusive) and until (exclusive) filter on created_at; pagination and total_count count what the filter selects. ' +
        'Pages stay exact after deletions (no page repeats or skips a submission) and a deep page costs what page 1 costs.',
    }),
    ApiParam(V2_FORM_ID_PARAM),
    PaginatedList(
      'since must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ that exists, such as 2026-01-31T23:59:59Z',
      'order must be one of: newest, oldest',
      'since must not be later than until',
    ),
    ORDER_QUERY,
    timeWindowQueries('v2', TIME_WINDOW),
    ApiSuccess('v2', 200, SubmissionListV2Dto, 'A page of submissions'),
  )
  @DocumentedFor(
    'console',
    ApiOperation({ operationId: 'consoleListSubmissions', summary: 'List the submissions of a form, as v2 does', description: 'The same filters, order and pages as v2 (since, until, order); every role may read them.' }),
    ApiParam(FORM_ID_PARAM),
    PaginatedList('order must be one of: newest, oldest', 'since must not be later than until'),
    ORDER_QUERY,
    timeWindowQueries('console', TIME_WINDOW),
    ApiSuccess('v2', 200, ConsoleSubmissionListDto, 'A page of submissions, each file answer naming its file'),
  )
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  async list(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @SubmissionListQuery() query: SubmissionListParameters,
    @Req() request: { originalUrl: string },
  ): Promise<SubmissionListRepresentation> {
    const page = await this.listSubmissions.execute({ workspaceId: workspace.id, formId, ...query });
    // File addresses start with the address this reader used.
    return forConsole(request) ? toConsoleSubmissionList(page, workspace.baseUrl) : toSubmissionListV2(page, workspace.baseUrl);
  }

  @Get(':submission_id')
  @DocumentedFor(
    'v2',
    ApiOperation({ operationId: 'v2GetSubmission', summary: 'Get one submission of a form', description: 'The answers, hidden field values, client details and creation time of one submission; 404 when it belongs to another form.' }),
    OneSubmissionPath('v2'),
    ApiSuccess('v2', 200, SubmissionEnvelopeDto, 'The submission'),
  )
  @DocumentedFor(
    'console',
    ApiOperation({ operationId: 'consoleGetSubmission', summary: 'Get one submission of a form', description: 'The answers, hidden field values, client details and creation time of one submission, as v2 shows it.' }),
    OneSubmissionPath('console'),
    ApiSuccess('v2', 200, ConsoleSubmissionEnvelopeDto, 'The submission, each file answer naming its file'),
  )
  @ApiErrorResponse(404, 'No such workspace, form, or submission of that form', 'Workspace not found', 'Form not found', 'Submission not found')
  async get(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @Param('submission_id') submissionId: string,
    @Req() request: { originalUrl: string },
  ): Promise<{ submission: SubmissionV2Representation }> {
    const submission = await this.getSubmission.execute({ workspaceId: workspace.id, formId, submissionId });
    return { submission: forConsole(request) ? toConsoleSubmission(submission, workspace.baseUrl) : toSubmissionV2Representation(submission, workspace.baseUrl) };
  }

  @Delete(':submission_id')
  @RequiresPermission('delete_submissions')
  @DocumentedFor(
    'v2',
    ApiOperation({
      operationId: 'v2DeleteSubmission',
      summary: 'Erase a submission for good',
      description: 'Removes the submission with its responses and user agent (for erasure requests). Counts and pages stay exact.',
    }),
    OneSubmissionPath('v2'),
    ApiSuccess('v2', 200, MessageDto, 'The submission was erased', { message: SUBMISSION_DELETED }),
    ApiErrorResponse(404, 'No such workspace, form, or submission of that form (also: already deleted)', 'Workspace not found', 'Form not found', 'Submission not found'),
  )
  @DocumentedFor(
    'console',
    AdminOnly('delete_submissions'),
    ApiOperation({ operationId: 'consoleDeleteSubmission', summary: 'Erase a submission for good', description: 'Only Admins may erase: the submission, its answers and its files are removed at once, for erasure requests.' }),
    OneSubmissionPath('console'),
    ApiSuccess('v2', 200, MessageDto, 'The submission was erased', { message: SUBMISSION_DELETED }),
    ApiErrorResponse(404, 'No such workspace, form, or submission of that form', 'Workspace not found', 'Form not found', 'Submission not found'),
  )
  async remove(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @Param('form_id') formId: string,
    @Param('submission_id') submissionId: string,
  ): Promise<{ message: string }> {
    await this.deleteSubmission.execute({ actor, workspaceId: workspace.id, formId, submissionId });
    return { message: SUBMISSION_DELETED };
  }
}
