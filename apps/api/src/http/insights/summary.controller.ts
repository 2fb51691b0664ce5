import { V2AndConsoleController } from '../access/console-api';
import { Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { GetResponseSummary } from '@forms/application';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { DocumentedFor } from '../openapi/audience';
import { ApiErrorResponse, ApiSuccess } from '../openapi/openapi.decorators';
import { ResponseSummaryEnvelopeDto } from '../shared/response-summary.dto';
import { type ResponseSummaryRepresentation, toResponseSummary } from '../shared/response-summary.mapper';
import { SummaryRangeDocs, type SummaryRangeParameters, SummaryRangeQuery } from './summary-query';

const FORM_ID_PARAM = { name: 'form_id', description: 'Id of a form of this workspace', schema: { type: 'string' } } as const;

/**
 * What the submissions of a form add up to, question by question, for integrators (v2, with a key) and
 * the console's insights page (with a session, every role): the same counts and range.
 */
@V2AndConsoleController('forms/:form_id/summary', 'console: insights')
export class SummaryController {
  constructor(private readonly getSummary: GetResponseSummary) {}

  @Get()
  @DocumentedFor(
    'v2',
    ApiOperation({
      operationId: 'v2GetFormSummary',
      summary: 'What the submissions of a form add up to, question by question, optionally within a time window',
      description:
        'since (inclusive) and until (exclusive) filter on created_at. Exact at every moment (deletions and submissions arriving included) ' +
        'and cheap whatever the number of submissions. Answers count for the question they answered, by its id: renaming it or changing its ' +
        'slug keeps its counts.',
    }),
    ApiParam({ ...FORM_ID_PARAM, example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e' }),
  )
  @DocumentedFor(
    'console',
    ApiOperation({ operationId: 'consoleGetFormSummary', summary: 'What the submissions of a form add up to, question by question, as v2 shows it', description: "The same counts as v2's summary, for the console's insights page, optionally within since and until." }),
    ApiParam(FORM_ID_PARAM),
  )
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
