import { checkFormTheme, type FormTheme, type FormThemeInput, sameTheme } from '../brand/form-theme';
import { DomainError } from '../errors';
import type { Email } from '../team-member/email.value-object';
import { type AnswerValue, recordAnswers, type SubmissionResponse } from '../submission/answers';
import type { FieldValue } from '../submission/submission.entity';
import { checkConditions } from './logic';
import { checkRecalls } from './recall';
import type { FormContent } from './form-content';
import { applyFormSettings, checkFormSettingsInput, completeFormSettings, defaultFormSettings, type FormSettings, type FormSettingsInput, sameFormSettings, settingsAllowResponse } from './form-settings';
import { buildQuestions, checkDefinitionSize, checkHiddenFields, MAX_DEFINITION_BYTES, type Question, type QuestionInput, sameQuestions } from './question';

export const FORM_STATES = ['draft', 'published', 'unpublished', 'archived'] as const;

/** Derived from the flags, never set: see `Form.state`. */
export type FormState = (typeof FORM_STATES)[number];

export interface FormProps {
  id: string;
  workspaceId: string;
  title: string;
  questions: Question[];
  hiddenFields: string[];
  /**
   * Questions an edit removed, in the order they were removed, each as it was last: answers stored
   * under them remain, and an export still gives them a column. Never shown as part of the form.
   * null when they were not read: a form read to take a submission never needs them (see `retiredQuestions`).
   */
  retiredQuestions: RetiredQuestion[] | null;
  isPublished: boolean;
  /** Once true, stays true: it tells an unpublished form from a draft. */
  everPublished: boolean;
  isArchived: boolean;
  isDisabled: boolean;
  isSuspended: boolean;
  createdBy: string;
  /** Live submissions. */
  submissionsCount: number;
  /** The last position handed out; positions are never reused, so deletions leave holes below it. */
  lastPosition: number;
  /** Creation time of the newest submission: a later one is never stamped earlier. */
  lastSubmissionAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Closing rules, endings and emails about responses. */
  settings: FormSettings;
  /** The form's own look over the workspace's brand; null: the brand alone. Checked for contrast against the brand by the use cases, which read it. */
  theme: FormTheme | null;
  /**
   * Raised by every write of the stored form (an edit, a submission counted, a suspension), so that
   * "is this the form someone saw?" is a comparison of two numbers. 1 for a new form.
   */
  revision: number;
}

/** A question no longer on the form, as it was when it was removed. */
export type RetiredQuestion = Pick<Question, 'id' | 'kind' | 'label' | 'slug'>;

/**
 * How many removed questions a form remembers: an owner who keeps replacing questions must not grow
 * the form without bound. Past it, the earliest removed are forgotten first.
 */
export const MAX_RETIRED_QUESTIONS = 1000;

/** The flags that decide whether a form takes responses: the aggregate has them, and so has a form read for display. */
export type FormAvailability = Pick<FormProps, 'isPublished' | 'isArchived' | 'isDisabled' | 'isSuspended'>;

/** What an owner may change; absent means "leave as it is". */
export interface FormChanges {
  title?: string;
  questions?: readonly QuestionInput[];
  hiddenFields?: readonly string[];
  isPublished?: boolean;
  isArchived?: boolean;
  isDisabled?: boolean;
  /** Each field given replaces that setting; the others keep theirs. */
  settings?: FormSettingsInput;
  /** Replaces the whole theme; null: the brand alone. */
  theme?: FormThemeInput | null;
}

function checkTitle(raw: string): string {
  const title = raw.trim();
  if (title.length === 0) throw DomainError.invalid('title', 'must not be blank');
  if (title.length > 255) throw DomainError.invalid('title', 'must be at most 255 characters');
  return title;
}

export class Form {
  private constructor(private readonly props: FormProps) {}

  /** Whether an edit since the form was read changed its removed questions: only then are they written. */
  private retiredChanged = false;

  /** The title is trimmed and 1-255 characters; a new form is an unpublished draft. */
  static create(input: {
    id: string;
    workspaceId: string;
    title: string;
    createdBy: Email;
    now: Date;
    questions?: readonly QuestionInput[];
    hiddenFields?: readonly string[];
    settings?: FormSettingsInput;
    theme?: FormThemeInput | null;
    /** Ids for new questions. */
    newId?: () => string;
  }): Form {
    const title = checkTitle(input.title);
    const questions = buildQuestions(input.questions ?? [], [], input.newId ?? unexpectedQuestion);
    const hiddenFields = checkHiddenFields(input.hiddenFields ?? [], questions);
    checkConditions(questions, hiddenFields);
    checkDefinitionSize(questions, hiddenFields);
    const settings = applyFormSettings(defaultFormSettings(), input.settings ?? {}, questions, input.now);
    checkRecalls(questions, hiddenFields, settings.thankYouMessage);
    const theme = checkFormTheme(input.theme ?? null);
    return new Form({
      id: input.id,
      workspaceId: input.workspaceId,
      title,
      questions,
      hiddenFields,
      retiredQuestions: [],
      isPublished: false,
      everPublished: false,
      isArchived: false,
      isDisabled: false,
      isSuspended: false,
      createdBy: input.createdBy.value,
      submissionsCount: 0,
      lastPosition: 0,
      lastSubmissionAt: null,
      createdAt: input.now,
      updatedAt: input.now,
      settings,
      theme,
      revision: 1,
    });
  }

  /** Settings left out (stored before they existed) take their defaults; a revision left out is a new form's. */
  static restore(props: Omit<FormProps, 'settings' | 'revision' | 'theme'> & { settings?: Partial<FormSettings> | null; revision?: number; theme?: FormTheme | null }): Form {
    // A copy: the caller's object is never the aggregate's own.
    return new Form(
      Object.assign({}, props, { settings: completeFormSettings(props.settings), theme: props.theme ?? null, revision: props.revision ?? 1 }),
    );
  }

  get id(): string {
    return this.props.id;
  }
  get workspaceId(): string {
    return this.props.workspaceId;
  }
  get title(): string {
    return this.props.title;
  }
  get questions(): readonly Question[] {
    return this.props.questions;
  }
  get hiddenFields(): readonly string[] {
    return this.props.hiddenFields;
  }
  /** Throws when they were not read: such a form can take answers, but is never changed or exported. */
  get retiredQuestions(): readonly RetiredQuestion[] {
    return this.retired();
  }
  get retiredQuestionsChanged(): boolean {
    return this.retiredChanged;
  }
  /**
   * Every question the form has had: the current ones in order, then the removed ones in the order they
   * were removed. Answers are tied to these ids; a removed question keeps its last label.
   */
  get questionsEverAsked(): readonly RetiredQuestion[] {
    // Page breaks start pages and take no answer: they were never asked.
    return [...this.props.questions, ...this.retired()].filter((question) => question.kind !== 'page_break');
  }
  private retired(): RetiredQuestion[] {
    if (this.props.retiredQuestions === null) throw new Error(`form ${this.props.id} was read without its removed questions`);
    return this.props.retiredQuestions;
  }

  /** archived, else published, else unpublished once it has ever been published, else draft. */
  get state(): FormState {
    if (this.props.isArchived) return 'archived';
    if (this.props.isPublished) return 'published';
    return this.props.everPublished ? 'unpublished' : 'draft';
  }
  get isPublished(): boolean {
    return this.props.isPublished;
  }
  get everPublished(): boolean {
    return this.props.everPublished;
  }
  get isArchived(): boolean {
    return this.props.isArchived;
  }
  get isDisabled(): boolean {
    return this.props.isDisabled;
  }
  get isSuspended(): boolean {
    return this.props.isSuspended;
  }
  get createdBy(): string {
    return this.props.createdBy;
  }
  get submissionsCount(): number {
    return this.props.submissionsCount;
  }
  get lastPosition(): number {
    return this.props.lastPosition;
  }
  get lastSubmissionAt(): Date | null {
    return this.props.lastSubmissionAt;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }
  get revision(): number {
    return this.props.revision;
  }
  get settings(): FormSettings {
    return this.props.settings;
  }
  get theme(): FormTheme | null {
    return this.props.theme;
  }

  /**
   * Published, and neither archived, paused by its owner nor suspended by the operator. The one place
   * this rule is written: the intake asks it of the aggregate (see `receiveAnswers`), the public form
   * page of the form it read for display, so the page never invites answers the intake would refuse.
   */
  static acceptsResponses(form: FormAvailability): boolean {
    return form.isPublished && !form.isArchived && !form.isDisabled && !form.isSuspended;
  }

  /**
   * `acceptsResponses`, and the owner's closing rules: before the closing date and under the response
   * limit. The intake re-checks the rules in the statement that stores the submission, under the form's
   * row lock, so that many people submitting at once never go past the limit.
   */
  static acceptsResponsesAt(form: FormAvailability & Pick<FormProps, 'settings' | 'submissionsCount'>, now: Date): boolean {
    return Form.acceptsResponses(form) && settingsAllowResponse(form.settings, form.submissionsCount, now);
  }

  /** Refuses a response at `now` when the form does not take one (see `acceptsResponsesAt`). */
  assertAcceptsResponsesAt(now: Date): void {
    if (!Form.acceptsResponsesAt(this.props, now)) throw DomainError.formNotAcceptingResponses();
  }

  /**
   * The checks an edit passes whichever form it is made to, for an edit whose form is not found: a wrong
   * field is refused even when the form does not exist. What depends on the form (that a question id is
   * one of its questions, conditions naming its hidden fields, a new closing date, publishing) is left to
   * `change`, which makes these checks too.
   */
  static checkChanges(changes: FormChanges): void {
    if (changes.title !== undefined) checkTitle(changes.title);
    let questions: Question[] | undefined;
    if (changes.questions !== undefined) {
      // Every id given stands for a question of the form here.
      const named = changes.questions.flatMap((question) => (question.id === undefined ? [] : [{ id: question.id } as Question]));
      let next = 0;
      questions = buildQuestions(changes.questions, named, () => `new-${++next}`);
    }
    if (changes.hiddenFields !== undefined) checkHiddenFields(changes.hiddenFields, questions ?? []);
    if (questions !== undefined && changes.hiddenFields !== undefined) checkConditions(questions, changes.hiddenFields);
    if (questions !== undefined) checkDefinitionSize(questions, changes.hiddenFields ?? []);
    if (changes.settings !== undefined) checkFormSettingsInput(changes.settings);
    if (changes.theme !== undefined) checkFormTheme(changes.theme);
  }

  /**
   * The refusal of an edit whose form is not found: a wrong field first, else "Form not found". Where the
   * form exists, `change` checks the fields as it applies them, so a successful edit checks them once.
   */
  static refuseWithoutForm(changes: FormChanges): never {
    Form.checkChanges(changes);
    throw DomainError.formNotFound();
  }

  /**
   * Applies an owner's edit as one change: the questions are replaced as a whole (a question given with
   * a known id is kept and changed, a new one gets `newId()`, one left out is removed) and renumbered.
   * Returns whether anything changed; `updatedAt` moves only then.
   */
  change(changes: FormChanges, now: Date, newId: () => string): boolean {
    const next: FormProps = { ...this.props };
    if (changes.title !== undefined) next.title = checkTitle(changes.title);
    if (changes.isArchived !== undefined) next.isArchived = changes.isArchived;
    if (changes.questions !== undefined) {
      if (next.isArchived) throw DomainError.formArchived();
      next.questions = buildQuestions(changes.questions, this.props.questions, newId);
      next.retiredQuestions = retire(this.retired(), this.props.questions, next.questions);
    }
    if (changes.hiddenFields !== undefined || changes.questions !== undefined) {
      next.hiddenFields = checkHiddenFields(changes.hiddenFields ?? this.props.hiddenFields, next.questions);
      // Conditions name slugs and hidden fields: a new list of either may leave one naming nothing.
      checkConditions(next.questions, next.hiddenFields);
      const definition = checkDefinitionSize(next.questions, next.hiddenFields);
      if (next.retiredQuestions !== null) next.retiredQuestions = fitRetired(next.retiredQuestions, definition);
    }
    if (changes.isDisabled !== undefined) next.isDisabled = changes.isDisabled;
    if (changes.theme !== undefined) next.theme = checkFormTheme(changes.theme);
    if (changes.settings !== undefined || changes.questions !== undefined) {
      next.settings = applyFormSettings(this.props.settings, changes.settings ?? {}, next.questions, now);
    }
    // Recalls name questions and hidden fields too, and may sit in a label or the thank-you message.
    if (changes.settings !== undefined || changes.questions !== undefined || changes.hiddenFields !== undefined) {
      checkRecalls(next.questions, next.hiddenFields, next.settings.thankYouMessage);
    }
    if (changes.isPublished !== undefined) {
      if (changes.isPublished && next.isArchived) throw DomainError.formArchived();
      next.isPublished = changes.isPublished;
    }
    // Archiving takes the form off line; unarchiving leaves it unpublished until it is published again.
    if (next.isArchived) next.isPublished = false;
    if (next.isPublished && next.questions.length === 0) throw DomainError.invalid('questions', 'must not be empty to publish');
    if (next.isPublished) next.everPublished = true;

    const changed =
      next.title !== this.props.title ||
      !sameQuestions(next.questions, this.props.questions) ||
      next.hiddenFields.join('\n') !== this.props.hiddenFields.join('\n') ||
      next.isPublished !== this.props.isPublished ||
      next.everPublished !== this.props.everPublished ||
      next.isArchived !== this.props.isArchived ||
      next.isDisabled !== this.props.isDisabled ||
      !sameFormSettings(next.settings, this.props.settings) ||
      !sameTheme(next.theme, this.props.theme);
    if (!changed) return false;
    if (next.retiredQuestions !== this.props.retiredQuestions) this.retiredChanged = true;
    Object.assign(this.props, next, { updatedAt: now });
    return true;
  }

  /**
   * This form with other content and nothing else changed: what a draft edit is checked on, so that a
   * draft passes exactly the rules of an edit of the live form. It remembers no removed questions: a
   * draft never stores them.
   */
  withContent(content: FormContent): Form {
    // A copy of this form's props (never changed in place) with the content's fields; once per save.
    return new Form(
      Object.assign({}, this.props, {
        title: content.title,
        questions: content.questions.map((question) => ({ ...question })),
        hiddenFields: [...content.hiddenFields],
        retiredQuestions: [],
        settings: content.settings,
        theme: content.theme,
      }),
    );
  }

  /**
   * Makes `content` (a draft's or a version's, checked when it was saved) the live one, as one change:
   * questions it no longer has are remembered as removed, as after an edit. Returns whether anything
   * changed; `updatedAt` moves only then.
   */
  replaceContent(content: FormContent, now: Date): boolean {
    const title = checkTitle(content.title);
    const questions = content.questions.map((question, index) => Object.assign({}, question, { position: index + 1 }));
    const hiddenFields = checkHiddenFields(content.hiddenFields, questions);
    checkConditions(questions, hiddenFields);
    checkRecalls(questions, hiddenFields, content.settings.thankYouMessage);
    const definition = checkDefinitionSize(questions, hiddenFields);
    if (this.props.isPublished && questions.length === 0) throw DomainError.invalid('questions', 'must not be empty to publish');
    const changed =
      title !== this.props.title ||
      !sameQuestions(questions, this.props.questions) ||
      hiddenFields.join('\n') !== this.props.hiddenFields.join('\n') ||
      !sameFormSettings(content.settings, this.props.settings) ||
      !sameTheme(content.theme, this.props.theme);
    if (!changed) return false;
    const retired = fitRetired(retire(this.retired(), this.props.questions, questions), definition);
    if (retired !== this.props.retiredQuestions) this.retiredChanged = true;
    this.props.retiredQuestions = retired;
    Object.assign(this.props, { title, questions, hiddenFields, settings: { ...content.settings }, theme: content.theme, updatedAt: now });
    return true;
  }

  /** The operator's switch, outside the owner's reach. Returns whether it changed. */
  setSuspended(suspended: boolean, now: Date): boolean {
    if (this.props.isSuspended === suspended) return false;
    this.props.isSuspended = suspended;
    this.props.updatedAt = now;
    return true;
  }

  /**
   * Checks one set of answers: refused when the form does not accept responses or an answer is wrong
   * (every problem named), otherwise the responses as they are stored, snapshotting the questions.
   * Only what the person was asked counts: a question that its conditions hid is stored as "".
   * The position is the form's next one, given when the submission is stored (see SubmissionRepository).
   */
  receiveAnswers(input: {
    answers: Readonly<Record<string, AnswerValue>>;
    fieldValues: Readonly<Record<string, string>>;
    newId: () => string;
  }): { responses: SubmissionResponse[]; fieldValues: FieldValue[] } {
    if (!Form.acceptsResponses(this.props)) throw DomainError.formNotAcceptingResponses();
    return recordAnswers(this.props.questions, this.props.hiddenFields, input.answers, input.fieldValues, input.newId);
  }

  /**
   * Reserves the next `count` positions for new submissions, created at `createdAt` times that the
   * caller makes non-decreasing from `firstCreatedAt` on, and returns the first position. Positions are
   * handed out in creation order and never reused, which is what lets a time filter become a position
   * range and a page a range of blocks.
   */
  reserveSubmissionPositions(count: number, lastCreatedAt: Date): number {
    if (!Number.isInteger(count) || count < 1) throw DomainError.invalid('count', 'must be a positive integer');
    const first = this.props.lastPosition + 1;
    this.props.lastPosition += count;
    this.props.submissionsCount += count;
    this.props.lastSubmissionAt = lastCreatedAt;
    return first;
  }

  /** The creation time of a submission made now: never earlier than the newest one's. */
  nextSubmissionTime(now: Date): Date {
    const last = this.props.lastSubmissionAt;
    return last && last > now ? last : now;
  }

  /** A submission was erased: it no longer counts. */
  forgetSubmission(): void {
    if (this.props.submissionsCount === 0) throw DomainError.invalid('count', 'no submission is left to forget');
    this.props.submissionsCount -= 1;
  }
}

/**
 * The removed questions that fit beside the form's definition: the whole row's questions stay under
 * MAX_DEFINITION_BYTES, so a form whose questions keep being replaced cannot grow what is stored, read
 * and exported with it. The earliest removed are forgotten first, as past MAX_RETIRED_QUESTIONS.
 */
function fitRetired(retired: RetiredQuestion[], definitionSize: number): RetiredQuestion[] {
  const room = MAX_DEFINITION_BYTES - definitionSize;
  // As JSON: the brackets, then each entry with the comma before every entry but the first.
  let bytes = 2 + retired.reduce((sum, question) => sum + jsonBytes(question), 0) + Math.max(0, retired.length - 1);
  let first = 0;
  while (first < retired.length && bytes > room) {
    bytes -= jsonBytes(retired[first]) + (retired.length - first > 1 ? 1 : 0);
    first += 1;
  }
  return first === 0 ? retired : retired.slice(first);
}

/** The removed questions after an edit: those of `before` missing from `after` join the end, in their old order. */
function retire(retired: RetiredQuestion[], before: readonly Question[], after: readonly Question[]): RetiredQuestion[] {
  const kept = new Set(after.map((question) => question.id));
  const removed = before
    .filter((question) => !kept.has(question.id))
    .map(({ id, kind, label, slug }) => ({ id, kind, label, slug }));
  if (removed.length === 0) return retired;
  return [...retired, ...removed].slice(-MAX_RETIRED_QUESTIONS);
}

function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

function unexpectedQuestion(): string {
  throw new Error('Form.create needs newId to create questions');
}
