import { Controller, Get, Param } from '@nestjs/common';
import { GetFormAnalytics } from '@forms/application';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { ExternalApi } from '../openapi/openapi.decorators';
import { type FormAnalyticsRepresentation, toFormAnalyticsRepresentation } from '../shared/analytics.mapper';
import { AnalyticsOperation } from './analytics-openapi';
import { type AnalyticsRangeParameters, AnalyticsRangeQuery } from './analytics-query';

@ExternalApi('v2')
@Controller('api/external/v2/forms/:form_id/analytics')
export class AnalyticsV2Controller {
  constructor(private readonly getFormAnalytics: GetFormAnalytics) {}

  @Get()
  @AnalyticsOperation('v2GetFormAnalytics')
  async get(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @AnalyticsRangeQuery() range: AnalyticsRangeParameters,
  ): Promise<{ analytics: FormAnalyticsRepresentation }> {
    return toFormAnalyticsRepresentation(await this.getFormAnalytics.execute({ workspaceId: workspace.id, formId, ...range }));
  }
}
