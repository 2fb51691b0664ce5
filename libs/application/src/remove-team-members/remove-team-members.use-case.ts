import { DomainError } from '@forms/domain';
import { parseEmailList } from '../add-team-members/add-team-members.use-case';
import type { UnitOfWork } from '../ports/unit-of-work.port';

export class RemoveTeamMembers {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** All or nothing: every email must be a member, and an active Admin must remain (D6). */
  async execute(command: { workspaceId: string; emails: unknown }): Promise<{ removed: number }> {
    const emails = parseEmailList(command.emails);
    const wanted = [...new Set(emails.map((email) => email.normalized))];
    return this.unitOfWork.run(async ({ workspaces, teamMembers }) => {
      // Row lock first: concurrent removals and demotions see each other's results, never a stale count.
      const workspace = await workspaces.lockById(command.workspaceId);
      if (!workspace) throw DomainError.workspaceNotFound();
      const members = await teamMembers.findByEmails(workspace.id, wanted);
      if (members.length !== wanted.length) throw DomainError.teamMemberNotFound();
      const activeAdmins = await teamMembers.findActiveAdmins(workspace.id);
      workspace.assertKeepsAnActiveAdmin(activeAdmins, new Map(members.map((member) => [member.id, null])));
      await teamMembers.deleteMany(workspace.id, members.map((member) => member.id));
      return { removed: members.length };
    });
  }
}
