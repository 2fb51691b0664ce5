import {
  AddTeamMembers,
  CreateWorkspace,
  type CreateWorkspaceResult,
  randomIds,
  systemClock,
  type UnitOfWork,
} from '@forms/application';
import { randomBytes } from 'node:crypto';

export function uniqueSubdomain(): string {
  return `ws-${randomBytes(6).toString('hex')}`;
}

/** A workspace with its founding Admin (`admin@example.com`) and one API key, made by the real use case. */
export function createWorkspace(unitOfWork: UnitOfWork, subdomain = uniqueSubdomain()): Promise<CreateWorkspaceResult> {
  return new CreateWorkspace(unitOfWork, systemClock, randomIds).execute({ subdomain, adminEmail: 'admin@example.com' });
}

export async function addMembers(
  unitOfWork: UnitOfWork,
  workspaceId: string,
  emails: string[],
  role: 'Admin' | 'Standard' = 'Standard',
): Promise<void> {
  await new AddTeamMembers(unitOfWork, systemClock, randomIds).execute({
    workspaceId,
    emails,
    organizationRole: role,
    sendInvitationEmail: false,
    baseUrl: 'http://example.localhost',
  });
}
