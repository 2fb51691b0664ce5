import { Email } from '../team-member/email.value-object';
import { Form, MAX_RETIRED_QUESTIONS } from './form.aggregate';
import { MAX_DEFINITION_BYTES } from './question';
import { DomainError } from '../errors';

const now = new Date('2026-01-01T00:00:00Z');
const base = { id: 'f1', workspaceId: 'w1', createdBy: Email.create('ada@acme.test'), now };

describe('Form', () => {
  it('is created as an unpublished draft with a trimmed title', () => {
    const form = Form.create({ ...base, title: '  Survey ' });
    expect(form.title).toBe('Survey');
    expect(form.state).toBe('draft');
    expect([form.isPublished, form.isArchived, form.isDisabled, form.isSuspended]).toEqual([false, false, false, false]);
    expect(form.submissionsCount).toBe(0);
    expect(form.createdBy).toBe('ada@acme.test');
  });

  it.each([
    ['', 'title must not be blank'],
    ['   ', 'title must not be blank'],
    ['x'.repeat(256), 'title must be at most 255 characters'],
  ])('refuses the title %p', (title, message) => {
    expect(() => Form.create({ ...base, title })).toThrow(message);
  });

  it('accepts a 255-character title', () => {
    expect(Form.create({ ...base, title: 'x'.repeat(255) }).title).toHaveLength(255);
  });

  it.each([
    [{ isPublished: true, isArchived: false, isDisabled: false, isSuspended: false }, true],
    [{ isPublished: false, isArchived: false, isDisabled: false, isSuspended: false }, false],
    [{ isPublished: true, isArchived: true, isDisabled: false, isSuspended: false }, false],
    [{ isPublished: true, isArchived: false, isDisabled: true, isSuspended: false }, false],
    [{ isPublished: true, isArchived: false, isDisabled: false, isSuspended: true }, false],
  ])('accepts responses only when published and open: %p', (flags, accepts) => {
    expect(Form.acceptsResponses(flags)).toBe(accepts);
  });

  it('refuses answers on a draft with the same rule', () => {
    const form = Form.create({ ...base, title: 'Survey' });
    expect(Form.acceptsResponses(form)).toBe(false);
    expect(() => form.receiveAnswers({ answers: {}, fieldValues: {}, newId: () => 'x' })).toThrow('Form is not accepting responses');
  });

  it('hands out submission positions in order, never reused, and counts the live ones', () => {
    const form = Form.create({ ...base, title: 'Survey' });
    const at = new Date('2026-02-02T00:00:00Z');
    expect(form.reserveSubmissionPositions(3, at)).toBe(1);
    expect(form.reserveSubmissionPositions(2, at)).toBe(4);
    expect(form.submissionsCount).toBe(5);
    form.forgetSubmission();
    expect([form.submissionsCount, form.lastPosition]).toEqual([4, 5]);
    expect(form.reserveSubmissionPositions(1, at)).toBe(6);
    expect(() => form.reserveSubmissionPositions(0, at)).toThrow('count must be a positive integer');
  });

  it('never stamps a submission earlier than the newest one', () => {
    const form = Form.create({ ...base, title: 'Survey' });
    const late = new Date('2026-02-02T00:00:10Z');
    expect(form.nextSubmissionTime(late)).toBe(late);
    form.reserveSubmissionPositions(1, late);
    const skewed = new Date('2026-02-02T00:00:05Z');
    expect(form.nextSubmissionTime(skewed)).toBe(late);
    const later = new Date('2026-02-02T00:00:11Z');
    expect(form.nextSubmissionTime(later)).toBe(later);
  });

  it('remembers removed questions in the order they were removed, each with its last label', () => {
    let next = 0;
    const newId = () => `q${++next}`;
    const form = Form.create({
      ...base,
      title: 'Survey',
      newId,
      questions: [
        { kind: 'short_text', label: 'Name' },
        { kind: 'number', label: 'Age' },
        { kind: 'email', label: 'Email' },
      ],
    });
    expect(form.retiredQuestions).toEqual([]);
    form.change({ questions: [{ id: 'q1', kind: 'short_text', label: 'Name' }, { id: 'q2', kind: 'number', label: 'Age in years' }] }, now, newId);
    expect(form.retiredQuestions).toEqual([{ id: 'q3', kind: 'email', label: 'Email', slug: 'email' }]);
    form.change({ questions: [{ kind: 'yes_no', label: 'Newsletter' }] }, now, newId);
    expect(form.retiredQuestions.map((question) => [question.id, question.label])).toEqual([
      ['q3', 'Email'],
      ['q1', 'Name'],
      ['q2', 'Age in years'],
    ]);
    expect(form.questionsEverAsked.map((question) => question.id)).toEqual(['q4', 'q3', 'q1', 'q2']);
    // An edit that removes nothing leaves them as they are.
    form.change({ title: 'Survey 2', questions: [{ id: 'q4', kind: 'yes_no', label: 'Opt in' }] }, now, newId);
    expect(form.retiredQuestions.map((question) => question.id)).toEqual(['q3', 'q1', 'q2']);
  });

  it('counts no page break among the questions ever asked, current or removed', () => {
    let next = 0;
    const newId = () => `q${++next}`;
    const form = Form.create({
      ...base,
      title: 'Survey',
      newId,
      questions: [
        { kind: 'short_text', label: 'Name' },
        { kind: 'page_break', label: 'More' },
        { kind: 'email', label: 'Email' },
      ],
    });
    expect(form.questionsEverAsked.map((question) => question.id)).toEqual(['q1', 'q3']);
    form.change({ questions: [{ id: 'q1', kind: 'short_text', label: 'Name' }] }, now, newId);
    expect(form.questionsEverAsked.map((question) => question.id)).toEqual(['q1', 'q3']);
  });

  it('forgets the earliest removed questions past its limit', () => {
    let next = 0;
    const newId = () => `q${++next}`;
    const form = Form.create({ ...base, title: 'Survey', newId });
    const many = Array.from({ length: 200 }, (_, index) => ({ kind: 'short_text', label: `Question ${index}` }));
    for (let round = 0; round < 7; round++) form.change({ questions: many }, now, newId);
    form.change({ questions: [] }, now, newId);
    expect(form.retiredQuestions).toHaveLength(MAX_RETIRED_QUESTIONS);
    expect(form.retiredQuestions[0].id).toBe('q401');
    expect(form.retiredQuestions.at(-1)?.id).toBe('q1400');
  });
});

describe('the removed questions a form remembers', () => {
  const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
  const round = (n: number) => Array.from({ length: 150 }, (_, index) => ({ kind: 'short_text', label: `${n}-${index}-${'é'.repeat(240)}` }));

  it('fit beside the definition in 131,072 bytes, the earliest forgotten first', () => {
    let next = 0;
    const newId = () => `q${++next}`;
    const form = Form.create({ ...base, title: 'Survey', newId, questions: round(0), hiddenFields: ['utm_source'] });
    for (let n = 1; n <= 4; n++) {
      const before = form.questions.map((question) => question.id);
      form.change({ questions: round(n) }, now, newId);
      const total = bytes(form.questions) + bytes(form.hiddenFields) + bytes(form.retiredQuestions);
      expect(total).toBeLessThanOrEqual(MAX_DEFINITION_BYTES);
      // The room left is nearly all used: fewer than one more question would fit.
      expect(total).toBeGreaterThan(MAX_DEFINITION_BYTES - bytes(form.retiredQuestions[0]) - 1);
      expect(form.retiredQuestions.map((question) => question.id)).toEqual(before.slice(-form.retiredQuestions.length));
    }
    expect(form.retiredQuestionsChanged).toBe(true);
  });

  it('make room for more hidden fields', () => {
    let next = 0;
    const newId = () => `q${++next}`;
    const form = Form.create({ ...base, title: 'Survey', newId, questions: round(0) });
    form.change({ questions: round(1) }, now, newId);
    const kept = form.retiredQuestions.length;
    form.change({ hiddenFields: Array.from({ length: 20 }, (_, index) => `field_${index}_${'x'.repeat(50)}`) }, now, newId);
    expect(form.retiredQuestions.length).toBeLessThan(kept);
    expect(bytes(form.questions) + bytes(form.hiddenFields) + bytes(form.retiredQuestions)).toBeLessThanOrEqual(MAX_DEFINITION_BYTES);
  });

  it('are not changed by an edit that removes nothing', () => {
    let next = 0;
    const newId = () => `q${++next}`;
    const form = Form.create({ ...base, title: 'Survey', newId, questions: [{ kind: 'short_text', label: 'Name' }] });
    form.change({ title: 'Renamed', questions: [{ id: 'q1', kind: 'short_text', label: 'Your name' }] }, now, newId);
    expect(form.retiredQuestionsChanged).toBe(false);
  });

  it('are refused to a form read without them, which takes answers all the same', () => {
    const form = Form.restore({
      id: 'f1', workspaceId: 'w1', title: 'Survey', questions: [], hiddenFields: [], retiredQuestions: null,
      isPublished: true, everPublished: true, isArchived: false, isDisabled: false, isSuspended: false, createdBy: 'ada@acme.test',
      submissionsCount: 0, lastPosition: 0, lastSubmissionAt: null, createdAt: now, updatedAt: now,
    });
    expect(form.receiveAnswers({ answers: {}, fieldValues: {}, newId: () => 'x' }).responses).toEqual([]);
    expect(() => form.retiredQuestions).toThrow('read without its removed questions');
    expect(() => form.change({ questions: [] }, now, () => 'x')).toThrow('read without its removed questions');
  });
});

describe('Form.checkChanges, for an edit whose form is not found', () => {
  it.each([
    [{ title: '  ' }, 'title must not be blank'],
    [{ questions: [{ kind: 'essay', label: 'Why?' }] }, 'questions[0].kind must be one of'],
    [{ questions: [{ id: 'q1', kind: 'short_text', label: 'A' }, { id: 'q1', kind: 'short_text', label: 'B' }] }, 'questions[1].id appears more than once'],
    [{ hiddenFields: ['Not a name'] }, 'hiddenFields[0] is not a valid name'],
    [{ settings: { maxSubmissions: 0 } }, 'settings.maxSubmissions must be an integer of at least 1'],
    [{ settings: { redirectUrl: 'http://example.com' } }, 'settings.redirectUrl must be an absolute https URL'],
  ])('refuses %j whichever form it is for', (changes, message) => {
    expect(() => Form.checkChanges(changes)).toThrow(message);
  });

  it('is what an edit without a form is refused for before it is not found', () => {
    expect(() => Form.refuseWithoutForm({ title: '  ' })).toThrow('title must not be blank');
    expect(() => Form.refuseWithoutForm({ title: 'Fine' })).toThrow(DomainError.formNotFound().message);
  });

  it('leaves to the form what depends on it', () => {
    // Ids of its questions, a past closing date (it may be the stored one), the confirmation question, publishing.
    expect(() =>
      Form.checkChanges({
        questions: [{ id: 'q9', kind: 'short_text', label: 'Kept' }],
        settings: { closesAt: new Date('2020-01-01T00:00:00Z'), confirmationEmailQuestion: 'email' },
        isPublished: true,
      }),
    ).not.toThrow();
  });
});
