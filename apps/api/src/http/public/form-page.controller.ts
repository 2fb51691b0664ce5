import { Controller, Get, Header, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { CreateSubmission, type FormPage, OpenFormPage, ReceiveUpload } from '@forms/application';
import { type AnswerValue, DomainErrorCode, DomainError, InvalidAnswers, TooManySubmissions } from '@forms/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiRequest } from '../auth/api-request';
import { PUBLIC_BODY_BYTES } from '../request/json-body';
import { queryOf, readFormBody } from '../request/form-body';
import { WorkspaceAddressing } from '../auth/workspace-addressing';
import { HONEYPOT_FIELD, renderFillPage, renderNoticePage } from './fill-page.view';
import { clientIp, userAgentOf } from '../request/client-info';
import { FillPageFiles, isMultipart } from './fill-page-files';

const NOT_ACCEPTING = 'This form is not accepting responses.';

function hiddenValuesFrom(page: FormPage, source: URLSearchParams): Map<string, string> {
  const values = new Map<string, string>();
  for (const name of page.form.hiddenFields) {
    const value = source.get(name);
    if (value !== null) values.set(name, value);
  }
  return values;
}

/** "is required" -> "This answer is required": the page shows it under the question itself. */
function pageProblem(problem: string): string {
  return `This answer ${problem}.`;
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
    if (!page.acceptsResponses) return renderNoticePage(page.workspaceName, page.form, NOT_ACCEPTING);
    return renderFillPage({ workspaceName: page.workspaceName, form: page.form, hiddenValues: hiddenValuesFrom(page, queryOf(request)) });
  }

  @Get(':form_id/thank-you')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async thanks(@Req() request: IncomingMessage, @Param('form_id') formId: string): Promise<string> {
    const page = await this.open(request, formId);
    return renderNoticePage(page.workspaceName, page.form, 'Thank you! Your answers have been sent.');
  }

  @Post(':form_id')
  async submit(@Req() request: ApiRequest, @Res() response: ServerResponse, @Param('form_id') formId: string): Promise<void> {
    const page = await this.open(request, formId);
    // A form with a file question posts multipart/form-data: its files are stored as they are read.
    const { body, files } = isMultipart(request)
      ? await FillPageFiles.read(request, response, page, this.receiveUpload, clientIp(request))
      : { body: await readFormBody(request, PUBLIC_BODY_BYTES), files: FillPageFiles.none() };
    const html = (status: number, content: string, headers: Record<string, string> = {}): void => {
      response.statusCode = status;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', 'no-store');
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      response.end(content);
    };
    const thankYou = (): void => {
      response.statusCode = 303;
      response.setHeader('Location', `${this.addressing.resolve(request)!.baseUrl}/forms/${page.form.id}/thank-you`);
      response.setHeader('Cache-Control', 'no-store');
      response.end();
    };
    // A bot that fills every field is told it succeeded, and nothing is kept.
    if ((body.get(HONEYPOT_FIELD) ?? '') !== '') return thankYou();

    // Only the form's own names count; anything else in the body is ignored.
    const answers: Record<string, AnswerValue> = {};
    const entered = new Map<string, string[]>();
    for (const question of page.form.questions) {
      const values = body.getAll(question.slug);
      if (values.length === 0) continue;
      entered.set(question.slug, values);
      answers[question.slug] = values.length === 1 ? values[0] : values;
    }
    const hiddenValues = hiddenValuesFrom(page, body);
    try {
      files.check(page, answers, Object.fromEntries(hiddenValues));
      await this.createSubmission.execute({
        workspaceId: page.workspaceId,
        formId: page.form.id,
        answers,
        fieldValues: Object.fromEntries(hiddenValues),
        userAgent: userAgentOf(request),
        clientIp: clientIp(request),
        baseUrl: this.addressing.resolve(request)!.baseUrl,
      });
    } catch (error) {
      if (error instanceof InvalidAnswers) {
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
        return html(
          422,
          renderFillPage({ workspaceName: page.workspaceName, form: page.form, hiddenValues, entered, problems, pageProblems, receivedFiles: files.received }),
        );
      }
      if (error instanceof TooManySubmissions) {
        return html(429, renderNoticePage(page.workspaceName, page.form, 'Too many submissions from your network. Please try again in a minute.'), {
          'Retry-After': String(error.retryAfterSeconds),
        });
      }
      if (error instanceof DomainError && error.code === DomainErrorCode.FormNotAcceptingResponses) {
        return html(422, renderNoticePage(page.workspaceName, page.form, `${NOT_ACCEPTING} Your answers were not sent.`));
      }
      throw error;
    }
    thankYou();
  }
}
