import { DomainError } from '../errors';
import { checkFileSettings, sameFileSettings } from './file-upload';
import { normalizeVisibleIf, type VisibleIf, type VisibleIfInput } from './logic';

export const QUESTION_KINDS = [
  'short_text',
  'long_text',
  'email',
  'number',
  'phone',
  'url',
  'date',
  'single_choice',
  'multiple_choice',
  'dropdown',
  'rating',
  'yes_no',
  'file_upload',
  'page_break',
] as const;

export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Kinds whose answers are picked from the question's own option labels. */
export const KINDS_WITH_OPTIONS: readonly QuestionKind[] = ['single_choice', 'multiple_choice', 'dropdown'];

export const MAX_QUESTIONS = 200;
/** Page breaks split a form into pages: at most this many. */
export const MAX_PAGES = 20;
export const MAX_HIDDEN_FIELDS = 20;
/**
 * A form's definition (its questions and hidden fields, as JSON, UTF-8) is at most 128 KiB, so that a page
 * of 100 forms stays a few megabytes at worst. The removed questions a form remembers count too: they
 * get whatever room the definition leaves (see Form.change).
 */
export const MAX_DEFINITION_BYTES = 131_072;

/** The definition's size as JSON in UTF-8. */
export function definitionBytes(questions: readonly Question[], hiddenFields: readonly string[]): number {
  const utf8 = new TextEncoder();
  return utf8.encode(JSON.stringify(questions)).length + utf8.encode(JSON.stringify(hiddenFields)).length;
}

/**
 * Refuses a definition over MAX_DEFINITION_BYTES, naming the questions (they are what grows). Returns its
 * size, which is what the removed questions may not take (serialising 50 questions costs more than the
 * rest of these checks, so a change measures its definition once).
 */
export function checkDefinitionSize(questions: readonly Question[], hiddenFields: readonly string[]): number {
  const bytes = definitionBytes(questions, hiddenFields);
  if (bytes > MAX_DEFINITION_BYTES) {
    throw DomainError.invalid('questions', `must not exceed ${MAX_DEFINITION_BYTES} bytes of JSON together with the hidden fields (got ${bytes})`);
  }
  return bytes;
}
export const DEFAULT_RATING_SCALE = 5;

/** Slugs and hidden field names share one shape: they become form control names and JSON keys. */
export const NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

export interface Question {
  id: string;
  kind: QuestionKind;
  label: string;
  slug: string;
  /** 1..n in the form, without gaps. */
  position: number;
  required: boolean;
  /** Option labels for the choice kinds; empty for every other kind. */
  options: string[];
  /** Answers are 1..scale for a rating; null for every other kind. */
  scale: number | null;
  /** file_upload only (absent on every other kind, so their stored JSON does not change). */
  maxSizeMb?: number;
  /** file_upload only: lower-case extensions such as ".pdf"; empty accepts any file. */
  acceptedTypes?: string[];
  /** Shown (and asked) only when this holds; absent when always shown. */
  visibleIf?: VisibleIf;
}

/** A question as an author writes it; `id` names an existing question to keep. */
export interface QuestionInput {
  id?: string;
  kind: string;
  label: string;
  slug?: string;
  required?: boolean;
  options?: string[];
  scale?: number | null;
  maxSizeMb?: number;
  acceptedTypes?: string[];
  /** null or absent: always shown. */
  visibleIf?: VisibleIfInput | null;
}

export function isQuestionKind(kind: string): kind is QuestionKind {
  return (QUESTION_KINDS as readonly string[]).includes(kind);
}

/** A page break starts a page (its label is the page's title) and takes no answer. */
export function isAnswerable(question: Pick<Question, 'kind'>): boolean {
  return question.kind !== 'page_break';
}

export function hasOptions(kind: QuestionKind): boolean {
  return KINDS_WITH_OPTIONS.includes(kind);
}

/**
 * A slug made from a label: lower case, each run of other characters becomes `_`, no `_` at either end,
 * `q_` in front when nothing is left or it would start with a digit, at most 64 characters.
 */
export function slugFromLabel(label: string): string {
  let slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (slug === '' || /^[0-9]/.test(slug)) slug = `q_${slug}`;
  return slug.slice(0, 64);
}

/** `base`, or `base_2`, `base_3`, ... (cut so that the suffix fits in 64 characters), whichever is free. */
function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, 64 - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function checkOptions(path: string, kind: QuestionKind, options: string[] | undefined): string[] {
  if (!hasOptions(kind)) {
    if (options !== undefined && options.length > 0) {
      throw DomainError.invalid(`${path}.options`, `is only allowed for ${KINDS_WITH_OPTIONS.join(', ')}`);
    }
    return [];
  }
  if (options === undefined || options.length < 2) throw DomainError.invalid(`${path}.options`, 'must have at least 2 entries');
  if (options.length > 100) throw DomainError.invalid(`${path}.options`, 'must have at most 100 entries');
  const seen = new Set<string>();
  return options.map((raw, index) => {
    const option = raw.trim();
    if (option.length === 0) throw DomainError.invalid(`${path}.options[${index}]`, 'must not be blank');
    if (option.length > 200) throw DomainError.invalid(`${path}.options[${index}]`, 'must be at most 200 characters');
    if (seen.has(option)) throw DomainError.invalid(`${path}.options[${index}]`, 'is a duplicate');
    seen.add(option);
    return option;
  });
}

function checkScale(path: string, kind: QuestionKind, scale: number | null | undefined): number | null {
  if (kind !== 'rating') {
    if (scale !== undefined && scale !== null) throw DomainError.invalid(`${path}.scale`, 'is only allowed for rating');
    return null;
  }
  if (scale === undefined || scale === null) return DEFAULT_RATING_SCALE;
  if (!Number.isInteger(scale) || scale < 3 || scale > 10) {
    throw DomainError.invalid(`${path}.scale`, 'must be an integer from 3 to 10');
  }
  return scale;
}

/**
 * The question list an author asked for, checked and numbered. Questions given with an `id` must be
 * among `existing` (they keep that id); the others get a new one. Slugs left out are derived from the
 * label and made unique against every other slug of the form.
 */
export function buildQuestions(
  inputs: readonly QuestionInput[],
  existing: readonly Question[],
  newId: () => string,
): Question[] {
  if (inputs.length > MAX_QUESTIONS) throw DomainError.invalid('questions', `must have at most ${MAX_QUESTIONS} entries`);
  const known = new Set(existing.map((question) => question.id));
  const seenIds = new Set<string>();
  const givenSlugs = new Map<string, number>();
  inputs.forEach((input, index) => {
    const path = `questions[${index}]`;
    if (input.id !== undefined) {
      if (!known.has(input.id)) throw DomainError.invalid(`${path}.id`, 'is not a question of this form');
      if (seenIds.has(input.id)) throw DomainError.invalid(`${path}.id`, 'appears more than once');
      seenIds.add(input.id);
    }
    if (input.slug !== undefined) {
      if (!NAME_PATTERN.test(input.slug)) {
        throw DomainError.invalid(`${path}.slug`, 'must be a lower-case letter followed by up to 63 lower-case letters, digits or _');
      }
      const other = givenSlugs.get(input.slug);
      if (other !== undefined) throw DomainError.invalid(`${path}.slug`, `is already the slug of questions[${other}]`);
      givenSlugs.set(input.slug, index);
    }
  });
  const taken = new Set(givenSlugs.keys());
  const questions = inputs.map((input, index): Question => {
    const path = `questions[${index}]`;
    if (!isQuestionKind(input.kind)) throw DomainError.invalid(`${path}.kind`, `must be one of ${QUESTION_KINDS.join(', ')}`);
    const label = input.label.trim();
    if (label.length === 0) throw DomainError.invalid(`${path}.label`, 'must not be blank');
    if (label.length > 500) throw DomainError.invalid(`${path}.label`, 'must be at most 500 characters');
    let slug = input.slug;
    if (slug === undefined) {
      slug = uniqueSlug(slugFromLabel(label), taken);
      taken.add(slug);
    }
    if (input.kind === 'page_break' && input.required === true) throw DomainError.invalid(`${path}.required`, 'must be false for page_break');
    const question: Question = {
      id: input.id ?? newId(),
      kind: input.kind,
      label,
      slug,
      position: index + 1,
      required: input.required ?? false,
      options: checkOptions(path, input.kind, input.options),
      scale: checkScale(path, input.kind, input.scale),
    };
    // Absent rather than undefined, so that a question without a condition is stored as it always was.
    const visibleIf = normalizeVisibleIf(path, input.visibleIf);
    if (visibleIf) question.visibleIf = visibleIf;
    return { ...question, ...checkFileSettings(path, input.kind, input) };
  });
  checkPageBreaks(questions);
  return questions;
}

/** A page break starts a page with questions after one with questions: never first, last or doubled. */
function checkPageBreaks(questions: readonly Question[]): void {
  let pages = 1;
  questions.forEach((question, index) => {
    if (question.kind !== 'page_break') return;
    const path = `questions[${index}].kind`;
    if (index === 0) throw DomainError.invalid(path, 'must not be page_break: a form cannot begin with a page break');
    if (index === questions.length - 1) throw DomainError.invalid(path, 'must not be page_break: a form cannot end with a page break');
    if (questions[index - 1].kind === 'page_break') throw DomainError.invalid(path, 'must not be page_break: two page breaks cannot be adjacent');
    pages += 1;
  });
  if (pages > MAX_PAGES) throw DomainError.invalid('questions', `must have at most ${MAX_PAGES} pages (${MAX_PAGES - 1} page breaks), got ${pages}`);
}

/** Hidden field names: distinct, at most 20, and never a question's slug (both become answer keys). */
export function checkHiddenFields(names: readonly string[], questions: readonly Question[]): string[] {
  if (names.length > MAX_HIDDEN_FIELDS) throw DomainError.invalid('hiddenFields', `must have at most ${MAX_HIDDEN_FIELDS} entries`);
  const slugs = new Set(questions.map((question) => question.slug));
  const seen = new Set<string>();
  names.forEach((name, index) => {
    const path = `hiddenFields[${index}]`;
    if (!NAME_PATTERN.test(name)) throw DomainError.invalid(path, 'is not a valid name');
    if (seen.has(name)) throw DomainError.invalid(path, 'is a duplicate');
    if (slugs.has(name)) throw DomainError.invalid(path, "must not be the slug of one of the form's questions");
    seen.add(name);
  });
  return [...names];
}

export function sameQuestions(a: readonly Question[], b: readonly Question[]): boolean {
  return (
    a.length === b.length &&
    a.every((question, index) => {
      const other = b[index];
      return (
        question.id === other.id &&
        question.kind === other.kind &&
        question.label === other.label &&
        question.slug === other.slug &&
        question.position === other.position &&
        question.required === other.required &&
        question.scale === other.scale &&
        sameFileSettings(question, other) &&
        question.options.length === other.options.length &&
        question.options.every((option, optionIndex) => option === other.options[optionIndex]) &&
        JSON.stringify(question.visibleIf ?? null) === JSON.stringify(other.visibleIf ?? null)
      );
    })
  );
}
