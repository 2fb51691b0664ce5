import { applyDecorators, Get, Param, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { OpenFile } from '@forms/application';
import type { ServerResponse } from 'node:http';
import { FeatureController } from '../access/mounts';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { type ConsoleTag, SESSION_SCHEME } from '../access/console-api';
import { DocumentedFor } from '../openapi/audience';
import { API_KEY_SCHEME, ApiErrorResponse } from '../openapi/openapi.decorators';
import { sendFile } from './file-download';

const FILE_ID_PARAM = {
  name: 'file_id',
  description: "The id of an upload, the last segment of a file question's response value",
  schema: { type: 'string' },
  example: '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
} as const;

const FILE_DOWNLOAD_HEADERS = {
  'Content-Disposition': { description: 'attachment; filename="<original name>"; filename*=UTF-8\'\'<the name, percent-encoded>', schema: { type: 'string' } },
  'Content-Security-Policy': { description: 'sandbox: opened anyway, the file runs nothing', schema: { type: 'string', example: 'sandbox' } },
  'X-Content-Type-Options': { description: 'nosniff', schema: { type: 'string', example: 'nosniff' } },
} as const;

const FILE_DOWNLOAD_DESCRIPTION =
  'The bytes of a file answered to a file question, streamed. Content-Type is the type the uploader declared only when it is a ' +
  'harmless one (raster images, application/pdf, text/plain), application/octet-stream otherwise; the file always comes as an ' +
  'attachment with nosniff and a sandbox Content-Security-Policy, so that it never runs.';

/** The download as both APIs document it: the operation, its parameter, the file and the refusals all callers share. */
function ApiFileDownload(operationId: string): MethodDecorator {
  return applyDecorators(
    ApiOperation({ operationId, summary: 'Download a file answered to a file question', description: FILE_DOWNLOAD_DESCRIPTION }),
    ApiParam(FILE_ID_PARAM),
    ApiResponse({
      status: 200,
      description: 'The file',
      headers: FILE_DOWNLOAD_HEADERS,
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    }),
    ApiErrorResponse(404, "No such workspace, or no such file in it (another workspace's file included)", 'Workspace not found', 'File not found'),
    ApiErrorResponse(500, 'A fault of the service (logged); never caused by client input', 'Internal server error'),
    ApiErrorResponse(503, 'The database cannot be reached', 'Service unavailable'),
  );
}

/**
 * Files of the workspace by the address a submission stores (`{base_url}/api/external/v2/files/{id}`),
 * for integrators (any key of the workspace, read keys too) and for a signed-in member, whom the
 * console links to it from a response. The body is the file, not JSON, so only the credential is
 * checked (any Accept is fine); refusals are JSON as everywhere.
 */
@FeatureController('files', 'v2', 'console')
@DocumentedFor('v2', ApiTags('v2'), ApiSecurity(API_KEY_SCHEME))
@DocumentedFor('console', ApiTags('console: submissions' satisfies ConsoleTag), ApiCookieAuth(SESSION_SCHEME))
export class FilesController {
  constructor(private readonly openFile: OpenFile) {}

  @Get(':file_id')
  @DocumentedFor(
    'v2',
    ApiFileDownload('v2DownloadFile'),
    ApiErrorResponse(401, 'The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace', 'Could not authenticate, invalid API Key'),
  )
  @DocumentedFor(
    'console',
    ApiFileDownload('consoleDownloadFile'),
    ApiErrorResponse(401, `No live session of this workspace came with the request (the ${SESSION_COOKIE} cookie)`, 'Sign in to continue'),
  )
  async download(@CurrentWorkspace() workspace: RequestWorkspace, @Param('file_id') fileId: string, @Res() response: ServerResponse): Promise<void> {
    await sendFile(response, await this.openFile.execute({ workspaceId: workspace.id, fileId }));
  }
}
