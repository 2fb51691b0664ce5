import type { Schema } from '../../api';
import { DEFAULT_FILE_SIZE_MB, DEFAULT_RATING_SCALE, OPERATORS_BY_KIND } from '../../lib/server-rules';
import { type SettingsDraft, type SettingsField, settingsChangeOf, settingsDraftOf, settingsFieldOfPath } from './form-settings';
import { sameThemeDraft, themeChangeOf, type ThemeDraft, themeDraftOf, type ThemeField, themeFieldOfPath } from './form-theme';

/** The builder's pure logic: what is being edited, what a save sends, and where a refusal belongs. */

export type Form = Schema<'FormV2'>;
export type Question = Schema<'Question'>;
export type QuestionKind = Question['kind'];
export type FormChange = Schema<'FormChange'>;
export type VisibleIf = Schema<'VisibleIf'>;
export type Condition = Schema<'Condition'>;

/** The kinds, in the order the `Add question` menu offers them, with the names members see. */
export const KINDS: ReadonlyArray<{ kind: QuestionKind; name: string }> = [
  { kind: 'short_text', name: 'Short text' },
  { kind: 'long_text', name: 'Long text' },
  { kind: 'email', name: 'Email' },
  { kind: 'number', name: 'Number' },
  { kind: 'phone', name: 'Phone' },
  { kind: 'url', name: 'Website' },
  { kind: 'date', name: 'Date' },
  { kind: 'single_choice', name: 'Single choice' },
  { kind: 'multiple_choice', name: 'Multiple choice' },
  { kind: 'dropdown', name: 'Dropdown' },
  { kind: 'rating', name: 'Rating' },
  { kind: 'yes_no', name: 'Yes/No' },
  { kind: 'file_upload', name: 'File upload' },
  { kind: 'page_break', name: 'Page break' },
];

export function kindName(kind: QuestionKind): string {
  return KINDS.find((entry) => entry.kind === kind)?.name ?? kind;
}

const KINDS_WITH_OPTIONS: readonly QuestionKind[] = ['single_choice', 'multiple_choice', 'dropdown'];

export function hasOptions(kind: QuestionKind): boolean {
  return KINDS_WITH_OPTIONS.includes(kind);
}


/**
 * A question as edited. `key` names it on this page (for React and for dragging) from the moment it is
 * added, before the server has given it an id; `id` is there once it was saved.
 */
export interface DraftQuestion {
  key: string;
  id?: string;
  kind: QuestionKind;
  label: string;
  slug: string;
  required: boolean;
  options: string[];
  scale: number | null;
  /** File questions only: the largest file in MB, and the accepted extensions as typed (".pdf, .png"). */
  maxSizeMb?: number;
  acceptedTypesText?: string;
  /** Shown only when these conditions hold; null: always shown. */
  visibleIf?: VisibleIf | null;
}

export interface Draft {
  title: string;
  questions: DraftQuestion[];
  hiddenFields: string[];
  settings: SettingsDraft;
  /** The settings as last saved: a save sends only the settings changed since. */
  savedSettings: SettingsDraft;
  theme: ThemeDraft;
  /** The theme as last saved: a save sends the theme only when it changed since. */
  savedTheme: ThemeDraft;
}

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export function draftOf(form: Form): Draft {
  return {
    title: form.title,
    questions: form.questions.map((question) => ({
      key: question.id,
      id: question.id,
      kind: question.kind,
      label: question.label,
      slug: question.slug,
      required: question.required,
      options: [...question.options],
      scale: question.scale,
      ...(question.kind === 'file_upload' && {
        maxSizeMb: question.max_size_mb ?? DEFAULT_FILE_SIZE_MB,
        acceptedTypesText: (question.accepted_types ?? []).join(', '),
      }),
      visibleIf: question.visible_if ?? null,
    })),
    hiddenFields: [...form.hidden_fields],
    settings: settingsDraftOf(form.settings),
    savedSettings: settingsDraftOf(form.settings),
    theme: themeDraftOf(form.theme),
    savedTheme: themeDraftOf(form.theme),
  };
}

export function newQuestion(kind: QuestionKind): DraftQuestion {
  return {
    key: newKey(),
    kind,
    label: '',
    slug: '',
    required: false,
    // A choice needs at least two options: two empty fields invite the member to fill them.
    options: hasOptions(kind) ? ['', ''] : [],
    scale: kind === 'rating' ? DEFAULT_RATING_SCALE : null,
    ...(kind === 'file_upload' && { maxSizeMb: DEFAULT_FILE_SIZE_MB, acceptedTypesText: '' }),
    visibleIf: null,
  };
}

/** A copy placed right after the original: a new question (no id), whose slug the server derives anew. */
export function duplicate(question: DraftQuestion): DraftQuestion {
  return { ...question, key: newKey(), id: undefined, slug: '', options: [...question.options] };
}

export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** What PATCH sends for the draft: the whole question list in order (the API replaces it). */
export function changeOf(draft: Draft): Required<Pick<FormChange, 'title' | 'questions' | 'hidden_fields'>> & Pick<FormChange, 'settings' | 'theme'> {
  const settings = settingsChangeOf(draft.settings, draft.savedSettings);
  return {
    title: draft.title,
    questions: draft.questions.map((question) => ({
      ...(question.id ? { id: question.id } : {}),
      kind: question.kind,
      label: question.label,
      // Left out when empty: the server derives it from the label.
      ...(question.slug.trim() ? { slug: question.slug.trim() } : {}),
      required: question.required,
      ...(hasOptions(question.kind) ? { options: question.options } : {}),
      ...(question.kind === 'rating' ? { scale: question.scale ?? DEFAULT_RATING_SCALE } : {}),
      ...(question.kind === 'file_upload'
        ? { max_size_mb: question.maxSizeMb ?? DEFAULT_FILE_SIZE_MB, accepted_types: acceptedTypesOf(question.acceptedTypesText ?? '') }
        : {}),
      ...(question.visibleIf ? { visible_if: question.visibleIf } : {}),
    })),
    hidden_fields: draft.hiddenFields,
    ...(settings ? { settings } : {}),
    ...(sameThemeDraft(draft.theme, draft.savedTheme) ? {} : { theme: themeChangeOf(draft.theme) }),
  };
}

/**
 * The extensions a member typed for a file question, as the API takes them: separated by commas or
 * spaces, lower case, each with its dot (`PDF, .png` -> `.pdf`, `.png`), without repeats.
 */
export function acceptedTypesOf(text: string): string[] {
  const types = text
    .split(/[\s,;]+/)
    .map((type) => type.trim().toLowerCase())
    .filter((type) => type !== '' && type !== '.')
    .map((type) => (type.startsWith('.') ? type : `.${type}`));
  return [...new Set(types)];
}

/**
 * Whether a question is still being filled in: a label not typed yet, or an option left blank. The draft
 * is not saved by itself then, or a question just added would be refused before the member could type
 * it; `Save draft` and `Publish changes` still send it, and show the API's refusal beside the field.
 */
export function isBeingFilledIn(draft: Draft): boolean {
  return draft.questions.some(
    (question) => (question.kind !== 'page_break' && question.label.trim() === '') || (hasOptions(question.kind) && question.options.some((option) => option.trim() === '')),
  );
}

/** Whether the draft differs from what was saved (keys do not count: they only name rows on this page). */
export function isDirty(draft: Draft, saved: Form): boolean {
  return JSON.stringify(changeOf(draft)) !== JSON.stringify(changeOf(draftOf(saved)));
}

/** A question's fields that a refusal can name. */
export type QuestionField = 'label' | 'slug' | 'options' | 'scale' | 'kind' | 'required' | 'question' | 'max_size_mb' | 'accepted_types' | 'visible_if';

/** Where a refusal belongs: beside the title, a question's field, a hidden field, or the buttons. */
export type ErrorPlace =
  | { at: 'title' }
  | { at: 'question'; index: number; field: QuestionField }
  | { at: 'hidden_field'; index: number }
  | { at: 'settings'; field: SettingsField }
  | { at: 'theme'; field: ThemeField }
  | { at: 'form' };

const QUESTION_FIELDS: readonly QuestionField[] = ['label', 'slug', 'options', 'scale', 'kind', 'required', 'max_size_mb', 'accepted_types', 'visible_if'];

/**
 * Where the field a refusal names is in the builder. The API gives its path in wire terms under the
 * request's envelope, with indexes into the lists sent: `form.questions[2].options`,
 * `form.hidden_fields[0]`, `form.settings.redirect_url`; a refusal that names none goes beside the buttons.
 */
export function placeOfError(field: string | undefined): ErrorPlace {
  if (field === undefined) return { at: 'form' };
  const setting = settingsFieldOfPath(field);
  if (setting) return { at: 'settings', field: setting };
  const theme = themeFieldOfPath(field);
  if (theme) return { at: 'theme', field: theme };
  const match = /^form\.(title|questions|hidden_fields)(?:\[(\d+)\])?(?:\.([a-z_]+))?(?:$|[.[])/.exec(field);
  if (!match) return { at: 'form' };
  const [, list, index, inQuestion] = match;
  if (list === 'title') return { at: 'title' };
  if (index === undefined) return { at: 'form' };
  if (list === 'hidden_fields') return { at: 'hidden_field', index: Number(index) };
  const named = QUESTION_FIELDS.find((candidate) => candidate === inQuestion);
  return { at: 'question', index: Number(index), field: named ?? 'question' };
}

/** The embed snippet of the share panel: the fill page in an iframe (the fill page allows any framer). */
export function embedSnippet(url: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${url}" title="${escaped}" width="100%" height="640" loading="lazy"></iframe>`;
}

/** What a condition can test: an earlier question (not a page break) with a slug, or a hidden field. */
export interface Operand {
  /** `question:<slug>` or `hidden_field:<name>`: one value for the operand select. */
  key: string;
  name: string;
  kind: QuestionKind | 'hidden_field';
  /** The values to pick from (choices, Yes/No); null when the value is typed. */
  choices: string[] | null;
}

export const OPERATOR_NAMES: Record<Condition['operator'], string> = {
  is_answered: 'is answered',
  is_not_answered: 'is not answered',
  equals: 'is',
  not_equals: 'is not',
  contains: 'includes',
  not_contains: 'does not include',
  greater_than: 'is more than',
  less_than: 'is less than',
};

/** The operators an operand takes, as the server allows them for its kind. */
export function operatorsFor(kind: Operand['kind']): Array<Condition['operator']> {
  return [...OPERATORS_BY_KIND[kind]];
}

export function takesValue(operator: Condition['operator']): boolean {
  return operator !== 'is_answered' && operator !== 'is_not_answered';
}

/** What the question at `index` may test: the questions before it that have a slug, then the hidden fields. */
export function operandsBefore(draft: Draft, index: number): Operand[] {
  const questions = draft.questions
    .slice(0, index)
    .filter((question) => question.kind !== 'page_break' && question.slug.trim() !== '')
    .map((question): Operand => ({
      key: `question:${question.slug.trim()}`,
      name: question.label.trim() || question.slug.trim(),
      kind: question.kind,
      choices: question.kind === 'yes_no' ? ['Yes', 'No'] : hasOptions(question.kind) ? question.options.filter((option) => option.trim() !== '') : null,
    }));
  const hidden = draft.hiddenFields
    .filter((name) => name.trim() !== '')
    .map((name): Operand => ({ key: `hidden_field:${name}`, name: `Hidden field ${name}`, kind: 'hidden_field', choices: null }));
  return [...questions, ...hidden];
}

export function operandKeyOf(condition: Condition): string {
  return condition.question !== undefined ? `question:${condition.question}` : `hidden_field:${condition.hidden_field ?? ''}`;
}

/** A condition on `operand` with its first operator, and its first value when it needs one. */
export function conditionOn(operand: Operand, operator?: Condition['operator']): Condition {
  const allowed = operatorsFor(operand.kind);
  const chosen = operator && allowed.includes(operator) ? operator : allowed[0];
  const [type, name] = [operand.key.slice(0, operand.key.indexOf(':')), operand.key.slice(operand.key.indexOf(':') + 1)];
  return {
    ...(type === 'question' ? { question: name } : { hidden_field: name }),
    operator: chosen,
    ...(takesValue(chosen) ? { value: operand.choices?.[0] ?? '' } : {}),
  };
}

/** A slug changed: conditions naming it follow, as the API expects them to in the same save. */
export function renameInConditions(questions: readonly DraftQuestion[], from: string, to: string): DraftQuestion[] {
  if (from === '' || to === '' || from === to) return [...questions];
  return questions.map((question) =>
    question.visibleIf
      ? {
          ...question,
          visibleIf: {
            ...question.visibleIf,
            conditions: question.visibleIf.conditions.map((condition) => (condition.question === from ? { ...condition, question: to } : condition)),
          },
        }
      : question,
  );
}
