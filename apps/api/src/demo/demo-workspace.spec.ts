import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { AuthenticateRequest, pageRequest, systemClock } from '@forms/application';
import { runMigrations, withDatabaseName } from '@forms/database';
import { createPostgresAdapters, openDataSource, type PostgresAdapters } from '@forms/persistence';
import { anyWorkspaceExists, createDemoWorkspace, DEMO_ADMIN_EMAIL, publishedDemoForm, SHOWCASE_TITLE, workspaceExists } from './demo-workspace';

// apps/api may not import @forms/testing (module boundaries): this reads the server that the jest
// global setup publishes and makes its own database.
function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through the root jest config`);
  return value;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('demo workspace', () => {
  const adminUrl = requireEnv('TEST_PG_ADMIN_URL');
  const name = `${requireEnv('TEST_PG_DATABASE_PREFIX')}demo_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = withDatabaseName(adminUrl, name);
  let dataSource: DataSource;
  let adapters: PostgresAdapters;

  beforeAll(async () => {
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    await runMigrations(url, () => undefined);
    dataSource = await openDataSource(url, { poolSize: 2 });
    adapters = createPostgresAdapters(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('is created only on an empty database, with members, forms, submissions and a working key', async () => {
    expect(await anyWorkspaceExists(dataSource)).toBe(false);
    expect(await workspaceExists(adapters.unitOfWork, 'demo')).toBe(false);

    const demo = await createDemoWorkspace(adapters.unitOfWork, { views: adapters.formViews, steps: adapters.funnel }, 'http://demo.localhost:3000');

    expect(demo).toEqual({ subdomain: 'demo', adminEmail: DEMO_ADMIN_EMAIL, apiKey: expect.stringMatching(/^fsk_/) });
    expect(await anyWorkspaceExists(dataSource)).toBe(true);
    expect(await workspaceExists(adapters.unitOfWork, 'demo')).toBe(true);

    const { workspace } = await new AuthenticateRequest(adapters.authentication, systemClock).execute({
      subdomain: 'demo',
      apiKey: demo.apiKey,
    });
    expect(workspace.subdomain).toBe('demo');

    const members = await adapters.teamMembers.page(workspace.id, pageRequest(1, 30));
    expect(members.items.map((member) => [member.email, member.organizationRole, member.active])).toEqual([
      [DEMO_ADMIN_EMAIL, 'Admin', true],
      ['ada@demo.localhost', 'Standard', true],
      ['grace@demo.localhost', 'Editor', true],
    ]);

    const all = await adapters.forms.page(workspace.id, pageRequest(1, 30));
    expect(all.totalRecords).toBe(5);
    // The sample forms, and a showcase of pages, logic, a file question and a thank-you message.
    const forms = { items: all.items.filter((form) => form.title !== SHOWCASE_TITLE) };
    expect(forms.items).toHaveLength(4);
    expect(forms.items.every((form) => form.submissionsCount === 25 && form.createdBy === DEMO_ADMIN_EMAIL)).toBe(true);
    // Published forms with questions, whose submissions answer exactly those questions.
    expect(forms.items.every((form) => form.state === 'published')).toBe(true);
    const published = await publishedDemoForm(adapters.unitOfWork, adapters.forms);
    // The form the banner offers is a sample form, with responses.
    expect(forms.items.map((form) => form.id)).toContain(published);
    const full = await adapters.forms.findById(workspace.id, published!);
    expect(full!.questions.length).toBeGreaterThan(0);
    const submissions = await adapters.submissions.pageForForm(workspace.id, published!, pageRequest(1, 30));
    for (const submission of submissions!.items) {
      expect(submission.responses.map(({ slug, kind, label, position }) => ({ slug, kind, label, position }))).toEqual(
        full!.questions.map(({ slug, kind, label, position }) => ({ slug, kind, label, position })),
      );
    }

    const listed = all.items.find((form) => form.title === SHOWCASE_TITLE)!;
    expect([listed.state, listed.submissionsCount, listed.createdBy]).toEqual(['published', 0, DEMO_ADMIN_EMAIL]);
    const showcase = (await adapters.forms.findById(workspace.id, listed.id))!;
    expect(showcase.questions.map((question) => [question.kind, question.slug, question.required])).toEqual([
      ['short_text', 'name', true],
      ['single_choice', 'attendance', true],
      ['page_break', 'getting_there', false],
      ['dropdown', 'travel', true],
      ['page_break', 'before_the_day', false],
      ['file_upload', 'slides', false],
      ['email', 'email', true],
    ]);
    expect(showcase.questions[2].visibleIf).toEqual({ match: 'all', conditions: [{ question: 'attendance', operator: 'equals', value: 'In person' }] });
    expect([showcase.questions[5].maxSizeMb, showcase.questions[5].acceptedTypes]).toEqual([5, ['.pdf', '.pptx', '.key']]);
    expect(showcase.settings.thankYouMessage).toMatch(/^Thanks for signing up, \{\{name\}\}!/);

    // The members were added without invitations: the demo must not send mail to made-up addresses.
    const [{ count }] = (await dataSource.query('SELECT count(*)::int AS count FROM invitations')) as { count: number }[];
    expect(count).toBe(0);
  });
});
