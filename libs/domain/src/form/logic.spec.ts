import { InvalidAnswers } from '../submission/answers';
import { Email } from '../team-member/email.value-object';
import { Form } from './form.aggregate';
import { compareDecimals, type ConditionInput, conditionHolds, type ConditionOperator } from './logic';
import type { QuestionInput } from './question';

const now = new Date('2026-01-01T00:00:00Z');
let counter = 0;
const newId = (): string => `id-${++counter}`;

function create(questions: QuestionInput[], hiddenFields: string[] = []): Form {
  return Form.create({ id: 'f1', workspaceId: 'w1', title: 'Logic', createdBy: Email.create('ada@acme.test'), now, questions, hiddenFields, newId });
}

function published(questions: QuestionInput[], hiddenFields: string[] = []): Form {
  const form = create(questions, hiddenFields);
  form.change({ isPublished: true }, now, newId);
  return form;
}

/** The form's questions before a question of `kind` that carries one condition on them. */
const OPERANDS: QuestionInput[] = [
  { kind: 'short_text', label: 'Name' },
  { kind: 'email', label: 'Email' },
  { kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro'] },
  { kind: 'multiple_choice', label: 'Topics', options: ['API', 'Billing'] },
  { kind: 'dropdown', label: 'Country', options: ['Kenya', 'Peru'] },
  { kind: 'yes_no', label: 'Newsletter' },
  { kind: 'number', label: 'Size' },
  { kind: 'rating', label: 'Score' },
  { kind: 'date', label: 'Start' },
  { kind: 'long_text', label: 'Notes' },
  { kind: 'phone', label: 'Phone' },
  { kind: 'url', label: 'Site' },
];

function withCondition(condition: ConditionInput, match = 'all'): QuestionInput[] {
  return [...OPERANDS, { kind: 'short_text', label: 'Follow up', visibleIf: { match, conditions: [condition] } }];
}

function refusal(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('was not refused');
}

describe('page breaks', () => {
  it('take no answer: required false, no options, no scale, and a place in the positions', () => {
    const form = create([{ kind: 'short_text', label: 'Name' }, { kind: 'page_break', label: 'About you' }, { kind: 'yes_no', label: 'Ok' }]);
    expect(form.questions[1]).toMatchObject({ kind: 'page_break', label: 'About you', slug: 'about_you', position: 2, required: false, options: [], scale: null });
    expect(form.questions[2].position).toBe(3);
  });

  it.each([
    [[{ kind: 'page_break', label: 'P' }, { kind: 'yes_no', label: 'A' }], 'questions[0].kind must not be page_break: a form cannot begin with a page break'],
    [[{ kind: 'yes_no', label: 'A' }, { kind: 'page_break', label: 'P' }], 'questions[1].kind must not be page_break: a form cannot end with a page break'],
    [
      [{ kind: 'yes_no', label: 'A' }, { kind: 'page_break', label: 'P' }, { kind: 'page_break', label: 'Q' }, { kind: 'yes_no', label: 'B' }],
      'questions[2].kind must not be page_break: two page breaks cannot be adjacent',
    ],
    [[{ kind: 'yes_no', label: 'A' }, { kind: 'page_break', label: 'P', required: true }, { kind: 'yes_no', label: 'B' }], 'questions[1].required must be false for page_break'],
    [[{ kind: 'yes_no', label: 'A' }, { kind: 'page_break', label: 'P', options: ['x', 'y'] }, { kind: 'yes_no', label: 'B' }], 'questions[1].options is only allowed for'],
    [[{ kind: 'yes_no', label: 'A' }, { kind: 'page_break', label: 'P', scale: 5 }, { kind: 'yes_no', label: 'B' }], 'questions[1].scale is only allowed for rating'],
  ])('refuses %j', (questions, message) => {
    expect(refusal(() => create(questions as QuestionInput[]))).toContain(message);
  });

  it('allow 20 pages and refuse 21', () => {
    const pages = (count: number): QuestionInput[] =>
      Array.from({ length: count }, (_, index) => [
        ...(index > 0 ? [{ kind: 'page_break', label: `Page ${index + 1}` }] : []),
        { kind: 'yes_no', label: `Q${index + 1}` },
      ]).flat();
    expect(create(pages(20)).questions).toHaveLength(39);
    expect(refusal(() => create(pages(21)))).toBe('questions must have at most 20 pages (19 page breaks), got 21');
  });

  it('have no response entry, and answering one is answering no question', () => {
    const form = published([{ kind: 'short_text', label: 'Name' }, { kind: 'page_break', label: 'More' }, { kind: 'yes_no', label: 'Ok' }]);
    const { responses } = form.receiveAnswers({ answers: { name: 'Ada', ok: 'yes' }, fieldValues: {}, newId });
    expect(responses.map((response) => [response.slug, response.position, response.value])).toEqual([
      ['name', 1, 'Ada'],
      ['ok', 3, 'Yes'],
    ]);
    expect(refusal(() => form.receiveAnswers({ answers: { more: 'x' }, fieldValues: {}, newId }))).toBe('responses.more is not a question of this form');
  });
});

describe('visible_if is refused when', () => {
  const at = 'questions[12].visibleIf';
  it.each<[string, QuestionInput[], string]>([
    ['match is unknown', withCondition({ question: 'name', operator: 'is_answered' }, 'most'), `${at}.match must be one of all, any`],
    ['there is no condition', [...OPERANDS, { kind: 'yes_no', label: 'X', visibleIf: { match: 'all', conditions: [] } }], `${at}.conditions must have 1 to 10 entries`],
    [
      'there are 11 conditions',
      [...OPERANDS, { kind: 'yes_no', label: 'X', visibleIf: { match: 'any', conditions: Array.from({ length: 11 }, () => ({ question: 'name', operator: 'is_answered' })) } }],
      `${at}.conditions must have 1 to 10 entries`,
    ],
    ['no operand is named', withCondition({ operator: 'is_answered' }), `${at}.conditions[0] must name exactly one of question or hidden_field`],
    ['both operands are named', withCondition({ question: 'name', hiddenField: 'utm', operator: 'is_answered' }), `${at}.conditions[0] must name exactly one of question or hidden_field`],
    ['the operator is unknown', withCondition({ question: 'name', operator: 'matches', value: 'x' }), `${at}.conditions[0].operator must be one of is_answered, is_not_answered, equals`],
    ['is_answered has a value', withCondition({ question: 'name', operator: 'is_answered', value: 'x' }), `${at}.conditions[0].value is not allowed with is_answered`],
    ['equals has no value', withCondition({ question: 'name', operator: 'equals' }), `${at}.conditions[0].value is required with equals`],
    ['the slug is unknown', withCondition({ question: 'nobody', operator: 'is_answered' }), `${at}.conditions[0].question is not a question of this form`],
    [
      'the slug is a later question',
      [{ kind: 'yes_no', label: 'First', visibleIf: { match: 'all', conditions: [{ question: 'second', operator: 'is_answered' }] } }, { kind: 'yes_no', label: 'Second' }],
      'questions[0].visibleIf.conditions[0].question must be a question before this one (it is questions[1])',
    ],
    [
      'the slug is the question itself',
      [{ kind: 'yes_no', label: 'Self', visibleIf: { match: 'all', conditions: [{ question: 'self', operator: 'is_answered' }] } }],
      'questions[0].visibleIf.conditions[0].question must be a question before this one (it is questions[0])',
    ],
    [
      'the slug is a page break',
      [{ kind: 'yes_no', label: 'A' }, { kind: 'page_break', label: 'P' }, { kind: 'yes_no', label: 'B', visibleIf: { match: 'all', conditions: [{ question: 'p', operator: 'is_answered' }] } }],
      'questions[2].visibleIf.conditions[0].question names a page_break, which takes no answer',
    ],
    ['the hidden field is not declared', withCondition({ hiddenField: 'utm', operator: 'is_answered' }), `${at}.conditions[0].hiddenField is not a hidden field of this form`],
    ['contains on a single choice', withCondition({ question: 'plan', operator: 'contains', value: 'Pro' }), `${at}.conditions[0].operator must be one of is_answered, is_not_answered, equals, not_equals for a single_choice question`],
    ['greater_than on text', withCondition({ question: 'name', operator: 'greater_than', value: 'a' }), `${at}.conditions[0].operator must be one of is_answered, is_not_answered, equals, not_equals, contains, not_contains for a short_text question`],
    ['equals on a multiple choice', withCondition({ question: 'topics', operator: 'equals', value: 'API' }), `${at}.conditions[0].operator must be one of is_answered, is_not_answered, contains, not_contains for a multiple_choice question`],
    ['contains on a number', withCondition({ question: 'size', operator: 'contains', value: '4' }), `${at}.conditions[0].operator must be one of is_answered, is_not_answered, equals, not_equals, greater_than, less_than for a number question`],
    ['greater_than on yes_no', withCondition({ question: 'newsletter', operator: 'greater_than', value: 'Yes' }), `${at}.conditions[0].operator must be one of is_answered, is_not_answered, equals, not_equals for a yes_no question`],
    ['a choice value outside the options', withCondition({ question: 'plan', operator: 'equals', value: 'pro' }), `${at}.conditions[0].value must be one of: Basic, Pro`],
    ['a dropdown value outside the options', withCondition({ question: 'country', operator: 'not_equals', value: 'Japan' }), `${at}.conditions[0].value must be one of: Kenya, Peru`],
    ['a multiple choice value outside the options', withCondition({ question: 'topics', operator: 'contains', value: 'Security' }), `${at}.conditions[0].value must be one of: API, Billing`],
    ['a yes_no value other than Yes or No', withCondition({ question: 'newsletter', operator: 'equals', value: 'true' }), `${at}.conditions[0].value must be one of: Yes, No`],
    ['a number value that is no decimal', withCondition({ question: 'size', operator: 'greater_than', value: '1e3' }), `${at}.conditions[0].value must be a decimal number such as "42" or "3.5"`],
    ['a rating value that is no number', withCondition({ question: 'score', operator: 'less_than', value: 'four' }), `${at}.conditions[0].value must be a decimal number`],
    ['a date value that is no date', withCondition({ question: 'start', operator: 'less_than', value: '2026-02-30' }), `${at}.conditions[0].value must be a real date as YYYY-MM-DD`],
    ['a blank text value', withCondition({ question: 'name', operator: 'contains', value: '  ' }), `${at}.conditions[0].value must not be blank`],
    ['an overlong text value', withCondition({ question: 'name', operator: 'equals', value: 'x'.repeat(1001) }), `${at}.conditions[0].value must be at most 1000 characters`],
  ])('%s', (_case, questions, message) => {
    expect(refusal(() => create(questions))).toContain(message);
  });

  it('a hidden field it names is removed, or a question it names is renamed or moved after it', () => {
    const form = create(
      [{ kind: 'yes_no', label: 'Ok' }, { kind: 'short_text', label: 'Why', visibleIf: { match: 'any', conditions: [{ question: 'ok', operator: 'equals', value: 'No' }, { hiddenField: 'utm', operator: 'is_answered' }] } }],
      ['utm'],
    );
    const [ok, why] = form.questions;
    const keep = { id: why.id, kind: 'short_text', label: 'Why', visibleIf: why.visibleIf };
    expect(refusal(() => form.change({ hiddenFields: [] }, now, newId))).toBe('questions[1].visibleIf.conditions[1].hiddenField is not a hidden field of this form');
    expect(refusal(() => form.change({ questions: [{ id: ok.id, kind: 'yes_no', label: 'Ok', slug: 'fine' }, keep] }, now, newId))).toBe(
      'questions[1].visibleIf.conditions[0].question is not a question of this form',
    );
    expect(refusal(() => form.change({ questions: [keep, { id: ok.id, kind: 'yes_no', label: 'Ok' }] }, now, newId))).toBe(
      'questions[0].visibleIf.conditions[0].question must be a question before this one (it is questions[1])',
    );
    // Renamed in the condition too: accepted, and kept as written.
    expect(
      form.change(
        { questions: [{ id: ok.id, kind: 'yes_no', label: 'Ok', slug: 'fine' }, { ...keep, visibleIf: { match: 'all', conditions: [{ question: 'fine', operator: 'equals', value: 'No' }] } }] },
        now,
        newId,
      ),
    ).toBe(true);
    expect(form.questions[1].visibleIf).toEqual({ match: 'all', conditions: [{ question: 'fine', operator: 'equals', value: 'No' }] });
  });
});

describe('a condition', () => {
  type Case = [string, string, ConditionOperator, string | undefined, Record<string, unknown>, boolean];
  const cases: Case[] = [
    // every kind: answered or not
    ['name', 'is answered', 'is_answered', undefined, { name: 'Ada' }, true],
    ['name', 'is answered (blank)', 'is_answered', undefined, { name: '  ' }, false],
    ['name', 'is not answered', 'is_not_answered', undefined, {}, true],
    ['topics', 'is not answered', 'is_not_answered', undefined, { topics: ['API'] }, false],
    // text kinds: exact after trimming, and case-insensitive substrings
    ['name', 'equals', 'equals', 'Ada', { name: '  Ada ' }, true],
    ['name', 'equals is exact', 'equals', 'ada', { name: 'Ada' }, false],
    ['name', 'equals trims the value', 'equals', ' Ada ', { name: 'Ada' }, true],
    ['name', 'not_equals', 'not_equals', 'Ada', { name: 'Grace' }, true],
    ['name', 'not_equals (same)', 'not_equals', 'Ada', { name: 'Ada' }, false],
    ['email', 'contains', 'contains', 'ACME', { email: 'ada@acme.test' }, true],
    ['notes', 'contains (no)', 'contains', 'engine', { notes: 'Nothing here' }, false],
    ['site', 'not_contains', 'not_contains', 'example', { site: 'https://acme.test' }, true],
    ['phone', 'not_contains (yes)', 'not_contains', '+44', { phone: '+44 20 7946 0958' }, false],
    // choices
    ['plan', 'equals', 'equals', 'Pro', { plan: 'Pro' }, true],
    ['plan', 'equals (other)', 'equals', 'Pro', { plan: 'Basic' }, false],
    ['country', 'not_equals', 'not_equals', 'Peru', { country: 'Kenya' }, true],
    ['newsletter', 'equals Yes (sent as true)', 'equals', 'Yes', { newsletter: true }, true],
    ['newsletter', 'not_equals No', 'not_equals', 'No', { newsletter: 'no' }, false],
    ['topics', 'contains', 'contains', 'Billing', { topics: ['API', 'Billing'] }, true],
    ['topics', 'contains (not picked)', 'contains', 'Billing', { topics: ['API'] }, false],
    ['topics', 'not_contains', 'not_contains', 'Billing', { topics: ['API'] }, true],
    // numbers, compared as numbers
    ['size', 'equals', 'equals', '42', { size: '042' }, true],
    ['size', 'equals (decimal)', 'equals', '3.50', { size: '3.5' }, true],
    ['size', 'greater_than', 'greater_than', '9', { size: '10' }, true],
    ['size', 'greater_than (equal)', 'greater_than', '10', { size: 10 }, false],
    ['size', 'less_than (negative)', 'less_than', '-1', { size: '-2.5' }, true],
    ['size', 'less_than (no)', 'less_than', '0.5', { size: '1e5' }, false],
    ['size', 'not_equals', 'not_equals', '7', { size: 7 }, false],
    ['score', 'greater_than', 'greater_than', '3', { score: 4 }, true],
    ['score', 'less_than', 'less_than', '3.5', { score: '3' }, true],
    // dates
    ['start', 'equals', 'equals', '2026-03-14', { start: '2026-03-14' }, true],
    ['start', 'greater_than', 'greater_than', '2026-03-14', { start: '2026-12-01' }, true],
    ['start', 'less_than', 'less_than', '2026-03-14', { start: '2026-12-01' }, false],
    ['start', 'not_equals', 'not_equals', '2026-03-14', { start: '2026-03-15' }, true],
    // unanswered operands: equals, contains, greater_than and less_than false; not_equals and not_contains true
    ['name', 'equals, unanswered', 'equals', 'Ada', {}, false],
    ['name', 'contains, unanswered', 'contains', 'A', {}, false],
    ['name', 'not_equals, unanswered', 'not_equals', 'Ada', {}, true],
    ['name', 'not_contains, unanswered', 'not_contains', 'A', {}, true],
    ['topics', 'contains, unanswered', 'contains', 'API', {}, false],
    ['topics', 'not_contains, unanswered', 'not_contains', 'API', {}, true],
    ['size', 'greater_than, unanswered', 'greater_than', '-1000', {}, false],
    ['size', 'less_than, unanswered', 'less_than', '1000', {}, false],
    ['start', 'less_than, unanswered', 'less_than', '2999-01-01', {}, false],
    ['plan', 'not_equals, unanswered', 'not_equals', 'Pro', {}, true],
  ];

  it.each(cases)('on %s: %s %s %j with %j is %p', (slug, _name, operator, value, answers, expected) => {
    const form = published(withCondition({ question: slug, operator, ...(value === undefined ? {} : { value }) }));
    const { responses } = form.receiveAnswers({ answers: { ...answers, follow_up: 'asked' } as never, fieldValues: {}, newId });
    expect(responses.find((response) => response.slug === 'follow_up')!.value).toBe(expected ? 'asked' : '');
  });

  it.each<[ConditionOperator, string | undefined, string | undefined, boolean]>([
    ['equals', 'newsletter', 'newsletter', true],
    ['equals', 'newsletter', ' newsletter ', true],
    ['not_equals', 'newsletter', 'ads', true],
    ['contains', 'NEWS', 'the newsletter', true],
    ['not_contains', 'news', undefined, true],
    ['contains', 'news', undefined, false],
    ['is_answered', undefined, '', false],
    ['is_not_answered', undefined, undefined, true],
    ['is_answered', undefined, 'x', true],
  ])('on a hidden field: %s %j with %j is %p', (operator, value, given, expected) => {
    const form = published(withCondition({ hiddenField: 'utm_source', operator, ...(value === undefined ? {} : { value }) }), ['utm_source']);
    const fieldValues: Record<string, string> = given === undefined ? {} : { utm_source: given };
    const { responses } = form.receiveAnswers({ answers: { follow_up: 'asked' }, fieldValues, newId });
    expect(responses.at(-1)!.value).toBe(expected ? 'asked' : '');
  });

  it('matches all or any of its conditions', () => {
    const conditions = [
      { question: 'plan', operator: 'equals', value: 'Pro' },
      { question: 'size', operator: 'greater_than', value: '10' },
    ];
    const all = published([...OPERANDS, { kind: 'short_text', label: 'Follow up', visibleIf: { match: 'all', conditions } }]);
    const any = published([...OPERANDS, { kind: 'short_text', label: 'Follow up', visibleIf: { match: 'any', conditions } }]);
    const asked = (form: Form, answers: Record<string, string>): boolean =>
      form.receiveAnswers({ answers: { ...answers, follow_up: 'x' }, fieldValues: {}, newId }).responses.at(-1)!.value === 'x';
    expect([asked(all, { plan: 'Pro', size: '11' }), asked(all, { plan: 'Pro', size: '10' }), asked(all, {})]).toEqual([true, false, false]);
    expect([asked(any, { plan: 'Pro', size: '10' }), asked(any, { plan: 'Basic', size: '11' }), asked(any, { plan: 'Basic' })]).toEqual([true, true, false]);
  });

  it('compares decimals exactly', () => {
    expect(compareDecimals('0.1', '0.10')).toBe(0);
    expect(compareDecimals('-0', '0')).toBe(0);
    expect(compareDecimals('12345678901234567890.1', '12345678901234567890.09')).toBe(1);
    expect(compareDecimals('-3', '-20')).toBe(1);
    expect(compareDecimals('9', '10')).toBe(-1);
  });

  it('holds on its own terms for an answered operand that cannot be ordered', () => {
    expect(conditionHolds({ question: 'x', operator: 'greater_than', value: '1' }, 'number', { text: 'abc' })).toBe(false);
  });
});

describe('answers to a form with logic', () => {
  const form = published(
    [
      { kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro'], required: true },
      { kind: 'number', label: 'Seats', required: true, visibleIf: { match: 'all', conditions: [{ question: 'plan', operator: 'equals', value: 'Pro' }] } },
      { kind: 'page_break', label: 'Pro details', visibleIf: { match: 'all', conditions: [{ question: 'plan', operator: 'equals', value: 'Pro' }] } },
      { kind: 'short_text', label: 'Company', required: true },
      { kind: 'yes_no', label: 'Invoice', visibleIf: { match: 'all', conditions: [{ question: 'seats', operator: 'greater_than', value: '10' }] } },
      { kind: 'page_break', label: 'The end' },
      { kind: 'long_text', label: 'Comments' },
    ],
    ['utm_source'],
  );
  const values = (answers: Record<string, unknown>): Record<string, string> =>
    Object.fromEntries(form.receiveAnswers({ answers: answers as never, fieldValues: {}, newId }).responses.map((response) => [response.slug, response.value]));

  it('asks a required question only when it is shown', () => {
    expect(values({ plan: 'Basic' })).toEqual({ plan: 'Basic', seats: '', company: '', invoice: '', comments: '' });
    expect(() => values({ plan: 'Pro' })).toThrow('responses.seats is required');
  });

  it('stores "" for answers to questions not asked, even invalid ones, and hides a page with its break', () => {
    expect(values({ plan: 'Basic', seats: 'many', company: 'Acme', invoice: 'maybe', comments: 'Hi' })).toEqual({
      plan: 'Basic',
      seats: '',
      company: '',
      invoice: '',
      comments: 'Hi',
    });
  });

  it('judges later conditions on answers as stored, and a hidden operand as unanswered', () => {
    expect(values({ plan: 'Pro', seats: '011', company: 'Acme', invoice: true })).toMatchObject({ seats: '11', invoice: 'Yes' });
    expect(values({ plan: 'Pro', seats: '10', company: 'Acme', invoice: true })).toMatchObject({ seats: '10', invoice: '' });
  });

  it('names every problem of the questions asked', () => {
    try {
      values({ plan: 'Pro', seats: 'x' });
      throw new Error('accepted');
    } catch (error) {
      expect((error as InvalidAnswers).problems).toEqual([
        { field: 'responses.seats', problem: 'must be a number' },
        { field: 'responses.company', problem: 'is required' },
      ]);
    }
  });
});
