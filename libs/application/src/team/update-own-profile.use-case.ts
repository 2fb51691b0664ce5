import { type Actor, DomainError, type TeamMemberSnapshot } from '@forms/domain';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock } from '../shared/ports/system.port';

/** What a member may change about themselves without being an Admin. */
export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  timeZone?: string;
}

/**
 * A signed-in member's own names and time zone. Role, status and email stay an Admin's to change; the
 * values are judged by the same team rules as any other change to a member.
 */
export class UpdateOwnProfile {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: { actor: Actor; workspaceId: string; changes: ProfileChanges }): Promise<TeamMemberSnapshot> {
    if (command.actor.type !== 'member') throw DomainError.signInRequired();
    const memberId = command.actor.id;
    const { firstName, lastName, timeZone } = command.changes;
    return this.unitOfWork.run(async ({ teams, teamMembers, outbox }) => {
      const team = await teams.loadForChange(command.workspaceId);
      if (!team) throw DomainError.workspaceNotFound();
      const member = await teamMembers.findById(team.workspaceId, memberId);
      if (!member) throw DomainError.signInRequired();
      const updated = team.change(member, { firstName, lastName, timeZone }, null, this.clock.now());
      await teamMembers.update(updated);
      await outbox.record(team.pullEvents());
      return updated.snapshot();
    });
  }
}
