import { V2AndConsoleController } from '../access/console-api';
import { Get, Param } from '@nestjs/common';
import { GetFormAnalytics } from '@forms/application';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { DocumentedFor } from '../openapi/audience';
import { AnalyticsOperation } from './analytics-openapi';
import { type FormAnalyticsRepresentation, toFormAnalyticsRepresentation } from './analytics.mapper';
import { type AnalyticsRangeParameters, AnalyticsRangeQuery } from './analytics-query';

/** A form's analytics for integrators (v2, with a key) and the console (with a session, every role): the same range and answer. */
@V2AndConsoleController('forms/:form_id/analytics', 'console: analytics')
export class AnalyticsController {
  constructor(private readonly getFormAnalytics: GetFormAnalytics) {}

  @Get()
  @DocumentedFor('v2', AnalyticsOperation('v2GetFormAnalytics'))
  @DocumentedFor('console', AnalyticsOperation('consoleGetFormAnalytics'))
  async get(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @AnalyticsRangeQuery() range: AnalyticsRangeParameters,
  ): Promise<{ analytics: FormAnalyticsRepresentation }> {
    return toFormAnalyticsRepresentation(await this.getFormAnalytics.execute({ workspaceId: workspace.id, formId, ...range }));
  }
}
