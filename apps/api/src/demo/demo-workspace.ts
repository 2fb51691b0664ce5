import type { DataSource } from 'typeorm';
import {
  AddRole,
  AddTeamMembers,
  CreateWorkspace,
  SeedWorkspace,
  randomIds,
  recordFirstVersion,
  systemClock,
  type FormReadModel,
  type SeedTraffic,
  type UnitOfWork,
} from '@forms/application';
import { Email, Form, type QuestionInput, SYSTEM_ACTOR } from '@forms/domain';

export const DEMO_SUBDOMAIN = 'demo';
export const DEMO_ADMIN_EMAIL = 'admin@demo.localhost';
export const SHOWCASE_TITLE = 'Workshop sign-up';

/**
 * A short form of three pages that shows what forms can do beyond one page of questions: the travel page
 * is asked only of people who come in person, one question takes a file, and the end says thank you in
 * the owner's words. Later pages and the thank-you call the respondent by the name they gave (or the one
 * a link brought: `?name=Ada`).
 */
const SHOWCASE_QUESTIONS: QuestionInput[] = [
  { kind: 'short_text', label: 'Your name', slug: 'name', required: true },
  { kind: 'single_choice', label: 'How will you attend?', slug: 'attendance', options: ['In person', 'Online'], required: true },
  {
    kind: 'page_break',
    label: 'Getting there',
    visibleIf: { match: 'all', conditions: [{ question: 'attendance', operator: 'equals', value: 'In person' }] },
  },
  { kind: 'dropdown', label: 'How will you travel, {{name}}?', slug: 'travel', options: ['Train', 'Car', 'Bike', 'On foot'], required: true },
  { kind: 'page_break', label: 'Before the day' },
  { kind: 'file_upload', label: '{{name}}, any slides or notes to share? (optional)', slug: 'slides', maxSizeMb: 5, acceptedTypes: ['.pdf', '.pptx', '.key'] },
  { kind: 'email', label: 'Email for the details', slug: 'email', required: true },
];
const SHOWCASE_THANK_YOU = 'Thanks for signing up, {{name}}! The details of the day reach your inbox a week before the workshop.';

export interface CreatedDemoWorkspace {
  subdomain: string;
  adminEmail: string;
  /** The only moment the secret exists in clear: it is printed once and never stored. */
  apiKey: string;
}

/**
 * Something to call on the very first start: a workspace with an Admin, two more members (one with a
 * custom role), and a few forms with submissions, built through the same use cases as the API and CLI.
 * `traffic` receives the views and fill-page submissions the sample submissions imply, so that their
 * completion rates and funnels read as a real form's would.
 */
export async function createDemoWorkspace(unitOfWork: UnitOfWork, traffic: SeedTraffic, baseUrl: string): Promise<CreatedDemoWorkspace> {
  const created = await new CreateWorkspace(unitOfWork, systemClock, randomIds).execute({
    subdomain: DEMO_SUBDOMAIN,
    adminEmail: DEMO_ADMIN_EMAIL,
    name: 'Demo workspace',
    timeZone: 'UTC',
  });
  const workspaceId = created.workspace.id;
  await new AddRole(unitOfWork, systemClock).execute({ actor: SYSTEM_ACTOR, subdomain: DEMO_SUBDOMAIN, name: 'Editor' });

  // No invitation mail: the addresses are made up and the demo must not depend on a mail server.
  const addMembers = new AddTeamMembers(unitOfWork, systemClock, randomIds);
  await addMembers.execute({ actor: SYSTEM_ACTOR, workspaceId, emails: ['ada@demo.localhost'], sendInvitationEmail: false, baseUrl });
  await addMembers.execute({
    actor: SYSTEM_ACTOR,
    workspaceId,
    emails: ['grace@demo.localhost'],
    organizationRole: 'Editor',
    sendInvitationEmail: false,
    baseUrl,
  });

  await new SeedWorkspace(unitOfWork, systemClock, randomIds, traffic).execute({
    subdomain: DEMO_SUBDOMAIN,
    forms: 4,
    submissionsPerForm: 25,
  });
  await addShowcaseForm(unitOfWork, workspaceId);
  return { subdomain: DEMO_SUBDOMAIN, adminEmail: DEMO_ADMIN_EMAIL, apiKey: created.apiKeySecret };
}

/**
 * The showcase form, published and without responses. It is dated just before the sample forms (which
 * are spread over the last 90 days), so that the form the startup banner offers stays a sample form
 * with responses.
 */
async function addShowcaseForm(unitOfWork: UnitOfWork, workspaceId: string): Promise<void> {
  const createdAt = new Date(systemClock.now().getTime() - 91 * 86_400_000);
  const form = Form.create({
    id: randomIds.next(),
    workspaceId,
    title: SHOWCASE_TITLE,
    createdBy: Email.create(DEMO_ADMIN_EMAIL),
    now: createdAt,
    questions: SHOWCASE_QUESTIONS,
    settings: { thankYouMessage: SHOWCASE_THANK_YOU },
    newId: () => randomIds.next(),
  });
  form.change({ isPublished: true }, createdAt, () => randomIds.next());
  await unitOfWork.run(async (repositories) => {
    await repositories.forms.insert(form);
    await recordFirstVersion(repositories, form, SYSTEM_ACTOR);
  });
}

export async function workspaceExists(unitOfWork: UnitOfWork, subdomain: string): Promise<boolean> {
  return unitOfWork.run(async ({ workspaces }) => (await workspaces.findBySubdomain(subdomain)) !== null);
}

/** Whether the database holds any workspace at all: the demo appears only on a brand-new one. */
export async function anyWorkspaceExists(dataSource: DataSource): Promise<boolean> {
  const [row] = (await dataSource.query('SELECT EXISTS (SELECT 1 FROM workspaces) AS present')) as { present: boolean }[];
  return row.present;
}

/** The newest published form of the demo workspace, if it still has one. */
export async function publishedDemoForm(unitOfWork: UnitOfWork, forms: FormReadModel): Promise<string | undefined> {
  const workspace = await unitOfWork.run(({ workspaces }) => workspaces.findBySubdomain(DEMO_SUBDOMAIN));
  if (!workspace) return undefined;
  const page = await forms.page(workspace.id, { pageNumber: 1, pageSize: 1, offset: 0 }, { state: 'published' });
  return page.items[0]?.id;
}
