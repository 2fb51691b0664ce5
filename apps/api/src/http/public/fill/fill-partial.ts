import type { FillFormOutcome, FormPage, SavePartialResponse } from '@forms/application';
import { resumeTokenOf } from '@forms/application';
import type { AnswerValue } from '@forms/domain';
import { escapeHtml } from '../shared/html-page';
import { fileNameField } from './fill-page-files';
import type { FillPagePost } from './fill-page-post';

/** The hidden field that carries the link to continue later from one step to the next (its token only). */
export const RESUME_FIELD = '_resume';

/** Whether a form's steps keep the visit's answers: only with the setting on, and only on a form with pages. */
export function keepsPartialResponses(live: FormPage, page: FormPage): boolean {
  return live.form.settings.savePartialResponses && page.form.questions.some((question) => question.kind === 'page_break');
}

/** `{attempt_url}/resume/{token}`: the address of the form's page, then the token. */
export function resumeUrl(baseUrl: string, formId: string, token: string): string {
  return `${baseUrl}/forms/${encodeURIComponent(formId)}/resume/${token}`;
}

/** The token as a hidden input of the form, and the link below it, with what it does in plain words. */
export function resumeLink(resume: { token: string; url: string }): { field: string; link: string } {
  return {
    field: `<input type="hidden" name="${RESUME_FIELD}" value="${escapeHtml(resume.token)}">\n`,
    link:
      `\n<p class="resume"><a href="${escapeHtml(resume.url)}">Continue later</a>: ` +
      'keep this link to come back to this page with your answers in place. Anyone with the link can see them.</p>',
  };
}

/**
 * One step of a visit kept as its partial response: one small write, replacing the visit's row. Returns
 * the token of the link to continue later (the one the page carried, or a new one on the first step).
 * A file answered on an earlier page keeps its name beside its upload id, as the page itself carries it.
 */
export function keepStep(
  save: SavePartialResponse,
  page: FormPage,
  post: FillPagePost,
  outcome: Extract<FillFormOutcome, { kind: 'step' }>,
  visitId: string,
): Promise<string> {
  const answered = outcome.answeredSoFar();
  const answers: Record<string, AnswerValue> = { ...answered.answers };
  for (const [slug, file] of post.receivedFiles(new Map())) {
    if (answers[slug] === file.id) answers[fileNameField(slug)] = file.name;
  }
  return save.execute({
    workspaceId: page.workspaceId,
    formId: page.form.id,
    formVersion: page.form.version ?? 1,
    questions: page.form.questions,
    visitId,
    lastPage: outcome.step.page,
    answered: { responses: answered.responses, answers },
    fieldValues: post.fieldValues,
    resumeToken: resumeTokenOf(post.body.get(RESUME_FIELD)),
  });
}
