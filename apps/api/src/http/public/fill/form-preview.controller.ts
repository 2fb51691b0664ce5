import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { CheckPreviewUpload, FillForm, type FormPage, OpenFormPage } from '@forms/application';
import { DomainError, DomainErrorCode } from '@forms/domain';
import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../../auth/api-request';
import { SessionGuard } from '../../auth/session.guard';
import { WorkspaceAddressing } from '../../auth/workspace-addressing';
import { queryOf } from '../../request/form-body';
import { stopReading } from '../../request/multipart-form';
import { renderFillOutcome, renderFillPage, renderPreviewEndPage } from './fill-page.view';
import { fillCommandOf, hiddenValuesFrom, readFillPagePost } from './fill-page-post';

const THANK_YOU = 'Thank you! Your answers have been sent.';

/** Every answer of a preview: a page, never cached, never indexed (a draft's questions are not public). */
function sendPreview(response: ServerResponse, status: number, html: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Robots-Tag', 'noindex');
  response.end(html);
}

/**
 * A member's preview of a form: the fill page exactly as respondents get it (its pages, its live logic,
 * its file inputs), in any state of the form (a draft too), under a banner saying that answers are not
 * stored. It posts to itself: each step is checked as the real page checks it, files are checked and
 * dropped, and after the last page it shows what a respondent would see next. It never stores a
 * submission or a file, never counts a view, and never counts against respondents' limits: the
 * preview is kept off the public routes' per-client budget and counts against the member's own quota,
 * as the console's API does.
 *
 * The member is signed in exactly as on the console's API (the session cookie of this workspace). Without
 * such a session the preview is the sign-in page, which brings the member back to the form's builder: a
 * respondent who is given this address by mistake learns nothing about the form.
 */
@ApiExcludeController()
@Controller('forms')
export class FormPreviewController {
  constructor(
    private readonly openFormPage: OpenFormPage,
    private readonly sessions: SessionGuard,
    private readonly addressing: WorkspaceAddressing,
    private readonly checkPreviewUpload: CheckPreviewUpload,
    private readonly fillForm: FillForm,
  ) {}

  /** The form for a signed-in member of its workspace, or null after sending the sign-in redirect. */
  private async openForMember(request: ApiRequest, response: ServerResponse, formId: string): Promise<FormPage | null> {
    try {
      await this.sessions.authenticateRequest(request, response);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== DomainErrorCode.SignInRequired) throw error;
      if (request.method === 'POST' && !request.complete) stopReading(request, response);
      const next = `/console/forms/${encodeURIComponent(formId)}`;
      response.statusCode = 303;
      response.setHeader('Location', `${this.addressing.resolve(request)!.baseUrl}/sign-in?next=${encodeURIComponent(next)}`);
      response.setHeader('Cache-Control', 'no-store');
      response.end();
      return null;
    }
    return this.openFormPage.execute({ subdomain: this.addressing.resolve(request)?.subdomain ?? null, formId });
  }

  @Get(':form_id/preview')
  async show(@Req() request: ApiRequest, @Res() response: ServerResponse, @Param('form_id') formId: string): Promise<void> {
    const page = await this.openForMember(request, response, formId);
    if (!page) return;
    sendPreview(response, 200, renderFillPage({ workspaceName: page.workspaceName, logo: page.logo, form: page.form, hiddenValues: hiddenValuesFrom(page, queryOf(request)), preview: true }));
  }

  @Post(':form_id/preview')
  async step(@Req() request: ApiRequest, @Res() response: ServerResponse, @Param('form_id') formId: string): Promise<void> {
    const found = await this.openForMember(request, response, formId);
    if (!found) return;
    // Read as the real page reads an open form, whatever the form's state: the preview shows the form as
    // it will be once it is published.
    const page: FormPage = Object.assign({}, found, { acceptsResponses: true });
    const post = await readFillPagePost(request, response, page, this.checkPreviewUpload);
    // The same walk as the real page's, as a dry run: nothing is stored, counted or sent.
    post.files.checkRefusal();
    const outcome = await this.fillForm.execute(Object.assign(fillCommandOf(page, post, request), { dryRun: true }));
    if (outcome.kind === 'step' || outcome.kind === 'refused') {
      const shown = renderFillOutcome(page, post, outcome, true);
      return sendPreview(response, shown.status, shown.html);
    }
    const { redirectUrl, thankYouMessage } = page.form.settings;
    const next = redirectUrl ? `Respondents would now be taken to ${redirectUrl}` : thankYouMessage || THANK_YOU;
    sendPreview(
      response,
      200,
      renderPreviewEndPage(page, page.form, next, 'A respondent who sent these answers would see what follows; nothing was stored.'),
    );
  }
}
