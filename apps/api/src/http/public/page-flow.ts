import type { FormView } from '@forms/application';
import {
  type AnswerValue,
  type AssessedItem,
  assessAnswers,
  type Condition,
  conditionHolds,
  isAnswerable,
  type OperandKind,
  type Question,
  type VisibleIf,
} from '@forms/domain';

/**
 * The fill page of a form with pages or conditions, one page at a time and without JavaScript: every
 * step is a POST carrying the answers of the other pages as hidden inputs, and the server decides (with
 * the same walk over the form as the intake) which pages and questions are asked. Nothing is stored
 * before the last page is sent; then the whole set of answers goes to the intake like a JSON submission.
 */

/** Body fields of the flow; a leading `_` keeps them apart from every slug and hidden field name. */
export const PAGE_FIELD = '_page';
export const ACTION_FIELD = '_action';

/** One page: the items from one page break (or the form's start) to the next. */
interface FormPageSlice {
  /** The page break that starts it; null for the first page. */
  pageBreak: Question | null;
  /** Its position in the form's items, for the page break's assessment. */
  breakIndex: number;
  questions: Question[];
}

/** A question of the shown page whose condition waits for answers on that same page. */
export interface LiveCondition {
  /** Only the conditions on this page's questions: the others are already decided. */
  visibleIf: VisibleIf;
  /** Said to the person, for when the page's script does not run. */
  note: string;
  /** What the page's script needs: per condition, the operand's slug and kind. */
  data: string;
}

export interface PageItem {
  question: Question;
  live?: LiveCondition;
}

/** What the page shows at one step. */
export interface StepView {
  /** 1-based, among all the pages of the form: what the next post names in PAGE_FIELD. */
  page: number;
  /** Among the pages shown for the answers so far: "Page number of count". */
  number: number;
  count: number;
  title: string | null;
  items: PageItem[];
  /** The answers of the other pages, carried as hidden inputs. */
  carried: Array<[string, string]>;
  last: boolean;
}

export type StepDecision =
  | { kind: 'show'; status: 200 | 422; step: StepView; problems: Map<string, string> }
  | { kind: 'submit' };

/** Forms with neither pages nor conditions keep the single page they always had. */
export function hasSteps(form: FormView): boolean {
  return form.questions.some((question) => question.kind === 'page_break' || question.visibleIf !== undefined);
}

function pagesOf(questions: readonly Question[]): FormPageSlice[] {
  const pages: FormPageSlice[] = [{ pageBreak: null, breakIndex: -1, questions: [] }];
  questions.forEach((question, index) => {
    if (question.kind === 'page_break') pages.push({ pageBreak: question, breakIndex: index, questions: [] });
    else pages[pages.length - 1].questions.push(question);
  });
  return pages;
}

/** The form's answers in a posted body: every value of each question's control, by slug. */
export function answersFromBody(form: FormView, body: URLSearchParams): { answers: Record<string, AnswerValue>; entered: Map<string, string[]> } {
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

class Walk {
  readonly pages: FormPageSlice[];
  readonly assessed: AssessedItem[];
  readonly shownPages: number[];

  constructor(
    readonly form: FormView,
    answers: Readonly<Record<string, AnswerValue>>,
    readonly fieldValues: Readonly<Record<string, string>>,
  ) {
    this.pages = pagesOf(form.questions);
    this.assessed = assessAnswers(form.questions, form.hiddenFields, answers, fieldValues);
    this.shownPages = this.pages.map((_, index) => index).filter((index) => this.isShown(index));
  }

  isShown(pageIndex: number): boolean {
    const page = this.pages[pageIndex];
    return page.pageBreak === null || this.assessed[page.breakIndex].visible;
  }

  /** The shown page at or before `pageIndex` (the first page is always shown). */
  shownAtOrBefore(pageIndex: number): number {
    return [...this.shownPages].reverse().find((index) => index <= pageIndex) ?? 0;
  }

  pageOf(slug: string): number {
    let page = 0;
    for (const question of this.form.questions) {
      if (question.kind === 'page_break') page += 1;
      else if (question.slug === slug) return page;
    }
    return -1;
  }

  /** Problems of the questions asked on one page, by slug. */
  problemsOn(pageIndex: number): Map<string, string> {
    const problems = new Map<string, string>();
    for (const item of this.assessed) {
      if (item.page === pageIndex && item.visible && item.problem !== undefined) problems.set(item.question.slug, item.problem);
    }
    return problems;
  }

  step(pageIndex: number, entered: ReadonlyMap<string, readonly string[]>): StepView {
    const page = this.pages[pageIndex];
    const onPage = new Set(page.questions.map((question) => question.slug));
    const items: PageItem[] = [];
    for (const question of page.questions) {
      const shown = this.liveState(question, onPage);
      if (shown === false) continue;
      items.push(shown === true ? { question } : { question, live: shown });
    }
    const carried: Array<[string, string]> = [];
    for (const item of this.assessed) {
      const { slug } = item.question;
      if (!isAnswerable(item.question) || onPage.has(slug)) continue;
      // Answers that earlier pages did not ask are dropped here; the intake would ignore them anyway.
      if (item.page < pageIndex && !item.visible) continue;
      for (const value of entered.get(slug) ?? []) carried.push([slug, value]);
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
  private liveState(question: Question, onPage: ReadonlySet<string>): boolean | LiveCondition {
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
    const remaining: VisibleIf = { match: visibleIf.match, conditions: live };
    const kinds = new Map(this.form.questions.map((item) => [item.slug, item]));
    const data = JSON.stringify({
      match: remaining.match,
      conditions: live.map((condition) => ({ question: condition.question, kind: kinds.get(condition.question!)!.kind, operator: condition.operator, value: condition.value })),
    });
    return { visibleIf: remaining, note: noteFor(remaining, kinds), data };
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

const SAYS: Record<string, string> = {
  is_answered: 'is answered',
  is_not_answered: 'is not answered',
  equals: 'is',
  not_equals: 'is not',
  contains: 'includes',
  not_contains: 'does not include',
  greater_than: 'is more than',
  less_than: 'is less than',
};

/** "Answer this only if “Seats” is more than 10." */
function noteFor(visibleIf: VisibleIf, questions: ReadonlyMap<string, Question>): string {
  const parts = visibleIf.conditions.map((condition) => {
    const operand = questions.get(condition.question!)!;
    let says = SAYS[condition.operator];
    if (operand.kind === 'date' && condition.operator === 'greater_than') says = 'is after';
    if (operand.kind === 'date' && condition.operator === 'less_than') says = 'is before';
    return `“${operand.label}” ${says}${condition.value === undefined ? '' : ` “${condition.value}”`}`;
  });
  if (parts.length === 1) return `Answer this only if ${parts[0]}.`;
  return `Answer this only if ${visibleIf.match === 'all' ? 'all' : 'any'} of these are true: ${parts.join('; ')}.`;
}

/** The first page: what a GET shows. */
export function firstStep(form: FormView, fieldValues: Readonly<Record<string, string>>): StepView {
  return new Walk(form, {}, fieldValues).step(0, new Map());
}

/**
 * One step of the flow: Back shows the shown page before this one; Next checks this page's answers
 * (422 with the page again) and shows the next shown page, or asks for the submission after the last.
 * A page named in the body that the answers do not show is taken as the shown page before it.
 * `refusedFiles` are files of this post refused before the walk (too large, a type not accepted), by
 * slug: they count as problems of the page only for the questions it asks; any other is ignored.
 */
export function decideStep(
  form: FormView,
  body: URLSearchParams,
  answers: Readonly<Record<string, AnswerValue>>,
  entered: ReadonlyMap<string, readonly string[]>,
  fieldValues: Readonly<Record<string, string>>,
  refusedFiles: ReadonlyMap<string, string> = new Map(),
): StepDecision {
  const walk = new Walk(form, answers, fieldValues);
  const named = /^\d{1,2}$/.test(body.get(PAGE_FIELD) ?? '') ? Number(body.get(PAGE_FIELD)) - 1 : 0;
  const current = walk.shownAtOrBefore(Math.min(Math.max(named, 0), walk.pages.length - 1));
  if (body.get(ACTION_FIELD) === 'back') {
    const previous = walk.shownAtOrBefore(current - 1);
    return { kind: 'show', status: 200, step: walk.step(current === 0 ? 0 : previous, entered), problems: new Map() };
  }
  const problems = walk.problemsOn(current);
  for (const item of walk.assessed) {
    const refused = refusedFiles.get(item.question.slug);
    if (refused !== undefined && item.page === current && item.visible) problems.set(item.question.slug, refused);
  }
  if (problems.size > 0) return { kind: 'show', status: 422, step: walk.step(current, entered), problems };
  const next = walk.shownPages.find((index) => index > current);
  if (next !== undefined) return { kind: 'show', status: 200, step: walk.step(next, entered), problems: new Map() };
  return { kind: 'submit' };
}

/**
 * The page to show when the intake refused the answers: the first shown page with a refused question,
 * with that page's problems; the last page when only the link's hidden values were refused.
 */
export function refusedStep(
  form: FormView,
  answers: Readonly<Record<string, AnswerValue>>,
  entered: ReadonlyMap<string, readonly string[]>,
  fieldValues: Readonly<Record<string, string>>,
  problemSlugs: ReadonlyMap<string, string>,
): { step: StepView; problems: Map<string, string> } {
  const walk = new Walk(form, answers, fieldValues);
  const pages = [...problemSlugs.keys()].map((slug) => walk.pageOf(slug)).filter((page) => page >= 0);
  const page = pages.length > 0 ? Math.min(...pages) : walk.shownPages[walk.shownPages.length - 1];
  const problems = new Map([...problemSlugs].filter(([slug]) => walk.pageOf(slug) === page));
  return { step: walk.step(page, entered), problems };
}
