import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { type FormPage, OpenFormPage, pageOnVersion, ResumeVisit, type ResumableVisit, VersionToFill } from '@forms/application';
import { type AnswerValue, FillWalk, isAnswerable } from '@forms/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WorkspaceAddressing } from '../../auth/workspace-addressing';
import type { ReceivedFile } from './fill-page-files';
import { fileNameField } from './fill-page-files';
import { renderFillPage, renderNoticeWithLink } from './fill-page.view';
import { resumeUrl } from './fill-partial';
import { FillVisitSigner } from './fill-visit';
import { setFillPageFraming } from '../../response/security-headers';

const ENDED =
  'This link to continue later has ended: the answers were already sent, or they are no longer kept. You can start the form again from its first page.';

function valuesOf(answer: AnswerValue | undefined): string[] {
  if (answer === undefined) return [];
  if (Array.isArray(answer)) return [...(answer as readonly string[])];
  return [String(answer)];
}

/**
 * The link to continue later, `{attempt_url}/resume/{token}`: a plain GET that reads the visit's partial
 * response and writes nothing, showing the page the visit reached with every earlier answer in place
 * (files too, by their upload ids). The page posts to the fill page as any step does, carrying the same
 * visit, so its submission ends the partial response and with it the link. The token is only in the
 * path, which the request logs never show (they log the route's template).
 */
@ApiExcludeController()
@Controller('forms')
export class FormResumeController {
  constructor(
    private readonly openFormPage: OpenFormPage,
    private readonly addressing: WorkspaceAddressing,
    private readonly resumeVisit: ResumeVisit,
    private readonly versionToFill: VersionToFill,
    private readonly visits: FillVisitSigner,
  ) {}

  @Get(':form_id/resume/:token')
  async resume(@Req() request: IncomingMessage, @Res() response: ServerResponse, @Param('form_id') formId: string, @Param('token') token: string): Promise<void> {
    const address = this.addressing.resolve(request);
    const live = await this.openFormPage.execute({ subdomain: address?.subdomain ?? null, formId });
    setFillPageFraming(response, live.embedOrigins);
    const found = live.acceptsResponses ? await this.resumeVisit.execute({ workspaceId: live.workspaceId, formId: live.form.id, token }) : null;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    // The token is in this page's address: no link on it may carry it elsewhere.
    response.setHeader('Referrer-Policy', 'no-referrer');
    const baseUrl = address?.baseUrl ?? '';
    if (found === null) {
      response.statusCode = 404;
      response.end(renderNoticeWithLink(live, live.form, ENDED, { href: `${baseUrl}/forms/${live.form.id}`, text: 'Open the form' }));
      return;
    }
    const page = await this.onVersion(live, found);
    const fieldValues = Object.fromEntries(found.fieldValues.map((value) => [value.field, value.value]));
    const answers: Record<string, AnswerValue> = {};
    const entered = new Map<string, string[]>();
    const receivedFiles = new Map<string, ReceivedFile>();
    for (const question of page.form.questions) {
      if (!isAnswerable(question) || !Object.prototype.hasOwnProperty.call(found.answers, question.slug)) continue;
      const answer = found.answers[question.slug];
      answers[question.slug] = answer;
      entered.set(question.slug, valuesOf(answer));
      const name = found.answers[fileNameField(question.slug)];
      if (question.kind === 'file_upload' && typeof answer === 'string' && typeof name === 'string') receivedFiles.set(question.slug, { id: answer, name });
    }
    const step = FillWalk.of(page.form, answers, fieldValues).stepAt(found.lastPage);
    // The pages before this one were counted when the visit reached them: not again.
    const counted = new Set(Array.from({ length: step.page }, (_, index) => index + 1));
    response.statusCode = 200;
    response.end(
      renderFillPage({
        workspaceName: page.workspaceName,
        logo: page.logo,
        form: page.form,
        hiddenValues: new Map(Object.entries(fieldValues)),
        entered,
        step,
        receivedFiles,
        visit: this.visits.sign(page.form.id, { id: found.visitId, counted }),
        resume: { token, url: resumeUrl(baseUrl, page.form.id, token) },
      }),
    );
  }

  /** The version the visit answered while the rule still allows finishing on it, otherwise the live one. */
  private async onVersion(live: FormPage, found: ResumableVisit): Promise<FormPage> {
    if (live.form.version === undefined || found.formVersion >= live.form.version) return live;
    const chosen = await this.versionToFill.execute({ workspaceId: live.workspaceId, formId: live.form.id, currentVersion: live.form.version, carried: found.formVersion });
    return chosen.kind === 'earlier' ? pageOnVersion(live, chosen.version, chosen.content) : live;
  }
}
