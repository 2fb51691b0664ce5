import { Get, Param } from '@nestjs/common';
import { GetFormFunnel, type FormFunnelView } from '@forms/application';
import { V2AndConsoleController } from '../access/console-api';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { DocumentedFor } from '../openapi/audience';
import { formatTimestamp } from '../shared/timestamp';
import { FormRangeOperation } from './analytics-openapi';
import { type AnalyticsRangeParameters, AnalyticsRangeQuery } from './analytics-query';
import { FormFunnelEnvelopeDto } from './funnel.dto';

const DESCRIPTION =
  'How far respondents get through the fill page of a form, page by page, over a range: the views of the first page, the times each ' +
  'later page was reached after its previous page was posted, and the submissions made through the fill page. Without until: the end of the ' +
  'current second; without since: 30 x 24 hours before until. The counts are kept per UTC hour: the answer covers the whole hours the ' +
  'range touches (since and until say which), and may show a step up to 10 seconds late. A range may span at most 366 days.';

function FunnelOperation(operationId: string): MethodDecorator {
  return FormRangeOperation(
    { operationId, summary: 'Views, pages reached and submissions of a form, page by page', description: DESCRIPTION },
    { type: FormFunnelEnvelopeDto, description: "The form's funnel over the range" },
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
