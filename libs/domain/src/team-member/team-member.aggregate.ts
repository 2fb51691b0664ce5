import { DomainError } from '../errors';
import { nextUpdateTime } from '../timestamps';
import { ADMIN_ROLE, requireRoleOf } from '../workspace/roles';
import { Email } from './email.value-object';
import { TimeZone } from './time-zone.value-object';

export interface TeamMemberProps {
  id: string;
  workspaceId: string;
  email: Email;
  firstName: string;
  lastName: string;
  timeZone: TimeZone;
  profileImageUrl: string;
  organizationRole: string;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** What a change to a member may carry; absent means unchanged. */
export interface TeamMemberChanges {
  email?: string;
  firstName?: string;
  lastName?: string;
  timeZone?: string;
  organizationRole?: string;
  active?: boolean;
}

/** A member as plain data: what events carry and what use cases return. */
export interface TeamMemberSnapshot {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  timeZone: string;
  profileImageUrl: string;
  organizationRole: string;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const MAX_NAME_LENGTH = 100;

function personName(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed.length > MAX_NAME_LENGTH) throw DomainError.invalid(field, `must be at most ${MAX_NAME_LENGTH} characters`);
  return trimmed;
}

/**
 * One person of a workspace's team. Rules that involve the rest of the team (the last active Admin, who
 * may invite, unique emails) are the Team's; a member only knows its own fields.
 */
export class TeamMember {
  private constructor(private readonly props: TeamMemberProps) {}

  /** A new member: active, no name yet, in the given time zone (the workspace's default). */
  static join(input: { id: string; workspaceId: string; email: Email; role: string; timeZone: TimeZone; now: Date }): TeamMember {
    return new TeamMember({
      id: input.id,
      workspaceId: input.workspaceId,
      email: input.email,
      firstName: '',
      lastName: '',
      timeZone: input.timeZone,
      profileImageUrl: '',
      organizationRole: input.role,
      active: true,
      createdAt: input.now,
      updatedAt: input.now,
    });
  }

  static restore(props: TeamMemberProps): TeamMember {
    return new TeamMember({ ...props });
  }

  get id(): string {
    return this.props.id;
  }
  get workspaceId(): string {
    return this.props.workspaceId;
  }
  get email(): Email {
    return this.props.email;
  }
  get firstName(): string {
    return this.props.firstName;
  }
  get lastName(): string {
    return this.props.lastName;
  }
  get timeZone(): TimeZone {
    return this.props.timeZone;
  }
  get profileImageUrl(): string {
    return this.props.profileImageUrl;
  }
  get organizationRole(): string {
    return this.props.organizationRole;
  }
  get active(): boolean {
    return this.props.active;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }
  get isActiveAdmin(): boolean {
    return this.props.active && this.props.organizationRole === ADMIN_ROLE;
  }

  /**
   * Returns the member as it would be after the changes, validating every field; the member itself is
   * unchanged so that the team can check its rules before anything is kept.
   */
  /**
   * The checks a change passes whichever member it is made to (the workspace's roles are all it needs):
   * made before the member is looked for, so that a wrong field is refused even for an unknown member.
   */
  static checkChanges(changes: TeamMemberChanges, roles: readonly string[]): void {
    if (changes.email !== undefined) Email.create(changes.email, 'email');
    if (changes.firstName !== undefined) personName(changes.firstName, 'firstName');
    if (changes.lastName !== undefined) personName(changes.lastName, 'lastName');
    if (changes.timeZone !== undefined) TimeZone.create(changes.timeZone, 'timeZone');
    if (changes.organizationRole !== undefined) requireRoleOf(roles, changes.organizationRole);
  }

  withChanges(changes: TeamMemberChanges, roles: readonly string[], now: Date): TeamMember {
    const next: TeamMemberProps = { ...this.props };
    if (changes.email !== undefined) next.email = Email.create(changes.email, 'email');
    if (changes.firstName !== undefined) next.firstName = personName(changes.firstName, 'firstName');
    if (changes.lastName !== undefined) next.lastName = personName(changes.lastName, 'lastName');
    if (changes.timeZone !== undefined) next.timeZone = TimeZone.create(changes.timeZone, 'timeZone');
    if (changes.organizationRole !== undefined) next.organizationRole = requireRoleOf(roles, changes.organizationRole);
    if (changes.active !== undefined) next.active = changes.active;
    next.updatedAt = nextUpdateTime(this.props.updatedAt, now);
    return new TeamMember(next);
  }

  snapshot(): TeamMemberSnapshot {
    return {
      id: this.props.id,
      email: this.props.email.value,
      firstName: this.props.firstName,
      lastName: this.props.lastName,
      timeZone: this.props.timeZone.value,
      profileImageUrl: this.props.profileImageUrl,
      organizationRole: this.props.organizationRole,
      active: this.props.active,
      createdAt: this.props.createdAt,
      updatedAt: this.props.updatedAt,
    };
  }
}
