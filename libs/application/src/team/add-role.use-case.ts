import { type Actor, assertMay, DomainError } from '@forms/domain';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock } from '../shared/ports/system.port';

export class AddRole {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: { actor: Actor; subdomain: string; name: string }): Promise<readonly string[]> {
    assertMay(command.actor, 'add_roles');
    return this.unitOfWork.run(async ({ workspaces }) => {
      const found = await workspaces.findBySubdomain(command.subdomain);
      if (!found) throw DomainError.workspaceNotFound();
      const workspace = await workspaces.lockById(found.id);
      if (!workspace) throw DomainError.workspaceNotFound();
      workspace.addRole(command.name, this.clock.now());
      await workspaces.update(workspace);
      return workspace.roles;
    });
  }
}
