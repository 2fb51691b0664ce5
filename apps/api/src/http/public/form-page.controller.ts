import { Controller, Get, Header, Param, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { type FormPage, OpenFormPage } from '@forms/application';
import type { IncomingMessage } from 'node:http';
import { WorkspaceAddressing } from '../workspace-addressing';
import { escapeHtml, htmlPage } from './html-page';

function render({ workspaceName, form, acceptsResponses }: FormPage): string {
  const notice = acceptsResponses ? 'This form is open for responses.' : 'This form is not accepting responses yet.';
  return htmlPage(
    `${escapeHtml(form.title)} · ${escapeHtml(workspaceName)}`,
    `<p>${escapeHtml(workspaceName)}</p>\n<h1>${escapeHtml(form.title)}</h1>\n<p>${notice}</p>`,
  );
}

/**
 * The page behind each form's attempt_url (a workspace route, so the host must name the workspace).
 * Filling in forms is not part of the external API; the page gives the link somewhere true to land.
 */
@ApiExcludeController()
@Controller('forms')
export class FormPageController {
  constructor(
    private readonly openFormPage: OpenFormPage,
    private readonly addressing: WorkspaceAddressing,
  ) {}

  @Get(':form_id')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async show(@Req() request: IncomingMessage, @Param('form_id') formId: string): Promise<string> {
    const address = this.addressing.resolve(request);
    return render(await this.openFormPage.execute({ subdomain: address?.subdomain ?? null, formId }));
  }
}
