import { buildQuestions } from '../form/question';
import { prefilledAnswers } from './answers';

let next = 0;
const questions = buildQuestions(
  [
    { kind: 'short_text', label: 'Name' },
    { kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro'] },
    { kind: 'multiple_choice', label: 'Topics', options: ['Billing', 'API', 'Security'] },
    { kind: 'rating', label: 'Score', scale: 5 },
    { kind: 'number', label: 'Seats' },
    { kind: 'date', label: 'Start' },
    { kind: 'yes_no', label: 'News' },
    { kind: 'page_break', label: 'More' },
    { kind: 'file_upload', label: 'Logo' },
  ],
  [],
  () => `id-${next++}`,
);

function prefill(query: string) {
  const params = new URLSearchParams(query);
  return prefilledAnswers(questions, (name) => params.getAll(name));
}

describe('answers from a link', () => {
  it('takes each kind in its own form', () => {
    expect(prefill('name=Ada&plan=Pro&topics=Security&topics=Billing&score=4&seats=12&start=2026-02-28&news=Yes')).toEqual({
      name: 'Ada',
      plan: 'Pro',
      topics: ['Billing', 'Security'],
      score: '4',
      seats: '12',
      start: '2026-02-28',
      news: 'Yes',
    });
  });

  it('leaves out what is not a valid answer, keeping the valid choices of a multiple choice', () => {
    expect(prefill('plan=Gold&topics=API&topics=Cooking&score=6&seats=-3&seats=ten&start=2026-02-30&news=true&more=x&logo=x&name=')).toEqual({ topics: ['API'] });
    expect(prefill('score=1e0&seats=1e3&plan=pro')).toEqual({});
  });

  it('takes the first value of a question of one answer', () => {
    expect(prefill('plan=Basic&plan=Pro')).toEqual({ plan: 'Basic' });
  });
});
