import { type Actor, assertMay, DomainError } from '@forms/domain';
import { parseEmailList } from './add-team-members.use-case';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock } from '../shared/ports/system.port';

export class RemoveTeamMembers {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** All or nothing: every email must be a member, and an active Admin must remain. */
  async execute(command: { actor: Actor; workspaceId: string; emails: readonly string[] }): Promise<{ removed: number }> {
    assertMay(command.actor, 'manage_team');
    const emails = parseEmailList(command.emails);
    const wanted = [...new Set(emails.map((email) => email.normalized))];
    return this.unitOfWork.run(async ({ teams, teamMembers, outbox }) => {
      const team = await teams.loadForChange(command.workspaceId);
      if (!team) throw DomainError.workspaceNotFound();
      const members = await teamMembers.findByEmails(team.workspaceId, wanted);
      if (members.length !== wanted.length) throw DomainError.teamMemberNotFound();
      team.remove(members, this.clock.now());
      await teamMembers.deleteMany(team.workspaceId, members.map((member) => member.id));
      await outbox.record(team.pullEvents());
      return { removed: members.length };
    });
  }
}
