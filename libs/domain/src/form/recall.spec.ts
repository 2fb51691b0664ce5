import { DomainError } from '../errors';
import { buildQuestions } from './question';
import { checkRecalls, recallsOf, withRecalls } from './recall';

let next = 0;
const questions = (labels: Array<[kind: string, label: string]>) =>
  buildQuestions(
    labels.map(([kind, label]) => ({ kind, label, ...(kind === 'single_choice' ? { options: ['Basic', 'Pro'] } : {}) })) as never,
    [],
    () => `id-${next++}`,
  );

function refusal(work: () => void): string {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  return 'accepted';
}

const FORM = questions([
  ['short_text', 'Name'],
  ['single_choice', 'Plan'],
  ['page_break', 'Hello {{name}}'],
  ['short_text', 'Why {{plan}}, {{ name }}? ({{ref}})'],
]);

describe('recall', () => {
  it('finds the names a text recalls', () => {
    expect(recallsOf('Hi {{name}}, on {{ plan }} {not} {{}}')).toEqual(['name', 'plan', '']);
  });

  it('accepts earlier questions and hidden fields in labels, page titles and the thank-you message', () => {
    expect(refusal(() => checkRecalls(FORM, ['ref'], 'Thanks {{name}}, see you on {{plan}} via {{ref}}'))).toBe('accepted');
  });

  it.each([
    [[['short_text', 'Name'], ['short_text', 'Hi {{plan}}']], 'questions[1].label recalls {{plan}}, which is not an earlier question'],
    [[['short_text', 'Name {{name}}']], 'questions[0].label recalls {{name}}, which is not an earlier question'],
    [[['short_text', 'Hi {{plan}}'], ['single_choice', 'Plan']], 'questions[0].label recalls {{plan}}, which is not an earlier question'],
    [[['short_text', 'Name'], ['page_break', 'More'], ['short_text', 'Why {{more}}']], 'questions[2].label recalls {{more}}, which is not an earlier question'],
    [[['short_text', 'Name'], ['page_break', 'For {{Name}}'], ['short_text', 'Age']], 'questions[1].label recalls {{Name}}, which is not an earlier question'],
  ])('refuses %j', (items, message) => {
    expect(refusal(() => checkRecalls(questions(items as Array<[string, string]>), [], ''))).toBe(message);
  });

  it('refuses a thank-you message that recalls nothing of the form', () => {
    expect(refusal(() => checkRecalls(FORM.slice(0, 3), [], 'Thanks {{ref}}'))).toBe('settings.thankYouMessage recalls {{ref}}, which is not a question or hidden field of this form');
  });

  it('replaces each recall with its value', () => {
    expect(withRecalls('Why {{plan}}, {{ name }}? {{gone}}', (name) => ({ plan: 'Pro', name: 'Ada' })[name] ?? '')).toBe('Why Pro, Ada? ');
    expect(withRecalls('No braces here', () => 'x')).toBe('No braces here');
  });
});
