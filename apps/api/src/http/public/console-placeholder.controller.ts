import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AuthenticateSession } from '@forms/application';
import { DomainError, DomainErrorCode } from '@forms/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readSessionCookie } from '../auth/session-cookie';
import { WorkspaceAddressing } from '../auth/workspace-addressing';
import { seeOther, sendPage } from './page-response';
import { renderConsolePlaceholder } from './sign-in-pages.view';

/**
 * `{base_url}/console` until the console's web app is served here: a signed-in member sees who they are
 * and can sign out; anyone else is sent to sign in, and brought back to the page they asked for.
 */
@ApiExcludeController()
@Controller('console')
export class ConsolePlaceholderController {
  constructor(
    private readonly authenticateSession: AuthenticateSession,
    private readonly addressing: WorkspaceAddressing,
  ) {}

  @Get(['', '*path'])
  async show(@Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    const address = this.addressing.resolve(request);
    try {
      const { workspace, member } = await this.authenticateSession.execute({ subdomain: address?.subdomain ?? null, cookieValue: readSessionCookie(request) });
      sendPage(response, 200, renderConsolePlaceholder({ workspaceName: workspace.name, email: member.email }));
    } catch (error) {
      if (!(error instanceof DomainError && error.code === DomainErrorCode.SignInRequired)) throw error;
      // The page asked for, as the browser sent it: the sign-in page keeps it only if it is a console path.
      const path = request.url ?? '/console';
      seeOther(response, `${address!.baseUrl}/sign-in?next=${encodeURIComponent(path)}`);
    }
  }
}
