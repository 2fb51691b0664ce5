import { Controller, Delete, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import { DeleteSubmission, GetSubmission, ListSubmissions } from '@forms/application';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentActor, CurrentWorkspace } from '../auth/principal.decorators';
import { ApiErrorResponse, ApiSuccess, ExternalApi, PaginatedList } from '../openapi/openapi.decorators';
import { MessageDto } from '../shared/message.dto';
import { SubmissionEnvelopeDto } from '../shared/submission.dto';
import { type SubmissionListRepresentation, type SubmissionRepresentation, toSubmissionList, toSubmissionRepresentation } from '../shared/submission.mapper';
import { SubmissionListV2Dto } from './submission-v2.dto';
import { type SubmissionListParameters, SubmissionListQuery } from './submission-query';
import { type Actor } from '@forms/domain';

export const SUBMISSION_DELETED = 'Submission deleted';

const FORM_ID_PARAM = {
  name: 'form_id',
  description: 'Id of a form of this workspace',
  schema: { type: 'string' },
  example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e',
} as const;
const SUBMISSION_ID_PARAM = {
  name: 'submission_id',
  description: 'Id of a submission of that form',
  schema: { type: 'string' },
  example: '11111111-2222-4333-8444-555555555555',
} as const;

@ExternalApi('v2')
@Controller('api/external/v2/forms/:form_id/submissions')
export class SubmissionsV2Controller {
  constructor(
    private readonly listSubmissions: ListSubmissions,
    private readonly getSubmission: GetSubmission,
    private readonly deleteSubmission: DeleteSubmission,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'v2ListSubmissions',
    summary: 'List the submissions of a form, newest first unless order=oldest, optionally within a time window',
    description:
      'since (inclusive) and until (exclusive) filter on created_at; pagination and total_count count what the filter selects. ' +
      'Pages stay exact after deletions (no page repeats or skips a submission) and a deep page costs what page 1 costs.',
  })
  @ApiParam(FORM_ID_PARAM)
  @ApiQuery({ name: 'since', required: false, description: 'Only submissions created at or after this instant', schema: { type: 'string', format: 'date-time', example: '2026-01-01T00:00:00Z' } })
  @ApiQuery({ name: 'until', required: false, description: 'Only submissions created before this instant', schema: { type: 'string', format: 'date-time', example: '2026-02-01T00:00:00Z' } })
  @ApiQuery({ name: 'order', required: false, description: 'newest first (default) or oldest first', schema: { type: 'string', enum: ['newest', 'oldest'], default: 'newest' } })
  @PaginatedList(
    'since must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ that exists, such as 2026-01-31T23:59:59Z',
    'order must be one of: newest, oldest',
    'since must not be later than until',
  )
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
  @ApiOperation({ operationId: 'v2GetSubmission', summary: 'Get one submission of a form', description: 'The answers, hidden field values, client details and creation time of one submission; 404 when it belongs to another form.' })
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
  @ApiOperation({
    operationId: 'v2DeleteSubmission',
    summary: 'Erase a submission for good',
    description: 'Removes the submission with its responses and user agent (for erasure requests). Counts and pages stay exact.',
  })
  @ApiParam(FORM_ID_PARAM)
  @ApiParam(SUBMISSION_ID_PARAM)
  @ApiSuccess('v2', 200, MessageDto, 'The submission was erased', { message: SUBMISSION_DELETED })
  @ApiErrorResponse(404, 'No such workspace, form, or submission of that form (also: already deleted)', 'Workspace not found', 'Form not found', 'Submission not found')
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
