import { Email, Form, recordAnswers, type RecordedAnswers } from '@forms/domain';
import type { Repositories, UnitOfWork } from '../shared/ports/unit-of-work.port';
import { CreateSubmission, type CreateSubmissionCommand } from './create-submission.use-case';

const WS = '11111111-1111-4111-8111-111111111111';
const FORM = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const now = new Date('2026-03-01T10:00:00.123Z');

let counter = 0;
const newId = (): string => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

function publishedForm(): Form {
  const form = Form.create({
    id: FORM,
    workspaceId: WS,
    title: 'Apply',
    createdBy: Email.create('ada@acme.test'),
    now,
    questions: [{ kind: 'short_text', label: 'Name', slug: 'name', required: true }],
    hiddenFields: [],
    newId,
  });
  form.change({ isPublished: true }, now, newId);
  return form;
}

/** The ports of one submission's transaction, in memory: the form as stored, and what was appended. */
function fakeStore(form: Form) {
  const appended: Array<{ responses: Array<{ slug: string; value: string }> }> = [];
  const repositories = {
    forms: { read: async () => form },
    submissions: {
      lockClientWindow: async () => [],
      append: async (submission: { responses: Array<{ slug: string; value: string }> }) => {
        appended.push(submission);
        return { position: appended.length, createdAt: now };
      },
    },
    outbox: { record: async () => undefined },
    uploads: {},
    confirmationEmails: { claim: async () => true },
  } as unknown as Repositories;
  const unitOfWork: UnitOfWork = { run: (work) => work(repositories) } as UnitOfWork;
  const useCase = new CreateSubmission(
    unitOfWork,
    {} as never,
    { parse: () => ({ name: '', version: '', operatingSystem: '', operatingSystemVersion: '', deviceType: '', deviceName: '' }) },
    { now: () => now },
    { next: newId },
    { ratePerMinute: 0, confirmationEmailsPerDay: 10 },
  );
  return { useCase, appended };
}

function command(parts: Partial<CreateSubmissionCommand>): CreateSubmissionCommand {
  return { workspaceId: WS, workspaceName: 'Acme', formId: FORM, answers: {}, fieldValues: {}, userAgent: '', clientIp: '203.0.113.9', ...parts };
}

describe('CreateSubmission with answers the fill already checked', () => {
  function checked(form: Form, name: string): RecordedAnswers {
    return recordAnswers(form.questions, [], { name }, {}, newId);
  }

  it('stores them as they are when the form is the one the fill walked, without walking it again', async () => {
    const form = publishedForm();
    const { useCase, appended } = fakeStore(form);
    const walk = jest.spyOn(form, 'receiveAnswers');
    await useCase.execute(command({ answers: { name: 'Ada' }, checked: { formUpdatedAt: new Date(form.updatedAt), recorded: checked(form, 'Ada') } }));
    expect(walk).not.toHaveBeenCalled();
    expect(appended[0].responses.map((response) => [response.slug, response.value])).toEqual([['name', 'Ada']]);
  });

  it('walks the form again when it changed since the fill read it', async () => {
    const form = publishedForm();
    const { useCase, appended } = fakeStore(form);
    const walk = jest.spyOn(form, 'receiveAnswers');
    const earlier = new Date(form.updatedAt.getTime() - 1000);
    await useCase.execute(command({ answers: { name: 'Grace' }, checked: { formUpdatedAt: earlier, recorded: checked(form, 'Stale') } }));
    expect(walk).toHaveBeenCalledTimes(1);
    expect(appended[0].responses.map((response) => response.value)).toEqual(['Grace']);
  });

  it('still refuses a form that no longer takes answers', async () => {
    const form = publishedForm();
    form.change({ isPublished: false }, now, newId);
    const { useCase, appended } = fakeStore(form);
    await expect(
      useCase.execute(command({ answers: { name: 'Ada' }, checked: { formUpdatedAt: new Date(form.updatedAt), recorded: checked(form, 'Ada') } })),
    ).rejects.toThrow('Form is not accepting responses');
    expect(appended).toHaveLength(0);
  });
});
