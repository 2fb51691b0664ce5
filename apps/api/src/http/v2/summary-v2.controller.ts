import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { GetResponseSummary } from '@forms/application';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { ApiErrorResponse, ApiSuccess, ExternalApi } from '../openapi/openapi.decorators';
import { ResponseSummaryEnvelopeDto } from '../shared/response-summary.dto';
import { type ResponseSummaryRepresentation, toResponseSummary } from '../shared/response-summary.mapper';
import { SummaryRangeDocs, type SummaryRangeParameters, SummaryRangeQuery } from './summary-query';

@ExternalApi('v2')
@Controller('api/external/v2/forms/:form_id/summary')
export class SummaryV2Controller {
  constructor(private readonly getSummary: GetResponseSummary) {}

  @Get()
  @ApiOperation({
    operationId: 'v2GetFormSummary',
    summary: 'What the submissions of a form add up to, question by question, optionally within a time window',
    description:
      'since (inclusive) and until (exclusive) filter on created_at. Exact at every moment (deletions and submissions arriving included) ' +
      'and cheap whatever the number of submissions. Answers count for the question they answered, by its id: renaming it or changing its ' +
      'slug keeps its counts.',
  })
  @ApiParam({ name: 'form_id', description: 'Id of a form of this workspace', schema: { type: 'string' }, example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e' })
  @SummaryRangeDocs()
  @ApiSuccess('v2', 200, ResponseSummaryEnvelopeDto, 'The summary')
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  async get(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @SummaryRangeQuery() range: SummaryRangeParameters,
  ): Promise<ResponseSummaryRepresentation> {
    return toResponseSummary(await this.getSummary.execute({ workspaceId: workspace.id, formId, ...range }));
  }
}
