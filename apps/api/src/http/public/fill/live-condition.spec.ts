import type { Question, QuestionKind } from '@forms/domain';
import { liveCondition } from './live-condition';

function q(kind: QuestionKind, slug: string, label: string): Question {
  return { id: slug, kind, label, slug, position: 1, required: false, options: [], scale: null };
}

const QUESTIONS = [q('number', 'seats', 'Seats'), q('date', 'start', 'Start'), q('short_text', 'name', 'Name')];

describe('liveCondition', () => {
  it('words one condition for the person and gives the script each operand with its kind', () => {
    const live = liveCondition(QUESTIONS, { match: 'all', conditions: [{ question: 'seats', operator: 'greater_than', value: '10' }] });
    expect(live.note).toBe('Answer this only if “Seats” is more than “10”.');
    expect(JSON.parse(live.data)).toEqual({ match: 'all', conditions: [{ question: 'seats', kind: 'number', operator: 'greater_than', value: '10' }] });
  });

  it('says after and before for dates, and any or all for several conditions', () => {
    const live = liveCondition(QUESTIONS, {
      match: 'any',
      conditions: [
        { question: 'start', operator: 'less_than', value: '2026-01-01' },
        { question: 'name', operator: 'is_answered' },
      ],
    });
    expect(live.note).toBe('Answer this only if any of these are true: “Start” is before “2026-01-01”; “Name” is answered.');
  });
});
