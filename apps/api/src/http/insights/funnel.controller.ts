import { applyDecorators, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import { GetFormFunnel, type FormFunnelView } from '@forms/application';
import { V2AndConsoleController } from '../access/console-api';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { DocumentedFor } from '../openapi/audience';
import { ApiErrorResponse, ApiSuccess } from '../openapi/openapi.decorators';
import { formatTimestamp } from '../shared/timestamp';
import { type AnalyticsRangeParameters, AnalyticsRangeQuery } from './analytics-query';
import { FormFunnelEnvelopeDto } from './funnel.dto';

const DESCRIPTION =
  'How far respondents get through the fill page of a form, page by page, over a range: the views of the first page, the times each ' +
  'later page was reached after its previous page was posted, and the submissions made through the fill page. Without until: now, to ' +
  'the second; without since: 30 x 24 hours before until. The counts are kept per UTC hour: the answer covers the whole hours the ' +
  'range touches (since and until say which), and may show a step up to 10 seconds late. A range may span at most 366 days.';

function FunnelOperation(operationId: string): MethodDecorator {
  return applyDecorators(
    ApiOperation({ operationId, summary: 'Views, pages reached and submissions of a form, page by page', description: DESCRIPTION }),
    ApiParam({ name: 'form_id', description: 'Id of a form of this workspace', schema: { type: 'string' }, example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e' }),
    ApiQuery({ name: 'since', required: false, description: 'Start of the range (inclusive); default: 30 days before until', schema: { type: 'string', format: 'date-time', example: '2026-10-26T13:00:00Z' } }),
    ApiQuery({ name: 'until', required: false, description: 'End of the range (exclusive); default: now', schema: { type: 'string', format: 'date-time', example: '2026-11-25T13:00:00Z' } }),
    ApiSuccess('v2', 200, FormFunnelEnvelopeDto, "The form's funnel over the range"),
    ApiErrorResponse(
      422,
      'A malformed since or until, since later than until, or a range longer than 366 days',
      'since must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ that exists, such as 2026-01-31T23:59:59Z',
      'since must not be later than until',
      'since must be at most 366 days before until',
    ),
    ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found'),
  );
}

export interface FormFunnelRepresentation {
  form_id: string;
  since: string;
  until: string;
  steps: { page: number; title: string; reached: number }[];
  submitted: number;
}

function toFunnelRepresentation(funnel: FormFunnelView): { funnel: FormFunnelRepresentation } {
  return {
    funnel: {
      form_id: funnel.formId,
      since: formatTimestamp(funnel.since),
      until: formatTimestamp(funnel.until),
      steps: funnel.steps.map((step) => ({ page: step.page, title: step.title, reached: step.reached })),
      submitted: funnel.submitted,
    },
  };
}

/** A form's funnel for integrators (v2, with a key) and the console (with a session, every role): the same range and answer. */
@V2AndConsoleController('forms/:form_id/funnel', 'console: analytics')
export class FunnelController {
  constructor(private readonly getFormFunnel: GetFormFunnel) {}

  @Get()
  @DocumentedFor('v2', FunnelOperation('v2GetFormFunnel'))
  @DocumentedFor('console', FunnelOperation('consoleGetFormFunnel'))
  async get(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @AnalyticsRangeQuery() range: AnalyticsRangeParameters,
  ): Promise<{ funnel: FormFunnelRepresentation }> {
    return toFunnelRepresentation(await this.getFormFunnel.execute({ workspaceId: workspace.id, formId, ...range }));
  }
}
