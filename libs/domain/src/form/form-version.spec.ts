import { CLI_ACTOR, type Actor } from '../access/actor';
import { DomainErrorCode } from '../errors';
import { Email } from '../team-member/email.value-object';
import { Form } from './form.aggregate';
import { contentOf } from './form-content';
import { assertDraftPublishable, assertDraftRevision, assertVersionAnswerable, authorOf, type FormDraft, savedDraft, SUPERSEDED_VERSION_GRACE_MS, versionToFill } from './form-version';

const now = new Date('2026-11-27T10:00:00Z');
const member: Actor = { type: 'member', id: 'm-1', label: 'ada@acme.test', workspaceId: 'w', role: 'Admin', clientIp: '203.0.113.1' };
let counter = 0;
const newId = (): string => `q-${++counter}`;

function form(): Form {
  return Form.create({
    id: 'f',
    workspaceId: 'w',
    title: 'Signup',
    createdBy: Email.create('ada@acme.test'),
    now,
    questions: [
      { kind: 'short_text', label: 'Name', slug: 'name' },
      { kind: 'single_choice', label: 'Plan', slug: 'plan', options: ['Solo', 'Team'] },
    ],
    newId,
  });
}

function draft(parts: Partial<FormDraft> = {}): FormDraft {
  return {
    ...savedDraft(null, { workspaceId: 'w', formId: 'f', basedOnVersion: 3 }, contentOf(form()), member, now),
    ...parts,
  };
}

describe('a draft', () => {
  it('starts at revision 1 from the live version, and each save moves the revision and keeps its base', () => {
    const first = draft();
    expect(first).toMatchObject({ basedOnVersion: 3, revision: 1, updatedBy: { type: 'member', id: 'm-1', label: 'ada@acme.test' } });
    const later = new Date(now.getTime() + 1000);
    const second = savedDraft(first, { workspaceId: 'w', formId: 'f', basedOnVersion: 5 }, first.content, CLI_ACTOR, later);
    expect(second).toMatchObject({ basedOnVersion: 3, revision: 2, updatedAt: later, updatedBy: { type: 'cli', id: null, label: 'Command line' } });
    // A restore bases it on the current version.
    expect(savedDraft(first, { workspaceId: 'w', formId: 'f', basedOnVersion: 5 }, first.content, member, later, true)).toMatchObject({ basedOnVersion: 5, revision: 2 });
  });

  it('is refused (412) when the editor expected another save, or a draft that is gone', () => {
    expect(() => assertDraftRevision(draft(), undefined)).not.toThrow();
    expect(() => assertDraftRevision(draft(), 1)).not.toThrow();
    expect(() => assertDraftRevision(draft({ revision: 2 }), 1)).toThrow('The draft changed since you loaded it');
    expect(() => assertDraftRevision(null, 1)).toThrow(expect.objectContaining({ code: DomainErrorCode.DraftChanged }));
    expect(() => assertDraftRevision(null, undefined)).not.toThrow();
  });

  it('compares what the editor holds with the save itself when it tells more than the revision', () => {
    const saved = draft({ revision: 1 });
    expect(() => assertDraftRevision(saved, (save) => save.revision === 1 && save.updatedAt.getTime() === saved.updatedAt.getTime())).not.toThrow();
    // A draft started again counts from 1 again: the same revision, another save.
    expect(() => assertDraftRevision(saved, (save) => save.revision === 1 && save.updatedAt.getTime() === 0)).toThrow('The draft changed since you loaded it');
    expect(() => assertDraftRevision(null, () => true)).toThrow(expect.objectContaining({ code: DomainErrorCode.DraftChanged }));
  });

  it('starts only where there is none when the editor meant to start one, refused (412) when someone else did', () => {
    expect(() => assertDraftRevision(null, 'none')).not.toThrow();
    expect(() => assertDraftRevision(draft(), 'none')).toThrow(
      expect.objectContaining({ code: DomainErrorCode.DraftAlreadyStarted, message: 'Someone else started a draft of this form; load it before changing it' }),
    );
  });

  it('is publishable only while the live form is still the version it started from', () => {
    expect(() => assertDraftPublishable(draft(), 3)).not.toThrow();
    expect(() => assertDraftPublishable(draft(), 4)).toThrow(expect.objectContaining({ code: DomainErrorCode.DraftOutdated, message: 'The form changed since this draft was started' }));
  });

  it('names its author without the address they came from', () => {
    expect(authorOf(member)).toEqual({ type: 'member', id: 'm-1', label: 'ada@acme.test' });
  });
});

describe('Form.withContent and replaceContent', () => {
  it('checks a draft edit with the rules of a form edit, on the draft, leaving the live form as it is', () => {
    const live = form();
    const staged = live.withContent({ ...contentOf(live), title: 'Draft title' });
    staged.change({ questions: [...staged.questions, { kind: 'phone', label: 'Phone' }] }, now, newId);
    expect(staged.questions.map((question) => question.label)).toEqual(['Name', 'Plan', 'Phone']);
    expect(live.title).toBe('Signup');
    expect(live.questions).toHaveLength(2);
    expect(() => staged.change({ questions: [{ kind: 'single_choice', label: 'Plan', options: ['Only'] }] }, now, newId)).toThrow('questions[0].options must have at least 2 entries');
  });

  it('publishes content as one change, keeping new question ids and remembering removed questions', () => {
    const live = form();
    const staged = live.withContent(contentOf(live));
    staged.change({ questions: [{ id: live.questions[1].id, kind: 'single_choice', label: 'Plan', options: ['Solo', 'Enterprise'] }, { kind: 'phone', label: 'Phone' }] }, now, newId);
    const later = new Date(now.getTime() + 5000);
    expect(live.replaceContent(contentOf(staged), later)).toBe(true);
    expect(live.questions.map((question) => [question.id, question.label, question.position])).toEqual([
      [staged.questions[0].id, 'Plan', 1],
      [staged.questions[1].id, 'Phone', 2],
    ]);
    expect(live.retiredQuestions.map((question) => question.label)).toEqual(['Name']);
    expect(live.retiredQuestionsChanged).toBe(true);
    expect(live.updatedAt).toEqual(later);
    expect(live.replaceContent(contentOf(staged), new Date(later.getTime() + 1))).toBe(false);
  });

  it('refuses to publish an empty form that is live', () => {
    const live = form();
    live.change({ isPublished: true }, now, newId);
    expect(() => live.replaceContent({ ...contentOf(live), questions: [] }, now)).toThrow('questions must not be empty to publish');
  });
});

describe('the version a submission is taken on', () => {
  const hoursAgo = (hours: number): Date => new Date(now.getTime() - hours * 60 * 60 * 1000);

  it('is the live one when nothing is carried or the live one is, without asking when it was superseded', () => {
    expect(versionToFill({ carried: undefined, current: 4, now })).toEqual({ kind: 'current', version: 4 });
    expect(versionToFill({ carried: 4, current: 4, now })).toEqual({ kind: 'current', version: 4 });
  });

  it('is the version the respondent started on while it was superseded less than 24 hours ago', () => {
    expect(versionToFill({ carried: 3, current: 4, supersededAt: hoursAgo(23.9), now })).toEqual({ kind: 'earlier', version: 3 });
    // Two versions later, it is when the one right after it came that counts.
    expect(versionToFill({ carried: 2, current: 4, supersededAt: hoursAgo(1), now })).toEqual({ kind: 'earlier', version: 2 });
  });

  it('has the respondent start again once their version was superseded 24 hours ago or more', () => {
    expect(versionToFill({ carried: 3, current: 4, supersededAt: new Date(now.getTime() - SUPERSEDED_VERSION_GRACE_MS), now })).toEqual({ kind: 'expired', version: 3 });
    expect(versionToFill({ carried: 1, current: 4, supersededAt: hoursAgo(24 * 30), now })).toEqual({ kind: 'expired', version: 1 });
  });

  it('knows no version that the form never had', () => {
    for (const carried of [0, -1, 5, 3.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      expect(versionToFill({ carried, current: 4, supersededAt: hoursAgo(1), now })).toEqual({ kind: 'unknown' });
    }
    // An earlier number with no stored successor is no version of this form either.
    expect(versionToFill({ carried: 3, current: 4, supersededAt: null, now })).toEqual({ kind: 'unknown' });
    expect(versionToFill({ carried: 3, current: 4, now })).toEqual({ kind: 'unknown' });
  });
});

describe('assertVersionAnswerable', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const refusal = 'formVersion must be the current version of the form or one replaced less than 24 hours ago';

  it('takes the current version, and an earlier one replaced less than 24 hours ago', () => {
    expect(() => assertVersionAnswerable(3, 3, null, now)).not.toThrow();
    expect(() => assertVersionAnswerable(2, 3, hoursAgo(23.9), now)).not.toThrow();
  });

  it('refuses an earlier version replaced 24 hours ago or more, and one the form never had', () => {
    expect(() => assertVersionAnswerable(2, 3, hoursAgo(24), now)).toThrow(refusal);
    expect(() => assertVersionAnswerable(4, 3, null, now)).toThrow(refusal);
    expect(() => assertVersionAnswerable(2, 3, null, now)).toThrow(refusal);
    expect(() => assertVersionAnswerable(5, 3, hoursAgo(1), now)).toThrow(refusal);
  });
});
