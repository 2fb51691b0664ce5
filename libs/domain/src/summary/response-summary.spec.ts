import type { Question } from '../form/question';
import { recordAnswers } from '../submission/answers';
import { averageOfWholeNumbers, NO_TALLIES, type QuestionTallies, summarizeQuestion } from './response-summary';

const question = (overrides: Partial<Question>): Question => ({
  id: 'q1',
  kind: 'single_choice',
  label: 'Plan',
  slug: 'plan',
  position: 1,
  required: false,
  options: [],
  scale: null,
  ...overrides,
});

const tallies = (overrides: Partial<QuestionTallies>): QuestionTallies => ({ ...NO_TALLIES, ...overrides });

describe('summarizeQuestion', () => {
  it('lists every current option in order with zeros, then retired labels, the most picked first', () => {
    const summary = summarizeQuestion(
      question({ options: ['Basic', 'Pro', 'Team'] }),
      tallies({ answered: 9, skipped: 1, labels: new Map([['Pro', 4], ['Gold', 1], ['Old', 3], ['Basic', 1], ['Gone', 0]]) }),
    );
    expect(summary).toEqual({
      id: 'q1',
      slug: 'plan',
      label: 'Plan',
      kind: 'single_choice',
      answered: 9,
      skipped: 1,
      figures: {
        type: 'options',
        options: [
          { label: 'Basic', count: 1, retired: false },
          { label: 'Pro', count: 4, retired: false },
          { label: 'Team', count: 0, retired: false },
          { label: 'Old', count: 3, retired: true },
          { label: 'Gold', count: 1, retired: true },
        ],
      },
    });
  });

  it('orders retired labels of equal counts by label, whatever order they were read in', () => {
    const options = (labels: [string, number][]) => summarizeQuestion(question({ options: ['A', 'B'] }), tallies({ labels: new Map(labels) })).figures;
    expect(options([['z', 2], ['y', 2]])).toEqual(options([['y', 2], ['z', 2]]));
  });

  it('shows Yes and No for a yes/no question', () => {
    expect(summarizeQuestion(question({ kind: 'yes_no' }), tallies({ labels: new Map([['No', 2]]) })).figures).toEqual({
      type: 'options',
      options: [
        { label: 'Yes', count: 0, retired: false },
        { label: 'No', count: 2, retired: false },
      ],
    });
  });

  it('gives a rating its distribution over 1..scale and the average of that distribution, rounded half up', () => {
    const figures = summarizeQuestion(question({ kind: 'rating', scale: 3 }), tallies({ labels: new Map([['1', 1], ['3', 2], ['9', 5]]) })).figures;
    expect(figures).toEqual({
      type: 'rating',
      distribution: [
        { value: 1, count: 1 },
        { value: 2, count: 0 },
        { value: 3, count: 2 },
      ],
      average: 2.33,
    });
    expect(summarizeQuestion(question({ kind: 'rating', scale: 5 }), NO_TALLIES).figures).toMatchObject({ average: null });
    expect(averageOfWholeNumbers(201, 200)).toBe(1.01);
    expect(averageOfWholeNumbers(1, 8)).toBe(0.13);
  });

  it('gives numbers and dates their figures, nulls without answers', () => {
    expect(
      summarizeQuestion(question({ kind: 'number' }), tallies({ numbers: { count: 2, min: '-1.5', max: '100', average: '49.25' } })).figures,
    ).toEqual({ type: 'number', min: -1.5, max: 100, average: 49.25 });
    expect(summarizeQuestion(question({ kind: 'number' }), NO_TALLIES).figures).toEqual({ type: 'number', min: null, max: null, average: null });
    expect(summarizeQuestion(question({ kind: 'date' }), tallies({ dates: { earliest: '2025-01-02', latest: '2026-03-04' } })).figures).toEqual({
      type: 'date',
      earliest: '2025-01-02',
      latest: '2026-03-04',
    });
  });

  it('shows at most five latest text answers', () => {
    const latest = Array.from({ length: 7 }, (_, index) => ({ submissionId: `s${index}`, value: `v${index}`, createdAt: new Date(0) }));
    const figures = summarizeQuestion(question({ kind: 'email' }), tallies({ latest })).figures;
    expect(figures).toEqual({ type: 'text', latest: latest.slice(0, 5) });
  });
});

describe('recorded answers name their question', () => {
  const questions: Question[] = [
    question({ id: 'q-plan', kind: 'multiple_choice', slug: 'colours', options: ['Red, dark', 'Red', 'Blue'] }),
    question({ id: 'q-name', kind: 'short_text', slug: 'name', position: 2 }),
  ];

  it('keeps the question id with each response and the options picked of a multiple choice', () => {
    let n = 0;
    const { responses } = recordAnswers(questions, [], { colours: ['Blue', 'Red, dark'] }, {}, () => `r${++n}`);
    expect(responses).toEqual([
      { id: 'r1', label: 'Plan', position: 1, kind: 'multiple_choice', slug: 'colours', value: 'Red, dark, Blue', questionId: 'q-plan', choices: ['Red, dark', 'Blue'] },
      { id: 'r2', label: 'Plan', position: 2, kind: 'short_text', slug: 'name', value: '', questionId: 'q-name' },
    ]);
  });

  it('records an unanswered multiple choice as no options picked', () => {
    const { responses } = recordAnswers(questions, [], {}, {}, () => 'r');
    expect(responses[0]).toMatchObject({ value: '', choices: [] });
  });
});
