import { placeOfError, type Draft, type QuestionField } from './draft';
import type { QuestionErrors } from './question-card';
import type { SettingsErrors } from './settings-panel';
import type { ThemeErrors } from './theme-panel';

/** Where the builder shows what went wrong: beside a field, or beside the buttons. */
export interface BuilderErrors {
  title?: string;
  questions: Record<string, QuestionErrors>;
  hiddenFields: Record<number, string>;
  settings?: SettingsErrors;
  theme?: ThemeErrors;
  /** Beside the buttons: a refusal that names no field, or a lost connection. */
  form?: string;
}

export const NO_ERRORS: BuilderErrors = { questions: {}, hiddenFields: {} };

/** A refusal of a save, placed beside the field its `field` names in the draft that was sent. */
export function errorsOf({ message, field }: { message: string; field?: string }, sent: Draft): BuilderErrors {
  const place = placeOfError(field);
  if (place.at === 'title') return { ...NO_ERRORS, title: message };
  if (place.at === 'hidden_field') return { ...NO_ERRORS, hiddenFields: { [place.index]: message } };
  if (place.at === 'settings') return { ...NO_ERRORS, settings: { [place.field]: message } };
  if (place.at === 'theme') return { ...NO_ERRORS, theme: { [place.field]: message } };
  if (place.at === 'question') {
    const question = sent.questions[place.index];
    if (question) return { ...NO_ERRORS, questions: { [question.key]: { [place.field]: message } as Record<QuestionField, string> } };
  }
  return { ...NO_ERRORS, form: message };
}
