import {
  type AnswerProblem,
  type AnswerValue,
  type AssessedItem,
  assessAnswers,
  InvalidAnswers,
  type RecordedAnswers,
  recordAssessed,
  type SubmissionResponse,
} from '../submission/answers';
import { type Condition, conditionHolds, type OperandKind, type VisibleIf } from './logic';
import { isAnswerable, type Question } from './question';

/**
 * Filling a form, one walk: which pages and questions a set of answers shows, which page a person is on
 * and where Next or Back takes them, the problems of that page, and, after the last page (or at once on
 * a form of one page), the answers as a submission stores them. The answers are assessed once per walk
 * (`assessAnswers`), and every decision of the request reads that one assessment, so the fill page, its
 * preview and the intake never disagree on what was asked.
 */

/** What a walk needs of a form: its items in order and the hidden fields its link may carry. */
export interface FillableForm {
  questions: readonly Question[];
  hiddenFields: readonly string[];
}

/** Forms with neither pages nor conditions keep the single page they always had. */
export function hasSteps(form: FillableForm): boolean {
  return form.questions.some((question) => question.kind === 'page_break' || question.visibleIf !== undefined);
}

/** One item of the shown page; `live` when its condition waits for answers on that same page. */
export interface StepItem {
  question: Question;
  /** Only the conditions on this page's questions (the others are already decided), for the page's script. */
  live?: VisibleIf;
}

/** What the page shows at one step. */
export interface FillStep {
  /** 1-based, among all the pages of the form: what the next post names. */
  page: number;
  /** Among the pages shown for the answers so far: "Page number of count". */
  number: number;
  count: number;
  title: string | null;
  items: StepItem[];
  /** The answers of the other pages, carried as hidden inputs: [slug, value] for each value. */
  carried: Array<[string, string]>;
  last: boolean;
}

/** Where the person is, as a post of the page says it. */
export interface FillPosition {
  /** The 1-based page the post names; absent or out of range means the first. */
  page?: number;
  /** Back instead of Next. */
  back?: boolean;
}

/**
 * What one request of a fill comes to:
 * - `step`: show a page (`invalid` when it comes back with its own problems);
 * - `refused`: the answers cannot be stored; on a form with steps, the first shown page with a refused
 *   question, with that page's problems (the last page when only the link's hidden values were refused);
 * - `complete`: the answers as a submission stores them.
 */
export type FillDecision =
  | { kind: 'step'; invalid: boolean; step: FillStep; problems: Map<string, string> }
  | FillRefusal
  | { kind: 'complete'; recorded: RecordedAnswers };

export interface FillRefusal {
  kind: 'refused';
  /** Problems of questions, by slug (the first of each), on the page shown. */
  problems: Map<string, string>;
  /** Problems that belong to no question: the link's hidden values. */
  otherProblems: AnswerProblem[];
  /** The page to show again, on a form with steps. */
  step?: FillStep;
}

/** One page: the items from one page break (or the form's start) to the next. */
interface PageSlice {
  /** The page break that starts it; null for the first page. */
  pageBreak: Question | null;
  /** Its position in the form's items, for the page break's assessment. */
  breakIndex: number;
  questions: Question[];
}

function pagesOf(questions: readonly Question[]): PageSlice[] {
  const pages: PageSlice[] = [{ pageBreak: null, breakIndex: -1, questions: [] }];
  questions.forEach((question, index) => {
    if (question.kind === 'page_break') pages.push({ pageBreak: question, breakIndex: index, questions: [] });
    else pages[pages.length - 1].questions.push(question);
  });
  return pages;
}

/** The values of an answer as the page's controls carry them. */
function valuesOf(answer: AnswerValue | undefined): readonly string[] {
  if (answer === undefined) return [];
  if (typeof answer === 'string') return [answer];
  if (Array.isArray(answer)) return answer as readonly string[];
  return [String(answer)];
}

const SLUG_FIELD = /^responses\./;

/** One set of answers walked over one form. */
export class FillWalk {
  private readonly pages: PageSlice[];
  private readonly assessed: AssessedItem[];
  private readonly shownPages: number[];
  private readonly steps: boolean;

  private constructor(
    private readonly form: FillableForm,
    private readonly answers: Readonly<Record<string, AnswerValue>>,
    private readonly fieldValues: Readonly<Record<string, string>>,
  ) {
    this.steps = hasSteps(form);
    this.pages = pagesOf(form.questions);
    this.assessed = assessAnswers(form.questions, form.hiddenFields, answers, fieldValues);
    this.shownPages = this.pages.map((_, index) => index).filter((index) => this.isShown(index));
  }

  static of(form: FillableForm, answers: Readonly<Record<string, AnswerValue>>, fieldValues: Readonly<Record<string, string>>): FillWalk {
    return new FillWalk(form, answers, fieldValues);
  }

  /** The first page: what opening the form shows, with the answers its link brought (see prefilledAnswers). */
  static firstStep(form: FillableForm, fieldValues: Readonly<Record<string, string>>, prefilled: Readonly<Record<string, AnswerValue>> = {}): FillStep {
    return new FillWalk(form, prefilled, fieldValues).step(0);
  }

  /**
   * One request: on a form with steps, Back shows the shown page before this one and Next checks this
   * page's answers (the page again with its problems), then shows the next shown page; after the last
   * page, or at once on a form of one page, every answer is checked and recorded. A page named that the
   * answers do not show is taken as the shown page before it. `refusedFiles` are files of this request
   * refused before the walk (too large, a type not accepted), by slug: on a form with steps they are
   * problems of the page only for the questions it asks, and any other is ignored.
   */
  decide(position: FillPosition, newId: () => string, refusedFiles: ReadonlyMap<string, string> = new Map()): FillDecision {
    if (!this.steps) return this.complete(newId, refusedFiles);
    const named = position.page === undefined || !Number.isInteger(position.page) ? 0 : position.page - 1;
    const current = this.shownAtOrBefore(Math.min(Math.max(named, 0), this.pages.length - 1));
    if (position.back) {
      const previous = current === 0 ? 0 : this.shownAtOrBefore(current - 1);
      return { kind: 'step', invalid: false, step: this.step(previous), problems: new Map() };
    }
    const problems = this.problemsOn(current);
    for (const item of this.assessed) {
      const refused = refusedFiles.get(item.question.slug);
      if (refused !== undefined && item.page === current && item.visible) problems.set(item.question.slug, refused);
    }
    if (problems.size > 0) return { kind: 'step', invalid: true, step: this.step(current), problems };
    const next = this.shownPages.find((index) => index > current);
    if (next !== undefined) return { kind: 'step', invalid: false, step: this.step(next), problems: new Map() };
    return this.complete(newId, new Map());
  }

  /**
   * The page a visit that continues later is shown: the one it reached (1-based, as its step named it),
   * or, when its answers no longer show that page, the shown page before it.
   */
  stepAt(page: number): FillStep {
    const named = Number.isInteger(page) ? page - 1 : 0;
    return this.step(this.shownAtOrBefore(Math.min(Math.max(named, 0), this.pages.length - 1)));
  }

  /**
   * What a visit has answered so far, for its partial response: each question it was asked and answered
   * acceptably, as a submission would store it, and the values as the page's controls carry them (to put
   * them back in place when the visit continues). Questions hidden by the answers, unanswered or with a
   * problem are left out: they are not answers yet.
   */
  answeredSoFar(newId: () => string): { responses: SubmissionResponse[]; answers: Record<string, AnswerValue> } {
    const responses: SubmissionResponse[] = [];
    const answers: Record<string, AnswerValue> = {};
    for (const item of this.assessed) {
      const { question } = item;
      if (!isAnswerable(question) || !item.visible || item.problem !== undefined || item.value === '') continue;
      const response: SubmissionResponse = {
        id: newId(), label: question.label, position: question.position, kind: question.kind, slug: question.slug, value: item.value,
        questionId: question.id,
      };
      if (question.kind === 'multiple_choice') response.choices = [...(item.chosen ?? [])];
      responses.push(response);
      answers[question.slug] = this.answers[question.slug];
    }
    return { responses, answers };
  }

  /**
   * Answers refused after the walk (a file another submission already uses, say), as the page shows
   * them: by question, and on a form with steps on the first shown page with one.
   */
  refusal(refused: readonly AnswerProblem[]): FillRefusal {
    const problems = new Map<string, string>();
    const otherProblems: AnswerProblem[] = [];
    for (const problem of refused) {
      const slug = SLUG_FIELD.test(problem.field) ? problem.field.replace(SLUG_FIELD, '') : null;
      if (slug !== null) {
        if (!problems.has(slug)) problems.set(slug, problem.problem);
      } else otherProblems.push(problem);
    }
    if (!this.steps) return { kind: 'refused', problems, otherProblems };
    const pages = [...problems.keys()].map((slug) => this.pageOf(slug)).filter((page) => page >= 0);
    const page = pages.length > 0 ? Math.min(...pages) : this.shownPages[this.shownPages.length - 1];
    return {
      kind: 'refused',
      problems: new Map([...problems].filter(([slug]) => this.pageOf(slug) === page)),
      otherProblems,
      step: this.step(page),
    };
  }

  /** Every answer checked and recorded; refused files first, each with its own problem. */
  private complete(newId: () => string, refusedFiles: ReadonlyMap<string, string>): FillDecision {
    const found: AnswerProblem[] = [...refusedFiles].map(([slug, problem]) => ({ field: `responses.${slug}`, problem }));
    try {
      const recorded = recordAssessed(this.form.questions, this.form.hiddenFields, this.assessed, this.answers, this.fieldValues, newId);
      if (found.length === 0) return { kind: 'complete', recorded };
    } catch (error) {
      if (!(error instanceof InvalidAnswers)) throw error;
      found.push(...error.problems.filter((problem) => !refusedFiles.has(problem.field.replace(SLUG_FIELD, ''))));
    }
    return this.refusal(found);
  }

  private isShown(pageIndex: number): boolean {
    const page = this.pages[pageIndex];
    return page.pageBreak === null || this.assessed[page.breakIndex].visible;
  }

  /** The shown page at or before `pageIndex` (the first page is always shown). */
  private shownAtOrBefore(pageIndex: number): number {
    return [...this.shownPages].reverse().find((index) => index <= pageIndex) ?? 0;
  }

  /** The page of a question (0-based), -1 when the form has no such question. */
  private pageOf(slug: string): number {
    let page = 0;
    for (const question of this.form.questions) {
      if (question.kind === 'page_break') page += 1;
      else if (question.slug === slug) return page;
    }
    return -1;
  }

  /** Problems of the questions asked on one page, by slug. */
  private problemsOn(pageIndex: number): Map<string, string> {
    const problems = new Map<string, string>();
    for (const item of this.assessed) {
      if (item.page === pageIndex && item.visible && item.problem !== undefined) problems.set(item.question.slug, item.problem);
    }
    return problems;
  }

  private step(pageIndex: number): FillStep {
    const page = this.pages[pageIndex];
    const onPage = new Set(page.questions.map((question) => question.slug));
    const items: StepItem[] = [];
    for (const question of page.questions) {
      const shown = this.liveState(question, onPage);
      if (shown === false) continue;
      items.push(shown === true ? { question } : { question, live: shown });
    }
    const carried: Array<[string, string]> = [];
    for (const item of this.assessed) {
      const { slug } = item.question;
      if (!isAnswerable(item.question) || onPage.has(slug)) continue;
      // Answers that earlier pages did not ask are dropped here: a hidden question's answer (a file
      // too) never travels on, and the submission stores it as not asked.
      if (item.page < pageIndex && !item.visible) continue;
      const answer = Object.prototype.hasOwnProperty.call(this.answers, slug) ? this.answers[slug] : undefined;
      for (const value of valuesOf(answer)) carried.push([slug, value]);
    }
    const number = this.shownPages.indexOf(pageIndex) + 1;
    return {
      page: pageIndex + 1,
      number,
      count: this.shownPages.length,
      title: page.pageBreak?.label ?? null,
      items,
      carried,
      last: number === this.shownPages.length,
    };
  }

  /**
   * true: shown; false: hidden by answers already given; otherwise the conditions left, on questions of
   * this same page, which the page's script applies as the person answers.
   */
  private liveState(question: Question, onPage: ReadonlySet<string>): boolean | VisibleIf {
    const visibleIf = question.visibleIf;
    if (!visibleIf) return true;
    const live: Condition[] = [];
    const decided: boolean[] = [];
    for (const condition of visibleIf.conditions) {
      if (condition.question !== undefined && onPage.has(condition.question)) live.push(condition);
      else decided.push(this.holds(condition));
    }
    if (visibleIf.match === 'all') {
      if (decided.includes(false)) return false;
      if (live.length === 0) return true;
    } else {
      if (decided.includes(true)) return true;
      if (live.length === 0) return false;
    }
    return { match: visibleIf.match, conditions: live };
  }

  private holds(condition: Condition): boolean {
    if (condition.question !== undefined) {
      const item = this.assessed.find((candidate) => candidate.question.slug === condition.question);
      const asked = item !== undefined && item.visible && item.problem === undefined;
      const kind = (item?.question.kind ?? 'short_text') as OperandKind;
      return conditionHolds(condition, kind, asked ? { text: item.value, chosen: item.chosen } : { text: '' });
    }
    const name = condition.hiddenField ?? '';
    const given = this.form.hiddenFields.includes(name) ? this.fieldValues[name] : undefined;
    return conditionHolds(condition, 'hidden_field', { text: typeof given === 'string' ? given : '' });
  }
}
