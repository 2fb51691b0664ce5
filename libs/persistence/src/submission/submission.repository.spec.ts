import { toStoredUserAgent } from './stored-submission-json';
import { Email, Form, Submission, type SubmissionResponse } from '@forms/domain';
import { randomUUID } from 'node:crypto';
import { TypeormSubmissionRepository } from './submission.repository';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';

// Streams tens of thousands of rows through COPY: seconds on a busy 2-core machine.
jest.setTimeout(30_000);

describe('TypeormSubmissionRepository.insertMany (COPY)', () => {
  let context: PostgresTestContext;
  let workspaceId: string;

  // One connection: a COPY that fails must leave it usable for whatever comes next.
  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 1 });
    workspaceId = (await createWorkspace(context.adapters.unitOfWork)).workspace.id;
  });
  afterAll(() => context.close());

  async function newForm(): Promise<Form> {
    const form = Form.create({
      id: randomUUID(),
      workspaceId,
      title: 'Survey',
      createdBy: Email.fromTrusted('admin@example.com'),
      now: new Date('2025-01-01T00:00:00Z'),
    });
    await context.adapters.unitOfWork.run(({ forms }) => forms.insert(form));
    return form;
  }

  function submission(form: Form, position: number, value = `answer ${position}`): Submission {
    const responses: SubmissionResponse[] = [
      { id: randomUUID(), label: 'Name', position: 1, kind: 'short_text', slug: 'name', value },
      { id: randomUUID(), label: 'Age', position: 2, kind: 'number', slug: 'age', value: String(position) },
    ];
    return Submission.record({
      id: randomUUID(),
      workspaceId,
      formId: form.id,
      position,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, position, 250)),
      fieldValues: responses.map((response) => ({ field: response.slug, value: response.value })),
      userAgent: {
        id: randomUUID(),
        name: 'Firefox',
        version: '133.0',
        ipAddress: '203.0.113.7',
        deviceName: 'ThinkPad',
        deviceType: 'desktop',
        operatingSystem: 'Linux',
        operatingSystemVersion: '6.8',
      },
      responses,
    });
  }

  async function storedRows(formId: string) {
    const { rows } = await context.pool.query(
      `SELECT id, position, created_at, field_values, user_agent, responses FROM submissions
       WHERE workspace_id = $1 AND form_id = $2 ORDER BY position`,
      [workspaceId, formId],
    );
    return rows;
  }

  it('streams a sync iterable in, keeping every field and JSON document exactly', async () => {
    const form = await newForm();
    const tricky = ['back\\slash \\N', 'tab\tnew\nline\r', 'quote " and emoji 🎉', 'ünïcödé ✓', ''];
    const written = tricky.map((value, index) => submission(form, index + 1, value));

    const count = await context.adapters.unitOfWork.run(({ submissions }) => submissions.insertMany(written));

    expect(count).toBe(tricky.length);
    const rows = await storedRows(form.id);
    expect(rows).toEqual(
      written.map(({ props }) => ({
        id: props.id,
        position: props.position,
        created_at: props.createdAt,
        field_values: props.fieldValues,
        user_agent: toStoredUserAgent(props.userAgent),
        responses: props.responses,
      })),
    );
  });

  it('consumes an async iterable', async () => {
    const form = await newForm();
    let produced = 0;
    async function* generate(): AsyncGenerator<Submission> {
      for (let position = 1; position <= 5_000; position++) {
        produced++;
        yield submission(form, position);
      }
    }
    const count = await context.adapters.unitOfWork.run(({ submissions }) => submissions.insertMany(generate()));
    expect([count, produced]).toEqual([5_000, 5_000]);
    const { rows } = await context.pool.query(
      'SELECT count(*)::int AS n, min(position) AS lo, max(position) AS hi FROM submissions WHERE workspace_id = $1 AND form_id = $2',
      [workspaceId, form.id],
    );
    expect(rows[0]).toEqual({ n: 5_000, lo: 1, hi: 5_000 });
  });

  it('rolls back with the transaction when the source fails mid-stream, and the connection stays usable', async () => {
    const form = await newForm();
    function* failing(): Generator<Submission> {
      for (let position = 1; position <= 20_000; position++) {
        if (position === 15_000) throw new Error('source broke');
        yield submission(form, position);
      }
    }
    await expect(
      context.adapters.unitOfWork.run(({ submissions }) => submissions.insertMany(failing())),
    ).rejects.toThrow('source broke');
    expect(await storedRows(form.id)).toEqual([]);

    const count = await context.adapters.unitOfWork.run(({ submissions }) => submissions.insertMany([submission(form, 1)]));
    expect(count).toBe(1);
  });

  it('fails cleanly when the server refuses a row (unknown form), and the connection stays usable', async () => {
    const form = await newForm();
    const orphan = Form.restore({ ...formProps(form), id: randomUUID() });
    await expect(
      context.adapters.unitOfWork.run(({ submissions }) => submissions.insertMany([submission(orphan, 1)])),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(context.adapters.ping()).resolves.toBeUndefined();
    expect(await context.adapters.unitOfWork.run(({ submissions }) => submissions.insertMany([submission(form, 1)]))).toBe(1);
  });

  it('works outside a unit of work too, on a connection of its own', async () => {
    const form = await newForm();
    const repository = new TypeormSubmissionRepository(context.dataSource.manager);
    expect(await repository.insertMany([submission(form, 1), submission(form, 2)])).toBe(2);
    expect((await storedRows(form.id)).map((row) => row.position)).toEqual([1, 2]);
  });

  it('appends at the next position and counts it, only while the form is as it was read and accepts responses', async () => {
    const draft = Form.create({
      id: randomUUID(),
      workspaceId,
      title: 'Open',
      createdBy: Email.fromTrusted('admin@example.com'),
      now: new Date('2025-01-01T00:00:00Z'),
      questions: [{ kind: 'short_text', label: 'Name' }],
      newId: () => randomUUID(),
    });
    draft.change({ isPublished: true }, new Date('2025-01-02T00:00:00.123Z'), () => randomUUID());
    await context.adapters.unitOfWork.run(({ forms }) => forms.insert(draft));
    const { props } = submission(draft, 1);
    const { position: _position, ...fresh } = props;
    const append = (formUpdatedAt: Date, createdAt = fresh.createdAt, formVersion: number | null = null) =>
      context.adapters.unitOfWork.run(({ submissions }) =>
        submissions.append({ ...fresh, id: randomUUID(), createdAt }, formUpdatedAt, '198.51.100.4', formVersion),
      );

    // Without a version named, the form's own (a new form's: 1).
    expect(await append(draft.updatedAt)).toEqual({ position: 1, createdAt: fresh.createdAt, formVersion: 1 });
    // A submission is never stamped earlier than the form's newest one; a version named is the one recorded.
    expect(await append(draft.updatedAt, new Date(fresh.createdAt.getTime() - 60_000), 7)).toEqual({ position: 2, createdAt: fresh.createdAt, formVersion: 7 });
    expect(await append(new Date('2025-01-02T00:00:00.124Z'))).toBeNull();
    const read = await context.adapters.unitOfWork.run(({ forms }) => forms.read(workspaceId, draft.id));
    expect([read!.submissionsCount, read!.updatedAt]).toEqual([2, draft.updatedAt]);
    expect((await storedRows(draft.id)).map((row) => row.position)).toEqual([1, 2]);

    await context.adapters.unitOfWork.run(async ({ forms }) => {
      const locked = await forms.lockById(workspaceId, draft.id);
      locked!.change({ isDisabled: true }, new Date('2025-01-03T00:00:00Z'), () => randomUUID());
      await forms.update(locked!);
    });
    expect(await append(new Date('2025-01-03T00:00:00Z'))).toBeNull();
    expect(await storedRows(draft.id)).toHaveLength(2);
  });
});

function formProps(form: Form) {
  return {
    id: form.id,
    workspaceId: form.workspaceId,
    title: form.title,
    questions: [...form.questions],
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
  };
}
