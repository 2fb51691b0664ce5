import {
  AddTeamMembers,
  CreateWorkspace,
  type CreateWorkspaceResult,
  randomIds,
  systemClock,
  type UnitOfWork,
} from '@forms/application';
import { randomBytes } from 'node:crypto';
import { Client, type QueryConfig } from 'pg';

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

/**
 * Counts the statements every pg client sends while `work` runs, whoever sends them (the pool, TypeORM):
 * the number of round trips a read path costs.
 */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const prototype = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: Client, ...args: unknown[]) {
    const [config] = args as [string | QueryConfig];
    statements.push(typeof config === 'string' ? config : config.text);
    return original.apply(this, args);
  };
  try {
    return { result: await work(), statements };
  } finally {
    prototype.query = original;
  }
}
