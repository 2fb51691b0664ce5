import { DomainError } from '../errors';
import { isAnswerable, type Question } from './question';

/** `{{slug}}` of a question or `{{name}}` of a hidden field, spaces inside the braces allowed. */
const RECALL = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names a text recalls, in order. */
export function recallsOf(text: string): string[] {
  return [...text.matchAll(RECALL)].map((match) => match[1]);
}

/**
 * Refuses a recall that could never show an answer: in a question's label or a page break's title,
 * anything but a question before it (it is answered on an earlier page, or earlier on the same one)
 * or a hidden field; in the thank-you message, anything but a question or a hidden field of the form.
 */
export function checkRecalls(questions: readonly Question[], hiddenFields: readonly string[], thankYouMessage: string): void {
  const declared = new Set(hiddenFields);
  const earlier = new Set<string>();
  questions.forEach((question, index) => {
    for (const name of recallsOf(question.label)) {
      if (!earlier.has(name) && !declared.has(name)) throw DomainError.invalid(`questions[${index}].label`, `recalls {{${name}}}, which is not an earlier question`);
    }
    if (isAnswerable(question)) earlier.add(question.slug);
  });
  for (const name of recallsOf(thankYouMessage)) {
    if (!earlier.has(name) && !declared.has(name)) {
      throw DomainError.invalid('settings.thankYouMessage', `recalls {{${name}}}, which is not a question or hidden field of this form`);
    }
  }
}

/** The text with each recall replaced by what `valueOf` gives for it (the answer's text; "" when unanswered). */
export function withRecalls(text: string, valueOf: (name: string) => string): string {
  return text.includes('{{') ? text.replace(RECALL, (_match, name: string) => valueOf(name)) : text;
}
