import type { Repositories } from '@forms/application';
import { DomainErrorCode, Email, Form } from '@forms/domain';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';

describe('TypeormFormRepository', () => {
  let context: PostgresTestContext;
  const run = <T>(work: (repositories: Repositories) => Promise<T>): Promise<T> => context.adapters.unitOfWork.run(work);

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 3 });
  });
  afterAll(() => context.close());

  function newForm(workspaceId: string, title = 'Customer survey'): Form {
    return Form.create({
      id: randomUUID(),
      workspaceId,
      title,
      createdBy: Email.fromTrusted('admin@example.com'),
      now: new Date('2025-05-05T05:05:05Z'),
    });
  }

  it('round-trips a form and its counter, within its workspace only', async () => {
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    const { workspace: other } = await createWorkspace(context.adapters.unitOfWork);
    const form = newForm(workspace.id);
    await run(({ forms }) => forms.insert(form));

    await run(async ({ forms }) => {
      const locked = await forms.lockById(workspace.id, form.id);
      expect(locked!.reserveSubmissionPositions(7, new Date('2025-05-06T00:00:00Z'))).toBe(1);
      await forms.update(locked!);
    });

    const found = await run(({ forms }) => forms.lockById(workspace.id, form.id));
    expect({
      title: found!.title,
      state: found!.state,
      flags: [found!.isPublished, found!.isArchived, found!.isDisabled, found!.isSuspended],
      createdBy: found!.createdBy,
      submissionsCount: found!.submissionsCount,
      createdAt: found!.createdAt,
      updatedAt: found!.updatedAt,
    }).toEqual({
      title: 'Customer survey',
      state: 'draft',
      flags: [false, false, false, false],
      createdBy: 'admin@example.com',
      submissionsCount: 7,
      createdAt: new Date('2025-05-05T05:05:05Z'),
      updatedAt: new Date('2025-05-05T05:05:05Z'),
    });
    const misses = await run(async ({ forms }) => [
      await forms.lockById(other.id, form.id),
      await forms.lockById(workspace.id, 'x'),
    ]);
    expect(misses).toEqual([null, null]);
  });

  it('refuses a title Postgres cannot store as a validation failure', async () => {
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    await expect(run(({ forms }) => forms.insert(newForm(workspace.id, 'a\u0000b')))).rejects.toMatchObject({
      code: DomainErrorCode.ValidationFailed,
      message: 'title must not contain NUL characters',
    });
  });
});
