import { DomainError } from '../errors';
import type { TeamMember } from '../team-member/team-member.aggregate';
import { TimeZone } from '../team-member/time-zone.value-object';
import { BUILT_IN_ROLES } from './roles';
import { Subdomain } from './subdomain.value-object';

export interface WorkspaceProps {
  id: string;
  subdomain: Subdomain;
  name: string;
  defaultTimeZone: TimeZone;
  roles: string[];
  createdAt: Date;
  updatedAt: Date;
}

const ROLE_SHAPE = /^[A-Za-z][A-Za-z0-9 _-]{0,49}$/;

export class Workspace {
  private constructor(private readonly props: WorkspaceProps) {}

  static create(input: {
    id: string;
    subdomain: string;
    name?: string;
    defaultTimeZone?: string;
    now: Date;
  }): Workspace {
    const subdomain = Subdomain.create(input.subdomain);
    const name = (input.name ?? subdomain.value).trim();
    if (name.length === 0 || name.length > 255) throw DomainError.invalid('name', 'must be 1-255 characters');
    return new Workspace({
      id: input.id,
      subdomain,
      name,
      defaultTimeZone: TimeZone.create(input.defaultTimeZone ?? 'UTC', 'time_zone'),
      roles: [...BUILT_IN_ROLES],
      createdAt: input.now,
      updatedAt: input.now,
    });
  }

  static restore(props: WorkspaceProps): Workspace {
    return new Workspace({ ...props, roles: [...props.roles] });
  }

  get id(): string {
    return this.props.id;
  }
  get subdomain(): string {
    return this.props.subdomain.value;
  }
  get name(): string {
    return this.props.name;
  }
  get defaultTimeZone(): TimeZone {
    return this.props.defaultTimeZone;
  }
  get roles(): readonly string[] {
    return this.props.roles;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }

  /** Adding a role the workspace already has changes nothing. */
  addRole(name: string, now: Date): void {
    if (typeof name !== 'string' || !ROLE_SHAPE.test(name)) {
      throw DomainError.invalid('name', 'must start with a letter and have at most 50 letters, digits, spaces, "_" or "-"');
    }
    if (this.props.roles.includes(name)) return;
    this.props.roles.push(name);
    this.props.updatedAt = now;
  }

  /** Roles match exactly: `admin` is not `Admin` (spec §2.5). */
  requireRole(role: unknown, field = 'organization_role'): string {
    if (typeof role !== 'string' || !this.props.roles.includes(role)) {
      throw DomainError.invalid(field, `must be one of the workspace roles: ${this.props.roles.join(', ')}`);
    }
    return role;
  }

  /**
   * The workspace keeps at least one active Admin. `activeAdmins` must be read under the workspace lock;
   * `after` holds each changed member as it will be, or null when it is removed.
   */
  assertKeepsAnActiveAdmin(
    activeAdmins: readonly TeamMember[],
    after: ReadonlyMap<string, TeamMember | null>,
  ): void {
    const untouched = activeAdmins.filter((admin) => !after.has(admin.id));
    const changed = [...after.values()].filter((member): member is TeamMember => member !== null);
    const remaining = untouched.length + changed.filter((member) => member.isActiveAdmin).length;
    if (remaining === 0) throw DomainError.lastAdmin();
  }
}
