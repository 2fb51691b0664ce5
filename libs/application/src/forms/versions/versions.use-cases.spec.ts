import { type Actor, DomainError, DomainErrorCode, type FormDraft, type FormVersion, Form, type TeamMember, TeamMember as TeamMemberAggregate, Email } from '@forms/domain';
import type { ActivityEntry } from '../../shared/ports/activity.port';
import { pageRequest } from '../../shared/pagination/page-request';
import type { Repositories, UnitOfWork } from '../../shared/ports/unit-of-work.port';
import type { AnswerCounts, FormVersionReadModel } from '../../shared/ports/versions.port';
import { CreateForm } from '../create-form.use-case';
import { UpdateForm } from '../update-form.use-case';
import { DiscardDraft } from './discard-draft.use-case';
import { DraftImpact } from './draft-impact.use-case';
import { GetDraft } from './get-draft.use-case';
import { carriedVersion, VersionToFill } from './version-to-fill.use-case';
import { GetVersion } from './get-version.use-case';
import { ListVersions } from './list-versions.use-case';
import { PublishDraft } from './publish-draft.use-case';
import { RestoreVersion } from './restore-version.use-case';
import { SaveDraft, viewOf } from './save-draft.use-case';

const WS = '11111111-1111-4111-8111-111111111111';
const UNKNOWN = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const BASE_URL = 'https://acme.forms.test';
const ada: Actor = { type: 'member', id: '22222222-2222-4222-8222-222222222222', label: 'ada@acme.test', workspaceId: WS, role: 'Admin', clientIp: '203.0.113.7' };
const key: Actor = { type: 'api_key', id: '33333333-3333-4333-8333-333333333333', label: 'API key ab12cd34ef56', workspaceId: WS };

/** A copy of a form as stored, so that what a transaction changes reaches the store only when it commits. */
function copy(form: Form): Form {
  return Form.restore({
    id: form.id,
    workspaceId: form.workspaceId,
    title: form.title,
    questions: form.questions.map((question) => ({ ...question, options: [...question.options] })),
    hiddenFields: [...form.hiddenFields],
    retiredQuestions: [...form.retiredQuestions],
    isPublished: form.isPublished,
    everPublished: form.everPublished,
    isArchived: form.isArchived,
    isDisabled: form.isDisabled,
    isSuspended: form.isSuspended,
    createdBy: form.createdBy,
    submissionsCount: form.submissionsCount,
    lastPosition: form.lastPosition,
    lastSubmissionAt: form.lastSubmissionAt,
    createdAt: form.createdAt,
    updatedAt: form.updatedAt,
    settings: { ...form.settings, notificationEmails: [...form.settings.notificationEmails] },
  });
}

interface State {
  forms: Map<string, Form>;
  /** The number on each form's row, moved by appending a version. */
  current: Map<string, number>;
  versions: FormVersion[];
  drafts: Map<string, FormDraft>;
  activity: ActivityEntry[];
  events: string[];
}

/**
 * The ports in memory, with transactions: each unit of work works on a copy of the state and commits it
 * only when the work resolves, so "nothing changes" after a refusal is what the store shows.
 */
class Store implements UnitOfWork {
  state: State = { forms: new Map(), current: new Map(), versions: [], drafts: new Map(), activity: [], events: [] };
  private now = new Date('2026-11-27T10:00:00.000Z');
  private counter = 0;
  readonly clock = { now: () => this.now };
  readonly ids = { next: () => `00000000-0000-4000-8000-${String(++this.counter).padStart(12, '0')}` };
  members: TeamMember[] = [];

  /** Reads of an earlier version for a fill, to show that the live one costs none. */
  supersededReads = 0;

  tick(milliseconds = 1000): void {
    this.now = new Date(this.now.getTime() + milliseconds);
  }

  private clone(state: State): State {
    return {
      forms: new Map([...state.forms].map(([id, form]) => [id, copy(form)])),
      current: new Map(state.current),
      versions: [...state.versions],
      drafts: new Map(state.drafts),
      activity: [...state.activity],
      events: [...state.events],
    };
  }

  async run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const tx = this.clone(this.state);
    const repositories = {
      forms: {
        insert: async (form: Form) => {
          tx.forms.set(form.id, copy(form));
          tx.current.set(form.id, 1);
        },
        lockById: async (workspaceId: string, id: string) => (workspaceId === WS && tx.forms.has(id) ? copy(tx.forms.get(id) as Form) : null),
        update: async (form: Form) => {
          tx.forms.set(form.id, copy(form));
        },
      },
      formVersions: {
        current: async (_workspaceId: string, formId: string) => tx.current.get(formId) ?? null,
        append: async (version: FormVersion) => {
          const at = tx.current.get(version.formId);
          if (version.version !== 1 && at !== version.version - 1) throw new Error('not the next version');
          tx.current.set(version.formId, version.version);
          tx.versions.push(version);
        },
      },
      formDrafts: {
        lock: async (_workspaceId: string, formId: string) => tx.drafts.get(formId) ?? null,
        save: async (draft: FormDraft) => {
          tx.drafts.set(draft.formId, draft);
        },
        delete: async (_workspaceId: string, formId: string) => tx.drafts.delete(formId),
      },
      teamMembers: {
        findByEmails: async (_workspaceId: string, emails: readonly string[]) => this.members.filter((member) => emails.includes(member.email.normalized)),
        findNewestActiveAdmin: async () => this.members[0] ?? null,
      },
      outbox: { record: async (events: Array<{ type: string }>) => void tx.events.push(...events.map((event) => event.type)) },
      activity: { record: async (entries: readonly ActivityEntry[]) => void tx.activity.push(...entries) },
    } as unknown as Repositories;
    const result = await work(repositories);
    this.state = tx;
    return result;
  }

  /** The read model, on what is committed. */
  readonly readModel: FormVersionReadModel = {
    page: async (_workspaceId, formId, page) => {
      if (!this.state.forms.has(formId)) return null;
      const versions = this.state.versions.filter((version) => version.formId === formId).sort((a, b) => b.version - a.version);
      return { items: versions.slice(page.offset, page.offset + page.pageSize), totalRecords: versions.length };
    },
    find: async (_workspaceId, formId, number) => ({
      form: this.state.forms.has(formId),
      version: this.state.versions.find((version) => version.formId === formId && version.version === number) ?? null,
    }),
    draft: async (_workspaceId, formId) => {
      const form = this.state.forms.get(formId);
      if (!form) return null;
      const live = { title: form.title, questions: [...form.questions], hiddenFields: [...form.hiddenFields], settings: form.settings, theme: form.theme };
      const draft = this.state.drafts.get(formId);
      return { live, version: this.state.current.get(formId) ?? 1, draft: draft ? viewOf(draft) : null };
    },
    superseded: async (_workspaceId, formId, number) => {
      this.supersededReads++;
      const find = (wanted: number) => this.state.versions.find((version) => version.formId === formId && version.version === wanted);
      const version = find(number);
      return version ? { content: version.content, supersededAt: find(number + 1)?.createdAt ?? null } : null;
    },
  };
}

/** Counts as the summary's counters (and the multiple-choice answers counted per set picked) would hold them. */
class FakeCounts implements AnswerCounts {
  constructor(
    private readonly answered: Record<string, { answered: number; picked?: Record<string, number> }>,
    private readonly sets: Record<string, Array<{ choices: string[]; submissions: number }>> = {},
  ) {}
  async choseAny(_workspaceId: string, _formId: string, questions: ReadonlyArray<{ questionId: string; labels: readonly string[] }>) {
    return new Map(
      questions.map((question) => [
        question.questionId,
        (this.sets[question.questionId] ?? []).filter((set) => set.choices.some((choice) => question.labels.includes(choice))).reduce((sum, set) => sum + set.submissions, 0),
      ]),
    );
  }
  async count(_workspaceId: string, _formId: string, questions: ReadonlyArray<{ questionId: string; labels: readonly string[] }>) {
    return new Map(
      questions.map((question) => {
        const known = this.answered[question.questionId];
        return [question.questionId, { answered: known?.answered ?? 0, picked: new Map(question.labels.map((label) => [label, known?.picked?.[label] ?? 0])) }];
      }),
    );
  }
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

function setup() {
  const store = new Store();
  store.members = [TeamMemberAggregate.restore({ id: ada.id as string, workspaceId: WS, email: Email.create('ada@acme.test'), organizationRole: 'Admin', active: true } as never)];
  const getVersion = new GetVersion(store.readModel);
  const useCases = {
    create: new CreateForm(store, store.clock, store.ids, { claim: async () => ({ outcome: 'claimed' }) } as never),
    update: new UpdateForm(store, store.clock, store.ids),
    list: new ListVersions(store.readModel),
    getVersion,
    getDraft: new GetDraft(store.readModel),
    save: new SaveDraft(store, store.clock, store.ids),
    publish: new PublishDraft(store, store.clock),
    discard: new DiscardDraft(store),
    restore: new RestoreVersion(store, getVersion, store.clock),
    versionToFill: new VersionToFill(store.readModel, store.clock),
  };
  return { store, ...useCases };
}

type Setup = ReturnType<typeof setup>;

/** A published form: "Name" and "Plan" (Solo, Team), version 1. */
async function signupForm(setupped: Setup): Promise<string> {
  const form = await setupped.create.execute({
    actor: ada,
    workspaceId: WS,
    title: 'Signup',
    questions: [
      { kind: 'short_text', label: 'Name', slug: 'name', required: true },
      { kind: 'single_choice', label: 'Plan', slug: 'plan', options: ['Solo', 'Team'] },
    ],
    baseUrl: BASE_URL,
  });
  await setupped.update.execute({ actor: ada, workspaceId: WS, formId: form.id, baseUrl: BASE_URL, changes: { isPublished: true } });
  setupped.store.tick();
  return form.id;
}

function questionsOf(setupped: Setup, formId: string) {
  return (setupped.store.state.forms.get(formId) as Form).questions;
}

describe('versions of a form', () => {
  it('starts at version 1 with no changes, made by whoever created the form', async () => {
    const app = setup();
    const formId = await signupForm(app);
    const page = await app.list.execute({ workspaceId: WS, formId, page: pageRequest(undefined, undefined) });
    expect(page.totalRecords).toBe(1);
    expect(page.items[0]).toMatchObject({ version: 1, changes: [], createdBy: { type: 'member', id: ada.id, label: 'ada@acme.test' } });
    const first = await app.getVersion.execute({ workspaceId: WS, formId, version: 1 });
    expect(first.content.questions.map((question) => question.label)).toEqual(['Name', 'Plan']);
  });

  it('makes the next version for a change of content, with what changed and who changed it, and none for flags or nothing', async () => {
    const app = setup();
    const formId = await signupForm(app);
    const [name, plan] = questionsOf(app, formId);
    await app.update.execute({ actor: ada, workspaceId: WS, formId, baseUrl: BASE_URL, changes: { isDisabled: true } });
    await app.update.execute({ actor: ada, workspaceId: WS, formId, baseUrl: BASE_URL, changes: { title: 'Signup' } });
    expect(app.store.state.current.get(formId)).toBe(1);
    await app.update.execute({
      actor: key,
      workspaceId: WS,
      formId,
      baseUrl: BASE_URL,
      changes: { questions: [{ id: name.id, kind: 'short_text', label: 'Full name', slug: 'name', required: true }] },
    });
    const page = await app.list.execute({ workspaceId: WS, formId, page: pageRequest(undefined, undefined) });
    expect(page.items.map((version) => version.version)).toEqual([2, 1]);
    expect(page.items[0].createdBy).toEqual({ type: 'api_key', id: key.id, label: 'API key ab12cd34ef56' });
    expect(page.items[0].changes).toEqual([
      { type: 'question_removed', questionId: plan.id, text: 'Removed "Plan"' },
      { type: 'question_changed', questionId: name.id, text: 'Renamed "Name" to "Full name"' },
    ]);
  });

  it('pages newest first and refuses an unknown version or form', async () => {
    const app = setup();
    const formId = await signupForm(app);
    for (const title of ['B', 'C', 'D']) await app.update.execute({ actor: ada, workspaceId: WS, formId, baseUrl: BASE_URL, changes: { title } });
    const second = await app.list.execute({ workspaceId: WS, formId, page: pageRequest(2, 3) });
    expect(second).toMatchObject({ totalRecords: 4, totalPages: 2, pageNumber: 2 });
    expect(second.items.map((version) => version.version)).toEqual([1]);
    expect((await refusal(app.getVersion.execute({ workspaceId: WS, formId, version: 9 }))).message).toBe('Version not found');
    expect((await refusal(app.getVersion.execute({ workspaceId: WS, formId, version: 0 }))).message).toBe('Version not found');
    expect((await refusal(app.getVersion.execute({ workspaceId: WS, formId: UNKNOWN, version: 1 }))).message).toBe('Form not found');
    expect((await refusal(app.list.execute({ workspaceId: WS, formId: 'nope', page: pageRequest(1, 1) }))).message).toBe('Form not found');
  });
});

describe('the draft', () => {
  it('starts from the live content on the first save, based on the current version, and leaves the live form as it is', async () => {
    const app = setup();
    const formId = await signupForm(app);
    expect((await refusal(app.getDraft.execute({ workspaceId: WS, formId }))).message).toBe('No draft');
    const draft = await app.save.execute({ actor: ada, workspaceId: WS, formId, changes: { title: 'Signup 2027' } });
    expect(draft).toMatchObject({ basedOnVersion: 1, revision: 1, updatedBy: { type: 'member', label: 'ada@acme.test' } });
    expect(draft.content.title).toBe('Signup 2027');
    expect(draft.content.questions.map((question) => question.label)).toEqual(['Name', 'Plan']);
    expect(app.store.state.forms.get(formId)?.title).toBe('Signup');
    expect(await app.getDraft.execute({ workspaceId: WS, formId })).toEqual(draft);
  });

  it('keeps the ids of questions added in the draft across saves, and counts each save that changes something', async () => {
    const app = setup();
    const formId = await signupForm(app);
    const first = await app.save.execute({
      actor: ada,
      workspaceId: WS,
      formId,
      changes: { questions: [...questionsOf(app, formId), { kind: 'phone', label: 'Phone' }] },
    });
    const phone = first.content.questions[2];
    const second = await app.save.execute({
      actor: ada,
      workspaceId: WS,
      formId,
      expectedRevision: 1,
      changes: { questions: first.content.questions.map((question) => (question.id === phone.id ? { ...question, label: 'Mobile' } : question)) },
    });
    expect(second.revision).toBe(2);
    expect(second.content.questions[2]).toMatchObject({ id: phone.id, label: 'Mobile' });
    // The same content again is no new save.
    const again = await app.save.execute({ actor: ada, workspaceId: WS, formId, expectedRevision: 2, changes: { title: 'Signup' } });
    expect(again.revision).toBe(2);
  });

  it('refuses a save against a save that is no longer the latest (412), changing nothing', async () => {
    const app = setup();
    const formId = await signupForm(app);
    await app.save.execute({ actor: ada, workspaceId: WS, formId, changes: { title: 'One' } });
    await app.save.execute({ actor: key, workspaceId: WS, formId, expectedRevision: 1, changes: { title: 'Two' } });
    const stale = await refusal(app.save.execute({ actor: ada, workspaceId: WS, formId, expectedRevision: 1, changes: { title: 'Three' } }));
    expect(stale).toMatchObject({ code: DomainErrorCode.DraftChanged, message: 'The draft changed since you loaded it' });
    expect((await app.getDraft.execute({ workspaceId: WS, formId })).content.title).toBe('Two');
  });

  it('refuses a wrong field with the refusal of a form edit, naming the same field, and stores nothing', async () => {
    const app = setup();
    const formId = await signupForm(app);
    const wrong = await refusal(app.save.execute({ actor: ada, workspaceId: WS, formId, changes: { questions: [{ kind: 'single_choice', label: 'Plan', options: ['Solo'] }] } }));
    expect(wrong).toMatchObject({ code: DomainErrorCode.ValidationFailed, field: { name: 'questions[0].options', problem: 'must have at least 2 entries' } });
    // A live form must keep questions: so must its draft.
    const empty = await refusal(app.save.execute({ actor: ada, workspaceId: WS, formId, changes: { questions: [] } }));
    expect(empty.message).toBe('questions must not be empty to publish');
    expect(app.store.state.drafts.size).toBe(0);
    expect((await refusal(app.save.execute({ actor: ada, workspaceId: WS, formId: UNKNOWN, changes: { title: 'x' } }))).message).toBe('Form not found');
  });

  it('carries no flags: publishing or pausing is not the draft’s to do', async () => {
    const app = setup();
    const formId = await signupForm(app);
    await app.save.execute({ actor: ada, workspaceId: WS, formId, changes: { title: 'New', isPublished: false, isDisabled: true } as never });
    const form = app.store.state.forms.get(formId) as Form;
    expect([form.isPublished, form.isDisabled, form.title]).toEqual([true, false, 'Signup']);
  });

  it('is discarded, and then there is no draft', async () => {
    const app = setup();
    const formId = await signupForm(app);
    expect((await refusal(app.discard.execute({ actor: ada, workspaceId: WS, formId }))).message).toBe('No draft');
    await app.save.execute({ actor: ada, workspaceId: WS, formId, changes: { title: 'New' } });
    expect(await app.discard.execute({ actor: ada, workspaceId: WS, formId })).toEqual({ message: 'Draft discarded' });
    expect((await refusal(app.getDraft.execute({ workspaceId: WS, formId }))).message).toBe('No draft');
    expect(app.store.state.forms.get(formId)?.title).toBe('Signup');
  });
});

describe('publishing the draft', () => {
  it('makes its content the next version in one change: the draft is gone, the flags stay, the log says who', async () => {
    const app = setup();
    const formId = await signupForm(app);
    const [name, plan] = questionsOf(app, formId);
    await app.save.execute({
      actor: ada,
      workspaceId: WS,
      formId,
      changes: { questions: [name, { ...plan, options: ['Solo', 'Enterprise'] }, { kind: 'phone', label: 'Phone' }] },
    });
    const published = await app.publish.execute({ actor: ada, workspaceId: WS, formId, baseUrl: BASE_URL });
    expect(published.version).toBe(2);
    expect(published.form.questions.map((question) => question.label)).toEqual(['Name', 'Plan', 'Phone']);
    expect(published.form.isPublished).toBe(true);
    expect(app.store.state.drafts.size).toBe(0);
    const version = await app.getVersion.execute({ workspaceId: WS, formId, version: 2 });
    expect(version.changes.map((change) => change.text)).toEqual([
      'Renamed option "Team" to "Enterprise" in "Plan"',
      'Added phone question "Phone"',
    ]);
    expect(app.store.state.activity.map((entry) => [entry.action, entry.target.label, entry.actor.label, entry.clientIp])).toEqual([
      ['form.version_published', 'Signup (version 2)', 'ada@acme.test', '203.0.113.7'],
    ]);
    expect(app.store.state.events.at(-1)).toBe('form.updated');
  });

  it('does not publish an unpublished form: it prepares its content', async () => {
    const app = setup();
    const form = await app.create.execute({ actor: ada, workspaceId: WS, title: 'Later', questions: [{ kind: 'short_text', label: 'Name' }], baseUrl: BASE_URL });
    await app.save.execute({ actor: ada, workspaceId: WS, formId: form.id, changes: { title: 'Later, ready' } });
    const published = await app.publish.execute({ actor: ada, workspaceId: WS, formId: form.id, baseUrl: BASE_URL });
    expect(published).toMatchObject({ version: 2, form: { title: 'Later, ready', isPublished: false } });
  });

  it('is refused (409) once the live form got a version after the draft started, and nothing changes', async () => {
    const app = setup();
    const formId = await signupForm(app);
    await app.save.execute({ actor: ada, workspaceId: WS, formId, changes: { title: 'From the draft' } });
    // An integrator patches the live form meanwhile: a new version, the draft is left as it is.
    await app.update.execute({ actor: key, workspaceId: WS, formId, baseUrl: BASE_URL, changes: { title: 'From the API' } });
    expect((await app.getDraft.execute({ workspaceId: WS, formId })).basedOnVersion).toBe(1);
    const outdated = await refusal(app.publish.execute({ actor: ada, workspaceId: WS, formId, baseUrl: BASE_URL }));
    expect(outdated).toMatchObject({ code: DomainErrorCode.DraftOutdated, message: 'The form changed since this draft was started' });
    expect(app.store.state.current.get(formId)).toBe(2);
    expect(app.store.state.forms.get(formId)?.title).toBe('From the API');
    expect(app.store.state.drafts.get(formId)?.content.title).toBe('From the draft');
    expect(app.store.state.activity).toEqual([]);
  });

  it('needs a draft', async () => {
    const app = setup();
    const formId = await signupForm(app);
    expect((await refusal(app.publish.execute({ actor: ada, workspaceId: WS, formId, baseUrl: BASE_URL }))).message).toBe('No draft');
    expect((await refusal(app.publish.execute({ actor: ada, workspaceId: WS, formId: UNKNOWN, baseUrl: BASE_URL }))).message).toBe('Form not found');
  });
});

describe('restoring a version', () => {
  it('puts its content in the draft, based on the current version, and publishing it makes the next version', async () => {
    const app = setup();
    const formId = await signupForm(app);
    await app.update.execute({ actor: ada, workspaceId: WS, formId, baseUrl: BASE_URL, changes: { title: 'Second' } });
    await app.save.execute({ actor: ada, workspaceId: WS, formId, changes: { title: 'Unfinished' } });
    const draft = await app.restore.execute({ actor: key, workspaceId: WS, formId, version: 1 });
    expect(draft).toMatchObject({ basedOnVersion: 2, revision: 2, updatedBy: { type: 'api_key' } });
    expect(draft.content.title).toBe('Signup');
    expect(app.store.state.forms.get(formId)?.title).toBe('Second');
    expect(app.store.state.activity.map((entry) => [entry.action, entry.target])).toEqual([
      ['form.version_restored', { type: 'form', id: formId, label: 'Second (version 1)' }],
    ]);
    const published = await app.publish.execute({ actor: ada, workspaceId: WS, formId, baseUrl: BASE_URL });
    expect(published).toMatchObject({ version: 3, form: { title: 'Signup' } });
    expect((await app.getVersion.execute({ workspaceId: WS, formId, version: 3 })).changes).toEqual([
      { type: 'title_changed', text: 'Renamed the form from "Second" to "Signup"' },
    ]);
  });

  it('refuses an unknown version and changes nothing', async () => {
    const app = setup();
    const formId = await signupForm(app);
    expect((await refusal(app.restore.execute({ actor: ada, workspaceId: WS, formId, version: 4 }))).message).toBe('Version not found');
    expect(app.store.state.drafts.size).toBe(0);
  });
});

describe('the impact of the draft', () => {
  it('counts the stored answers each change touches, from the counters', async () => {
    const app = setup();
    const formId = await signupForm(app);
    const [name, plan] = questionsOf(app, formId);
    const impact = new DraftImpact(app.store.readModel, new FakeCounts({ [name.id]: { answered: 40 }, [plan.id]: { answered: 30, picked: { Solo: 18, Team: 12 } } }));
    expect((await refusal(impact.execute({ workspaceId: WS, formId }))).message).toBe('No draft');
    await app.save.execute({ actor: ada, workspaceId: WS, formId, changes: { questions: [{ ...plan, options: ['Solo', 'Enterprise'], required: true }] } });
    expect(await impact.execute({ workspaceId: WS, formId })).toEqual([
      { questionId: name.id, label: 'Name', change: 'removed', answered: 40, text: '40 responses answered "Name"; they keep their answers' },
      { questionId: plan.id, label: 'Plan', change: 'options_removed', answered: 12, text: '12 responses chose "Team" in "Plan"; they keep their answers' },
      { questionId: plan.id, label: 'Plan', change: 'required_added', answered: 30, text: '"Plan" becomes required; 30 responses answered it so far' },
    ]);
  });

  it('counts a multiple-choice submission that chose two removed options once', async () => {
    const app = setup();
    const formId = await signupForm(app);
    const [name, plan] = questionsOf(app, formId);
    const topics = { kind: 'multiple_choice' as const, label: 'Topics', slug: 'topics', options: ['Billing', 'API', 'Security'], required: false };
    await app.update.execute({ actor: ada, workspaceId: WS, formId, baseUrl: BASE_URL, changes: { questions: [name, plan, topics] } });
    const live = questionsOf(app, formId)[2];
    // 5 picked Billing and API together, 3 only Billing, 4 only Security: 8 chose Billing or API (13 picks).
    const counts = new FakeCounts(
      { [live.id]: { answered: 12, picked: { Billing: 8, API: 5, Security: 4 } } },
      { [live.id]: [{ choices: ['API', 'Billing'], submissions: 5 }, { choices: ['Billing'], submissions: 3 }, { choices: ['Security'], submissions: 4 }] },
    );
    await app.save.execute({ actor: ada, workspaceId: WS, formId, changes: { questions: [name, plan, { ...live, options: ['Security', 'Docs'] }] } });
    expect(await new DraftImpact(app.store.readModel, counts).execute({ workspaceId: WS, formId })).toEqual([
      { questionId: live.id, label: 'Topics', change: 'options_removed', answered: 8, text: '8 responses chose "Billing", "API" in "Topics"; they keep their answers' },
    ]);
  });
});

describe('the version a submission is taken on', () => {
  async function twoVersions() {
    const app = setup();
    const formId = await signupForm(app);
    const [name] = questionsOf(app, formId);
    await app.update.execute({ actor: ada, workspaceId: WS, formId, baseUrl: BASE_URL, changes: { questions: [{ ...name, label: 'Full name' }] } });
    return { app, formId };
  }

  it('is the live one without reading anything when the page carried the live one, or none', async () => {
    const { app, formId } = await twoVersions();
    expect(await app.versionToFill.execute({ workspaceId: WS, formId, currentVersion: 2, carried: 2 })).toEqual({ kind: 'current', version: 2 });
    expect(await app.versionToFill.execute({ workspaceId: WS, formId, currentVersion: 2, carried: undefined })).toEqual({ kind: 'current', version: 2 });
    expect(await app.versionToFill.execute({ workspaceId: WS, formId, currentVersion: 2, carried: 7 })).toEqual({ kind: 'unknown' });
    expect(app.store.supersededReads).toBe(0);
  });

  it('is the version started on, with its content, for 24 hours after it was superseded; then the respondent starts again', async () => {
    const { app, formId } = await twoVersions();
    const earlier = await app.versionToFill.execute({ workspaceId: WS, formId, currentVersion: 2, carried: 1 });
    expect(earlier).toMatchObject({ kind: 'earlier', version: 1 });
    expect(earlier.kind === 'earlier' && earlier.content.questions.map((question) => question.label)).toEqual(['Name', 'Plan']);
    app.store.tick(24 * 60 * 60 * 1000);
    expect(await app.versionToFill.execute({ workspaceId: WS, formId, currentVersion: 2, carried: 1 })).toEqual({ kind: 'expired', version: 1 });
  });

  it('knows no version the form does not have, nor a version of another form', async () => {
    const { app, formId } = await twoVersions();
    expect(await app.versionToFill.execute({ workspaceId: WS, formId, currentVersion: 2, carried: Number.NaN })).toEqual({ kind: 'unknown' });
    expect(await app.versionToFill.execute({ workspaceId: WS, formId, currentVersion: 2, carried: 0 })).toEqual({ kind: 'unknown' });
    const other = await signupForm(app);
    expect(await app.versionToFill.execute({ workspaceId: WS, formId: other, currentVersion: 3, carried: 2 })).toEqual({ kind: 'unknown' });
  });

  it('reads the version a page carries as a number, or none', () => {
    expect([carriedVersion(null), carriedVersion('3'), carriedVersion('x'), carriedVersion(''), carriedVersion('-1')]).toEqual([undefined, 3, NaN, NaN, NaN]);
  });
});
