import {
  acceptedTypesOf,
  changeOf,
  conditionOn,
  draftOf,
  duplicate,
  embedSnippet,
  isBeingFilledIn,
  isDirty,
  KINDS,
  move,
  newQuestion,
  operandsBefore,
  operatorsFor,
  placeOfError,
  renameInConditions,
  type Draft,
  type DraftQuestion,
  type Form,
} from './draft';
import { aForm } from '../../testing/fixtures';

const saved: Form = {
  id: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e',
  title: 'Survey',
  is_published: false,
  state: 'draft',
  created_at: '2026-03-14T09:26:53Z',
  updated_at: '2026-03-14T09:26:53Z',
  submissions_count: 0,
  attempt_url: 'http://acme.localhost:3000/forms/3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e',
  is_archived: false,
  is_disabled: false,
  is_suspended: false,
  created_by: 'ada@example.com',
  version: 1,
  questions: [
    { id: 'a', kind: 'single_choice', label: 'Plan', slug: 'plan', position: 1, required: true, options: ['Basic', 'Pro'], scale: null },
    { id: 'b', kind: 'rating', label: 'How good?', slug: 'how_good', position: 2, required: false, options: [], scale: 7 },
  ],
  hidden_fields: ['utm_source'],
  settings: {
    closes_at: null,
    max_submissions: null,
    closed_message: '',
    thank_you_message: '',
    redirect_url: null,
    notification_emails: [],
    confirmation_email_question: null,
    save_partial_responses: false,
    partial_response_days: 30,
  },
  theme: null,
};

describe('the builder draft', () => {
  it('offers the twelve kinds, file uploads and page breaks by name', () => {
    expect(KINDS.map((entry) => entry.name)).toEqual([
      'Short text', 'Long text', 'Email', 'Number', 'Phone', 'Website', 'Date', 'Single choice', 'Multiple choice', 'Dropdown', 'Rating', 'Yes/No',
      'File upload', 'Page break',
    ]);
  });

  it('sends back what it was given, unchanged, with ids to keep the questions', () => {
    const draft = draftOf(saved);
    expect(isDirty(draft, saved)).toBe(false);
    expect(changeOf(draft)).toEqual({
      title: 'Survey',
      questions: [
        { id: 'a', kind: 'single_choice', label: 'Plan', slug: 'plan', required: true, options: ['Basic', 'Pro'] },
        { id: 'b', kind: 'rating', label: 'How good?', slug: 'how_good', required: false, scale: 7 },
      ],
      hidden_fields: ['utm_source'],
    });
  });

  it('adds questions without id or slug (the server derives it), with two empty options for a choice and scale 5 for a rating', () => {
    const draft = draftOf(saved);
    draft.questions.push({ ...newQuestion('dropdown'), label: 'Colour' }, { ...newQuestion('rating'), label: 'Rate' }, { ...newQuestion('email'), label: 'Mail' });
    expect(isDirty(draft, saved)).toBe(true);
    expect(changeOf(draft).questions.slice(2)).toEqual([
      { kind: 'dropdown', label: 'Colour', required: false, options: ['', ''] },
      { kind: 'rating', label: 'Rate', required: false, scale: 5 },
      { kind: 'email', label: 'Mail', required: false },
    ]);
  });

  it('duplicates as a new question with its own key, and moves questions', () => {
    const [plan] = draftOf(saved).questions;
    const copy = duplicate(plan);
    expect([copy.id, copy.slug, copy.label, copy.options]).toEqual([undefined, '', 'Plan', ['Basic', 'Pro']]);
    expect(copy.key).not.toBe(plan.key);
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('places a refusal beside what it names', () => {
    expect(placeOfError('form.questions[2].options')).toEqual({ at: 'question', index: 2, field: 'options' });
    expect(placeOfError('form.questions[0].options[1]')).toEqual({ at: 'question', index: 0, field: 'options' });
    expect(placeOfError('form.questions[3].slug')).toEqual({ at: 'question', index: 3, field: 'slug' });
    expect(placeOfError('form.questions[1].visible_if.conditions[0].value')).toEqual({ at: 'question', index: 1, field: 'visible_if' });
    expect(placeOfError('form.questions[1].id')).toEqual({ at: 'question', index: 1, field: 'question' });
    expect(placeOfError('form.questions[4]')).toEqual({ at: 'question', index: 4, field: 'question' });
    expect(placeOfError('form.title')).toEqual({ at: 'title' });
    expect(placeOfError('form.hidden_fields[0]')).toEqual({ at: 'hidden_field', index: 0 });
    expect(placeOfError('form.questions')).toEqual({ at: 'form' });
    expect(placeOfError('form.titles')).toEqual({ at: 'form' });
    expect(placeOfError('form.created_by_email')).toEqual({ at: 'form' });
    expect(placeOfError(undefined)).toEqual({ at: 'form' });
  });

  it('embeds the fill page in an iframe with the title escaped', () => {
    expect(embedSnippet('http://a.localhost/forms/1', 'Tom & "Jerry" <3')).toBe(
      '<iframe src="http://a.localhost/forms/1" title="Tom &amp; &quot;Jerry&quot; &lt;3" width="100%" height="640" loading="lazy"></iframe>',
    );
  });
});

describe('file questions in the builder', () => {
  const withFile: Form = {
    ...saved,
    questions: [
      ...saved.questions,
      { id: 'c', kind: 'file_upload', label: 'CV', slug: 'cv', position: 3, required: true, options: [], scale: null, max_size_mb: 5, accepted_types: ['.pdf', '.png'] },
    ],
  };

  it('start at 10 MB and any type, and send their settings (only theirs)', () => {
    const draft = draftOf(saved);
    draft.questions.push({ ...newQuestion('file_upload'), label: 'Photo' });
    const sent = changeOf(draft).questions;
    expect(sent[2]).toEqual({ kind: 'file_upload', label: 'Photo', required: false, max_size_mb: 10, accepted_types: [] });
    expect(Object.keys(sent[0])).not.toContain('max_size_mb');
  });

  it('send back what they were given, and count a change of their settings', () => {
    const draft = draftOf(withFile);
    expect(changeOf(draft).questions[2]).toMatchObject({ id: 'c', max_size_mb: 5, accepted_types: ['.pdf', '.png'] });
    expect(isDirty(draft, withFile)).toBe(false);
    draft.questions[2].acceptedTypesText = '.pdf, .png, .jpg';
    expect(isDirty(draft, withFile)).toBe(true);
  });

  it('read the extensions as members type them', () => {
    expect(acceptedTypesOf(' PDF, .png;jpg  .PNG ,, . ')).toEqual(['.pdf', '.png', '.jpg']);
    expect(acceptedTypesOf('')).toEqual([]);
  });

  it('place refusals of their settings beside them', () => {
    expect(placeOfError('form.questions[2].max_size_mb')).toEqual({ at: 'question', index: 2, field: 'max_size_mb' });
    expect(placeOfError('form.questions[0].accepted_types[1]')).toEqual({ at: 'question', index: 0, field: 'accepted_types' });
  });
});

describe('conditions in the builder', () => {
  const withLogic: Form = {
    ...saved,
    questions: [
      ...saved.questions,
      { id: 'c', kind: 'page_break', label: 'More', slug: 'more', position: 3, required: false, options: [], scale: null },
      {
        id: 'd',
        kind: 'short_text',
        label: 'Why Pro?',
        slug: 'why',
        position: 4,
        required: false,
        options: [],
        scale: null,
        visible_if: { match: 'all', conditions: [{ question: 'plan', operator: 'equals', value: 'Pro' }] },
      },
    ],
  };

  it('sends conditions back as they were, and page breaks without options or scale', () => {
    const draft = draftOf(withLogic);
    expect(isDirty(draft, withLogic)).toBe(false);
    expect(changeOf(draft).questions.slice(2)).toEqual([
      { id: 'c', kind: 'page_break', label: 'More', slug: 'more', required: false },
      { id: 'd', kind: 'short_text', label: 'Why Pro?', slug: 'why', required: false, visible_if: { match: 'all', conditions: [{ question: 'plan', operator: 'equals', value: 'Pro' }] } },
    ]);
  });

  it('offers earlier questions (not page breaks) and hidden fields, with the operators and values the server accepts', () => {
    const operands = operandsBefore(draftOf(withLogic), 3);
    expect(operands.map((operand) => [operand.key, operand.kind, operand.choices])).toEqual([
      ['question:plan', 'single_choice', ['Basic', 'Pro']],
      ['question:how_good', 'rating', null],
      ['hidden_field:utm_source', 'hidden_field', null],
    ]);
    expect(operandsBefore(draftOf(withLogic), 0).map((operand) => operand.key)).toEqual(['hidden_field:utm_source']);
    expect(operatorsFor('single_choice')).toEqual(['is_answered', 'is_not_answered', 'equals', 'not_equals']);
    expect(operatorsFor('multiple_choice')).toEqual(['is_answered', 'is_not_answered', 'contains', 'not_contains']);
    expect(operatorsFor('date')).toEqual(['is_answered', 'is_not_answered', 'equals', 'not_equals', 'greater_than', 'less_than']);
    expect(operatorsFor('hidden_field')).toEqual(['is_answered', 'is_not_answered', 'equals', 'not_equals', 'contains', 'not_contains']);
    // A file's answer is an upload id: whether one was given is all a condition can test.
    expect(operatorsFor('file_upload')).toEqual(['is_answered', 'is_not_answered']);
    expect(conditionOn(operands[0], 'equals')).toEqual({ question: 'plan', operator: 'equals', value: 'Basic' });
    // An operator the new operand does not take falls back to its first.
    expect(conditionOn(operands[0], 'greater_than')).toEqual({ question: 'plan', operator: 'is_answered' });
    expect(conditionOn(operands[2], 'contains')).toEqual({ hidden_field: 'utm_source', operator: 'contains', value: '' });
  });

  it('renames a slug in the conditions that name it, and places a refused condition beside its question', () => {
    const renamed = renameInConditions(draftOf(withLogic).questions, 'plan', 'tier');
    expect(renamed[3].visibleIf).toEqual({ match: 'all', conditions: [{ question: 'tier', operator: 'equals', value: 'Pro' }] });
    expect(placeOfError('form.questions[3].visible_if.conditions[0].question is not a question of this form')).toEqual({ at: 'question', index: 3, field: 'visible_if' });
  });
});

describe('isBeingFilledIn', () => {
  const question = (change: Partial<DraftQuestion>): DraftQuestion => ({ ...newQuestion('short_text'), label: 'Name', ...change });
  const draftWith = (...questions: DraftQuestion[]): Draft => ({ ...draftOf(aForm()), questions });

  it('holds while a label is not typed yet or an option is blank', () => {
    expect(isBeingFilledIn(draftWith(question({ label: ' ' })))).toBe(true);
    expect(isBeingFilledIn(draftWith(question({ kind: 'dropdown', options: ['Red', ''] })))).toBe(true);
  });

  it('does not hold for a complete draft, nor for a page break without a title', () => {
    expect(isBeingFilledIn(draftWith(question({}), question({ kind: 'dropdown', options: ['Red', 'Blue'] })))).toBe(false);
    expect(isBeingFilledIn(draftWith(question({ kind: 'page_break', label: '' })))).toBe(false);
  });
});
