import type { Schema } from '../api';
import { type SettingsDraft, type SettingsField, settingsChangeOf, settingsDraftOf, settingsFieldOfError } from './form-settings';

/** The builder's pure logic: what is being edited, what a save sends, and where a refusal belongs. */

export type Form = Schema<'FormV2'>;
export type Question = Schema<'Question'>;
export type QuestionKind = Question['kind'];
export type FormChange = Schema<'FormChange'>;

/** The twelve kinds, in the order the `Add question` menu offers them, with the names members see. */
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
];

export function kindName(kind: QuestionKind): string {
  return KINDS.find((entry) => entry.kind === kind)?.name ?? kind;
}

const KINDS_WITH_OPTIONS: readonly QuestionKind[] = ['single_choice', 'multiple_choice', 'dropdown'];

export function hasOptions(kind: QuestionKind): boolean {
  return KINDS_WITH_OPTIONS.includes(kind);
}

export const DEFAULT_SCALE = 5;
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
}

export interface Draft {
  title: string;
  questions: DraftQuestion[];
  hiddenFields: string[];
  settings: SettingsDraft;
  /** The settings as last saved: a save sends only the settings changed since. */
  savedSettings: SettingsDraft;
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
    })),
    hiddenFields: [...form.hidden_fields],
    settings: settingsDraftOf(form.settings),
    savedSettings: settingsDraftOf(form.settings),
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
export function changeOf(draft: Draft): Required<Pick<FormChange, 'title' | 'questions' | 'hidden_fields'>> & Pick<FormChange, 'settings'> {
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
      ...(question.kind === 'rating' ? { scale: question.scale ?? DEFAULT_SCALE } : {}),
    })),
    hidden_fields: draft.hiddenFields,
    ...(settings ? { settings } : {}),
  };
}

/** Whether the draft differs from what was saved (keys do not count: they only name rows on this page). */
export function isDirty(draft: Draft, saved: Form): boolean {
  return JSON.stringify(changeOf(draft)) !== JSON.stringify(changeOf(draftOf(saved)));
}

/** A question's fields that a refusal can name. */
export type QuestionField = 'label' | 'slug' | 'options' | 'scale' | 'kind' | 'required' | 'question';

/** Where a refusal belongs: beside the title, a question's field, a hidden field, or the buttons. */
export type ErrorPlace =
  | { at: 'title' }
  | { at: 'question'; index: number; field: QuestionField }
  | { at: 'hidden_field'; index: number }
  | { at: 'settings'; field: SettingsField }
  | { at: 'form' };

const QUESTION_FIELDS: readonly QuestionField[] = ['label', 'slug', 'options', 'scale', 'kind', 'required'];

/**
 * The API names fields in wire terms under the request's envelope, with indexes into the lists sent:
 * `form.questions[2].options must have at least 2 entries`, `form.hidden_fields[0] is not a valid name`.
 */
export function placeOfError(message: string): ErrorPlace {
  const setting = settingsFieldOfError(message);
  if (setting) return { at: 'settings', field: setting };
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
