import { DomainError } from '@forms/domain';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';

/** The roles a member of the workspace can be given, in the order they were added. */
export class ListRoles {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(query: { subdomain: string }): Promise<readonly string[]> {
    return this.unitOfWork.run(async ({ workspaces }) => {
      const workspace = await workspaces.findBySubdomain(query.subdomain);
      if (!workspace) throw DomainError.workspaceNotFound();
      return workspace.roles;
    });
  }
}
