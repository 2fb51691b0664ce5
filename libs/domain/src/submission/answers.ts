import { DomainError, DomainErrorCode } from '../errors';
import { type Condition, type OperandValue, visibleIfHolds } from '../form/logic';
import type { Question } from '../form/question';
import type { FieldValue } from './submission.entity';

/**
 * An answer as a person or a script sends it: a string always; a number for `number` and `rating`, a
 * boolean for `yes_no`, several strings for `multiple_choice`. A page sends several strings when a
 * control was given twice.
 */
export type AnswerValue = string | number | boolean | readonly string[];

/** One answer as stored: the question as it was when the person answered, and the answer as text. */
export interface SubmissionResponse {
  id: string;
  label: string;
  position: number;
  kind: string;
  slug: string;
  value: string;
  /**
   * The question answered, kept with the answer so that renaming the question or changing its slug
   * keeps the answer counted for it. Absent on answers stored before it was recorded.
   */
  questionId?: string;
  /**
   * The options picked, for `multiple_choice`: `value` joins them with ", ", and an option label may
   * itself hold ", ", so the list is kept to count each choice exactly.
   */
  choices?: string[];
}

export interface AnswerProblem {
  /** `responses.<slug>` or `fieldValues.<name>`: slugs and names are data, kept as they are. */
  field: string;
  problem: string;
}

/**
 * Every problem of a set of answers at once, so that a page can show each next to its question; the
 * message is the first, which is what a JSON client reads.
 */
export class InvalidAnswers extends DomainError {
  constructor(readonly problems: readonly AnswerProblem[]) {
    super(DomainErrorCode.ValidationFailed, `${problems[0].field} ${problems[0].problem}`, {
      name: problems[0].field,
      problem: problems[0].problem,
    });
  }
}

const EMAIL = /^[^\s\u0000-\u001f\u007f@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
const PHONE = /^[0-9 +\-().]{5,20}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_FIELD_VALUE = 1000;
const TEXT_LIMITS: Partial<Record<string, number>> = { short_text: 255, long_text: 10_000 };
/** A number answer as sent: longer text is no number anyone means, and would only cost parsing. */
export const MAX_NUMBER_LENGTH = 100;

/**
 * A decimal number in plain notation, exactly: digits are shifted, never rounded through a float, so
 * `1e5` is `100000`, `042` is `42`, `-0` is `0` and `0.10` is `0.1`. null when not a finite number.
 */
export function canonicalDecimal(text: string): string | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return null;
  if (!Number.isFinite(Number(text))) return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  // A finite double has at most ~330 significant places either side; beyond that the text is absurd.
  if (Math.abs(exponent) > 400) return null;
  const digits = `${whole}${fraction}`;
  let point = whole.length + exponent;
  let padded = digits;
  if (point > padded.length) padded = padded.padEnd(point, '0');
  if (point < 0) {
    padded = `${'0'.repeat(-point)}${padded}`;
    point = 0;
  }
  const integer = padded.slice(0, point).replace(/^0+/, '') || '0';
  const decimals = padded.slice(point).replace(/0+$/, '');
  const body = decimals === '' ? integer : `${integer}.${decimals}`;
  return sign === '-' && body !== '0' ? `-${body}` : body;
}

function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isHttpUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The stored text of one answer, or the problem with it. Blank answers are handled by the caller. */
function answerText(question: Question, raw: AnswerValue): { value: string; chosen?: string[] } | { problem: string } {
  const { kind } = question;
  if (kind === 'multiple_choice') {
    const picked = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : null;
    if (picked === null) return { problem: 'must be an array of option labels' };
    // Refused before any work per entry: a stranger's array of a million entries costs one comparison.
    if (picked.length > question.options.length) return { problem: `must have at most ${question.options.length} entries` };
    const offered = new Set(question.options);
    const chosen = new Set<string>();
    for (const option of picked) {
      if (typeof option !== 'string' || !offered.has(option.trim())) {
        return { problem: `must be among: ${question.options.join(', ')}` };
      }
      chosen.add(option.trim());
    }
    const ordered = question.options.filter((option) => chosen.has(option));
    return { value: ordered.join(', '), chosen: ordered };
  }
  if (Array.isArray(raw)) return { problem: 'must be a single answer' };
  if (kind === 'yes_no') {
    if (typeof raw === 'boolean') return { value: raw ? 'Yes' : 'No' };
    const text = typeof raw === 'string' ? raw.trim().toLowerCase() : null;
    if (text === 'yes' || text === 'true') return { value: 'Yes' };
    if (text === 'no' || text === 'false') return { value: 'No' };
    return { problem: 'must be Yes or No' };
  }
  if (kind === 'number' || kind === 'rating') {
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : null;
    if (text === null) return { problem: 'must be a number' };
    if (kind === 'number') {
      if (text.length > MAX_NUMBER_LENGTH) return { problem: `must be at most ${MAX_NUMBER_LENGTH} characters` };
      const value = canonicalDecimal(text);
      return value === null ? { problem: 'must be a number' } : { value };
    }
    const scale = question.scale ?? 5;
    const rating = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    if (!(rating >= 1 && rating <= scale)) return { problem: `must be an integer from 1 to ${scale}` };
    return { value: String(rating) };
  }
  if (typeof raw !== 'string') return { problem: 'must be a string' };
  const text = raw.trim();
  switch (kind) {
    case 'email':
      return text.length <= 254 && EMAIL.test(text) ? { value: text } : { problem: 'is not a valid email' };
    case 'url':
      return text.length <= 2048 && isHttpUrl(text) ? { value: text } : { problem: 'must be an absolute http or https URL' };
    case 'phone':
      return PHONE.test(text) ? { value: text } : { problem: 'must be 5-20 digits, spaces or + - ( ) .' };
    case 'date':
      return isRealDate(text) ? { value: text } : { problem: 'must be a real date as YYYY-MM-DD' };
    case 'file_upload':
      // The id of an upload: whether it is one, and of this question, is checked where uploads are kept.
      return UPLOAD_ID.test(text) ? { value: text.toLowerCase() } : { problem: 'must be the id of a file uploaded to this question' };
    case 'single_choice':
    case 'dropdown':
      return question.options.includes(text) ? { value: text } : { problem: `must be one of: ${question.options.join(', ')}` };
    default: {
      const limit = TEXT_LIMITS[kind] ?? 255;
      if (text.includes('\u0000')) return { problem: 'must not contain NUL characters' };
      return [...text].length <= limit ? { value: text } : { problem: `must be at most ${limit} characters` };
    }
  }
}

function isBlank(raw: AnswerValue | undefined): boolean {
  if (raw === undefined) return true;
  if (typeof raw === 'string') return raw.trim() === '';
  if (Array.isArray(raw)) return raw.every((item) => typeof item === 'string' && item.trim() === '');
  return false;
}

/** One item of a form as a set of answers leaves it: shown or not, and its answer or the problem with it. */
export interface AssessedItem {
  question: Question;
  /** 0 for the items before the first page break, then one more after each page break. */
  page: number;
  /** Whether the person was asked it: its page is shown and its own condition holds. */
  visible: boolean;
  /** The stored answer: "" when blank, wrong or not asked. */
  value: string;
  /** The options picked, for an asked multiple choice. */
  chosen?: readonly string[];
  problem?: string;
}

function hasOwn(record: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

/**
 * Walks the form in order, deciding for each item whether it is asked (page breaks and conditions,
 * judged on the answers before it as they would be stored) and checking the answer of each question
 * that is. One walk for the JSON intake and for each step of the fill page, so they agree.
 */
export function assessAnswers(
  questions: readonly Question[],
  hiddenFields: readonly string[],
  answers: Readonly<Record<string, AnswerValue>>,
  fieldValues: Readonly<Record<string, unknown>>,
): AssessedItem[] {
  const known = new Map<string, { question: Question; value: OperandValue }>();
  const declared = new Set(hiddenFields);
  const unanswered: OperandValue = { text: '' };
  const valueOf = (condition: Condition) => {
    if (condition.question !== undefined) {
      const operand = known.get(condition.question);
      // A checked form only names earlier questions; a question not reached yet counts as unanswered.
      return { kind: operand?.question.kind ?? 'short_text', value: operand?.value ?? unanswered };
    }
    const name = condition.hiddenField ?? '';
    const given = declared.has(name) && hasOwn(fieldValues, name) ? fieldValues[name] : undefined;
    return { kind: 'hidden_field' as const, value: typeof given === 'string' ? { text: given } : unanswered };
  };
  let page = 0;
  let pageShown = true;
  return questions.map((question) => {
    if (question.kind === 'page_break') {
      page += 1;
      pageShown = visibleIfHolds(question.visibleIf, valueOf);
      return { question, page, visible: pageShown, value: '' };
    }
    const visible = pageShown && visibleIfHolds(question.visibleIf, valueOf);
    const item: AssessedItem = { question, page, visible, value: '' };
    if (visible) {
      const raw = hasOwn(answers, question.slug) ? answers[question.slug] : undefined;
      if (isBlank(raw)) {
        if (question.required) item.problem = 'is required';
      } else {
        const checked = answerText(question, raw!);
        if ('problem' in checked) item.problem = checked.problem;
        else {
          item.value = checked.value;
          if (checked.chosen) item.chosen = checked.chosen;
          known.set(question.slug, { question, value: { text: checked.value, chosen: checked.chosen } });
        }
      }
    }
    return item;
  });
}

/**
 * Checks a whole set of answers against the questions and hidden fields of a form, and returns what
 * a submission stores: one response per question (page breaks take no answer) in question order, an
 * unanswered optional one and one not asked as "", and the given hidden fields in the form's order.
 * Throws InvalidAnswers naming every problem.
 */
export function recordAnswers(
  questions: readonly Question[],
  hiddenFields: readonly string[],
  answers: Readonly<Record<string, AnswerValue>>,
  fieldValues: Readonly<Record<string, string>>,
  newId: () => string,
): RecordedAnswers {
  return recordAssessed(questions, hiddenFields, assessAnswers(questions, hiddenFields, answers, fieldValues), answers, fieldValues, newId);
}

/** What a submission stores of a set of answers. */
export interface RecordedAnswers {
  responses: SubmissionResponse[];
  fieldValues: FieldValue[];
}

/**
 * `recordAnswers` on answers already assessed (`assessAnswers` over the same questions, answers and
 * hidden values): what the fill page uses once its walk has assessed them, so the form is walked once.
 */
export function recordAssessed(
  questions: readonly Question[],
  hiddenFields: readonly string[],
  assessed: readonly AssessedItem[],
  answers: Readonly<Record<string, AnswerValue>>,
  fieldValues: Readonly<Record<string, string>>,
  newId: () => string,
): RecordedAnswers {
  const problems: AnswerProblem[] = [];
  const bySlug = new Set(questions.filter((question) => question.kind !== 'page_break').map((question) => question.slug));
  for (const slug of Object.keys(answers)) {
    if (!bySlug.has(slug)) problems.push({ field: `responses.${slug}`, problem: 'is not a question of this form' });
  }
  const responses: SubmissionResponse[] = [];
  for (const item of assessed) {
    const { question } = item;
    if (question.kind === 'page_break') continue;
    if (item.problem !== undefined) problems.push({ field: `responses.${question.slug}`, problem: item.problem });
    const response: SubmissionResponse = {
      id: newId(), label: question.label, position: question.position, kind: question.kind, slug: question.slug, value: item.value,
      questionId: question.id,
    };
    if (question.kind === 'multiple_choice') response.choices = item.value === '' ? [] : [...(item.chosen ?? [])];
    responses.push(response);
  }
  const declared = new Set(hiddenFields);
  for (const [name, value] of Object.entries(fieldValues)) {
    const field = `fieldValues.${name}`;
    if (!declared.has(name)) problems.push({ field, problem: 'is not a hidden field of this form' });
    else if (typeof value !== 'string') problems.push({ field, problem: 'must be a string' });
    else if (value.length > MAX_FIELD_VALUE) problems.push({ field, problem: `must be at most ${MAX_FIELD_VALUE} characters` });
    else if (value.includes('\u0000')) problems.push({ field, problem: 'must not contain NUL characters' });
  }
  if (problems.length > 0) throw new InvalidAnswers(problems);
  const stored = hiddenFields
    .filter((name) => Object.prototype.hasOwnProperty.call(fieldValues, name))
    .map((name) => ({ field: name, value: fieldValues[name] }));
  return { responses, fieldValues: stored };
}

/**
 * The answers a link brings to a fill page (`?name=Ada&plan=Pro`): by each question's slug, a choice by
 * its label (a multiple choice by repeating the parameter), a rating or number as digits, a date as
 * YYYY-MM-DD. A value that would not be a valid answer is left out without a word: the link is not the
 * respondent's to correct, and every answer is checked again when it is sent. Files cannot be given so.
 */
export function prefilledAnswers(questions: readonly Question[], valuesOf: (name: string) => readonly string[]): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const question of questions) {
    if (question.kind === 'page_break' || question.kind === 'file_upload') continue;
    const given = valuesOf(question.slug).filter((value) => value.trim() !== '');
    if (given.length === 0) continue;
    if (question.kind === 'multiple_choice') {
      const chosen = given.filter((value) => question.options.includes(value.trim()));
      const checked = chosen.length > 0 ? answerText(question, chosen) : null;
      if (checked && 'chosen' in checked && checked.chosen) answers[question.slug] = checked.chosen;
      continue;
    }
    const value = given[0];
    if ((question.kind === 'number' || question.kind === 'rating') && !/^\d{1,30}(\.\d{1,30})?$/.test(value.trim())) continue;
    if (question.kind === 'yes_no' && !['Yes', 'No'].includes(value.trim())) continue;
    const checked = answerText(question, value);
    if (!('problem' in checked)) answers[question.slug] = checked.value;
  }
  return answers;
}
