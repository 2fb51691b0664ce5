import type { ServerResponse } from 'node:http';
import { applyDecorators, Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { type Clock, ExportSubmissions } from '@forms/application';
import type { AppConfig } from '@forms/config';
import { APP_CONFIG, CLOCK } from '../../app/tokens';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { Access } from '../access/access.guard';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { ApiSubmissionExport } from '../export/export-openapi';
import { type ExportParameters, SubmissionExportQuery } from '../export/export-query';
import { exportLimits, sendExport } from '../export/send-export';
import { ApiErrorResponse } from '../openapi/openapi.decorators';
import { CONSOLE_PREFIX, type ConsoleTag, SESSION_SCHEME } from './console-api';

/** As the console's other operations, without the Accept check: the answer is a file (errors stay JSON). */
function ConsoleExportApi(tag: ConsoleTag): ClassDecorator {
  return applyDecorators(
    Access('session'),
    ApiTags(tag),
    ApiCookieAuth(SESSION_SCHEME),
    ApiErrorResponse(401, `No live session of this workspace came with the request (the ${SESSION_COOKIE} cookie)`, 'Sign in to continue'),
    ApiErrorResponse(500, 'A fault of the service (logged); never caused by client input', 'Internal server error'),
    ApiErrorResponse(503, 'The database cannot be reached', 'Service unavailable'),
  ) as ClassDecorator;
}

/** Every role may export, as every role may read the submissions. */
@ConsoleExportApi('console: submissions')
@Controller(`${CONSOLE_PREFIX}/forms/:form_id/submissions/export`)
export class ConsoleSubmissionExportController {
  constructor(
    private readonly exportSubmissions: ExportSubmissions,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiSubmissionExport('consoleExportSubmissions')
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
