import { AddTeamMembers, CreateWorkspace, randomIds, systemClock, type UnitOfWork } from '@forms/application';
import type { ApiKey, TeamMember, Workspace } from '@forms/domain';
import { randomBytes } from 'node:crypto';
import { SYSTEM_ACTOR } from '@forms/domain';

export function uniqueSubdomain(): string {
  return `ws-${randomBytes(6).toString('hex')}`;
}

export interface CreatedWorkspace {
  workspace: Workspace;
  admin: TeamMember;
  apiKey: ApiKey;
  apiKeySecret: string;
}

/**
 * A workspace with its founding Admin (`admin@example.com`) and one API key, made by the real use case
 * and read back as the model's objects, which repository tests work with.
 */
export async function createWorkspace(unitOfWork: UnitOfWork, subdomain = uniqueSubdomain()): Promise<CreatedWorkspace> {
  const created = await new CreateWorkspace(unitOfWork, systemClock, randomIds).execute({ subdomain, adminEmail: 'admin@example.com' });
  return unitOfWork.run(async ({ workspaces, teamMembers, apiKeys }) => {
    const workspace = (await workspaces.findBySubdomain(subdomain))!;
    const admin = (await teamMembers.findById(workspace.id, created.admin.id))!;
    const apiKey = (await apiKeys.findById(workspace.id, created.apiKeyId))!;
    return { workspace, admin, apiKey, apiKeySecret: created.apiKeySecret };
  });
}

export async function addMembers(
  unitOfWork: UnitOfWork,
  workspaceId: string,
  emails: string[],
  role: 'Admin' | 'Standard' = 'Standard',
): Promise<void> {
  await new AddTeamMembers(unitOfWork, systemClock, randomIds).execute({
    actor: SYSTEM_ACTOR,
    workspaceId,
    emails,
    organizationRole: role,
    sendInvitationEmail: false,
    baseUrl: 'http://example.localhost',
  });
}
