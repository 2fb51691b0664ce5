import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { OpenFile } from '@forms/application';
import type { ServerResponse } from 'node:http';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentWorkspace } from '../auth/principal.decorators';
import { Access } from '../access/access.guard';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { ApiErrorResponse } from '../openapi/openapi.decorators';
import { sendFile } from '../shared/file-download';
import { ApiFileDownload } from '../v2/files-v2.controller';
import { CONSOLE_PREFIX, type ConsoleTag, SESSION_SCHEME } from './console-api';

/** The same download as v2's, for a signed-in member: the console links to it from a response. */
@Controller(`${CONSOLE_PREFIX}/files`)
@Access('session')
@ApiTags('console: submissions' satisfies ConsoleTag)
@ApiCookieAuth(SESSION_SCHEME)
export class ConsoleFilesController {
  constructor(private readonly openFile: OpenFile) {}

  @Get(':file_id')
  @ApiFileDownload('consoleDownloadFile')
  @ApiErrorResponse(401, `No live session of this workspace came with the request (the ${SESSION_COOKIE} cookie)`, 'Sign in to continue')
  async download(@CurrentWorkspace() workspace: RequestWorkspace, @Param('file_id') fileId: string, @Res() response: ServerResponse): Promise<void> {
    await sendFile(response, await this.openFile.execute({ workspaceId: workspace.id, fileId }));
  }
}
