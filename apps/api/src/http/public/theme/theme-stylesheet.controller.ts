import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ThemeLooks } from '@forms/application';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WorkspaceAddressing } from '../../auth/workspace-addressing';
import { linkedStylesheet, STYLESHEET_FILE, themeStylesheet } from './theme-stylesheet';

/**
 * The stylesheet of a form's look, at the address its pages link (`/theme/<hash>.css` under the
 * workspace's host): public, and cached for a year, since a new look is a new address. A stylesheet this
 * process linked is answered from memory; another is worked out from the workspace's brand and themes as
 * they are now, so any replica answers, and an address no look of the workspace makes is 404.
 */
@ApiExcludeController()
@Controller('theme')
export class ThemeStylesheetController {
  constructor(
    private readonly themeLooks: ThemeLooks,
    private readonly addressing: WorkspaceAddressing,
  ) {}

  @Get(':file')
  async stylesheet(@Req() request: IncomingMessage, @Param('file') file: string, @Res() response: ServerResponse): Promise<void> {
    const hash = STYLESHEET_FILE.exec(file)?.[1];
    const css = hash === undefined ? undefined : (linkedStylesheet(hash) ?? (await this.lookUp(request, hash)));
    if (css === undefined) {
      response.statusCode = 404;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-store');
      response.end(JSON.stringify({ error: 'Stylesheet not found' }));
      return;
    }
    const body = Buffer.from(css, 'utf8');
    response.statusCode = 200;
    response.setHeader('Content-Type', 'text/css; charset=utf-8');
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Length', body.length);
    response.end(body);
  }

  private async lookUp(request: IncomingMessage, hash: string): Promise<string | undefined> {
    const looks = await this.themeLooks.execute({ subdomain: this.addressing.resolve(request)?.subdomain ?? null });
    return looks.map(themeStylesheet).find((stylesheet) => stylesheet.hash === hash)?.css;
  }
}
