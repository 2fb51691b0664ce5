import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { GetResponseSummary } from '@forms/application';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { ApiErrorResponse, ApiSuccess } from '../openapi/openapi.decorators';
import { ResponseSummaryEnvelopeDto } from '../shared/response-summary.dto';
import { type ResponseSummaryRepresentation, toResponseSummary } from '../shared/response-summary.mapper';
import { SummaryRangeDocs, type SummaryRangeParameters, SummaryRangeQuery } from '../v2/summary-query';
import { ConsoleApi, CONSOLE_PREFIX } from './console-api';

/** The summary of a form's submissions, as v2 shows it; every role may read it. */
@ConsoleApi('console: insights')
@Controller(`${CONSOLE_PREFIX}/forms/:form_id/summary`)
export class ConsoleSummaryController {
  constructor(private readonly getSummary: GetResponseSummary) {}

  @Get()
  @ApiOperation({ operationId: 'consoleGetFormSummary', summary: 'What the submissions of a form add up to, question by question, as v2 shows it', description: "The same counts as v2's summary, for the console's insights page, optionally within since and until." })
  @ApiParam({ name: 'form_id', description: 'Id of a form of this workspace', schema: { type: 'string' } })
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
