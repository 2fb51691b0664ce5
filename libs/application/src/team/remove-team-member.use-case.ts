import { type Actor, assertMay, DomainError } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock } from '../shared/ports/system.port';
import { activityEntry } from '../shared/ports/activity.port';
import { teamMemberTarget } from '../activity/activity-targets';

/**
 * Removes one member by id (the console's way; the API's is by email, RemoveTeamMembers): under the team's
 * lock, refused when it would leave the workspace without an active Admin. Their sessions go with them.
 */
export class RemoveTeamMember {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: { actor: Actor; workspaceId: string; teamMemberId: string }): Promise<void> {
    assertMay(command.actor, 'manage_team');
    if (!isUuid(command.teamMemberId)) throw DomainError.teamMemberNotFound();
    await this.unitOfWork.run(async ({ teams, teamMembers, outbox, activity }) => {
      const team = await teams.loadForChange(command.workspaceId);
      if (!team) throw DomainError.workspaceNotFound();
      const member = await teamMembers.findById(team.workspaceId, command.teamMemberId);
      if (!member) throw DomainError.teamMemberNotFound();
      const now = this.clock.now();
      team.remove([member], now);
      await teamMembers.deleteMany(team.workspaceId, [member.id]);
      // Recorded as the removal by email is: the log must not depend on which interface removed someone.
      await activity.record([activityEntry(team.workspaceId, command.actor, 'team_member.removed', teamMemberTarget(member), now)]);
      await outbox.record(team.pullEvents());
    });
  }
}
