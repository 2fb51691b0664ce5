import { Controller, Get, Param } from '@nestjs/common';
import { GetFormAnalytics } from '@forms/application';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { type FormAnalyticsRepresentation, toFormAnalyticsRepresentation } from '../shared/analytics.mapper';
import { AnalyticsOperation } from '../v2/analytics-openapi';
import { type AnalyticsRangeParameters, AnalyticsRangeQuery } from '../v2/analytics-query';
import { ConsoleApi, CONSOLE_PREFIX } from './console-api';

/** The same analytics as v2, for every role. */
@ConsoleApi('console: analytics')
@Controller(`${CONSOLE_PREFIX}/forms/:form_id/analytics`)
export class ConsoleAnalyticsController {
  constructor(private readonly getFormAnalytics: GetFormAnalytics) {}

  @Get()
  @AnalyticsOperation('consoleGetFormAnalytics')
  async get(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @AnalyticsRangeQuery() range: AnalyticsRangeParameters,
  ): Promise<{ analytics: FormAnalyticsRepresentation }> {
    return toFormAnalyticsRepresentation(await this.getFormAnalytics.execute({ workspaceId: workspace.id, formId, ...range }));
  }
}
