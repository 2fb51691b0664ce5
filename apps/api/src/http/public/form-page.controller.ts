import { Controller, Get, Header, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { CreateSubmission, type FormPage, OpenFormPage, ReceiveUpload, RecordFormView } from '@forms/application';
import { DomainErrorCode, DomainError, InvalidAnswers, TooManySubmissions, TooManyUploads } from '@forms/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiRequest } from '../auth/api-request';
import { PUBLIC_BODY_BYTES } from '../request/json-body';
import { queryOf, readFormBody } from '../request/form-body';
import { WorkspaceAddressing } from '../auth/workspace-addressing';
import { HONEYPOT_FIELD, renderFillPage, renderNoticePage } from './fill-page.view';
import { clientIp, userAgentOf } from '../request/client-info';
import { answersFromBody, decideStep, hasSteps, refusedStep, type StepView } from './page-flow';
import { FillPageFiles, isMultipart, type ReceivedFile } from './fill-page-files';

const NOT_ACCEPTING = 'This form is not accepting responses.';
const THANK_YOU = 'Thank you! Your answers have been sent.';

/** The owner's closed message, or the default text when they left it empty. */
function closedNotice(page: FormPage): string {
  return page.form.settings.closedMessage || NOT_ACCEPTING;
}

export function hiddenValuesFrom(page: FormPage, source: URLSearchParams): Map<string, string> {
  const values = new Map<string, string>();
  for (const name of page.form.hiddenFields) {
    const value = source.get(name);
    if (value !== null) values.set(name, value);
  }
  return values;
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

/** "is required" -> "This answer is required": the page shows it under the question itself. */
/** A post of the fill page, read: its fields and files, and the answers and hidden values they carry. */
export interface FillPagePost {
  body: URLSearchParams;
  files: FillPageFiles;
  answers: ReturnType<typeof answersFromBody>['answers'];
  entered: ReturnType<typeof answersFromBody>['entered'];
  hiddenValues: Map<string, string>;
  fieldValues: Record<string, string>;
  /** The files to offer back: not those whose question the page shows again with a problem (another is chosen). */
  receivedFiles(problems: ReadonlyMap<string, string>): Map<string, ReceivedFile>;
}

/**
 * Reads a post of the fill page, the real one or a member's preview. A form with a file question posts
 * multipart/form-data on every page: its files go to `uploads` as they are read, and a file received on
 * an earlier page comes back by its upload id. Only the form's own names count.
 */
export async function readFillPagePost(
  request: ApiRequest,
  response: ServerResponse,
  page: FormPage,
  uploads: Parameters<typeof FillPageFiles.read>[3],
): Promise<FillPagePost> {
  const { body, files } = isMultipart(request)
    ? await FillPageFiles.read(request, response, page, uploads, clientIp(request))
    : { body: await readFormBody(request, PUBLIC_BODY_BYTES), files: FillPageFiles.none() };
  const { answers, entered } = answersFromBody(page.form, body);
  const hiddenValues = hiddenValuesFrom(page, body);
  return {
    body,
    files,
    answers,
    entered,
    hiddenValues,
    fieldValues: Object.fromEntries(hiddenValues),
    receivedFiles: (problems) => new Map([...files.received].filter(([slug]) => !problems.has(slug))),
  };
}

export function pageProblem(problem: string): string {
  return `This answer ${problem}.`;
}

/** Refused answers as the page shows them: by question, and those that belong to no question. */
export function problemsOfRefusal(error: InvalidAnswers): { problems: Map<string, string>; pageProblems: string[] } {
  const problems = new Map<string, string>();
  const pageProblems: string[] = [];
  for (const problem of error.problems) {
    const slug = problem.field.startsWith('responses.') ? problem.field.slice('responses.'.length) : null;
    if (slug !== null) {
      if (!problems.has(slug)) problems.set(slug, pageProblem(problem.problem));
    } else {
      // Hidden values come with the page's link, not from the person: say what was refused and
      // what to do, with the page as it was.
      pageProblems.push(`The link to this form carries a value that cannot be accepted (${problem.field.replace(/^fieldValues\./, '')} ${problem.problem}). Please open the form from its original link.`);
    }
  }
  return { problems, pageProblems };
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
    private readonly createSubmission: CreateSubmission,
    private readonly addressing: WorkspaceAddressing,
    private readonly recordFormView: RecordFormView,
    private readonly receiveUpload: ReceiveUpload,
  ) {}

  private open(request: IncomingMessage, formId: string): Promise<FormPage> {
    return this.openFormPage.execute({ subdomain: this.addressing.resolve(request)?.subdomain ?? null, formId });
  }

  @Get(':form_id')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async show(@Req() request: IncomingMessage, @Param('form_id') formId: string): Promise<string> {
    const page = await this.open(request, formId);
    if (!page.acceptsResponses) return renderNoticePage(page.workspaceName, page.form, closedNotice(page));
    const html = renderFillPage({ workspaceName: page.workspaceName, form: page.form, hiddenValues: hiddenValuesFrom(page, queryOf(request)) });
    // Noted in memory only: the count reaches the database later, off this request's path.
    if (isVisit(request)) this.recordFormView.execute(page);
    return html;
  }

  @Get(':form_id/thank-you')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async thanks(@Req() request: IncomingMessage, @Param('form_id') formId: string): Promise<string> {
    const page = await this.open(request, formId);
    return renderNoticePage(page.workspaceName, page.form, page.form.settings.thankYouMessage || THANK_YOU);
  }

  @Post(':form_id')
  async submit(@Req() request: ApiRequest, @Res() response: ServerResponse, @Param('form_id') formId: string): Promise<void> {
    const page = await this.open(request, formId);
    const { body, files, answers, entered, hiddenValues, fieldValues, receivedFiles } = await readFillPagePost(request, response, page, this.receiveUpload);
    const html = (status: number, content: string, headers: Record<string, string> = {}): void => {
      response.statusCode = status;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', 'no-store');
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      response.end(content);
    };
    const thankYou = (): void => {
      response.statusCode = 303;
      // The owner's redirect replaces the thank-you page.
      const thankYouPage = `${this.addressing.resolve(request)!.baseUrl}/forms/${page.form.id}/thank-you`;
      response.setHeader('Location', page.form.settings.redirectUrl ?? thankYouPage);
      response.setHeader('Cache-Control', 'no-store');
      response.end();
    };
    // A bot that fills every field is told it succeeded, and nothing is kept.
    if ((body.get(HONEYPOT_FIELD) ?? '') !== '') return thankYou();

    try {
      // A form with pages goes one page at a time; the submission is made only after its last page.
      if (page.acceptsResponses && hasSteps(page.form)) {
        files.checkRefusal();
        const decision = decideStep(page.form, body, answers, entered, fieldValues, files.problems);
        if (decision.kind === 'show') {
          const problems = new Map([...decision.problems].map(([slug, problem]) => [slug, pageProblem(problem)]));
          return html(
            decision.status,
            renderFillPage({ workspaceName: page.workspaceName, form: page.form, hiddenValues, entered, problems, step: decision.step, receivedFiles: receivedFiles(problems) }),
          );
        }
      } else {
        files.check(page, answers, fieldValues);
      }
      await this.createSubmission.execute({
        workspaceId: page.workspaceId,
        workspaceName: page.workspaceName,
        formId: page.form.id,
        answers,
        fieldValues,
        userAgent: userAgentOf(request),
        clientIp: clientIp(request),
        baseUrl: this.addressing.resolve(request)?.publicOrigin,
      });
    } catch (error) {
      if (error instanceof InvalidAnswers) {
        const refused = problemsOfRefusal(error);
        let problems = refused.problems;
        const pageProblems = refused.pageProblems;
        let step: StepView | undefined;
        if (hasSteps(page.form)) ({ step, problems } = refusedStep(page.form, answers, entered, fieldValues, problems));
        return html(
          422,
          renderFillPage({ workspaceName: page.workspaceName, form: page.form, hiddenValues, entered, problems, pageProblems, step, receivedFiles: receivedFiles(problems) }),
        );
      }
      if (error instanceof TooManySubmissions) {
        return html(429, renderNoticePage(page.workspaceName, page.form, 'Too many submissions from your network. Please try again in a minute.'), {
          'Retry-After': String(error.retryAfterSeconds),
        });
      }
      if (error instanceof TooManyUploads) {
        const minutes = Math.ceil(error.retryAfterSeconds / 60);
        return html(
          429,
          renderNoticePage(
            page.workspaceName,
            page.form,
            `Too many files were sent to this form recently, so your file was not kept and your answers were not sent. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
          ),
          { 'Retry-After': String(error.retryAfterSeconds) },
        );
      }
      if (error instanceof DomainError && error.code === DomainErrorCode.FormNotAcceptingResponses) {
        return html(422, renderNoticePage(page.workspaceName, page.form, `${closedNotice(page)} Your answers were not sent.`));
      }
      throw error;
    }
    thankYou();
  }
}
