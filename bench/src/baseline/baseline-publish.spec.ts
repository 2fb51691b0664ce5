import type { FormRecordRow, StoredFormContent } from '@forms/persistence/sql';
import { DraftFailure } from './baseline-draft';
import { describedChanges, formUpdatedEvent, liveContent, publishedFormJson, publishedRow } from './baseline-publish';

type StoredQuestion = StoredFormContent['questions'][number];

const question = (id: string, label: string, extra: Partial<StoredQuestion> = {}): StoredQuestion =>
  ({ id, kind: 'short_text', label, slug: id, position: 1, required: false, options: [], scale: null, ...extra }) as StoredQuestion;

const live: StoredFormContent = {
  title: 'Signup',
  questions: [question('name', 'Your name', { required: true }), question('plan', 'Plan', { kind: 'single_choice', options: ['Basic', 'Pro'], position: 2 })],
  hiddenFields: ['utm'],
  settings: {},
  theme: null,
};

const row: FormRecordRow = {
  workspace_id: 'w1',
  id: 'f1',
  title: live.title,
  state: 'published',
  questions: live.questions,
  hidden_fields: live.hiddenFields,
  is_published: true,
  ever_published: true,
  is_archived: false,
  is_disabled: false,
  is_suspended: false,
  created_by: 'admin@bench.test',
  submissions_count: 0,
  last_position: 0,
  last_submission_at: null,
  created_at: new Date('2026-11-27T10:00:00.250Z'),
  updated_at: new Date('2026-11-27T10:00:00.250Z'),
  settings: {},
  revision: '4',
  theme: null,
};

describe("the baseline's publish of a draft", () => {
  it("tells a renamed question, the title and required in the service's words", () => {
    const draft = { ...live, title: 'Sign up', questions: [live.questions[0], { ...live.questions[1], label: 'Plan (edited)', required: true }] };
    expect(describedChanges(live, draft)).toEqual([
      { type: 'title_changed', text: 'Renamed the form from "Signup" to "Sign up"' },
      { type: 'question_changed', questionId: 'plan', text: 'Renamed "Plan" to "Plan (edited)"' },
      { type: 'question_changed', questionId: 'plan', text: 'Made "Plan (edited)" required' },
    ]);
    expect(describedChanges(live, { ...live, questions: [{ ...live.questions[0], required: false }, live.questions[1]] })).toEqual([
      { type: 'question_changed', questionId: 'name', text: 'Made "Your name" optional' },
    ]);
    // The stored JSON keeps the service's key order: type, question, text.
    expect(Object.keys(describedChanges(live, { ...live, questions: [{ ...live.questions[0], label: 'Name' }, live.questions[1]] })[0])).toEqual(['type', 'questionId', 'text']);
  });

  it('reads a content whatever order its keys were stored in (json keeps the writer\'s, jsonb has its own)', () => {
    const reordered = JSON.parse(JSON.stringify(live, (_key, value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value))) as StoredFormContent;
    const read = { ...reordered, settings: { partialResponseDays: 30, closesAt: null } };
    expect(describedChanges(live, read)).toEqual([]);
    expect(describedChanges(read, { ...live, questions: [{ ...live.questions[0], label: 'Name' }, live.questions[1]] })).toEqual([
      { type: 'question_changed', questionId: 'name', text: 'Renamed "Your name" to "Name"' },
    ]);
  });

  it.each([
    ['a question added', { ...live, questions: [...live.questions, question('extra', 'Extra')] }, 'adding or removing a question'],
    ['questions moved', { ...live, questions: [live.questions[1], live.questions[0]] }, 'moving a question'],
    ['an option removed', { ...live, questions: [live.questions[0], { ...live.questions[1], options: ['Basic'] }] }, 'a change of question plan beyond its label and required'],
    ['a hidden field', { ...live, hiddenFields: [] }, 'a change of the hidden fields'],
    ['a setting', { ...live, settings: { thankYouMessage: 'Thanks' } }, 'a change of the settings'],
    ['a theme', { ...live, theme: { font: 'serif' as const } }, 'a change of the theme'],
  ])('refuses what it does not describe as the service would rather than guess (%s)', (_what, draft, message) => {
    expect(() => describedChanges(live, draft)).toThrow(new DraftFailure(422, `draft: ${message} is not a change the baseline publishes`));
  });

  it("makes the draft's content the form's, the questions numbered by their place, stamped with the publish's time", () => {
    const now = new Date('2026-11-28T01:02:03.456Z');
    const draft = { ...live, questions: [{ ...live.questions[1], position: 7 }, { ...live.questions[0], position: 9 }] };
    const published = publishedRow(row, draft, now);
    expect(published.questions.map((entry) => [entry.id, entry.position])).toEqual([['plan', 1], ['name', 2]]);
    expect(published).toMatchObject({ title: 'Signup', updated_at: now, created_at: row.created_at, is_published: true, revision: '4', theme: null });
    expect(liveContent(published)).toEqual({ ...live, questions: published.questions });
  });

  it('answers the form as v2 shows it, at its new version', () => {
    const answer = publishedFormJson(publishedRow(row, live, new Date('2026-11-28T01:02:03.456Z')), 12, 'http://bench.localhost:3000') as { form: Record<string, unknown> };
    expect(answer.form).toMatchObject({
      id: 'f1',
      title: 'Signup',
      is_published: true,
      state: 'published',
      created_at: '2026-11-27T10:00:00Z',
      updated_at: '2026-11-28T01:02:03Z',
      attempt_url: 'http://bench.localhost:3000/forms/f1',
      version: 12,
      hidden_fields: ['utm'],
      theme: null,
    });
    expect(answer.form['questions']).toEqual([
      { id: 'name', kind: 'short_text', label: 'Your name', slug: 'name', position: 1, required: true, options: [], scale: null },
      { id: 'plan', kind: 'single_choice', label: 'Plan', slug: 'plan', position: 2, required: false, options: ['Basic', 'Pro'], scale: null },
    ]);
    expect(Object.keys(answer.form).slice(-5)).toEqual(['version', 'questions', 'hidden_fields', 'settings', 'theme']);
  });

  it('records the form.updated event with the form at its revision and version, every setting filled in', () => {
    const published = publishedRow(row, live, new Date('2026-11-28T01:02:03.456Z'));
    const event = JSON.parse(formUpdatedEvent('w1', published, 5, 12, 'http://bench.localhost')) as Record<string, unknown> & { form: Record<string, unknown> };
    expect(event).toMatchObject({ type: 'form.updated', workspaceId: 'w1', occurredAt: '2026-11-28T01:02:03.456Z', baseUrl: 'http://bench.localhost' });
    expect(event.form).toMatchObject({ id: 'f1', isPublished: true, updatedAt: '2026-11-28T01:02:03.456Z', revision: 5, version: 12, theme: null });
    expect(event.form['settings']).toEqual({
      closesAt: null,
      maxSubmissions: null,
      closedMessage: '',
      thankYouMessage: '',
      redirectUrl: null,
      notificationEmails: [],
      confirmationEmailQuestion: null,
      savePartialResponses: false,
      partialResponseDays: 30,
    });
  });
});
