import type { Schema } from '../api';

/** The builder's pure logic: what is being edited, what a save sends, and where a refusal belongs. */

export type Form = Schema<'FormV2'>;
export type Question = Schema<'Question'>;
export type QuestionKind = Question['kind'];
export type FormChange = Schema<'FormChange'>;

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
];

export function kindName(kind: QuestionKind): string {
  return KINDS.find((entry) => entry.kind === kind)?.name ?? kind;
}

const KINDS_WITH_OPTIONS: readonly QuestionKind[] = ['single_choice', 'multiple_choice', 'dropdown'];

export function hasOptions(kind: QuestionKind): boolean {
  return KINDS_WITH_OPTIONS.includes(kind);
}

export const DEFAULT_SCALE = 5;
/** A file question's default and largest size, in MB. */
export const DEFAULT_MAX_SIZE_MB = 10;
export const MAX_SIZE_MB = 25;
export const SCALES = [3, 4, 5, 6, 7, 8, 9, 10] as const;

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
}

export interface Draft {
  title: string;
  questions: DraftQuestion[];
  hiddenFields: string[];
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
        maxSizeMb: question.max_size_mb ?? DEFAULT_MAX_SIZE_MB,
        acceptedTypesText: (question.accepted_types ?? []).join(', '),
      }),
    })),
    hiddenFields: [...form.hidden_fields],
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
    scale: kind === 'rating' ? DEFAULT_SCALE : null,
    ...(kind === 'file_upload' && { maxSizeMb: DEFAULT_MAX_SIZE_MB, acceptedTypesText: '' }),
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
export function changeOf(draft: Draft): Required<Pick<FormChange, 'title' | 'questions' | 'hidden_fields'>> {
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
      ...(question.kind === 'rating' ? { scale: question.scale ?? DEFAULT_SCALE } : {}),
      ...(question.kind === 'file_upload'
        ? { max_size_mb: question.maxSizeMb ?? DEFAULT_MAX_SIZE_MB, accepted_types: acceptedTypesOf(question.acceptedTypesText ?? '') }
        : {}),
    })),
    hidden_fields: draft.hiddenFields,
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

/** Whether the draft differs from what was saved (keys do not count: they only name rows on this page). */
export function isDirty(draft: Draft, saved: Form): boolean {
  return JSON.stringify(changeOf(draft)) !== JSON.stringify(changeOf(draftOf(saved)));
}

/** A question's fields that a refusal can name. */
export type QuestionField = 'label' | 'slug' | 'options' | 'scale' | 'kind' | 'required' | 'question' | 'max_size_mb' | 'accepted_types';

/** Where a refusal belongs: beside the title, a question's field, a hidden field, or the buttons. */
export type ErrorPlace =
  | { at: 'title' }
  | { at: 'question'; index: number; field: QuestionField }
  | { at: 'hidden_field'; index: number }
  | { at: 'form' };

const QUESTION_FIELDS: readonly QuestionField[] = ['label', 'slug', 'options', 'scale', 'kind', 'required', 'max_size_mb', 'accepted_types'];

/**
 * The API names fields in wire terms under the request's envelope, with indexes into the lists sent:
 * `form.questions[2].options must have at least 2 entries`, `form.hidden_fields[0] is not a valid name`.
 */
export function placeOfError(message: string): ErrorPlace {
  const match = /^form\.(title|questions|hidden_fields)(?:\[(\d+)\])?(?:\.([a-z_]+))?/.exec(message);
  if (!match) return { at: 'form' };
  const [, list, index, field] = match;
  if (list === 'title') return { at: 'title' };
  if (index === undefined) return { at: 'form' };
  if (list === 'hidden_fields') return { at: 'hidden_field', index: Number(index) };
  const named = QUESTION_FIELDS.find((candidate) => candidate === field);
  return { at: 'question', index: Number(index), field: named ?? 'question' };
}

/** The embed snippet of the share panel: the fill page in an iframe (the fill page allows any framer). */
export function embedSnippet(url: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${url}" title="${escaped}" width="100%" height="640" loading="lazy"></iframe>`;
}

/**
 * Where the console downloads a file answer: a file question's value is the file's address in the
 * external API (for keys); the console has the same download under its own API, with the session.
 * null for any other value.
 */
export function consoleFileLink(value: string): string | null {
  const match = /^https?:\/\/[^/]+\/api\/external\/v2\/files\/([0-9a-f-]{36})$/.exec(value);
  return match ? `/api/console/files/${match[1]}` : null;
}
