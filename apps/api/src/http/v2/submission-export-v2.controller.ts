import type { ServerResponse } from 'node:http';
import { applyDecorators, Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiSecurity, ApiTags } from '@nestjs/swagger';
import { type Clock, ExportSubmissions } from '@forms/application';
import type { AppConfig } from '@forms/config';
import { APP_CONFIG, CLOCK } from '../../app/tokens';
import { Access } from '../access/access.guard';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { ApiSubmissionExport } from '../export/export-openapi';
import { type ExportParameters, SubmissionExportQuery } from '../export/export-query';
import { exportLimits, sendExport } from '../export/send-export';
import { API_KEY_SCHEME, ApiErrorResponse } from '../openapi/openapi.decorators';

/**
 * The export answers a file, not JSON: it has the key's checks of every v2 operation, but not the
 * Accept check (any Accept gets the format asked for; errors are still JSON).
 */
function ExternalExportApi(): ClassDecorator {
  return applyDecorators(
    Access('api-key'),
    ApiTags('v2'),
    ApiSecurity(API_KEY_SCHEME),
    ApiErrorResponse(401, 'The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace', 'Could not authenticate, invalid API Key'),
    ApiErrorResponse(500, 'A fault of the service (logged); never caused by client input', 'Internal server error'),
    ApiErrorResponse(503, 'The database cannot be reached', 'Service unavailable'),
  ) as ClassDecorator;
}

@ExternalExportApi()
@Controller('api/external/v2/forms/:form_id/submissions/export')
export class SubmissionExportV2Controller {
  constructor(
    private readonly exportSubmissions: ExportSubmissions,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiSubmissionExport('v2ExportSubmissions')
  async export(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @SubmissionExportQuery() query: ExportParameters,
    @Res() response: ServerResponse,
  ): Promise<void> {
    const exported = await this.exportSubmissions.execute({ workspaceId: workspace.id, formId, since: query.since, until: query.until, order: query.order });
    await sendExport(exported, query.format, response, this.clock.now(), exportLimits(this.config), formId);
  }
}
