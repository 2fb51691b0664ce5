import { defaultFormSettings } from './form-settings';
import { contentOf, describeChanges, draftImpact, draftImpactText, type FormContent, sameContent } from './form-content';
import type { Question } from './question';

function question(id: string, parts: Partial<Question> = {}): Question {
  return { id, kind: 'short_text', label: id.toUpperCase(), slug: id, position: 1, required: false, options: [], scale: null, ...parts };
}

function plan(options: string[], parts: Partial<Question> = {}): Question {
  return question('plan', { kind: 'single_choice', label: 'Plan', options, ...parts });
}

function content(questions: Question[], parts: Partial<FormContent> = {}): FormContent {
  return { title: 'Signup', questions, hiddenFields: [], settings: defaultFormSettings(), theme: null, ...parts };
}

function texts(before: FormContent, after: FormContent): string[] {
  return describeChanges(before, after).map((change) => change.text);
}

describe('sameContent', () => {
  it('holds for a copy and for nothing that differs', () => {
    const base = content([plan(['Solo', 'Team'])], { hiddenFields: ['utm'] });
    expect(sameContent(base, contentOf(base))).toBe(true);
    expect(sameContent(base, { ...base, title: 'Other' })).toBe(false);
    expect(sameContent(base, { ...base, hiddenFields: [] })).toBe(false);
    expect(sameContent(base, { ...base, settings: { ...base.settings, thankYouMessage: 'Thanks' } })).toBe(false);
    expect(sameContent(base, content([plan(['Solo', 'Team'], { required: true })], { hiddenFields: ['utm'] }))).toBe(false);
  });

  it('copies, so that a later edit of the source does not reach the content', () => {
    const questions = [plan(['Solo', 'Team'])];
    const copy = contentOf({ title: 'T', questions, hiddenFields: [], settings: defaultFormSettings() });
    questions[0].label = 'Changed';
    expect(copy.questions[0].label).toBe('Plan');
  });
});

describe('describeChanges', () => {
  it('is empty for the same content', () => {
    const base = content([plan(['Solo', 'Team'])]);
    expect(describeChanges(base, contentOf(base))).toEqual([]);
  });

  it('names a removed option with the question it was on', () => {
    expect(describeChanges(content([plan(['Solo', 'Team', 'Enterprise'])]), content([plan(['Solo', 'Enterprise'])]))).toEqual([
      { type: 'question_changed', questionId: 'plan', text: 'Removed option "Team" from "Plan"' },
    ]);
  });

  it('tells an added option, a renamed option and reordered options apart', () => {
    expect(texts(content([plan(['Solo', 'Team'])]), content([plan(['Solo', 'Team', 'Enterprise'])]))).toEqual(['Added option "Enterprise" to "Plan"']);
    expect(texts(content([plan(['Solo', 'Team'])]), content([plan(['Solo', 'Teams'])]))).toEqual(['Renamed option "Team" to "Teams" in "Plan"']);
    expect(texts(content([plan(['Solo', 'Team'])]), content([plan(['Team', 'Solo'])]))).toEqual(['Reordered the options of "Plan"']);
  });

  it('names a new label, kind, required switch, slug, scale, file rules and condition of a kept question', () => {
    const before = content([
      question('name'),
      plan(['Solo', 'Team']),
      question('rate', { kind: 'rating', label: 'Rate', scale: 5 }),
      question('cv', { kind: 'file_upload', label: 'CV', maxSizeMb: 5, acceptedTypes: [] }),
      question('why', { label: 'Why' }),
    ]);
    const after = content([
      question('name', { label: 'Full name', required: true, slug: 'full_name' }),
      plan(['Solo', 'Team'], { kind: 'dropdown' }),
      question('rate', { kind: 'rating', label: 'Rate', scale: 10 }),
      question('cv', { kind: 'file_upload', label: 'CV', maxSizeMb: 10, acceptedTypes: [] }),
      question('why', { label: 'Why', visibleIf: { match: 'all', conditions: [{ question: 'full_name', operator: 'is_answered' }] } }),
    ]);
    const changes = describeChanges(before, after);
    expect(changes.every((change) => change.type === 'question_changed')).toBe(true);
    expect(changes.map((change) => [change.questionId, change.text])).toEqual([
      ['name', 'Renamed "NAME" to "Full name"'],
      ['name', 'Made "Full name" required'],
      ['name', 'Changed the slug of "Full name" from "name" to "full_name"'],
      ['plan', 'Changed "Plan" from single choice to dropdown'],
      ['rate', 'Changed the scale of "Rate" from 5 to 10'],
      ['cv', 'Changed the file rules of "CV"'],
      ['why', 'Added a condition to "Why"'],
    ]);
  });

  it('names a question made optional and a condition changed or removed', () => {
    const condition = (operator: 'is_answered' | 'is_not_answered') => ({ match: 'all' as const, conditions: [{ question: 'a', operator }] });
    const before = content([question('a', { required: true }), question('b', { visibleIf: condition('is_answered') }), question('c', { visibleIf: condition('is_answered') })]);
    const after = content([question('a'), question('b', { visibleIf: condition('is_not_answered') }), question('c')]);
    expect(texts(before, after)).toEqual(['Made "A" optional', 'Changed the condition of "B"', 'Removed the condition of "C"']);
  });

  it('names added and removed questions by id, and page breaks as such', () => {
    const before = content([question('a'), question('b'), question('page', { kind: 'page_break', label: 'Page 2' }), question('c')]);
    const after = content([question('a'), question('c'), question('phone', { kind: 'phone', label: 'Phone' })]);
    expect(describeChanges(before, after)).toEqual([
      { type: 'question_removed', questionId: 'b', text: 'Removed "B"' },
      { type: 'question_removed', questionId: 'page', text: 'Removed the page break "Page 2"' },
      { type: 'question_added', questionId: 'phone', text: 'Added phone question "Phone"' },
    ]);
  });

  it('says the questions were reordered only when the kept ones changed order', () => {
    const a = question('a');
    const b = question('b');
    const c = question('c');
    expect(texts(content([a, b, c]), content([b, a, c]))).toEqual(['Reordered the questions']);
    // Removing one moves the others up but reorders nothing.
    expect(texts(content([a, b, c]), content([b, c]))).toEqual(['Removed "A"']);
  });

  it('names the title, each hidden field and each setting', () => {
    const before = content([], { hiddenFields: ['utm', 'ref'] });
    const after = content([], {
      title: 'Sign up',
      hiddenFields: ['ref', 'campaign'],
      settings: { ...defaultFormSettings(), thankYouMessage: 'Thanks', maxSubmissions: 100, closesAt: new Date('2030-01-01T00:00:00Z') },
    });
    expect(describeChanges(before, after)).toEqual([
      { type: 'title_changed', text: 'Renamed the form from "Signup" to "Sign up"' },
      { type: 'hidden_fields_changed', text: 'Removed hidden field "utm"' },
      { type: 'hidden_fields_changed', text: 'Added hidden field "campaign"' },
      { type: 'settings_changed', text: 'Changed the closing date' },
      { type: 'settings_changed', text: 'Changed the response limit' },
      { type: 'settings_changed', text: 'Changed the thank-you message' },
    ]);
    expect(texts(content([], { hiddenFields: ['a', 'b'] }), content([], { hiddenFields: ['b', 'a'] }))).toEqual(['Reordered the hidden fields']);
  });

  it('names a change of the theme among the settings, and a theme alike in both as no change', () => {
    const themed = content([], { theme: { colors: { background: '#0b1020', text: '#f9fafb' } } });
    expect(describeChanges(content([]), themed)).toEqual([{ type: 'settings_changed', text: 'Changed the theme' }]);
    expect(describeChanges(themed, content([], { theme: { colors: { text: '#f9fafb', background: '#0b1020' } } }))).toEqual([]);
    expect(sameContent(themed, content([]))).toBe(false);
  });
});

describe('draftImpact', () => {
  it('finds nothing when the draft keeps every answer as it is', () => {
    const live = content([question('name'), plan(['Solo', 'Team'])]);
    const draft = content([question('name', { label: 'Full name' }), plan(['Solo', 'Team', 'Enterprise'], { required: false }), question('new')]);
    expect(draftImpact(live, draft)).toEqual([]);
  });

  it('names removed questions, new kinds, removed options with their values and newly required questions', () => {
    const live = content([
      question('name'),
      question('page', { kind: 'page_break', label: 'Page 2' }),
      question('phone', { kind: 'phone', label: 'Phone' }),
      plan(['Solo', 'Team', 'Enterprise']),
      question('age', { kind: 'number', label: 'Age' }),
    ]);
    const draft = content([
      question('name', { required: true }),
      plan(['Solo'], { required: true }),
      question('age', { kind: 'short_text', label: 'Age' }),
    ]);
    expect(draftImpact(live, draft)).toEqual([
      { questionId: 'name', label: 'NAME', change: 'required_added' },
      { questionId: 'phone', label: 'Phone', change: 'removed' },
      { questionId: 'plan', label: 'Plan', change: 'options_removed', removedOptions: ['Team', 'Enterprise'] },
      { questionId: 'plan', label: 'Plan', change: 'required_added' },
      { questionId: 'age', label: 'Age', change: 'kind_changed' },
    ]);
  });

  it('says what a change means for the stored answers in words', () => {
    expect(draftImpactText({ questionId: 'p', label: 'Phone', change: 'removed' }, 12)).toBe('12 responses answered "Phone"; they keep their answers');
    expect(draftImpactText({ questionId: 'p', label: 'Plan', change: 'options_removed', removedOptions: ['Team'] }, 1)).toBe(
      '1 response chose "Team" in "Plan"; they keep their answers',
    );
    expect(draftImpactText({ questionId: 'a', label: 'Age', change: 'kind_changed' }, 0)).toBe('0 responses answered "Age" before its kind changes; they keep their answers');
    expect(draftImpactText({ questionId: 'n', label: 'Name', change: 'required_added' }, 3)).toBe('"Name" becomes required; 3 responses answered it so far');
  });
});
