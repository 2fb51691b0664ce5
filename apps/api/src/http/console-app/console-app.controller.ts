import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AuthenticateSession } from '@forms/application';
import { DomainError, DomainErrorCode } from '@forms/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readSessionCookie } from '../auth/session-cookie';
import { WorkspaceAddressing } from '../auth/workspace-addressing';
import { requestTargetOf } from '../request/request-target';
import { seeOther, sendPage } from '../public/shared/page-response';
import { ConsoleBuild } from './console-build';

/** A year: the file's name changes whenever its content does, so a copy can never be stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Console not built</title></head><body><p>The console has not been built: run <code>npm run build</code> (or <code>npm start</code>), then reload.</p></body></html>\n';

/**
 * `{base_url}/console`: the console's web app, one origin with its API (the session cookie, no CORS).
 * Every console path serves the app's index.html, whose router shows the page; visitors without a live
 * session are sent to sign in and brought back to the page they asked for.
 */
@ApiExcludeController()
@Controller('console')
export class ConsoleAppController {
  constructor(
    private readonly authenticateSession: AuthenticateSession,
    private readonly addressing: WorkspaceAddressing,
    @Inject(ConsoleBuild) private readonly build: ConsoleBuild,
  ) {}

  // The same code on every workspace's host, and nothing in it is secret: no session needed.
  @Get('assets/*path')
  async asset(@Param('path') path: string[] | string, @Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    const segments = Array.isArray(path) ? path : [path];
    const asset = segments.length === 1 ? await this.build.asset(segments[0]) : undefined;
    if (!asset) {
      response.statusCode = 404;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-store');
      response.end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    response.statusCode = 200;
    response.setHeader('Content-Type', asset.contentType);
    response.setHeader('Cache-Control', IMMUTABLE);
    response.setHeader('Vary', 'Accept-Encoding');
    const gzip = asset.gzipped !== undefined && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) response.setHeader('Content-Encoding', 'gzip');
    const body = gzip ? asset.gzipped! : asset.body;
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  @Get(['', '*path'])
  async page(@Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    const address = this.addressing.resolve(request);
    try {
      await this.authenticateSession.execute({ subdomain: address?.subdomain ?? null, cookieValue: readSessionCookie(request, this.addressing.scheme(request) === 'https') });
    } catch (error) {
      if (!(error instanceof DomainError && error.code === DomainErrorCode.SignInRequired)) throw error;
      // The page asked for, as the browser sent it: the sign-in page keeps it only if it is a console path.
      const target = requestTargetOf(request.url ?? '/console');
      const path = `${target.path}${target.search}`;
      seeOther(response, `${address!.baseUrl}/sign-in?next=${encodeURIComponent(path)}`);
      return;
    }
    const html = await this.build.indexHtml();
    // The HTML names the current hashed assets: never cached, so a new build is picked up at once.
    if (html === undefined) sendPage(response, 503, NOT_BUILT_PAGE);
    else sendPage(response, 200, html.toString('utf8'));
  }
}
