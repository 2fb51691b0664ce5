import { Controller, Get, Header, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { carriedVersion, FillForm, resumeTokenOf, type FillVersion, type FormPage, GetSubmission, type JourneyStep, OpenFormPage, pageOnVersion, ReceiveUpload, RecordFormView, RecordJourneyStep, SavePartialResponse, VersionToFill } from '@forms/application';
import { DomainErrorCode, DomainError, FillWalk, prefilledAnswers, TooManySubmissions, TooManyUploads } from '@forms/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiRequest } from '../../auth/api-request';
import { queryOf } from '../../request/form-body';
import { WorkspaceAddressing } from '../../auth/workspace-addressing';
import { HONEYPOT_FIELD, renderFillOutcome, renderFillPage, renderNoticePage } from './fill-page.view';
import { answeredCookie, answeredSubmissionId, answeredUntil, hasRecalls, recalledThankYou } from './thank-you-recall';
import { enteredOf, fillCommandOf, type FillPagePost, hiddenValuesFrom, positionOf, postOnPage, readFillPagePost, VERSION_FIELD } from './fill-page-post';
import { FillVisitSigner, VISIT_FIELD } from './fill-visit';
import { allowedEmbedOriginOf, ANSWERED_PARAM, thankYouLocation } from '../embed/embed-origin';
import { setFillPageFraming } from '../../response/security-headers';
import { keepsPartialResponses, keepStep, RESUME_FIELD, resumeUrl } from './fill-partial';

const NOT_ACCEPTING = 'This form is not accepting responses.';
const THANK_YOU = 'Thank you! Your answers have been sent.';
const FORM_CHANGED =
  'This form was changed since you opened it, so your answers were not sent. Please check your answers, starting again from the first page, and send them again.';
const UNKNOWN_VERSION =
  'Your answers were not sent: the page you sent does not match any version of this form. Please answer again, starting from the first page.';

/** The owner's closed message, or the default text when they left it empty. */
function closedNotice(page: FormPage): string {
  return page.form.settings.closedMessage || NOT_ACCEPTING;
}

/**
 * A person opening the page, as opposed to a HEAD request or a browser fetching the page ahead of a
 * click that may never come (`Sec-Purpose: prefetch`, or the older `Purpose: prefetch`).
 */
function isVisit(request: IncomingMessage): boolean {
  if (request.method !== 'GET') return false;
  const purpose = `${String(request.headers['sec-purpose'] ?? '')} ${String(request.headers['purpose'] ?? '')}`;
  return !purpose.toLowerCase().includes('prefetch');
}

/**
 * The fill page behind each form's attempt_url, on the workspace host, without a key. Plain HTML that
 * works without JavaScript: the form posts back here, and a stored submission redirects (303) to the
 * thank-you page, so that reloading it does not post again.
 */
@ApiExcludeController()
@Controller('forms')
export class FormPageController {
  constructor(
    private readonly openFormPage: OpenFormPage,
    private readonly fillForm: FillForm,
    private readonly addressing: WorkspaceAddressing,
    private readonly recordFormView: RecordFormView,
    private readonly receiveUpload: ReceiveUpload,
    private readonly versionToFill: VersionToFill,
    private readonly recordJourneyStep: RecordJourneyStep,
    private readonly visits: FillVisitSigner,
    private readonly getSubmission: GetSubmission,
    private readonly savePartialResponse: SavePartialResponse,
  ) {}

  /** The form's page, its response framable only by the sites the workspace lists (any while it lists none). */
  private async open(request: IncomingMessage, response: ServerResponse, formId: string): Promise<FormPage> {
    const page = await this.openFormPage.execute({ subdomain: this.addressing.resolve(request)?.subdomain ?? null, formId });
    setFillPageFraming(response, page.embedOrigins);
    return page;
  }

  @Get(':form_id')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async show(@Req() request: IncomingMessage, @Res({ passthrough: true }) response: ServerResponse, @Param('form_id') formId: string): Promise<string> {
    const page = await this.open(request, response, formId);
    const query = queryOf(request);
    const embedded = allowedEmbedOriginOf(query, page.embedOrigins) !== null;
    if (!page.acceptsResponses) return renderNoticePage(page, page.form, closedNotice(page), embedded);
    const visit = this.visits.sign(page.form.id, this.visits.start());
    const hiddenValues = hiddenValuesFrom(page, query);
    const prefilled = prefilledAnswers(page.form.questions, (name) => query.getAll(name));
    const step = FillWalk.firstStep(page.form, Object.fromEntries(hiddenValues), prefilled);
    const html = renderFillPage({ workspaceName: page.workspaceName, logo: page.logo, form: page.form, hiddenValues, entered: enteredOf(prefilled), step, visit, embedded });
    // Noted in memory only: the count reaches the database later, off this request's path.
    if (isVisit(request)) this.recordFormView.execute(page);
    return html;
  }

  @Get(':form_id/thank-you')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async thanks(@Req() request: IncomingMessage, @Res({ passthrough: true }) response: ServerResponse, @Param('form_id') formId: string): Promise<string> {
    const page = await this.open(request, response, formId);
    const message = page.form.settings.thankYouMessage || THANK_YOU;
    const embedded = allowedEmbedOriginOf(queryOf(request), page.embedOrigins) !== null;
    if (!hasRecalls(message)) return renderNoticePage(page, page.form, message, embedded);
    const answered = answeredSubmissionId(request) ?? this.visits.readAnswered(page.form.id, queryOf(request).get(ANSWERED_PARAM), new Date());
    const submission = answered
      ? await this.getSubmission.execute({ workspaceId: page.workspaceId, formId: page.form.id, submissionId: answered }).catch(() => null)
      : null;
    return renderNoticePage(page, page.form, recalledThankYou(message, submission, new Date()), embedded);
  }

  /**
   * Which version a post is taken on, decided once per post (the files, read first, need it as much as
   * the answers): the live one (nothing read), or as `VersionToFill` rules for the version it carries.
   */
  private versionsOf(live: FormPage): (carried: string | null) => Promise<FillVersion> {
    let decided: { carried: string | null; choice: Promise<FillVersion> } | null = null;
    return (carried) => {
      if (decided?.carried !== carried) {
        // A form that takes no answers says so whatever was sent; one read before versions has no number.
        const choice: Promise<FillVersion> =
          !live.acceptsResponses || live.form.version === undefined
            ? Promise.resolve({ kind: 'current', version: live.form.version ?? 1 })
            : this.versionToFill.execute({
                workspaceId: live.workspaceId,
                formId: live.form.id,
                currentVersion: live.form.version,
                carried: carriedVersion(carried),
              });
        decided = { carried, choice };
      }
      return decided.choice;
    };
  }

  /**
   * The page and post on the version the post carries: the live one, the one the respondent started on
   * while the rule allows it, or, when it does not, a page that says why.
   */
  private onCarriedVersion(
    live: FormPage,
    post: FillPagePost,
    chosen: FillVersion,
  ): { page: FormPage; post: FillPagePost } | { refusal: { status: number; message: string } } {
    switch (chosen.kind) {
      case 'current':
        return { page: live, post };
      case 'earlier': {
        const page = pageOnVersion(live, chosen.version, chosen.content);
        return { page, post: postOnPage(post, page) };
      }
      case 'expired':
        return { refusal: { status: 409, message: FORM_CHANGED } };
      case 'unknown':
        return { refusal: { status: 422, message: UNKNOWN_VERSION } };
    }
  }

  @Post(':form_id')
  async submit(@Req() request: ApiRequest, @Res() response: ServerResponse, @Param('form_id') formId: string): Promise<void> {
    const live = await this.open(request, response, formId);
    const versionOf = this.versionsOf(live);
    // The files of a page shown on an earlier version answer that version's file questions.
    const read = await readFillPagePost(request, response, live, this.receiveUpload, {
      field: VERSION_FIELD,
      pageOn: async (carried) => {
        const chosen = await versionOf(carried);
        return chosen.kind === 'earlier' ? pageOnVersion(live, chosen.version, chosen.content) : live;
      },
    });
    const html = (status: number, content: string, headers: Record<string, string> = {}): void => {
      response.statusCode = status;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', 'no-store');
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      response.end(content);
    };
    // An embedded page posts to its own address, `_embed` included: the pages after it stay embedded.
    const embedOrigin = allowedEmbedOriginOf(queryOf(request), live.embedOrigins);
    const thankYou = (submissionId?: string): void => {
      response.statusCode = 303;
      // The owner's redirect replaces the thank-you page.
      const plainThankYou = `${this.addressing.resolve(request)!.baseUrl}/forms/${live.form.id}/thank-you`;
      const recalls = submissionId !== undefined && !live.form.settings.redirectUrl && hasRecalls(live.form.settings.thankYouMessage);
      const proof = recalls && embedOrigin !== null ? this.visits.signAnswered(live.form.id, submissionId, answeredUntil(new Date())) : undefined;
      const thankYouPage = submissionId === undefined ? plainThankYou : thankYouLocation(plainThankYou, embedOrigin, submissionId, proof);
      if (recalls) {
        response.setHeader('Set-Cookie', answeredCookie(new URL(plainThankYou).pathname, submissionId, plainThankYou.startsWith('https:')));
      }
      // The live form's, as the thank-you page shows the live form's message.
      response.setHeader('Location', live.form.settings.redirectUrl ?? thankYouPage);
      response.setHeader('Cache-Control', 'no-store');
      response.end();
    };
    // A bot that fills every field is told it succeeded, and nothing is kept.
    if ((read.body.get(HONEYPOT_FIELD) ?? '') !== '') return thankYou();
    const onVersion = this.onCarriedVersion(live, read, await versionOf(read.body.get(VERSION_FIELD)));
    if ('refusal' in onVersion) {
      // The live form's first page, with what the live form still asks kept as it was entered (files too).
      const { status, message } = onVersion.refusal;
      const { hiddenValues, entered } = read;
      const receivedFiles = read.receivedFiles(new Map());
      return html(status, renderFillPage({ workspaceName: live.workspaceName, logo: live.logo, form: live.form, hiddenValues, entered, receivedFiles, pageProblems: [message], embedded: embedOrigin !== null }));
    }
    const { page, post } = onVersion;

    let storedId: string | undefined;
    try {
      // A limit met while storing a file refuses the whole post first. A form with pages goes one page
      // at a time (FillForm decides each step); the submission is made only after its last page.
      post.files.checkRefusal();
      const visit = this.visits.read(page.form.id, post.body.get(VISIT_FIELD) ?? undefined) ?? this.visits.start();
      const outcome = await this.fillForm.execute(Object.assign(fillCommandOf(page, post, request), { baseUrl: this.addressing.resolve(request)?.publicOrigin, visitId: visit.id }));
      const journey = (step: JourneyStep['outcome']): JourneyStep => ({ workspaceId: page.workspaceId, formId: page.form.id, counted: visit.counted, outcome: step });
      if (outcome.kind === 'step' || outcome.kind === 'refused') {
        const moved = outcome.kind === 'step' && outcome.status === 200;
        const counted = moved ? this.recordJourneyStep.execute(journey(positionOf(post.body).back ? { kind: 'back' } : { kind: 'next', page: outcome.step.page })) : visit.counted;
        // A form that keeps partial responses stores each step and offers the link to continue later on every later page.
        const keeps = keepsPartialResponses(live, page);
        const token = keeps && moved ? await keepStep(this.savePartialResponse, page, post, outcome, visit.id) : keeps ? resumeTokenOf(post.body.get(RESUME_FIELD)) : null;
        const later = token !== null && outcome.step !== undefined && outcome.step.number > 1;
        const resume = later ? { token, url: resumeUrl(this.addressing.resolve(request)!.baseUrl, page.form.id, token) } : undefined;
        const shown = renderFillOutcome(page, post, outcome, false, this.visits.sign(page.form.id, { id: visit.id, counted }), embedOrigin !== null, resume);
        return html(shown.status, shown.html);
      }
      if (outcome.kind === 'stored') {
        this.recordJourneyStep.execute(journey({ kind: 'stored' }));
        storedId = outcome.submission.id;
      }
    } catch (error) {
      if (error instanceof TooManySubmissions) {
        return html(429, renderNoticePage(page, page.form, 'Too many submissions from your network. Please try again in a minute.'), {
          'Retry-After': String(error.retryAfterSeconds),
        });
      }
      if (error instanceof TooManyUploads) {
        const minutes = Math.ceil(error.retryAfterSeconds / 60);
        return html(
          429,
          renderNoticePage(
            page,
            page.form,
            `Too many files were sent to this form recently, so your file was not kept and your answers were not sent. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
          ),
          { 'Retry-After': String(error.retryAfterSeconds) },
        );
      }
      if (error instanceof DomainError && error.code === DomainErrorCode.FormNotAcceptingResponses) {
        return html(422, renderNoticePage(page, page.form, `${closedNotice(page)} Your answers were not sent.`));
      }
      throw error;
    }
    thankYou(storedId);
  }
}
