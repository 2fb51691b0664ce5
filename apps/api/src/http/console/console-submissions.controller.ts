import { Controller, Delete, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import { DeleteSubmission, GetSubmission, ListSubmissions } from '@forms/application';
import type { Actor } from '@forms/domain';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentActor, CurrentWorkspace } from '../auth/principal.decorators';
import { ApiErrorResponse, ApiSuccess, PaginatedList } from '../openapi/openapi.decorators';
import { MessageDto } from '../shared/message.dto';
import { SubmissionEnvelopeDto } from '../shared/submission.dto';
import { type SubmissionListRepresentation, type SubmissionRepresentation, toSubmissionList, toSubmissionRepresentation } from '../shared/submission.mapper';
import { type SubmissionListParameters, SubmissionListQuery } from '../v2/submission-query';
import { SubmissionListV2Dto } from '../v2/submission-v2.dto';
import { SUBMISSION_DELETED } from '../v2/submissions-v2.controller';
import { AdminOnly, ConsoleApi, CONSOLE_PREFIX } from './console-api';

const FORM_ID_PARAM = { name: 'form_id', description: 'Id of a form of this workspace', schema: { type: 'string' } } as const;
const SUBMISSION_ID_PARAM = { name: 'submission_id', description: 'Id of a submission of that form', schema: { type: 'string' } } as const;

@ConsoleApi('console: submissions')
@Controller(`${CONSOLE_PREFIX}/forms/:form_id/submissions`)
export class ConsoleSubmissionsController {
  constructor(
    private readonly listSubmissions: ListSubmissions,
    private readonly getSubmission: GetSubmission,
    private readonly deleteSubmission: DeleteSubmission,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'consoleListSubmissions', summary: 'List the submissions of a form, as v2 does', description: 'The same filters, order and pages as v2 (since, until, order); every role may read them.' })
  @ApiParam(FORM_ID_PARAM)
  @ApiQuery({ name: 'since', required: false, description: 'Only submissions created at or after this instant', schema: { type: 'string', format: 'date-time' } })
  @ApiQuery({ name: 'until', required: false, description: 'Only submissions created before this instant', schema: { type: 'string', format: 'date-time' } })
  @ApiQuery({ name: 'order', required: false, description: 'newest first (default) or oldest first', schema: { type: 'string', enum: ['newest', 'oldest'], default: 'newest' } })
  @PaginatedList('order must be one of: newest, oldest', 'since must not be later than until')
  @ApiSuccess('v2', 200, SubmissionListV2Dto, 'A page of submissions')
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  async list(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @SubmissionListQuery() query: SubmissionListParameters,
  ): Promise<SubmissionListRepresentation> {
    return toSubmissionList(await this.listSubmissions.execute({ workspaceId: workspace.id, formId, ...query }));
  }

  @Get(':submission_id')
  @ApiOperation({ operationId: 'consoleGetSubmission', summary: 'Get one submission of a form', description: 'The answers, hidden field values, client details and creation time of one submission, as v2 shows it.' })
  @ApiParam(FORM_ID_PARAM)
  @ApiParam(SUBMISSION_ID_PARAM)
  @ApiSuccess('v2', 200, SubmissionEnvelopeDto, 'The submission')
  @ApiErrorResponse(404, 'No such workspace, form, or submission of that form', 'Workspace not found', 'Form not found', 'Submission not found')
  async get(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @Param('submission_id') submissionId: string,
  ): Promise<{ submission: SubmissionRepresentation }> {
    return { submission: toSubmissionRepresentation(await this.getSubmission.execute({ workspaceId: workspace.id, formId, submissionId })) };
  }

  @Delete(':submission_id')
  @AdminOnly('delete_submissions')
  @ApiOperation({ operationId: 'consoleDeleteSubmission', summary: 'Erase a submission for good', description: 'Only Admins may erase: the submission, its answers and its files are removed at once, for erasure requests.' })
  @ApiParam(FORM_ID_PARAM)
  @ApiParam(SUBMISSION_ID_PARAM)
  @ApiSuccess('v2', 200, MessageDto, 'The submission was erased', { message: SUBMISSION_DELETED })
  @ApiErrorResponse(404, 'No such workspace, form, or submission of that form', 'Workspace not found', 'Form not found', 'Submission not found')
  async remove(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @CurrentActor() actor: Actor,
    @Param('form_id') formId: string,
    @Param('submission_id') submissionId: string,
  ): Promise<{ message: string }> {
    await this.deleteSubmission.execute({ actor, workspaceId: workspace.id, formId, submissionId });
    return { message: SUBMISSION_DELETED };
  }
}
