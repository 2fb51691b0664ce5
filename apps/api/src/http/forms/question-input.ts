import type { QuestionInput, VisibleIfInput } from '@forms/domain';
import { requestShapeError } from '../errors/domain-fields';

// A form's question list is read here, item by item, rather than by class-validator. Building and
// validating each question as a DTO instance (class-transformer, then class-validator with its nested
// conditions) cost about 0.77 ms of CPU for a list of 50: half of every draft save the builder makes while
// a member types. This one pass checks the same shape (presence, types, unknown fields) with the same
// messages, and the domain then judges the values, as for every other field. The DTO classes in
// form.dto.ts still document the shape.

type Fields = Record<string, unknown>;

/** The item at `path` as an object whose every field is one of `known`; else the first problem. */
function objectAt(value: unknown, path: string, known: ReadonlySet<string>): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw requestShapeError(path, 'must be an object');
  for (const key of Object.keys(value)) {
    if (!known.has(key)) throw requestShapeError(`${path}.${key}`, 'is not allowed');
  }
  return value as Fields;
}

function requiredString(fields: Fields, key: string, path: string): string {
  const value = fields[key];
  if (value === undefined || value === null) throw requestShapeError(`${path}.${key}`, 'is required');
  if (typeof value !== 'string') throw requestShapeError(`${path}.${key}`, 'must be a string');
  return value;
}

/** Absent is fine; anything present, null included, must be a string. */
function optionalString(fields: Fields, key: string, path: string): string | undefined {
  const value = fields[key];
  if (value !== undefined && typeof value !== 'string') throw requestShapeError(`${path}.${key}`, 'must be a string');
  return value;
}

function optionalBoolean(fields: Fields, key: string, path: string): boolean | undefined {
  const value = fields[key];
  if (value !== undefined && typeof value !== 'boolean') throw requestShapeError(`${path}.${key}`, 'must be a boolean');
  return value;
}

/** Absent is fine; anything present, null included, must be a whole number. */
function optionalInteger(fields: Fields, key: string, path: string): number | undefined {
  const value = fields[key];
  if (value !== undefined && (typeof value !== 'number' || !Number.isInteger(value))) throw requestShapeError(`${path}.${key}`, 'must be an integer');
  return value;
}

function optionalStrings(fields: Fields, key: string, path: string): string[] | undefined {
  const value = fields[key];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw requestShapeError(`${path}.${key}`, 'must be an array');
  if (!value.every((item) => typeof item === 'string')) throw requestShapeError(`${path}.${key}`, 'must contain only strings');
  return value as string[];
}

const CONDITION_FIELDS = new Set(['question', 'hidden_field', 'operator', 'value']);
const VISIBLE_IF_FIELDS = new Set(['match', 'conditions']);
const NEW_QUESTION_FIELDS = new Set(['kind', 'label', 'slug', 'required', 'options', 'scale', 'max_size_mb', 'accepted_types', 'visible_if']);
const QUESTION_CHANGE_FIELDS = new Set([...NEW_QUESTION_FIELDS, 'id']);

function visibleIfInput(value: unknown, path: string): VisibleIfInput | null | undefined {
  if (value === undefined || value === null) return value;
  const fields = objectAt(value, path, VISIBLE_IF_FIELDS);
  const match = requiredString(fields, 'match', path);
  const conditions = fields['conditions'];
  if (conditions === undefined || conditions === null) throw requestShapeError(`${path}.conditions`, 'is required');
  if (!Array.isArray(conditions)) throw requestShapeError(`${path}.conditions`, 'must be an array');
  return {
    match,
    conditions: conditions.map((item: unknown, index) => {
      const at = `${path}.conditions[${index}]`;
      const condition = objectAt(item, at, CONDITION_FIELDS);
      return {
        question: optionalString(condition, 'question', at),
        hiddenField: optionalString(condition, 'hidden_field', at),
        operator: requiredString(condition, 'operator', at),
        value: optionalString(condition, 'value', at),
      };
    }),
  };
}

/** One question; its fields are checked in the order the schema lists them, so the first problem is reported. */
function questionInput(value: unknown, path: string, known: ReadonlySet<string>): QuestionInput {
  const fields = objectAt(value, path, known);
  const kind = requiredString(fields, 'kind', path);
  const label = requiredString(fields, 'label', path);
  const slug = optionalString(fields, 'slug', path);
  const required = optionalBoolean(fields, 'required', path);
  const options = optionalStrings(fields, 'options', path);
  // A rating's scale may be null, which means the default.
  const scale = fields['scale'] === null ? null : optionalInteger(fields, 'scale', path);
  const maxSizeMb = optionalInteger(fields, 'max_size_mb', path);
  const acceptedTypes = optionalStrings(fields, 'accepted_types', path);
  const visibleIf = visibleIfInput(fields['visible_if'], `${path}.visible_if`);
  const id = optionalString(fields, 'id', path);
  return { id, kind, label, slug, required, options, scale, maxSizeMb, acceptedTypes, visibleIf };
}

/**
 * A question list as sent (v2 and the console take the same shape), checked and in the model's terms.
 * `keeps` says whether a question may name an existing one by `id` (a change may; a new form has none).
 * `path` is the list's place in the body (`form.questions`), which every refusal starts with.
 */
export function questionInputs(questions: readonly unknown[] | undefined, path: string, keeps: 'new' | 'existing'): QuestionInput[] | undefined {
  if (questions === undefined) return undefined;
  const known = keeps === 'existing' ? QUESTION_CHANGE_FIELDS : NEW_QUESTION_FIELDS;
  return questions.map((question, index) => questionInput(question, `${path}[${index}]`, known));
}
