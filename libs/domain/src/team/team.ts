import { DomainError } from '../errors';
import type { DomainEvent } from '../events';
import type { Email } from '../team-member/email.value-object';
import { TeamMember, type TeamMemberChanges } from '../team-member/team-member.aggregate';
import { STANDARD_ROLE } from '../workspace/roles';
import type { Workspace } from '../workspace/workspace.aggregate';

/**
 * The rules of a workspace's team, in one place:
 * - the workspace keeps at least one active Admin (active, role `Admin`), whatever is removed,
 *   demoted or deactivated, under any number of concurrent changes;
 * - an inviter is an active Admin; without one named, the most recently created active Admin invites;
 * - a form's creator is an active member; without one named, the most recently created active Admin;
 * - one member per email (compared case-insensitively): adding an existing email leaves that member
 *   as it is, and a member cannot take another member's email.
 *
 * A Team is only ever loaded for a change through `TeamRepository.loadForChange`, which holds the
 * workspace's row lock until the transaction ends: concurrent changes to one team queue there, so the
 * active Admins it was built from cannot go stale before the change is saved.
 */
export class Team {
  private readonly events: DomainEvent[] = [];

  private constructor(
    readonly workspace: Workspace,
    /** Oldest first. */
    readonly activeAdmins: readonly TeamMember[],
  ) {}

  /** For the repository: `activeAdmins` must have been read after the workspace lock was taken. */
  static lockedForChange(workspace: Workspace, activeAdmins: readonly TeamMember[]): Team {
    return new Team(workspace, activeAdmins);
  }

  /**
   * The creator of a new form. `candidate` is the member with the named email, or, when none was named,
   * the most recently created active Admin.
   */
  static formCreator(namedEmail: Email | null, candidate: TeamMember | null): TeamMember {
    if (namedEmail) {
      if (!candidate || !candidate.active) throw DomainError.invalid('createdByEmail', 'must be the email of an active team member');
      return candidate;
    }
    if (!candidate) throw DomainError.invalid('createdByEmail', 'is required: the workspace has no active Admin');
    return candidate;
  }

  get workspaceId(): string {
    return this.workspace.id;
  }

  /** The inviter: the named active Admin, or the most recently created one (null when there is none). */
  inviter(named: Email | null): TeamMember | null {
    if (named === null) return this.activeAdmins.at(-1) ?? null;
    const admin = this.activeAdmins.find((candidate) => candidate.email.equals(named));
    if (!admin) throw DomainError.invalid('invitedBy', 'must be the email of an active Admin of the workspace');
    return admin;
  }

  /**
   * New members for the emails that are not members yet (`existing` holds those that are), each once.
   * Records `team_member.added` for each.
   */
  add(input: { emails: readonly Email[]; role?: string; existing: readonly TeamMember[]; newId: () => string; now: Date }): TeamMember[] {
    const role = this.workspace.requireRole(input.role ?? STANDARD_ROLE);
    const taken = new Set(input.existing.map((member) => member.email.normalized));
    const unique = new Map(input.emails.map((email) => [email.normalized, email]));
    const added = [...unique.values()]
      .filter((email) => !taken.has(email.normalized))
      .map((email) =>
        TeamMember.join({
          id: input.newId(),
          workspaceId: this.workspace.id,
          email,
          role,
          timeZone: this.workspace.defaultTimeZone,
          now: input.now,
        }),
      );
    for (const member of added) this.record('team_member.added', member, input.now);
    return added;
  }

  /** Removes all of `members` or none; records `team_member.removed` for each. */
  remove(members: readonly TeamMember[], now: Date): void {
    this.assertKeepsAnActiveAdmin(new Map(members.map((member) => [member.id, null])));
    for (const member of members) this.record('team_member.removed', member, now);
  }

  /**
   * The member as it will be after the changes. `emailHolder` is the member who has the new email
   * already, if any (looked up by the caller when the email changes).
   */
  change(member: TeamMember, changes: TeamMemberChanges, emailHolder: TeamMember | null, now: Date): TeamMember {
    const updated = member.withChanges(changes, this.workspace.roles, now);
    if (emailHolder && emailHolder.id !== member.id && !updated.email.equals(member.email)) {
      throw DomainError.invalid('email', 'is already used by another team member');
    }
    if (member.isActiveAdmin && !updated.isActiveAdmin) this.assertKeepsAnActiveAdmin(new Map([[member.id, updated]]));
    this.record('team_member.updated', updated, now);
    return updated;
  }

  /** The events recorded since the last call, in order. */
  pullEvents(): DomainEvent[] {
    return this.events.splice(0);
  }

  /** `after` holds each changed member as it will be, or null when it is removed. */
  private assertKeepsAnActiveAdmin(after: ReadonlyMap<string, TeamMember | null>): void {
    const untouched = this.activeAdmins.filter((admin) => !after.has(admin.id));
    const changed = [...after.values()].filter((member): member is TeamMember => member !== null);
    if (untouched.length + changed.filter((member) => member.isActiveAdmin).length === 0) throw DomainError.lastAdmin();
  }

  private record(type: 'team_member.added' | 'team_member.updated' | 'team_member.removed', member: TeamMember, now: Date): void {
    this.events.push({ type, workspaceId: this.workspace.id, occurredAt: now, teamMember: member.snapshot() });
  }
}
