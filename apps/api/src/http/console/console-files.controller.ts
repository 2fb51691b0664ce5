import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { OpenFile } from '@forms/application';
import type { ServerResponse } from 'node:http';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { SessionGuard } from '../auth/session.guard';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { ApiErrorResponse } from '../openapi/openapi.decorators';
import { sendFile } from '../shared/file-download';
import { FILE_DOWNLOAD_DESCRIPTION, FILE_DOWNLOAD_HEADERS, FILE_ID_PARAM } from '../v2/files-v2.controller';
import { CONSOLE_PREFIX, ConsolePermissionGuard, SESSION_SCHEME } from './console-api';

/** The same download as v2's, for a signed-in member: the console links to it from a response. */
@Controller(`${CONSOLE_PREFIX}/files`)
@UseGuards(SessionGuard, ConsolePermissionGuard)
@ApiTags('console: submissions')
@ApiCookieAuth(SESSION_SCHEME)
export class ConsoleFilesController {
  constructor(private readonly openFile: OpenFile) {}

  @Get(':file_id')
  @ApiOperation({ operationId: 'consoleDownloadFile', summary: 'Download a file answered to a file question', description: FILE_DOWNLOAD_DESCRIPTION })
  @ApiParam(FILE_ID_PARAM)
  @ApiProduces('application/octet-stream')
  @ApiResponse({
    status: 200,
    description: 'The file',
    headers: FILE_DOWNLOAD_HEADERS,
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponse(401, `No live session of this workspace came with the request (the ${SESSION_COOKIE} cookie)`, 'Sign in to continue')
  @ApiErrorResponse(404, "No such workspace, or no such file in it (another workspace's file included)", 'Workspace not found', 'File not found')
  @ApiErrorResponse(500, 'A fault of the service (logged); never caused by client input', 'Internal server error')
  @ApiErrorResponse(503, 'The database cannot be reached', 'Service unavailable')
  async download(@CurrentWorkspace() workspace: RequestWorkspace, @Param('file_id') fileId: string, @Res() response: ServerResponse): Promise<void> {
    await sendFile(response, await this.openFile.execute({ workspaceId: workspace.id, fileId }));
  }
}
