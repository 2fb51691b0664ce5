import type { FillFormOutcome, FormPage, SavePartialResponse } from '@forms/application';
import { resumeTokenOf } from '@forms/application';
import type { FillPagePost } from './fill-page-post';

/** The hidden field that carries the link to continue later from one step to the next (its token only). */
export const RESUME_FIELD = '_resume';

/** Whether a form's steps keep the visit's answers: only with the setting on, and only on a form with pages. */
export function keepsPartialResponses(live: FormPage, page: FormPage): boolean {
  return live.form.settings.savePartialResponses && page.form.questions.some((question) => question.kind === 'page_break');
}

/**
 * One step of a visit kept as its partial response: one small write, replacing the visit's row. Returns
 * the token of the link to continue later (the one the page carried, or a new one on the first step).
 */
export function keepStep(
  save: SavePartialResponse,
  page: FormPage,
  post: FillPagePost,
  outcome: Extract<FillFormOutcome, { kind: 'step' }>,
  visitId: string,
): Promise<string> {
  return save.execute({
    workspaceId: page.workspaceId,
    formId: page.form.id,
    formVersion: page.form.version ?? 1,
    questions: page.form.questions,
    visitId,
    lastPage: outcome.step.page,
    answered: outcome.answeredSoFar(),
    fieldValues: post.fieldValues,
    resumeToken: resumeTokenOf(post.body.get(RESUME_FIELD)),
  });
}
