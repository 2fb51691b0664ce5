import { type Actor, type ApiKey, assertMay, DomainError } from '@forms/domain';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';

export class ListApiKeys {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(query: { actor: Actor; subdomain: string }): Promise<ApiKey[]> {
    assertMay(query.actor, 'manage_api_keys');
    return this.unitOfWork.run(async ({ workspaces, apiKeys }) => {
      const workspace = await workspaces.findBySubdomain(query.subdomain);
      if (!workspace) throw DomainError.workspaceNotFound();
      return apiKeys.listByWorkspace(workspace.id);
    });
  }
}
