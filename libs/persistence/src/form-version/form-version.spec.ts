import {
  CreateForm,
  DeleteForm,
  DraftImpact,
  GetVersion,
  ListVersions,
  pageRequest,
  PublishDraft,
  randomIds,
  RestoreVersion,
  SaveDraft,
  systemClock,
  UpdateForm,
} from '@forms/application';
import { type Actor, DomainErrorCode, memberActor } from '@forms/domain';
import { migrations } from '@forms/database';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';
import type { QueryRunner } from 'typeorm';

jest.setTimeout(120_000);

const BASE_URL = 'http://example.localhost';

describe('form versions and drafts on PostgreSQL', () => {
  let context: PostgresTestContext;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 3 });
  });
  afterAll(() => context.close());

  function useCases() {
    const { unitOfWork, formVersions, answerCounts, idempotencyKeys } = context.adapters;
    const getVersion = new GetVersion(formVersions);
    return {
      create: new CreateForm(unitOfWork, systemClock, randomIds, idempotencyKeys),
      update: new UpdateForm(unitOfWork, systemClock, randomIds),
      list: new ListVersions(formVersions),
      getVersion,
      save: new SaveDraft(unitOfWork, systemClock, randomIds),
      publish: new PublishDraft(unitOfWork, systemClock),
      restore: new RestoreVersion(unitOfWork, getVersion, systemClock),
      impact: new DraftImpact(formVersions, answerCounts),
      remove: new DeleteForm(unitOfWork, systemClock),
    };
  }

  it('the migration gives every existing form version 1 from its content, and every stored submission version 1', async () => {
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    const formId = randomUUID();
    const questions = [
      { id: randomUUID(), kind: 'short_text', label: 'Name', slug: 'name', position: 1, required: true, options: [], scale: null,
        visibleIf: { match: 'all', conditions: [{ hiddenField: 'utm', operator: 'is_answered' }] } },
    ];
    const runner = { query: (text: string) => context.pool.query(text) } as unknown as QueryRunner;
    const Migration = migrations.find((migration) => migration.name === 'FormVersions1764070000100')!;
    await new Migration().down(runner);
    await context.pool.query(
      `INSERT INTO forms (workspace_id, id, title, state, is_published, is_archived, is_disabled, is_suspended, created_by,
         submissions_count, last_position, created_at, updated_at, questions, hidden_fields, ever_published, settings)
       VALUES ($1, $2, 'Old', 'published', true, false, false, false, 'admin@example.com', 1, 1, now(), '2026-01-02T03:04:05Z', $3, '["utm"]', true,
         '{"thankYouMessage": "Thanks", "closesAt": "2030-01-01T00:00:00.000Z"}')`,
      [workspace.id, formId, JSON.stringify(questions)],
    );
    await context.pool.query(
      `INSERT INTO submissions (workspace_id, form_id, id, position, created_at, field_values, user_agent, responses)
       VALUES ($1, $2, $3, 1, now(), '[]', '{}', '[]')`,
      [workspace.id, formId, randomUUID()],
    );
    await new Migration().up(runner);

    const version = await useCases().getVersion.execute({ workspaceId: workspace.id, formId, version: 1 });
    expect(version).toMatchObject({ version: 1, changes: [], createdAt: new Date('2026-01-02T03:04:05Z'), createdBy: { type: 'system', id: null, label: 'Form service' } });
    expect(version.content).toEqual({
      title: 'Old',
      questions,
      hiddenFields: ['utm'],
      settings: expect.objectContaining({ thankYouMessage: 'Thanks', closesAt: new Date('2030-01-01T00:00:00.000Z') }),
      // A form from before themes follows the workspace's brand.
      theme: null,
    });
    const { rows } = await context.pool.query(
      `SELECT f.version, s.form_version FROM forms f JOIN submissions s ON s.workspace_id = f.workspace_id AND s.form_id = f.id
       WHERE f.workspace_id = $1 AND f.id = $2`,
      [workspace.id, formId],
    );
    expect(rows).toEqual([{ version: 1, form_version: 1 }]);
  });

  it('records each version of content with what changed and who, and publishes a draft as the next one', async () => {
    const { workspace, admin, apiKey } = await createWorkspace(context.adapters.unitOfWork);
    const member: Actor = memberActor({ id: admin.id, email: admin.email.value, workspaceId: workspace.id, organizationRole: 'Admin' }, '198.51.100.4');
    const key: Actor = { type: 'api_key', id: apiKey.id, label: 'API key test', workspaceId: workspace.id };
    const app = useCases();
    const created = await app.create.execute({
      actor: member,
      workspaceId: workspace.id,
      title: 'Signup',
      questions: [
        { kind: 'short_text', label: 'Name', slug: 'name' },
        { kind: 'single_choice', label: 'Plan', slug: 'plan', options: ['Solo', 'Team'] },
      ],
      baseUrl: BASE_URL,
    });
    const [name, plan] = created.questions;
    await app.update.execute({ actor: key, workspaceId: workspace.id, formId: created.id, baseUrl: BASE_URL, changes: { isPublished: true } });
    await app.update.execute({ actor: key, workspaceId: workspace.id, formId: created.id, baseUrl: BASE_URL, changes: { title: 'Sign up' } });

    await app.save.execute({
      actor: member,
      workspaceId: workspace.id,
      formId: created.id,
      changes: { questions: [{ ...name, label: 'Full name' }, { ...plan, options: ['Solo', 'Enterprise'] }, { kind: 'phone', label: 'Phone' }] },
    });
    const stale = app.save.execute({ actor: member, workspaceId: workspace.id, formId: created.id, expectedRevision: 7, changes: { title: 'x' } });
    await expect(stale).rejects.toMatchObject({ code: DomainErrorCode.DraftChanged });
    const { rows: drafts } = await context.pool.query('SELECT based_on_version, revision FROM form_drafts WHERE workspace_id = $1 AND form_id = $2', [workspace.id, created.id]);
    expect(drafts).toEqual([{ based_on_version: 2, revision: 1 }]);

    const published = await app.publish.execute({ actor: member, workspaceId: workspace.id, formId: created.id, baseUrl: BASE_URL });
    expect(published.version).toBe(3);
    const { rows: left } = await context.pool.query('SELECT 1 FROM form_drafts WHERE workspace_id = $1 AND form_id = $2', [workspace.id, created.id]);
    expect(left).toEqual([]);

    const page = await app.list.execute({ workspaceId: workspace.id, formId: created.id, page: pageRequest(1, 2) });
    expect(page).toMatchObject({ totalRecords: 3, totalPages: 2 });
    expect(page.items.map((version) => [version.version, version.createdBy.type, version.changes.map((change) => change.text)])).toEqual([
      [3, 'member', ['Renamed "Name" to "Full name"', 'Renamed option "Team" to "Enterprise" in "Plan"', 'Added phone question "Phone"']],
      [2, 'api_key', ['Renamed the form from "Signup" to "Sign up"']],
    ]);
    const last = await app.list.execute({ workspaceId: workspace.id, formId: created.id, page: pageRequest(2, 2) });
    expect(last.items.map((version) => [version.version, version.createdBy])).toEqual([[1, { type: 'member', id: admin.id, label: admin.email.value }]]);
    expect((await app.list.execute({ workspaceId: workspace.id, formId: created.id, page: pageRequest(3, 2) })).items).toEqual([]);

    // Each version reads back exactly as it was.
    const third = await app.getVersion.execute({ workspaceId: workspace.id, formId: created.id, version: 3 });
    expect(third.content.questions).toEqual(published.form.questions);
    expect((await app.getVersion.execute({ workspaceId: workspace.id, formId: created.id, version: 1 })).content.questions).toEqual(created.questions);

    const { rows: log } = await context.pool.query(
      `SELECT action, actor_type, target_label, client_ip FROM activity_log WHERE workspace_id = $1 AND action LIKE 'form.version%'`,
      [workspace.id],
    );
    expect(log).toEqual([{ action: 'form.version_published', actor_type: 'member', target_label: 'Sign up (version 3)', client_ip: '198.51.100.4' }]);

    // Another workspace sees none of it.
    const { workspace: other } = await createWorkspace(context.adapters.unitOfWork);
    await expect(app.list.execute({ workspaceId: other.id, formId: created.id, page: pageRequest(1, 10) })).rejects.toMatchObject({ code: DomainErrorCode.FormNotFound });
    await expect(app.getVersion.execute({ workspaceId: other.id, formId: created.id, version: 1 })).rejects.toMatchObject({ code: DomainErrorCode.FormNotFound });
  });

  it('refuses to publish a draft the live form moved past, and restores a version into the draft', async () => {
    const { workspace, admin } = await createWorkspace(context.adapters.unitOfWork);
    const member = memberActor({ id: admin.id, email: admin.email.value, workspaceId: workspace.id, organizationRole: 'Admin' });
    const app = useCases();
    const created = await app.create.execute({ actor: member, workspaceId: workspace.id, title: 'One', questions: [{ kind: 'short_text', label: 'Name' }], baseUrl: BASE_URL });
    await app.save.execute({ actor: member, workspaceId: workspace.id, formId: created.id, changes: { title: 'Draft' } });
    await app.update.execute({ actor: member, workspaceId: workspace.id, formId: created.id, baseUrl: BASE_URL, changes: { title: 'Two' } });
    await expect(app.publish.execute({ actor: member, workspaceId: workspace.id, formId: created.id, baseUrl: BASE_URL })).rejects.toMatchObject({
      code: DomainErrorCode.DraftOutdated,
    });
    const { rows } = await context.pool.query('SELECT f.version, f.title, d.content->>\'title\' AS draft FROM forms f JOIN form_drafts d ON d.workspace_id = f.workspace_id AND d.form_id = f.id WHERE f.workspace_id = $1 AND f.id = $2', [workspace.id, created.id]);
    expect(rows).toEqual([{ version: 2, title: 'Two', draft: 'Draft' }]);

    // A submission records the version it was taken on.
    await app.update.execute({ actor: member, workspaceId: workspace.id, formId: created.id, baseUrl: BASE_URL, changes: { isPublished: true } });
    const live = (await context.adapters.unitOfWork.run(({ forms }) => forms.read(workspace.id, created.id)))!;
    const userAgent = { id: randomUUID(), name: '', version: '', ipAddress: '', deviceName: '', deviceType: '', operatingSystem: '', operatingSystemVersion: '' };
    const submissionId = randomUUID();
    await context.adapters.unitOfWork.run(({ submissions }) =>
      submissions.append({ id: submissionId, workspaceId: workspace.id, formId: created.id, createdAt: new Date(), fieldValues: [], userAgent, responses: [] }, live.updatedAt, '198.51.100.4'),
    );
    const { rows: taken } = await context.pool.query('SELECT form_version FROM submissions WHERE workspace_id = $1 AND id = $2', [workspace.id, submissionId]);
    expect(taken).toEqual([{ form_version: 2 }]);

    const restored = await app.restore.execute({ actor: member, workspaceId: workspace.id, formId: created.id, version: 1 });
    expect(restored).toMatchObject({ basedOnVersion: 2, revision: 2, content: { title: 'One' } });
    expect(await app.publish.execute({ actor: member, workspaceId: workspace.id, formId: created.id, baseUrl: BASE_URL })).toMatchObject({ version: 3, form: { title: 'One' } });

    // Deleting the form deletes its versions and its draft.
    await app.save.execute({ actor: member, workspaceId: workspace.id, formId: created.id, changes: { title: 'Pending' } });
    await app.remove.execute({ actor: member, workspaceId: workspace.id, formId: created.id });
    const { rows: gone } = await context.pool.query(
      `SELECT (SELECT count(*) FROM form_versions WHERE workspace_id = $1 AND form_id = $2)::int AS versions,
              (SELECT count(*) FROM form_drafts WHERE workspace_id = $1 AND form_id = $2)::int AS drafts`,
      [workspace.id, created.id],
    );
    expect(gone).toEqual([{ versions: 0, drafts: 0 }]);
  });

  it('weighs a draft against the stored answers with the summary counters', async () => {
    const { workspace, admin } = await createWorkspace(context.adapters.unitOfWork);
    const member = memberActor({ id: admin.id, email: admin.email.value, workspaceId: workspace.id, organizationRole: 'Admin' });
    const app = useCases();
    const created = await app.create.execute({
      actor: member,
      workspaceId: workspace.id,
      title: 'Survey',
      questions: [
        { kind: 'phone', label: 'Phone', slug: 'phone' },
        { kind: 'single_choice', label: 'Plan', slug: 'plan', options: ['Solo', 'Team', 'Enterprise'] },
        { kind: 'multiple_choice', label: 'Topics', slug: 'topics', options: ['API', 'Billing', 'Other'] },
      ],
      baseUrl: BASE_URL,
    });
    const [phone, plan, topics] = created.questions;
    const answers: Array<[string, string, string[]]> = [
      ['+15550001', 'Team', ['API', 'Billing']],
      ['', 'Team', ['Billing']],
      ['+15550003', 'Solo', []],
      ['+15550004', 'Enterprise', ['Other']],
    ];
    for (const [index, [phoneValue, planValue, chosen]] of answers.entries()) {
      const responses = [
        { question_id: phone.id, slug: 'phone', label: 'Phone', kind: 'phone', value: phoneValue },
        { question_id: plan.id, slug: 'plan', label: 'Plan', kind: 'single_choice', value: planValue },
        { question_id: topics.id, slug: 'topics', label: 'Topics', kind: 'multiple_choice', value: chosen.join(', '), choices: chosen },
      ];
      await context.pool.query(
        `INSERT INTO submissions (workspace_id, form_id, id, position, created_at, field_values, user_agent, responses)
         VALUES ($1, $2, $3, $4, now(), '[]', '{}', $5)`,
        [workspace.id, created.id, randomUUID(), index + 1, JSON.stringify(responses)],
      );
    }
    await app.save.execute({
      actor: member,
      workspaceId: workspace.id,
      formId: created.id,
      changes: { questions: [{ ...plan, options: ['Solo', 'Enterprise', 'Business'], required: true }, { ...topics, options: ['API', 'Other'] }] },
    });
    expect(await app.impact.execute({ workspaceId: workspace.id, formId: created.id })).toEqual([
      { questionId: phone.id, label: 'Phone', change: 'removed', answered: 3, text: '3 responses answered "Phone"; they keep their answers' },
      { questionId: plan.id, label: 'Plan', change: 'options_removed', answered: 2, text: '2 responses chose "Team" in "Plan"; they keep their answers' },
      { questionId: plan.id, label: 'Plan', change: 'required_added', answered: 4, text: '"Plan" becomes required; 4 responses answered it so far' },
      { questionId: topics.id, label: 'Topics', change: 'options_removed', answered: 2, text: '2 responses chose "Billing" in "Topics"; they keep their answers' },
    ]);
  });
  it('counts a multiple-choice submission that chose several removed options once, as submissions come and go', async () => {
    const { workspace, admin } = await createWorkspace(context.adapters.unitOfWork);
    const member = memberActor({ id: admin.id, email: admin.email.value, workspaceId: workspace.id, organizationRole: 'Admin' });
    const app = useCases();
    const created = await app.create.execute({
      actor: member,
      workspaceId: workspace.id,
      title: 'Survey',
      questions: [{ kind: 'multiple_choice', label: 'Topics', slug: 'topics', options: ['API', 'Billing', 'Other', 'Docs'] }],
      baseUrl: BASE_URL,
    });
    const [topics] = created.questions;
    const row = (position: number, chosen: string[]) => [
      randomUUID(),
      position,
      JSON.stringify([{ question_id: topics.id, slug: 'topics', label: 'Topics', kind: 'multiple_choice', value: chosen.join(', '), choices: chosen }]),
    ];
    // Two in one statement, picking the same two options in either order (one set), then one at a time.
    const [first, second] = [row(1, ['API', 'Billing']), row(2, ['Billing', 'API'])];
    await context.pool.query(
      `INSERT INTO submissions (workspace_id, form_id, id, position, created_at, field_values, user_agent, responses)
       VALUES ($1, $2, $3, $4, now(), '[]', '{}', $5), ($1, $2, $6, $7, now(), '[]', '{}', $8)`,
      [workspace.id, created.id, ...first, ...second],
    );
    for (const [position, chosen] of [[3, ['API', 'Billing', 'Other']], [4, ['Other']], [5, []], [6, ['Billing']]] as const) {
      await context.pool.query(
        `INSERT INTO submissions (workspace_id, form_id, id, position, created_at, field_values, user_agent, responses)
         VALUES ($1, $2, $3, $4, now(), '[]', '{}', $5)`,
        [workspace.id, created.id, ...row(position, [...chosen])],
      );
    }
    await app.save.execute({ actor: member, workspaceId: workspace.id, formId: created.id, changes: { questions: [{ ...topics, options: ['Other', 'Docs'] }] } });
    const removedImpact = async () => (await app.impact.execute({ workspaceId: workspace.id, formId: created.id })).map(({ change, answered }) => ({ change, answered }));
    // Submissions 1, 2, 3 and 6 chose "API" or "Billing": 4 submissions, though 7 picks.
    expect(await removedImpact()).toEqual([{ change: 'options_removed', answered: 4 }]);
    await context.pool.query('DELETE FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND position IN (1, 6)', [workspace.id, created.id]);
    expect(await removedImpact()).toEqual([{ change: 'options_removed', answered: 2 }]);
    const { rows } = await context.pool.query(
      'SELECT choices, submissions::int AS submissions FROM choice_set_counts WHERE workspace_id = $1 AND form_id = $2 ORDER BY submissions, choices',
      [workspace.id, created.id],
    );
    expect(rows).toEqual([
      { choices: ['API', 'Billing'], submissions: 1 },
      { choices: ['API', 'Billing', 'Other'], submissions: 1 },
      { choices: ['Other'], submissions: 1 },
    ]);
  });

  it('reads an earlier version with when it was superseded, and a submission checked against it records it, with the live rules', async () => {
    const { workspace, admin } = await createWorkspace(context.adapters.unitOfWork);
    const other = await createWorkspace(context.adapters.unitOfWork);
    const member = memberActor({ id: admin.id, email: admin.email.value, workspaceId: workspace.id, organizationRole: 'Admin' });
    const app = useCases();
    const created = await app.create.execute({ actor: member, workspaceId: workspace.id, title: 'One', questions: [{ kind: 'short_text', label: 'Name' }], baseUrl: BASE_URL });
    await app.update.execute({ actor: member, workspaceId: workspace.id, formId: created.id, baseUrl: BASE_URL, changes: { isPublished: true } });
    const { formVersions } = context.adapters;
    expect(await formVersions.superseded(workspace.id, created.id, 1)).toEqual({ content: expect.objectContaining({ title: 'One' }), supersededAt: null });
    await app.update.execute({ actor: member, workspaceId: workspace.id, formId: created.id, baseUrl: BASE_URL, changes: { title: 'Two' } });
    const [second] = (await context.pool.query('SELECT created_at FROM form_versions WHERE workspace_id = $1 AND form_id = $2 AND version = 2', [workspace.id, created.id])).rows;
    expect(await formVersions.superseded(workspace.id, created.id, 1)).toEqual({ content: expect.objectContaining({ title: 'One' }), supersededAt: second.created_at });
    // Another workspace, or a version the form never had, reads nothing.
    expect(await formVersions.superseded(other.workspace.id, created.id, 1)).toBeNull();
    expect(await formVersions.superseded(workspace.id, created.id, 3)).toBeNull();

    const userAgent = { id: randomUUID(), name: '', version: '', ipAddress: '', deviceName: '', deviceType: '', operatingSystem: '', operatingSystemVersion: '' };
    const append = (earlierVersion: number | undefined, formUpdatedAt: Date) =>
      context.adapters.unitOfWork.run(async ({ submissions }) => {
        const id = randomUUID();
        const stored = await submissions.append({ id, workspaceId: workspace.id, formId: created.id, createdAt: new Date(), fieldValues: [], userAgent, responses: [] }, formUpdatedAt, '198.51.100.4', earlierVersion);
        return stored && id;
      });
    // Checked against version 1, whatever the live content's time: stored, recording version 1.
    const onFirst = await append(1, new Date(0));
    const { rows } = await context.pool.query('SELECT form_version FROM submissions WHERE workspace_id = $1 AND id = $2', [workspace.id, onFirst]);
    expect(rows).toEqual([{ form_version: 1 }]);
    // Without it, a stale time is still a form that changed meanwhile: nothing stored.
    expect(await append(undefined, new Date(0))).toBeNull();
    // The live flags hold for every version.
    await app.update.execute({ actor: member, workspaceId: workspace.id, formId: created.id, baseUrl: BASE_URL, changes: { isDisabled: true } });
    expect(await append(1, new Date(0))).toBeNull();
  });
});
