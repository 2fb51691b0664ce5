import { defaultFormSettings, DomainError, DomainErrorCode, InvalidAnswers, type Question, type QuestionKind, TooManySubmissions } from '@forms/domain';
import { type FormPage, pageOnVersion } from '../forms/open-form-page.use-case';
import type { FormView, SubmissionView } from '../shared/ports/read-models.port';
import type { IdGenerator } from '../shared/ports/system.port';
import type { CreateSubmissionCommand } from './create-submission.use-case';
import { FillForm, type FillPageCommand } from './fill-form.use-case';

const WS = '11111111-1111-4111-8111-111111111111';
const FORM = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const UPLOAD = '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const UPDATED = new Date('2026-03-01T10:00:00.123Z');

let position = 0;
function q(kind: QuestionKind, slug: string, extra: Partial<Question> = {}): Question {
  position += 1;
  return { id: `q-${slug}`, kind, label: slug, slug, position, required: false, options: [], scale: null, ...extra };
}

function formPage(questions: Question[], acceptsResponses = true): FormPage {
  const form: FormView = {
    id: FORM,
    title: 'Apply',
    state: 'published',
    isPublished: true,
    isArchived: false,
    isDisabled: false,
    isSuspended: false,
    createdBy: 'ada@acme.test',
    submissionsCount: 0,
    createdAt: UPDATED,
    updatedAt: UPDATED,
    questions,
    hiddenFields: ['source'],
    settings: defaultFormSettings(),
  } as FormView;
  return { workspaceId: WS, workspaceName: 'Acme', embedOrigins: [], form, acceptsResponses };
}

const PAGED = () => [
  q('short_text', 'name', { required: true }),
  q('page_break', 'second'),
  q('file_upload', 'cv', { required: true }),
];

/** The submission's store, in memory: what it was given, and what it answers. */
class FakeSubmissions {
  readonly received: CreateSubmissionCommand[] = [];
  failure: Error | null = null;

  async execute(command: CreateSubmissionCommand): Promise<SubmissionView> {
    this.received.push(command);
    if (this.failure) throw this.failure;
    return {
      id: 'submission-1',
      createdAt: UPDATED,
      fieldValues: [],
      userAgent: { id: 'ua', name: '', version: '', ipAddress: command.clientIp, deviceName: '', deviceType: 'desktop', operatingSystem: '', operatingSystemVersion: '' },
      responses: command.checked?.recorded.responses ?? [],
      formVersion: 1,
    };
  }
}

class CountingIds implements IdGenerator {
  count = 0;
  next(): string {
    this.count += 1;
    return `00000000-0000-4000-8000-${String(this.count).padStart(12, '0')}`;
  }
}

function setUp() {
  const submissions = new FakeSubmissions();
  const ids = new CountingIds();
  return { submissions, ids, fill: new FillForm(submissions, ids) };
}

function post(page: FormPage, parts: Partial<FillPageCommand>): FillPageCommand {
  return { via: 'page', page, answers: {}, fieldValues: {}, position: {}, userAgent: 'test', clientIp: '203.0.113.9', ...parts };
}

describe('FillForm', () => {
  it('shows the next page of a form with pages, storing nothing', async () => {
    const { fill, submissions } = setUp();
    const outcome = await fill.execute(post(formPage(PAGED()), { answers: { name: 'Ada' }, position: { page: 1 } }));
    expect(outcome).toMatchObject({ kind: 'step', status: 200, step: { page: 2, number: 2, count: 2, last: true, carried: [['name', 'Ada']] } });
    expect(submissions.received).toHaveLength(0);
  });

  it('shows the page again with its problems (422), refused files among them', async () => {
    const { fill, submissions } = setUp();
    const outcome = await fill.execute(
      post(formPage(PAGED()), { answers: { name: 'Ada' }, position: { page: 2 }, refusedFiles: new Map([['cv', 'must not be an empty file']]) }),
    );
    expect(outcome).toMatchObject({ kind: 'step', status: 422, problems: new Map([['cv', 'must not be an empty file']]), step: { page: 2 } });
    expect(submissions.received).toHaveLength(0);
  });

  it('after the last page, hands the store the answers the walk recorded, with the form version it walked', async () => {
    const { fill, submissions } = setUp();
    const outcome = await fill.execute(
      post(formPage(PAGED()), { answers: { name: 'Ada', cv: UPLOAD }, fieldValues: { source: 'ad' }, position: { page: 2 }, baseUrl: 'https://acme.test' }),
    );
    expect(outcome).toMatchObject({ kind: 'stored', submission: { id: 'submission-1' } });
    expect(submissions.received).toHaveLength(1);
    const [command] = submissions.received;
    expect(command).toMatchObject({ workspaceId: WS, workspaceName: 'Acme', formId: FORM, clientIp: '203.0.113.9', userAgent: 'test', baseUrl: 'https://acme.test' });
    expect(command.checked?.formUpdatedAt).toEqual(UPDATED);
    expect(command.checked?.recorded.responses.map((response) => [response.slug, response.value])).toEqual([
      ['name', 'Ada'],
      ['cv', UPLOAD],
    ]);
    expect(command.checked?.recorded.fieldValues).toEqual([{ field: 'source', value: 'ad' }]);
  });

  it('on an earlier version, hands the store that version and its questions, so that it records it and uses those', async () => {
    const { fill, submissions } = setUp();
    const live = formPage([q('short_text', 'name', { required: true }), q('phone', 'phone', { required: true })]);
    const earlier = pageOnVersion(live, 3, { title: 'Apply', questions: PAGED(), hiddenFields: ['source'], settings: defaultFormSettings(), theme: null });
    expect(earlier).toMatchObject({ earlierVersion: 3, acceptsResponses: true, form: { id: FORM, version: 3 } });
    // Walked on version 3: no phone asked, the CV is.
    const outcome = await fill.execute(post(earlier, { answers: { name: 'Ada', cv: UPLOAD }, position: { page: 2 } }));
    expect(outcome).toMatchObject({ kind: 'stored' });
    const [command] = submissions.received;
    expect(command.checked?.earlier).toEqual({ version: 3, questions: earlier.form.questions });
    expect(command.checked?.recorded.responses.map((response) => response.slug)).toEqual(['name', 'cv']);
  });

  it('refuses a form of one page with every problem at once, without storing', async () => {
    const { fill, submissions } = setUp();
    const page = formPage([q('short_text', 'name', { required: true }), q('email', 'mail')]);
    const outcome = await fill.execute(post(page, { answers: { mail: 'nope' }, fieldValues: { other: 'x' } }));
    expect(outcome).toEqual({
      kind: 'refused',
      problems: new Map([
        ['name', 'is required'],
        ['mail', 'is not a valid email'],
      ]),
      otherProblems: [{ field: 'fieldValues.other', problem: 'is not a hidden field of this form' }],
    });
    expect(submissions.received).toHaveLength(0);
  });

  it("turns the store's refusal of a file into the page that asks for it", async () => {
    const { fill, submissions } = setUp();
    submissions.failure = new InvalidAnswers([{ field: 'responses.cv', problem: 'is a file that another submission already uses' }]);
    const outcome = await fill.execute(post(formPage(PAGED()), { answers: { name: 'Ada', cv: UPLOAD }, position: { page: 2 } }));
    expect(outcome).toMatchObject({ kind: 'refused', problems: new Map([['cv', 'is a file that another submission already uses']]), step: { page: 2 } });
  });

  it("throws the intake's limits as they are", async () => {
    const { fill, submissions } = setUp();
    submissions.failure = new TooManySubmissions(12);
    await expect(fill.execute(post(formPage(PAGED()), { answers: { name: 'Ada', cv: UPLOAD }, position: { page: 2 } }))).rejects.toBe(submissions.failure);
  });

  it('refuses a form that takes no answers before looking at them', async () => {
    const { fill, submissions } = setUp();
    const refused = await fill.execute(post(formPage(PAGED(), false), { answers: { name: '' } })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe(DomainErrorCode.FormNotAcceptingResponses);
    expect(submissions.received).toHaveLength(0);
  });

  it("a member's preview is a dry run: every check of the page, then nothing stored, whatever the form's state", async () => {
    const { fill, submissions } = setUp();
    const draft = formPage(PAGED(), false);
    const step = await fill.execute(post(draft, { dryRun: true, answers: {}, position: { page: 1 } }));
    expect(step).toMatchObject({ kind: 'step', status: 422, problems: new Map([['name', 'is required']]) });
    const end = await fill.execute(post(draft, { dryRun: true, answers: { name: 'Ada', cv: UPLOAD }, position: { page: 2 } }));
    expect(end).toEqual({ kind: 'previewed' });
    expect(submissions.received).toHaveLength(0);
  });

  it('passes a JSON submission to the store as it is, where it is checked', async () => {
    const { fill, submissions } = setUp();
    const outcome = await fill.execute({
      via: 'json',
      workspaceId: WS,
      workspaceName: 'Acme',
      formId: FORM,
      answers: { name: 'Ada' },
      fieldValues: {},
      userAgent: 'curl',
      clientIp: '198.51.100.1',
      idempotency: { key: 'k', fingerprint: 'f' },
    });
    expect(outcome.kind).toBe('stored');
    expect(submissions.received).toEqual([
      { workspaceId: WS, workspaceName: 'Acme', formId: FORM, answers: { name: 'Ada' }, fieldValues: {}, userAgent: 'curl', clientIp: '198.51.100.1', idempotency: { key: 'k', fingerprint: 'f' } },
    ]);
  });
});
