import { type Actor, assertMay, DomainError, Email, TeamMember, type TeamMemberChanges, type TeamMemberSnapshot } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock } from '../shared/ports/system.port';
import { activityEntry } from '../shared/ports/activity.port';
import { teamMemberTarget } from '../activity/activity-targets';

export class UpdateTeamMember {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Returns the member as saved. */
  async execute(command: { actor: Actor; workspaceId: string; teamMemberId: string; changes: TeamMemberChanges }): Promise<TeamMemberSnapshot> {
    assertMay(command.actor, 'manage_team');
    return this.unitOfWork.run(async ({ teams, teamMembers, outbox, sessions, activity }) => {
      const team = await teams.loadForChange(command.workspaceId);
      if (!team) throw DomainError.workspaceNotFound();
      // The fields first, then the member: a wrong field is refused whether or not the member exists.
      TeamMember.checkChanges(command.changes, team.workspace.roles);
      if (!isUuid(command.teamMemberId)) throw DomainError.teamMemberNotFound();
      const member = await teamMembers.findById(team.workspaceId, command.teamMemberId);
      if (!member) throw DomainError.teamMemberNotFound();
      const newEmail = command.changes.email === undefined ? null : Email.create(command.changes.email, 'email');
      const [emailHolder] =
        newEmail && !newEmail.equals(member.email) ? await teamMembers.findByEmails(team.workspaceId, [newEmail.normalized]) : [];
      const now = this.clock.now();
      const updated = team.change(member, command.changes, emailHolder ?? null, now);
      await teamMembers.update(updated);
      // A deactivated member is signed out everywhere at once, whichever interface deactivated them.
      if (member.active && !updated.active) await sessions.endAllOf(team.workspaceId, member.id, now);
      // Named by the email the member has now, the one the team sees from here on.
      await activity.record([activityEntry(team.workspaceId, command.actor, 'team_member.updated', teamMemberTarget(updated), now)]);
      await outbox.record(team.pullEvents());
      return updated.snapshot();
    });
  }
}
