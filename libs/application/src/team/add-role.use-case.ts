import { type Actor, assertMay, DomainError } from '@forms/domain';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock } from '../shared/ports/system.port';
import { activityEntry } from '../shared/ports/activity.port';
import { roleTarget } from '../activity/activity-targets';

export class AddRole {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: { actor: Actor; subdomain: string; name: string }): Promise<readonly string[]> {
    assertMay(command.actor, 'add_roles');
    return this.unitOfWork.run(async ({ workspaces, activity }) => {
      const found = await workspaces.findBySubdomain(command.subdomain);
      if (!found) throw DomainError.workspaceNotFound();
      const workspace = await workspaces.lockById(found.id);
      if (!workspace) throw DomainError.workspaceNotFound();
      // A role the workspace already has is left as it is: nothing changes, nothing is recorded.
      if (workspace.roles.includes(command.name)) return workspace.roles;
      const now = this.clock.now();
      workspace.addRole(command.name, now);
      await workspaces.update(workspace);
      await activity.record([activityEntry(workspace.id, command.actor, 'role.added', roleTarget(command.name), now)]);
      return workspace.roles;
    });
  }
}
