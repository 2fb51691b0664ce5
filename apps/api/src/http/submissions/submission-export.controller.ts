import type { ServerResponse } from 'node:http';
import { applyDecorators, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { type Clock, ExportSubmissions } from '@forms/application';
import type { AppConfig } from '@forms/config';
import { APP_CONFIG, CLOCK } from '../../app/tokens';
import { FeatureController } from '../access/mounts';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { SESSION_SCHEME } from '../access/console-api';
import { ApiSubmissionExport } from '../export/export-openapi';
import { type ExportParameters, SubmissionExportQuery } from '../export/export-query';
import { exportLimits, sendExport } from '../export/send-export';
import { DocumentedFor } from '../openapi/audience';
import { API_KEY_SCHEME, ApiErrorResponse } from '../openapi/openapi.decorators';

/** What every operation of an API documents, but the 406 and Accept: the answer is a file (errors stay JSON). */
function ExportApiDocs(tag: string, security: ClassDecorator, unauthenticated: [description: string, message: string]): ClassDecorator {
  return applyDecorators(
    ApiTags(tag),
    security,
    ApiErrorResponse(401, ...unauthenticated),
    ApiErrorResponse(500, 'A fault of the service (logged); never caused by client input', 'Internal server error'),
    ApiErrorResponse(503, 'The database cannot be reached', 'Service unavailable'),
  ) as ClassDecorator;
}

/**
 * A form's submissions as one CSV or XLSX file, for integrators (v2, with a key; read keys too) and
 * the console (with a session; every role, as every role may read the submissions). The answer is a
 * file, not JSON, so there is no Accept check: any Accept gets the format asked for. Registered before
 * `SubmissionsController`, so that `export` is never taken for a submission id.
 */
@FeatureController('forms/:form_id/submissions/export', 'v2', 'console')
@DocumentedFor('v2', ExportApiDocs('v2', ApiSecurity(API_KEY_SCHEME), ['The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace', 'Could not authenticate, invalid API Key']))
@DocumentedFor('console', ExportApiDocs('console: submissions', ApiCookieAuth(SESSION_SCHEME), [`No live session of this workspace came with the request (the ${SESSION_COOKIE} cookie)`, 'Sign in to continue']))
export class SubmissionExportController {
  constructor(
    private readonly exportSubmissions: ExportSubmissions,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @DocumentedFor('v2', ApiSubmissionExport('v2ExportSubmissions'))
  @DocumentedFor('console', ApiSubmissionExport('consoleExportSubmissions'))
  async export(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @Param('form_id') formId: string,
    @SubmissionExportQuery() query: ExportParameters,
    @Res() response: ServerResponse,
  ): Promise<void> {
    const exported = await this.exportSubmissions.execute({ workspaceId: workspace.id, formId, since: query.since, until: query.until, order: query.order, baseUrl: workspace.baseUrl });
    await sendExport(exported, query.format, response, this.clock.now(), exportLimits(this.config), formId);
  }
}
