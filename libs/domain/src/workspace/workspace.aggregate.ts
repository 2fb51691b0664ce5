import { DomainError } from '../errors';
import { TimeZone } from '../team-member/time-zone.value-object';
import { BUILT_IN_ROLES, requireRoleOf } from './roles';
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
      defaultTimeZone: TimeZone.create(input.defaultTimeZone ?? 'UTC', 'defaultTimeZone'),
      roles: [...BUILT_IN_ROLES],
      createdAt: input.now,
      updatedAt: input.now,
    });
  }

  static restore(props: WorkspaceProps): Workspace {
    return new Workspace(Object.assign({}, props, { roles: [...props.roles] }));
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
    if (!ROLE_SHAPE.test(name)) {
      throw DomainError.invalid('name', 'must start with a letter and have at most 50 letters, digits, spaces, "_" or "-"');
    }
    if (this.props.roles.includes(name)) return;
    this.props.roles.push(name);
    this.props.updatedAt = now;
  }

  /** Roles match exactly: `admin` is not `Admin`. */
  requireRole(role: string, field = 'organizationRole'): string {
    return requireRoleOf(this.props.roles, role, field);
  }
}
