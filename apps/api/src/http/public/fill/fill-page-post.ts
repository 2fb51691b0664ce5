import type { FillPageCommand, FormPage } from '@forms/application';
import { type AnswerProblem, type AnswerValue, type FillPosition, isAnswerable } from '@forms/domain';
import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../../auth/api-request';
import { clientIp, userAgentOf } from '../../request/client-info';
import { readFormBody } from '../../request/form-body';
import { PUBLIC_BODY_BYTES } from '../../request/json-body';
import { FillPageFiles, isMultipart, type ReceivedFile, type VersionedPost } from './fill-page-files';

/**
 * A post of the fill page, read: the fill page of a form with pages or conditions goes one page at a
 * time and without JavaScript, every step a POST carrying the answers of the other pages as hidden
 * inputs. What each step shows is decided by the domain's walk (`FillWalk`, through `FillForm`); this
 * file only turns the body into answers, hidden values and the page it names.
 */

/** Body fields of the flow; a leading `_` keeps them apart from every slug and hidden field name. */
export const PAGE_FIELD = '_page';
export const ACTION_FIELD = '_action';
/**
 * The version of the form the page showed, so that a respondent finishes on the version they started
 * (`VersionToFill` decides whether they still may). Not signed: the rule itself bounds what a stranger
 * can name, the same as the intake's `form_version`.
 */
export const VERSION_FIELD = '_version';

/** The form's answers in a posted body: every value of each question's control, by slug. */
export function answersFromBody(form: FormPage['form'], body: URLSearchParams): { answers: Record<string, AnswerValue>; entered: Map<string, string[]> } {
  const answers: Record<string, AnswerValue> = {};
  const entered = new Map<string, string[]>();
  for (const question of form.questions) {
    if (!isAnswerable(question)) continue;
    const values = body.getAll(question.slug);
    if (values.length === 0) continue;
    entered.set(question.slug, values);
    answers[question.slug] = values.length === 1 ? values[0] : values;
  }
  return { answers, entered };
}

export function hiddenValuesFrom(page: FormPage, source: URLSearchParams): Map<string, string> {
  const values = new Map<string, string>();
  for (const name of page.form.hiddenFields) {
    const value = source.get(name);
    if (value !== null) values.set(name, value);
  }
  return values;
}

/** Answers as the page shows them entered: each question's values, by slug. */
export function enteredOf(answers: Readonly<Record<string, AnswerValue>>): Map<string, string[]> {
  return new Map(Object.entries(answers).map(([slug, answer]) => [slug, typeof answer === 'object' ? [...answer] : [String(answer)]]));
}

/** The page a post names (1-based, as the page wrote it) and whether it goes back. */
export function positionOf(body: URLSearchParams): FillPosition {
  const named = body.get(PAGE_FIELD) ?? '';
  return { page: /^\d{1,2}$/.test(named) ? Number(named) : undefined, back: body.get(ACTION_FIELD) === 'back' };
}

/**
 * The same post read against another content of the form (the version the respondent started on): the
 * answers and hidden values are those that version asks for.
 */
export function postOnPage(post: FillPagePost, page: FormPage): FillPagePost {
  const { answers, entered } = answersFromBody(page.form, post.body);
  const hiddenValues = hiddenValuesFrom(page, post.body);
  return { body: post.body, files: post.files, answers, entered, hiddenValues, fieldValues: Object.fromEntries(hiddenValues), receivedFiles: post.receivedFiles };
}

/** A post of the fill page, read: its fields and files, and the answers and hidden values they carry. */
export interface FillPagePost {
  body: URLSearchParams;
  files: FillPageFiles;
  answers: Record<string, AnswerValue>;
  entered: Map<string, string[]>;
  hiddenValues: Map<string, string>;
  fieldValues: Record<string, string>;
  /** The files to offer back: not those whose question the page shows again with a problem (another is chosen). */
  receivedFiles(problems: ReadonlyMap<string, string>): Map<string, ReceivedFile>;
}

/**
 * Reads a post of the fill page, the real one or a member's preview. A form with a file question posts
 * multipart/form-data on every page: its files go to `uploads` as they are read, and a file received on
 * an earlier page comes back by its upload id. Only the form's own names count: those of the version the
 * post names when `versions` says which page that is (a respondent finishing on an earlier version).
 */
export async function readFillPagePost(
  request: ApiRequest,
  response: ServerResponse,
  page: FormPage,
  uploads: Parameters<typeof FillPageFiles.read>[3],
  versions?: VersionedPost,
): Promise<FillPagePost> {
  const { body, files } = isMultipart(request)
    ? await FillPageFiles.read(request, response, page, uploads, clientIp(request), versions)
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

/**
 * What a post of the page tells FillForm, the same for the real page and a member's preview: the
 * answers, hidden values and page it carries, the files refused as they were read, and who sent it.
 */
export function fillCommandOf(page: FormPage, post: FillPagePost, request: ApiRequest): FillPageCommand {
  return {
    via: 'page',
    page,
    answers: post.answers,
    fieldValues: post.fieldValues,
    position: positionOf(post.body),
    refusedFiles: post.files.problems,
    userAgent: userAgentOf(request),
    clientIp: clientIp(request),
  };
}

/** "is required" -> "This answer is required": the page shows it under the question itself. */
export function pageProblem(problem: string): string {
  return `This answer ${problem}.`;
}

/** Problems by question as the page shows them. */
export function pageProblems(problems: ReadonlyMap<string, string>): Map<string, string> {
  return new Map([...problems].map(([slug, problem]) => [slug, pageProblem(problem)]));
}

/**
 * Hidden values come with the page's link, not from the person: the page says what was refused and what
 * to do, with the page as it was.
 */
export function linkProblems(problems: readonly AnswerProblem[]): string[] {
  return problems.map(
    (problem) =>
      `The link to this form carries a value that cannot be accepted (${problem.field.replace(/^fieldValues\./, '')} ${problem.problem}). Please open the form from its original link.`,
  );
}
