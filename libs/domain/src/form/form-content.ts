import { type FormTheme, sameTheme } from '../brand/form-theme';
import { sameFileSettings } from './file-upload';
import { type FormSettings, sameFormSettings } from './form-settings';
import { isAnswerable, type Question, sameQuestions } from './question';

/**
 * What respondents are shown of a form: its title, questions, hidden fields, settings and theme (its look
 * is shown to respondents too, so a change of it goes through the draft and makes a version like the
 * others). The life-cycle flags (published, archived, paused) are not content: switching them makes no version.
 */
export interface FormContent {
  title: string;
  questions: Question[];
  hiddenFields: string[];
  settings: FormSettings;
  theme: FormTheme | null;
}

/** The content of a form (or of anything shaped like one), copied so that later edits do not reach it. */
export function contentOf(form: {
  title: string;
  questions: readonly Question[];
  hiddenFields: readonly string[];
  settings: FormSettings;
  theme?: FormTheme | null;
}): FormContent {
  return {
    title: form.title,
    questions: form.questions.map((question) => ({ ...question })),
    hiddenFields: [...form.hiddenFields],
    settings: Object.assign({}, form.settings, { notificationEmails: [...form.settings.notificationEmails] }),
    theme: form.theme ? { ...form.theme, ...(form.theme.colors ? { colors: { ...form.theme.colors } } : {}) } : null,
  };
}

/** Whether two contents would show respondents the same form. */
export function sameContent(a: FormContent, b: FormContent): boolean {
  return (
    a.title === b.title &&
    sameQuestions(a.questions, b.questions) &&
    a.hiddenFields.join('\n') === b.hiddenFields.join('\n') &&
    sameFormSettings(a.settings, b.settings) &&
    sameTheme(a.theme, b.theme)
  );
}

export const CONTENT_CHANGE_TYPES = [
  'question_added',
  'question_removed',
  'question_changed',
  'title_changed',
  'hidden_fields_changed',
  'settings_changed',
  'questions_reordered',
] as const;
export type ContentChangeType = (typeof CONTENT_CHANGE_TYPES)[number];

/** One difference between a version and the one before, in words a person reads. */
export interface ContentChange {
  type: ContentChangeType;
  /** The question it is about, for the question changes. */
  questionId?: string;
  text: string;
}

/** A kind as a person says it: `single choice`, `yes/no`. */
function kindWords(kind: Question['kind']): string {
  return kind === 'yes_no' ? 'yes/no' : kind.replace(/_/g, ' ');
}

function quoted(text: string): string {
  return `"${text}"`;
}

// What each setting is called in the builder.
const SETTING_NAMES: Record<keyof FormSettings, string> = {
  closesAt: 'closing date',
  maxSubmissions: 'response limit',
  closedMessage: 'closed message',
  thankYouMessage: 'thank-you message',
  redirectUrl: 'redirect after submitting',
  notificationEmails: 'response notification emails',
  confirmationEmailQuestion: 'confirmation email question',
  savePartialResponses: 'saving of partial responses',
  partialResponseDays: 'days partial responses are kept',
};

/**
 * What differs from `before` to `after`, one entry per difference a person would name: a question added
 * or removed, each change of a kept question (its label, kind, required, options one by one, condition,
 * slug, scale, file rules), the order of the kept questions, the title, the hidden fields, each setting.
 * Empty when the contents are the same.
 */
export function describeChanges(before: FormContent, after: FormContent): ContentChange[] {
  const changes: ContentChange[] = [];
  if (before.title !== after.title) {
    changes.push({ type: 'title_changed', text: `Renamed the form from ${quoted(before.title)} to ${quoted(after.title)}` });
  }
  const beforeById = new Map(before.questions.map((question) => [question.id, question]));
  const afterIds = new Set(after.questions.map((question) => question.id));
  for (const question of before.questions) {
    if (!afterIds.has(question.id)) {
      const what = question.kind === 'page_break' ? `the page break ${quoted(question.label)}` : quoted(question.label);
      changes.push({ type: 'question_removed', questionId: question.id, text: `Removed ${what}` });
    }
  }
  for (const question of after.questions) {
    const old = beforeById.get(question.id);
    if (!old) {
      const what = question.kind === 'page_break' ? `a page break ${quoted(question.label)}` : `${kindWords(question.kind)} question ${quoted(question.label)}`;
      changes.push({ type: 'question_added', questionId: question.id, text: `Added ${what}` });
      continue;
    }
    for (const text of questionDifferences(old, question)) changes.push({ type: 'question_changed', questionId: question.id, text });
  }
  // Only the order of the questions both versions have: an addition or removal moves the others but
  // reorders nothing.
  const keptBefore = before.questions.filter((question) => afterIds.has(question.id)).map((question) => question.id);
  const keptAfter = after.questions.filter((question) => beforeById.has(question.id)).map((question) => question.id);
  if (keptBefore.join('\n') !== keptAfter.join('\n')) changes.push({ type: 'questions_reordered', text: 'Reordered the questions' });
  changes.push(...hiddenFieldChanges(before.hiddenFields, after.hiddenFields));
  for (const key of Object.keys(SETTING_NAMES) as (keyof FormSettings)[]) {
    if (!sameSetting(before.settings, after.settings, key)) {
      changes.push({ type: 'settings_changed', text: `Changed the ${SETTING_NAMES[key]}` });
    }
  }
  // The look is told among the settings: the builder shows it beside them, and the kinds of change stay the ones clients know.
  if (!sameTheme(before.theme ?? null, after.theme ?? null)) changes.push({ type: 'settings_changed', text: 'Changed the theme' });
  return changes;
}

function sameSetting(a: FormSettings, b: FormSettings, key: keyof FormSettings): boolean {
  return sameFormSettings(a, Object.assign({}, a, { [key]: b[key] }));
}

/** Each difference of one kept question, named by its label after the change (the one people now see). */
function questionDifferences(old: Question, question: Question): string[] {
  const name = quoted(question.label);
  const texts: string[] = [];
  if (old.label !== question.label) texts.push(`Renamed ${quoted(old.label)} to ${name}`);
  if (old.kind !== question.kind) texts.push(`Changed ${name} from ${kindWords(old.kind)} to ${kindWords(question.kind)}`);
  if (old.required !== question.required) texts.push(question.required ? `Made ${name} required` : `Made ${name} optional`);
  texts.push(...optionDifferences(old.options, question.options, name));
  if (old.slug !== question.slug) texts.push(`Changed the slug of ${name} from ${quoted(old.slug)} to ${quoted(question.slug)}`);
  if (old.scale !== question.scale && old.scale !== null && question.scale !== null) {
    texts.push(`Changed the scale of ${name} from ${old.scale} to ${question.scale}`);
  }
  if (!sameFileSettings(old, question) && old.kind === 'file_upload' && question.kind === 'file_upload') texts.push(`Changed the file rules of ${name}`);
  const oldCondition = JSON.stringify(old.visibleIf ?? null);
  const newCondition = JSON.stringify(question.visibleIf ?? null);
  if (oldCondition !== newCondition) {
    if (!old.visibleIf) texts.push(`Added a condition to ${name}`);
    else if (!question.visibleIf) texts.push(`Removed the condition of ${name}`);
    else texts.push(`Changed the condition of ${name}`);
  }
  return texts;
}

/**
 * Options one by one. An option missing from the new list at the very place where the new list has one
 * the old did not is a rename; the others are removals and additions. Same options in another order: a
 * reordering.
 */
function optionDifferences(before: readonly string[], after: readonly string[], name: string): string[] {
  const kept = new Set(after);
  const had = new Set(before);
  const texts: string[] = [];
  const renamed = new Set<number>();
  before.forEach((option, index) => {
    if (!kept.has(option) && index < after.length && !had.has(after[index])) {
      renamed.add(index);
      texts.push(`Renamed option ${quoted(option)} to ${quoted(after[index])} in ${name}`);
    }
  });
  before.forEach((option, index) => {
    if (!kept.has(option) && !renamed.has(index)) texts.push(`Removed option ${quoted(option)} from ${name}`);
  });
  after.forEach((option, index) => {
    if (!had.has(option) && !renamed.has(index)) texts.push(`Added option ${quoted(option)} to ${name}`);
  });
  const commonBefore = before.filter((option) => kept.has(option));
  const commonAfter = after.filter((option) => had.has(option));
  if (commonBefore.join('\n') !== commonAfter.join('\n')) texts.push(`Reordered the options of ${name}`);
  return texts;
}

function hiddenFieldChanges(before: readonly string[], after: readonly string[]): ContentChange[] {
  const changes: ContentChange[] = [];
  const kept = new Set(after);
  const had = new Set(before);
  for (const name of before) if (!kept.has(name)) changes.push({ type: 'hidden_fields_changed', text: `Removed hidden field ${quoted(name)}` });
  for (const name of after) if (!had.has(name)) changes.push({ type: 'hidden_fields_changed', text: `Added hidden field ${quoted(name)}` });
  const commonBefore = before.filter((name) => kept.has(name));
  const commonAfter = after.filter((name) => had.has(name));
  if (commonBefore.join('\n') !== commonAfter.join('\n')) changes.push({ type: 'hidden_fields_changed', text: 'Reordered the hidden fields' });
  return changes;
}

export const DRAFT_IMPACT_CHANGES = ['removed', 'kind_changed', 'options_removed', 'required_added'] as const;
export type DraftImpactChange = (typeof DRAFT_IMPACT_CHANGES)[number];

/** A change of a draft against the live content that touches answers already stored for a question. */
export interface DraftImpactCandidate {
  questionId: string;
  /** The label respondents answered: the live one. */
  label: string;
  change: DraftImpactChange;
  /** For `options_removed`: the live options the draft no longer has. */
  removedOptions?: string[];
}

/**
 * Which live questions the draft would change in a way that touches stored answers: removed, of another
 * kind, losing options (only when the kind stays: a new kind is already named), newly required.
 * Page breaks take no answers and are left out. In the live order.
 */
export function draftImpact(live: FormContent, draft: FormContent): DraftImpactCandidate[] {
  const drafted = new Map(draft.questions.map((question) => [question.id, question]));
  const impact: DraftImpactCandidate[] = [];
  for (const question of live.questions) {
    if (!isAnswerable(question)) continue;
    const next = drafted.get(question.id);
    if (!next) {
      impact.push({ questionId: question.id, label: question.label, change: 'removed' });
      continue;
    }
    if (next.kind !== question.kind) {
      impact.push({ questionId: question.id, label: question.label, change: 'kind_changed' });
      continue;
    }
    const removedOptions = question.options.filter((option) => !next.options.includes(option));
    if (removedOptions.length > 0) impact.push({ questionId: question.id, label: question.label, change: 'options_removed', removedOptions });
    if (next.required && !question.required) impact.push({ questionId: question.id, label: question.label, change: 'required_added' });
  }
  return impact;
}

/** What an impact means for the answers already stored, in words, with how many submissions it touches. */
export function draftImpactText(candidate: DraftImpactCandidate, answered: number): string {
  const responses = answered === 1 ? '1 response' : `${answered} responses`;
  const label = quoted(candidate.label);
  switch (candidate.change) {
    case 'removed':
      return `${responses} answered ${label}; they keep their answers`;
    case 'kind_changed':
      return `${responses} answered ${label} before its kind changes; they keep their answers`;
    case 'options_removed': {
      const options = (candidate.removedOptions ?? []).map(quoted).join(', ');
      return `${responses} chose ${options} in ${label}; they keep their answers`;
    }
    case 'required_added':
      return `${label} becomes required; ${responses} answered it so far`;
  }
}
