import type { DataSource } from 'typeorm';
import {
  AddRole,
  AddTeamMembers,
  CreateWorkspace,
  SeedWorkspace,
  randomIds,
  systemClock,
  type FormReadModel,
  type UnitOfWork,
} from '@forms/application';
import { SYSTEM_ACTOR } from '@forms/domain';

export const DEMO_SUBDOMAIN = 'demo';
export const DEMO_ADMIN_EMAIL = 'admin@demo.localhost';

export interface CreatedDemoWorkspace {
  subdomain: string;
  adminEmail: string;
  /** The only moment the secret exists in clear: it is printed once and never stored. */
  apiKey: string;
}

/**
 * Something to call on the very first start: a workspace with an Admin, two more members (one with a
 * custom role), and a few forms with submissions, built through the same use cases as the API and CLI.
 */
export async function createDemoWorkspace(unitOfWork: UnitOfWork, baseUrl: string): Promise<CreatedDemoWorkspace> {
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

  await new SeedWorkspace(unitOfWork, systemClock, randomIds).execute({
    subdomain: DEMO_SUBDOMAIN,
    forms: 4,
    submissionsPerForm: 25,
  });
  return { subdomain: DEMO_SUBDOMAIN, adminEmail: DEMO_ADMIN_EMAIL, apiKey: created.apiKeySecret };
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
