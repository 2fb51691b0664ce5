import type { Schema } from '../api';

/**
 * The rules the server owns and the console repeats to guide the member before a save: which states a
 * form has, which operators a condition takes, how many conditions and how large a file. The server
 * checks every one of them again; they live here, in one module, so that no page carries its own copy.
 * The lists of names are checked against the generated client's types: when the API adds or drops a
 * state, an operator or an event, this file stops compiling until it follows.
 */

export type FormState = Schema<'FormV2'>['state'];
export type QuestionKind = Schema<'Question'>['kind'];
export type Operator = Schema<'Condition'>['operator'];
export type WebhookEvent = Schema<'Webhook'>['events'][number];

/** A list that names every member of the union T: a missing or unknown member is a type error. */
function everyOf<T extends string>() {
  return <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : never)): L => list;
}

/** The fonts and corners a brand or a form's theme may take, in the order the builder offers them. */
export const THEME_FONTS = everyOf<NonNullable<Schema<'FormThemeInput'>['font']>>()(['system', 'serif', 'rounded', 'mono']);
export const THEME_CORNERS = everyOf<NonNullable<Schema<'FormThemeInput'>['corners']>>()(['square', 'rounded', 'pill']);

/** The states a form can be in, in the order the forms list's filter offers them. */
export const FORM_STATES = everyOf<FormState>()(['draft', 'published', 'unpublished', 'archived']);

/** The events a webhook can subscribe to, in the order its form lists them. */
export const WEBHOOK_EVENTS = everyOf<WebhookEvent>()([
  'submission.created',
  'submission.deleted',
  'form.created',
  'form.updated',
  'team_member.added',
  'team_member.updated',
  'team_member.removed',
]);

/** A rating's scales (its largest value), and the one a new rating question starts with. */
export const RATING_SCALES = [3, 4, 5, 6, 7, 8, 9, 10] as const;
export const DEFAULT_RATING_SCALE = 5;

/** A file question's default and largest size, in MB. */
export const DEFAULT_FILE_SIZE_MB = 10;
export const MAX_FILE_SIZE_MB = 25;

/** How many conditions one question's "show only when" may hold. */
export const MAX_CONDITIONS = 10;

/** The longest closed and thank-you message, in characters. */
export const MAX_SETTINGS_MESSAGE_LENGTH = 2000;

/** The largest page a list endpoint gives: pickers that want "every" item ask for this many. */
export const LARGEST_PAGE_SIZE = 100;

const ANSWERED: readonly Operator[] = ['is_answered', 'is_not_answered'];
const EQUALITY: readonly Operator[] = [...ANSWERED, 'equals', 'not_equals'];
const TEXT: readonly Operator[] = [...EQUALITY, 'contains', 'not_contains'];

/** The operators a condition on each kind of question (or on a hidden field) takes. */
export const OPERATORS_BY_KIND: Readonly<Record<QuestionKind | 'hidden_field', readonly Operator[]>> = {
  short_text: TEXT,
  long_text: TEXT,
  email: TEXT,
  phone: TEXT,
  url: TEXT,
  hidden_field: TEXT,
  single_choice: EQUALITY,
  dropdown: EQUALITY,
  yes_no: EQUALITY,
  multiple_choice: [...ANSWERED, 'contains', 'not_contains'],
  number: [...EQUALITY, 'greater_than', 'less_than'],
  rating: [...EQUALITY, 'greater_than', 'less_than'],
  date: [...EQUALITY, 'greater_than', 'less_than'],
  file_upload: ANSWERED,
  page_break: [],
};
