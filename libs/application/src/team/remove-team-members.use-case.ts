import { type Actor, assertMay, DomainError } from '@forms/domain';
import { parseEmailList } from './add-team-members.use-case';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock } from '../shared/ports/system.port';
import { activityEntry } from '../shared/ports/activity.port';
import { teamMemberTarget } from '../activity/activity-targets';

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
    return this.unitOfWork.run(async ({ teams, teamMembers, outbox, activity }) => {
      const team = await teams.loadForChange(command.workspaceId);
      if (!team) throw DomainError.workspaceNotFound();
      const members = await teamMembers.findByEmails(team.workspaceId, wanted);
      if (members.length !== wanted.length) throw DomainError.teamMemberNotFound();
      const now = this.clock.now();
      team.remove(members, now);
      await teamMembers.deleteMany(team.workspaceId, members.map((member) => member.id));
      await activity.record(members.map((member) => activityEntry(team.workspaceId, command.actor, 'team_member.removed', teamMemberTarget(member), now)));
      await outbox.record(team.pullEvents());
      return { removed: members.length };
    });
  }
}
