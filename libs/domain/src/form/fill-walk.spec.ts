import { FillWalk, type FillDecision, type FillableForm, hasSteps } from './fill-walk';
import type { VisibleIf } from './logic';
import type { Question, QuestionKind } from './question';

let position = 0;
function q(kind: QuestionKind, slug: string, extra: Partial<Question> = {}): Question {
  position += 1;
  return { id: `q-${slug}`, kind, label: slug.toUpperCase(), slug, position, required: false, options: [], scale: null, ...extra };
}
const when = (question: string, operator: string, value?: string, match: 'all' | 'any' = 'all'): VisibleIf => ({
  match,
  conditions: [{ question, operator: operator as never, ...(value === undefined ? {} : { value }) }],
});

let counter = 0;
const newId = (): string => `id-${++counter}`;
const UPLOAD = '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

/** Three pages: who, then (for a team) the team's size, then a file; the second page only for a team. */
function pagedForm(): FillableForm {
  return {
    questions: [
      q('short_text', 'name', { required: true }),
      q('single_choice', 'kind', { options: ['Person', 'Team'], required: true }),
      q('page_break', 'team_page', { label: 'Your team', visibleIf: when('kind', 'equals', 'Team') }),
      q('number', 'size', { required: true }),
      q('long_text', 'why', { visibleIf: when('size', 'greater_than', '10') }),
      q('page_break', 'files_page', { label: 'Files' }),
      q('file_upload', 'cv', { required: true, maxSizeMb: 10 }),
      q('short_text', 'ref', { visibleIf: { match: 'any', conditions: [{ hiddenField: 'source', operator: 'equals', value: 'ad' }] } }),
    ],
    hiddenFields: ['source'],
  };
}

function shown(decision: FillDecision): { page: number; number: number; count: number; slugs: string[]; last: boolean } {
  if (decision.kind === 'complete' || decision.step === undefined) throw new Error(`no step: ${decision.kind}`);
  const { step } = decision;
  return { page: step.page, number: step.number, count: step.count, slugs: step.items.map((item) => item.question.slug), last: step.last };
}

describe('hasSteps', () => {
  it('is true for a page break or a condition, false for a plain list of questions', () => {
    expect(hasSteps({ questions: [q('short_text', 'a'), q('email', 'b')], hiddenFields: [] })).toBe(false);
    expect(hasSteps({ questions: [q('short_text', 'a'), q('page_break', 'p'), q('email', 'b')], hiddenFields: [] })).toBe(true);
    expect(hasSteps({ questions: [q('short_text', 'a'), q('email', 'b', { visibleIf: when('a', 'is_answered') })], hiddenFields: [] })).toBe(true);
  });
});

describe('FillWalk on a form of one page', () => {
  const form: FillableForm = {
    questions: [q('short_text', 'name', { required: true }), q('email', 'mail'), q('file_upload', 'cv')],
    hiddenFields: ['source'],
  };

  it('records every answer at once, in question order, hidden values in the form order', () => {
    const decision = FillWalk.of(form, { name: ' Ada ', cv: UPLOAD.toUpperCase() }, { source: 'ad' }).decide({}, newId);
    expect(decision.kind).toBe('complete');
    if (decision.kind !== 'complete') return;
    expect(decision.recorded.responses.map((response) => [response.slug, response.value])).toEqual([
      ['name', 'Ada'],
      ['mail', ''],
      ['cv', UPLOAD],
    ]);
    expect(decision.recorded.fieldValues).toEqual([{ field: 'source', value: 'ad' }]);
  });

  it('refuses with every problem by question, with no step, and the link values apart', () => {
    const decision = FillWalk.of(form, { mail: 'nope' }, { source: 'x'.repeat(1001), other: 'y' }).decide({ page: 3 }, newId);
    expect(decision.kind).toBe('refused');
    if (decision.kind !== 'refused') return;
    expect(decision.step).toBeUndefined();
    expect([...decision.problems]).toEqual([
      ['name', 'is required'],
      ['mail', 'is not a valid email'],
    ]);
    expect(decision.otherProblems).toEqual([
      { field: 'fieldValues.source', problem: 'must be at most 1000 characters' },
      { field: 'fieldValues.other', problem: 'is not a hidden field of this form' },
    ]);
  });

  it('shows a refused file as its own problem, before and instead of the answer check of that question', () => {
    const decision = FillWalk.of(form, {}, {}).decide({}, newId, new Map([['cv', 'must be a file of at most 10 MB']]));
    expect(decision.kind).toBe('refused');
    if (decision.kind !== 'refused') return;
    expect([...decision.problems]).toEqual([
      ['cv', 'must be a file of at most 10 MB'],
      ['name', 'is required'],
    ]);
  });

  it('refuses a refused file even when every answer is fine', () => {
    const decision = FillWalk.of(form, { name: 'Ada' }, {}).decide({}, newId, new Map([['cv', 'must not be an empty file']]));
    expect(decision).toMatchObject({ kind: 'refused', problems: new Map([['cv', 'must not be an empty file']]) });
  });
});

describe('FillWalk on a form with pages', () => {
  it('shows the first page, counting only the pages the answers so far show', () => {
    const step = FillWalk.firstStep(pagedForm(), {});
    expect(step).toMatchObject({ page: 1, number: 1, count: 2, title: null, last: false, carried: [] });
    expect(step.items.map((item) => item.question.slug)).toEqual(['name', 'kind']);
  });

  it('checks the page before moving on: required and wrong answers of that page only', () => {
    const decision = FillWalk.of(pagedForm(), { kind: 'Nobody' }, {}).decide({ page: 1 }, newId);
    expect(decision).toMatchObject({ kind: 'step', invalid: true });
    if (decision.kind !== 'step') return;
    expect([...decision.problems]).toEqual([
      ['name', 'is required'],
      ['kind', 'must be one of: Person, Team'],
    ]);
    expect(shown(decision).page).toBe(1);
  });

  it('skips a page whose condition does not hold, and counts it out', () => {
    const decision = FillWalk.of(pagedForm(), { name: 'Ada', kind: 'Person' }, {}).decide({ page: 1 }, newId);
    expect(decision).toMatchObject({ kind: 'step', invalid: false });
    expect(shown(decision)).toEqual({ page: 3, number: 2, count: 2, slugs: ['cv'], last: true });
  });

  it('goes to a page whose condition holds, with the page title and the other pages carried', () => {
    const decision = FillWalk.of(pagedForm(), { name: 'Ada', kind: 'Team' }, {}).decide({ page: 1 }, newId);
    expect(shown(decision)).toEqual({ page: 2, number: 2, count: 3, slugs: ['size', 'why'], last: false });
    if (decision.kind !== 'step') return;
    expect(decision.step.title).toBe('Your team');
    expect(decision.step.carried).toEqual([
      ['name', 'Ada'],
      ['kind', 'Team'],
    ]);
  });

  it('leaves a condition on a question of the same page to the page, as the conditions left', () => {
    const decision = FillWalk.of(pagedForm(), { name: 'Ada', kind: 'Team' }, {}).decide({ page: 1 }, newId);
    if (decision.kind !== 'step') throw new Error('no step');
    expect(decision.step.items[1]).toEqual({ question: expect.objectContaining({ slug: 'why' }), live: when('size', 'greater_than', '10') });
    expect(decision.step.items[0].live).toBeUndefined();
  });

  it('hides a question whose condition on a hidden value fails, and shows it when it holds', () => {
    const person = { name: 'Ada', kind: 'Person' };
    expect(shown(FillWalk.of(pagedForm(), person, {}).decide({ page: 1 }, newId)).slugs).toEqual(['cv']);
    expect(shown(FillWalk.of(pagedForm(), person, { source: 'ad' }).decide({ page: 1 }, newId)).slugs).toEqual(['cv', 'ref']);
  });

  it('goes back to the shown page before, without checking anything', () => {
    const back = FillWalk.of(pagedForm(), { kind: 'Person' }, {}).decide({ page: 3, back: true }, newId);
    expect(back).toMatchObject({ kind: 'step', invalid: false, problems: new Map() });
    expect(shown(back).page).toBe(1);
    const atFirst = FillWalk.of(pagedForm(), {}, {}).decide({ page: 1, back: true }, newId);
    expect(shown(atFirst).page).toBe(1);
  });

  it('takes a page the answers do not show as the shown page before it, and a page out of range as the last or first', () => {
    const hidden = FillWalk.of(pagedForm(), { name: 'Ada', kind: 'Person' }, {}).decide({ page: 2 }, newId);
    expect(shown(hidden)).toMatchObject({ page: 3 });
    const far = FillWalk.of(pagedForm(), { name: 'Ada', kind: 'Person' }, {}).decide({ page: 99 }, newId);
    expect(far).toMatchObject({ kind: 'step', invalid: true, problems: new Map([['cv', 'is required']]) });
    const none = FillWalk.of(pagedForm(), {}, {}).decide({ page: 0 }, newId);
    expect(shown(none).page).toBe(1);
  });

  it('counts a refused file as a problem of the page only when that page asks its question', () => {
    const refused = new Map([['cv', 'must be a file of at most 10 MB']]);
    const first = FillWalk.of(pagedForm(), { name: 'Ada', kind: 'Person' }, {}).decide({ page: 1 }, newId, refused);
    expect(first).toMatchObject({ kind: 'step', invalid: false });
    const last = FillWalk.of(pagedForm(), { name: 'Ada', kind: 'Person' }, {}).decide({ page: 3 }, newId, refused);
    expect(last).toMatchObject({ kind: 'step', invalid: true, problems: new Map([['cv', 'must be a file of at most 10 MB']]) });
  });

  it('drops the answers of a hidden page: not carried on, and recorded as not asked', () => {
    const answers = { name: 'Ada', kind: 'Person', size: '40', why: 'Growing', cv: UPLOAD };
    const walk = FillWalk.of(pagedForm(), answers, {});
    const decision = walk.decide({ page: 3 }, newId);
    expect(decision.kind).toBe('complete');
    if (decision.kind !== 'complete') return;
    const values = Object.fromEntries(decision.recorded.responses.map((response) => [response.slug, response.value]));
    expect(values).toEqual({ name: 'Ada', kind: 'Person', size: '', why: '', cv: UPLOAD, ref: '' });
    const onFirst = FillWalk.of(pagedForm(), answers, {}).decide({ page: 1 }, newId);
    if (onFirst.kind !== 'step') throw new Error('no step');
    // On to the files page: the team page was not asked, so its answers go no further.
    expect(onFirst.step.carried).toEqual([
      ['name', 'Ada'],
      ['kind', 'Person'],
    ]);
  });

  it('does not carry a hidden file answer past its page to later pages', () => {
    const form: FillableForm = {
      questions: [
        q('yes_no', 'has_cv'),
        q('file_upload', 'cv', { visibleIf: when('has_cv', 'equals', 'Yes') }),
        q('page_break', 'next_page'),
        q('short_text', 'end'),
      ],
      hiddenFields: [],
    };
    const decision = FillWalk.of(form, { has_cv: 'No', cv: UPLOAD }, {}).decide({ page: 1 }, newId);
    if (decision.kind !== 'step') throw new Error('no step');
    expect(decision.step.carried).toEqual([['has_cv', 'No']]);
    const end = FillWalk.of(form, { has_cv: 'No', cv: UPLOAD, end: 'x' }, {}).decide({ page: 2 }, newId);
    if (end.kind !== 'complete') throw new Error(end.kind);
    expect(end.recorded.responses.find((response) => response.slug === 'cv')?.value).toBe('');
  });

  it('carries every value of a control given several times, and records a multiple choice', () => {
    const form: FillableForm = {
      questions: [q('multiple_choice', 'topics', { options: ['API', 'Billing'] }), q('page_break', 'p2'), q('short_text', 'end')],
      hiddenFields: [],
    };
    const decision = FillWalk.of(form, { topics: ['Billing', 'API'] }, {}).decide({ page: 1 }, newId);
    if (decision.kind !== 'step') throw new Error('no step');
    expect(decision.step.carried).toEqual([
      ['topics', 'Billing'],
      ['topics', 'API'],
    ]);
    const end = FillWalk.of(form, { topics: ['Billing', 'API'] }, {}).decide({ page: 2 }, newId);
    if (end.kind !== 'complete') throw new Error(end.kind);
    expect(end.recorded.responses[0]).toMatchObject({ value: 'API, Billing', choices: ['API', 'Billing'] });
  });

  it('after the last page, refuses answers that earlier pages got wrong, on the first page with one', () => {
    // An earlier page's answer, carried in a hidden input, changed on the way.
    const decision = FillWalk.of(pagedForm(), { name: '', kind: 'Person', cv: UPLOAD }, {}).decide({ page: 3 }, newId);
    expect(decision.kind).toBe('refused');
    expect(shown(decision).page).toBe(1);
    if (decision.kind === 'refused') expect([...decision.problems]).toEqual([['name', 'is required']]);
  });

  it('shows a refusal of only the link values on the last shown page', () => {
    const decision = FillWalk.of(pagedForm(), { name: 'Ada', kind: 'Person', cv: UPLOAD }, { source: 'bad\u0000' }).decide({ page: 3 }, newId);
    expect(decision.kind).toBe('refused');
    expect(shown(decision).page).toBe(3);
    if (decision.kind === 'refused') expect(decision.otherProblems).toEqual([{ field: 'fieldValues.source', problem: 'must not contain NUL characters' }]);
  });

  it('turns a refusal met after the walk into the page of the refused question', () => {
    const walk = FillWalk.of(pagedForm(), { name: 'Ada', kind: 'Team', size: '4', cv: UPLOAD }, {});
    const refusal = walk.refusal([
      { field: 'responses.cv', problem: 'is a file that another submission already uses' },
      { field: 'responses.cv', problem: 'a second problem of the same question' },
    ]);
    expect(refusal.problems).toEqual(new Map([['cv', 'is a file that another submission already uses']]));
    expect(refusal.step).toMatchObject({ page: 3, number: 3, count: 3 });
  });
});

describe('FillWalk.answeredSoFar', () => {
  it('keeps what was asked and answered acceptably, as a submission stores it, and leaves out hidden, blank and refused answers', () => {
    const walk = FillWalk.of(pagedForm(), { name: ' Ada ', kind: 'Person', size: '12', why: '', ref: 'nope' }, { source: 'web' });
    const { responses, answers } = walk.answeredSoFar(newId);
    // The team page is hidden for a person: its answer is not one; `ref` is hidden without the ad source.
    expect(responses.map((response) => [response.slug, response.value, response.questionId])).toEqual([
      ['name', 'Ada', 'q-name'],
      ['kind', 'Person', 'q-kind'],
    ]);
    expect(answers).toEqual({ name: ' Ada ', kind: 'Person' });
  });

  it('leaves out an answer with a problem', () => {
    const walk = FillWalk.of(pagedForm(), { name: 'Ada', kind: 'Team', size: 'many' }, {});
    expect(walk.answeredSoFar(newId).responses.map((response) => response.slug)).toEqual(['name', 'kind']);
  });
});

describe('FillWalk.stepAt', () => {
  it('shows the page reached with the other pages carried, or the shown page before one the answers hide', () => {
    const team = FillWalk.of(pagedForm(), { name: 'Ada', kind: 'Team', size: '3' }, {});
    const last = team.stepAt(3);
    expect([last.page, last.number, last.count, last.items.map((item) => item.question.slug)]).toEqual([3, 3, 3, ['cv']]);
    expect(last.carried).toEqual([['name', 'Ada'], ['kind', 'Team'], ['size', '3']]);
    // A person never sees the team page: asked for it, they are shown the first page.
    expect(FillWalk.of(pagedForm(), { name: 'Ada', kind: 'Person' }, {}).stepAt(2).page).toBe(1);
    expect(team.stepAt(99).page).toBe(3);
  });
});
