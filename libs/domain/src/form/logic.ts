import { DomainError } from '../errors';
import type { Question, QuestionKind } from './question';

/**
 * Conditional logic: an item of a form (a question or a page break) may carry a condition on earlier
 * answers or on hidden fields; without one it is always shown. Written here once, so that the fill page
 * and the JSON intake decide what was asked the same way.
 */

export const CONDITION_OPERATORS = [
  'is_answered',
  'is_not_answered',
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'greater_than',
  'less_than',
] as const;

export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export const CONDITION_MATCHES = ['all', 'any'] as const;
export type ConditionMatch = (typeof CONDITION_MATCHES)[number];

export const MAX_CONDITIONS = 10;
/** A condition's value compared with text: as long as the longest value a hidden field may carry. */
export const MAX_CONDITION_VALUE = 1000;

/** One test of one operand: an earlier question (by slug) or a hidden field (by name), never both. */
export interface Condition {
  question?: string;
  hiddenField?: string;
  operator: ConditionOperator;
  /** Absent for is_answered and is_not_answered; a string for every other operator. */
  value?: string;
}

export interface VisibleIf {
  match: ConditionMatch;
  conditions: Condition[];
}

/** A condition as an author writes it, before it is checked. */
export interface ConditionInput {
  question?: string;
  hiddenField?: string;
  operator: string;
  value?: string;
}

export interface VisibleIfInput {
  match: string;
  conditions: readonly ConditionInput[];
}

/** What a condition compares: one answer (or hidden field value) as it would be stored. */
export interface OperandValue {
  /** The stored text: trimmed, a canonical number, `Yes`/`No`, a date... `""` when unanswered. */
  text: string;
  /** The options picked, for a multiple choice (whose stored text joins them and cannot be split back). */
  chosen?: readonly string[];
}

/** The kind of an operand for the operator rules: a question's kind, or `hidden_field`. */
export type OperandKind = QuestionKind | 'hidden_field';

const TEXT_OPERATORS: readonly ConditionOperator[] = ['equals', 'not_equals', 'contains', 'not_contains'];
const ORDERED_OPERATORS: readonly ConditionOperator[] = ['equals', 'not_equals', 'greater_than', 'less_than'];
const ANSWERED_OPERATORS: readonly ConditionOperator[] = ['is_answered', 'is_not_answered'];

/** Which operators each operand kind takes, beyond whether it is answered. */
function comparisonsFor(kind: OperandKind): readonly ConditionOperator[] {
  switch (kind) {
    case 'single_choice':
    case 'dropdown':
    case 'yes_no':
      return ['equals', 'not_equals'];
    case 'multiple_choice':
      return ['contains', 'not_contains'];
    case 'number':
    case 'rating':
    case 'date':
      return ORDERED_OPERATORS;
    case 'page_break':
    case 'file_upload':
      // A file's answer is the id of an upload: only whether one was given means anything to an author.
      return [];
    default:
      return TEXT_OPERATORS;
  }
}

/** Every operator an operand of this kind takes, in the order they are listed to authors. */
export function operatorsFor(kind: OperandKind): ConditionOperator[] {
  return [...ANSWERED_OPERATORS, ...comparisonsFor(kind)];
}

export function takesValue(operator: ConditionOperator): boolean {
  return !ANSWERED_OPERATORS.includes(operator);
}

const PLAIN_DECIMAL = /^-?\d{1,30}(\.\d{1,30})?$/;
const STORED_DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The shape of a condition as written (match, count, operator, one operand, a value when the operator
 * needs one); what it refers to is checked once the whole list is known (see checkConditions).
 */
export function normalizeVisibleIf(path: string, input: VisibleIfInput | null | undefined): VisibleIf | undefined {
  if (input === undefined || input === null) return undefined;
  const at = `${path}.visibleIf`;
  if (!(CONDITION_MATCHES as readonly string[]).includes(input.match)) {
    throw DomainError.invalid(`${at}.match`, `must be one of ${CONDITION_MATCHES.join(', ')}`);
  }
  if (input.conditions.length < 1 || input.conditions.length > MAX_CONDITIONS) {
    throw DomainError.invalid(`${at}.conditions`, `must have 1 to ${MAX_CONDITIONS} entries`);
  }
  const conditions = input.conditions.map((condition, index) => {
    const where = `${at}.conditions[${index}]`;
    const hasQuestion = condition.question !== undefined;
    const hasHiddenField = condition.hiddenField !== undefined;
    if (hasQuestion === hasHiddenField) throw DomainError.invalid(where, 'must name exactly one of question or hidden_field');
    if (!(CONDITION_OPERATORS as readonly string[]).includes(condition.operator)) {
      throw DomainError.invalid(`${where}.operator`, `must be one of ${CONDITION_OPERATORS.join(', ')}`);
    }
    const operator = condition.operator as ConditionOperator;
    if (!takesValue(operator) && condition.value !== undefined) {
      throw DomainError.invalid(`${where}.value`, `is not allowed with ${operator}`);
    }
    if (takesValue(operator) && condition.value === undefined) throw DomainError.invalid(`${where}.value`, `is required with ${operator}`);
    const normalized: Condition = hasQuestion ? { question: condition.question, operator } : { hiddenField: condition.hiddenField, operator };
    if (condition.value !== undefined) normalized.value = condition.value;
    return normalized;
  });
  return { match: input.match as ConditionMatch, conditions };
}

function checkValue(where: string, operand: OperandKind, question: Question | undefined, value: string): void {
  const choices = operand === 'yes_no' ? ['Yes', 'No'] : (question?.options ?? []);
  switch (operand) {
    case 'single_choice':
    case 'dropdown':
    case 'yes_no':
    case 'multiple_choice':
      if (!choices.includes(value)) throw DomainError.invalid(`${where}.value`, `must be one of: ${choices.join(', ')}`);
      return;
    case 'number':
    case 'rating':
      if (!PLAIN_DECIMAL.test(value)) throw DomainError.invalid(`${where}.value`, 'must be a decimal number such as "42" or "3.5"');
      return;
    case 'date':
      if (!isRealDate(value)) throw DomainError.invalid(`${where}.value`, 'must be a real date as YYYY-MM-DD');
      return;
    default:
      if (value.trim() === '') throw DomainError.invalid(`${where}.value`, 'must not be blank');
      if (value.length > MAX_CONDITION_VALUE) throw DomainError.invalid(`${where}.value`, `must be at most ${MAX_CONDITION_VALUE} characters`);
  }
}

/**
 * What every condition of the form refers to: a question at an earlier position that is not a page
 * break, or a declared hidden field; an operator that fits that operand's kind; a value that fits it.
 */
export function checkConditions(questions: readonly Question[], hiddenFields: readonly string[]): void {
  const declared = new Set(hiddenFields);
  const positionOf = new Map(questions.map((question, index) => [question.slug, index]));
  questions.forEach((item, itemIndex) => {
    item.visibleIf?.conditions.forEach((condition, conditionIndex) => {
      const where = `questions[${itemIndex}].visibleIf.conditions[${conditionIndex}]`;
      let operand: OperandKind;
      let question: Question | undefined;
      if (condition.question !== undefined) {
        const index = positionOf.get(condition.question);
        if (index === undefined) throw DomainError.invalid(`${where}.question`, 'is not a question of this form');
        question = questions[index];
        if (question.kind === 'page_break') throw DomainError.invalid(`${where}.question`, 'names a page_break, which takes no answer');
        if (index >= itemIndex) throw DomainError.invalid(`${where}.question`, `must be a question before this one (it is questions[${index}])`);
        operand = question.kind;
      } else {
        if (!declared.has(condition.hiddenField!)) throw DomainError.invalid(`${where}.hiddenField`, 'is not a hidden field of this form');
        operand = 'hidden_field';
      }
      const allowed = operatorsFor(operand);
      if (!allowed.includes(condition.operator)) {
        throw DomainError.invalid(`${where}.operator`, `must be one of ${allowed.join(', ')} for a ${operand === 'hidden_field' ? 'hidden field' : `${operand} question`}`);
      }
      if (condition.value !== undefined) checkValue(where, operand, question, condition.value);
    });
  });
}

/** -1, 0 or 1: two plain decimals ("-3.50", "042") compared exactly, digit by digit. */
export function compareDecimals(a: string, b: string): number {
  const [signA, wholeA, fractionA] = decimalParts(a);
  const [signB, wholeB, fractionB] = decimalParts(b);
  const zeroA = wholeA === '' && fractionA === '';
  const zeroB = wholeB === '' && fractionB === '';
  const negativeA = signA && !zeroA;
  const negativeB = signB && !zeroB;
  if (negativeA !== negativeB) return negativeA ? -1 : 1;
  let magnitude = 0;
  if (wholeA.length !== wholeB.length) magnitude = wholeA.length < wholeB.length ? -1 : 1;
  else if (wholeA !== wholeB) magnitude = wholeA < wholeB ? -1 : 1;
  else {
    const width = Math.max(fractionA.length, fractionB.length);
    const [paddedA, paddedB] = [fractionA.padEnd(width, '0'), fractionB.padEnd(width, '0')];
    if (paddedA !== paddedB) magnitude = paddedA < paddedB ? -1 : 1;
  }
  return negativeA ? -magnitude : magnitude;
}

/** Sign, whole digits without leading zeros and fraction digits without trailing zeros. */
function decimalParts(text: string): [boolean, string, string] {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative || text.startsWith('+') ? text.slice(1) : text).split('.');
  return [negative, whole.replace(/^0+/, ''), fraction.replace(/0+$/, '')];
}

/**
 * One condition against its operand's value. An unanswered operand makes equals, contains,
 * greater_than and less_than false, and not_equals and not_contains true.
 */
export function conditionHolds(condition: Condition, kind: OperandKind, operand: OperandValue): boolean {
  const answered = operand.text.trim() !== '';
  if (condition.operator === 'is_answered') return answered;
  if (condition.operator === 'is_not_answered') return !answered;
  const value = condition.value ?? '';
  const negative = condition.operator === 'not_equals' || condition.operator === 'not_contains';
  if (!answered) return negative;
  switch (condition.operator) {
    case 'equals':
    case 'not_equals':
      return equalsValue(kind, operand, value) !== negative;
    case 'contains':
    case 'not_contains':
      return containsValue(kind, operand, value) !== negative;
    case 'greater_than':
      return orderAgainst(kind, operand.text, value) > 0;
    case 'less_than':
      return orderAgainst(kind, operand.text, value) < 0;
  }
}

function equalsValue(kind: OperandKind, operand: OperandValue, value: string): boolean {
  if (kind === 'number' || kind === 'rating') return orderAgainst(kind, operand.text, value) === 0;
  return operand.text.trim() === value.trim();
}

function containsValue(kind: OperandKind, operand: OperandValue, value: string): boolean {
  if (kind === 'multiple_choice') return (operand.chosen ?? []).includes(value);
  return operand.text.toLowerCase().includes(value.trim().toLowerCase());
}

/** Numbers as numbers, dates as YYYY-MM-DD text (which sorts as the calendar does). */
function orderAgainst(kind: OperandKind, text: string, value: string): number {
  if (kind === 'date') return text === value ? 0 : text < value ? -1 : 1;
  // A stored number is a plain decimal already; anything else cannot be ordered and compares unequal.
  if (!STORED_DECIMAL.test(text.trim())) return Number.NaN;
  return compareDecimals(text.trim(), value);
}

/**
 * Whether an item's condition holds, given how earlier operands were answered. `valueOf` gives a
 * question's answer (unanswered when it was not asked) or a hidden field's value, with the kind the
 * operator rules apply to.
 */
export function visibleIfHolds(
  visibleIf: VisibleIf | undefined,
  valueOf: (condition: Condition) => { kind: OperandKind; value: OperandValue },
): boolean {
  if (!visibleIf) return true;
  const results = visibleIf.conditions.map((condition) => {
    const { kind, value } = valueOf(condition);
    return conditionHolds(condition, kind, value);
  });
  return visibleIf.match === 'all' ? results.every(Boolean) : results.some(Boolean);
}
