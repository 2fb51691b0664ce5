import { DomainError } from '../errors';
import { nextUpdateTime } from '../timestamps';
import { ADMIN_ROLE, STANDARD_ROLE } from '../workspace/roles';
import type { Workspace } from '../workspace/workspace.aggregate';
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

/** Fields a PATCH may carry; absent means unchanged. */
export interface TeamMemberChanges {
  email?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  time_zone?: unknown;
  organization_role?: unknown;
  active?: unknown;
}

function personName(value: unknown, field: string): string {
  if (typeof value !== 'string') throw DomainError.invalid(field, 'must be a string');
  const trimmed = value.trim();
  if (trimmed.length > 100) throw DomainError.invalid(field, 'must be at most 100 characters');
  return trimmed;
}

export class TeamMember {
  private constructor(private readonly props: TeamMemberProps) {}

  /** A member added through the API: active, no name yet, the workspace's time zone (D6). */
  static invite(input: {
    id: string;
    workspace: Workspace;
    email: Email;
    role?: string;
    now: Date;
  }): TeamMember {
    return new TeamMember({
      id: input.id,
      workspaceId: input.workspace.id,
      email: input.email,
      firstName: '',
      lastName: '',
      timeZone: input.workspace.defaultTimeZone,
      profileImageUrl: '',
      organizationRole: input.workspace.requireRole(input.role ?? STANDARD_ROLE),
      active: true,
      createdAt: input.now,
      updatedAt: input.now,
    });
  }

  /** The first member of a new workspace. */
  static founder(input: { id: string; workspace: Workspace; email: Email; now: Date }): TeamMember {
    return TeamMember.invite({ ...input, role: ADMIN_ROLE });
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
   * unchanged so that the caller can check workspace rules before anything is kept.
   */
  withChanges(changes: TeamMemberChanges, workspace: Workspace, now: Date): TeamMember {
    const next: TeamMemberProps = { ...this.props };
    if (changes.email !== undefined) next.email = Email.create(changes.email, 'email');
    if (changes.first_name !== undefined) next.firstName = personName(changes.first_name, 'first_name');
    if (changes.last_name !== undefined) next.lastName = personName(changes.last_name, 'last_name');
    if (changes.time_zone !== undefined) next.timeZone = TimeZone.create(changes.time_zone, 'time_zone');
    if (changes.organization_role !== undefined) {
      next.organizationRole = workspace.requireRole(changes.organization_role, 'organization_role');
    }
    if (changes.active !== undefined) {
      if (typeof changes.active !== 'boolean') throw DomainError.invalid('active', 'must be a boolean');
      next.active = changes.active;
    }
    next.updatedAt = nextUpdateTime(this.props.updatedAt, now);
    return new TeamMember(next);
  }
}
