import { DomainError, type TeamMember, type TeamMemberChanges } from '@forms/domain';
import { isUuid } from '../identifiers';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { Clock } from '../ports/system.port';

export class UpdateTeamMember {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: { workspaceId: string; teamMemberId: string; changes: TeamMemberChanges }): Promise<TeamMember> {
    if (!isUuid(command.teamMemberId)) throw DomainError.teamMemberNotFound();
    return this.unitOfWork.run(async ({ workspaces, teamMembers }) => {
      const workspace = await workspaces.lockById(command.workspaceId);
      if (!workspace) throw DomainError.workspaceNotFound();
      const member = await teamMembers.findById(workspace.id, command.teamMemberId);
      if (!member) throw DomainError.teamMemberNotFound();
      const updated = member.withChanges(command.changes, workspace, this.clock.now());
      if (!updated.email.equals(member.email)) {
        const [holder] = await teamMembers.findByEmails(workspace.id, [updated.email.normalized]);
        if (holder && holder.id !== member.id) {
          throw DomainError.invalid('email', 'is already used by another team member');
        }
      }
      if (member.isActiveAdmin && !updated.isActiveAdmin) {
        const activeAdmins = await teamMembers.findActiveAdmins(workspace.id);
        workspace.assertKeepsAnActiveAdmin(activeAdmins, new Map([[member.id, updated]]));
      }
      await teamMembers.update(updated);
      return updated;
    });
  }
}
