import { DomainError } from '../errors';

/** What a key may do: `read` keys only read; `write` keys also create, change and delete. */
export type ApiKeyScope = 'read' | 'write';
export const API_KEY_SCOPES: readonly ApiKeyScope[] = ['read', 'write'];

/** What a request asks of its key. */
export type ApiKeyAccess = 'read' | 'write';

export function apiKeyScope(value: string): ApiKeyScope {
  const scope = API_KEY_SCOPES.find((candidate) => candidate === value);
  if (!scope) throw DomainError.invalid('scope', `must be one of: ${API_KEY_SCOPES.join(', ')}`);
  return scope;
}

/** A read key is refused anything that changes data; a write key may do everything. */
export function assertApiKeyPermits(scope: ApiKeyScope, access: ApiKeyAccess): void {
  if (access === 'write' && scope !== 'write') throw DomainError.readOnlyApiKey();
}

export interface ApiKeyProps {
  id: string;
  workspaceId: string;
  /** Public, unique per workspace: finds the row without ever looking up by secret. */
  prefix: string;
  secretHash: Uint8Array;
  scope: ApiKeyScope;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  /** What a person calls it in the console; "" for keys made at the command line. */
  name: string;
  /** The email of the member who made it; "" when the command line or the service did. */
  createdBy: string;
}

export const API_KEY_NAME_MAX_LENGTH = 100;

/** A key's name, trimmed: 1-100 characters when one is given at all. */
export function apiKeyName(value: string | undefined): string {
  if (value === undefined) return '';
  const name = value.trim();
  if (name.length === 0) throw DomainError.invalid('name', 'must not be blank');
  if (name.length > API_KEY_NAME_MAX_LENGTH) throw DomainError.invalid('name', `must be at most ${API_KEY_NAME_MAX_LENGTH} characters`);
  return name;
}

/** A key works until it is revoked or expires; revocation and expiry take effect at their instant. */
export function isApiKeyUsableAt(key: { expiresAt: Date | null; revokedAt: Date | null }, now: Date): boolean {
  if (key.revokedAt && key.revokedAt <= now) return false;
  return key.expiresAt === null || key.expiresAt > now;
}

export class ApiKey {
  private constructor(private readonly props: ApiKeyProps) {}

  static issue(input: {
    id: string;
    workspaceId: string;
    prefix: string;
    secretHash: Uint8Array;
    scope: ApiKeyScope;
    now: Date;
    expiresAt: Date | null;
    name?: string;
    createdBy?: string;
  }): ApiKey {
    const { now, name, createdBy, ...rest } = input;
    return new ApiKey(Object.assign(rest, { createdAt: now, revokedAt: null, lastUsedAt: null, name: name ?? '', createdBy: createdBy ?? '' }));
  }

  static restore(props: ApiKeyProps): ApiKey {
    return new ApiKey({ ...props });
  }

  get id(): string {
    return this.props.id;
  }
  get workspaceId(): string {
    return this.props.workspaceId;
  }
  get prefix(): string {
    return this.props.prefix;
  }
  get secretHash(): Uint8Array {
    return this.props.secretHash;
  }
  get scope(): ApiKeyScope {
    return this.props.scope;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get expiresAt(): Date | null {
    return this.props.expiresAt;
  }
  get revokedAt(): Date | null {
    return this.props.revokedAt;
  }
  get lastUsedAt(): Date | null {
    return this.props.lastUsedAt;
  }
  get name(): string {
    return this.props.name;
  }
  get createdBy(): string {
    return this.props.createdBy;
  }

  isUsableAt(now: Date): boolean {
    return isApiKeyUsableAt(this.props, now);
  }

  /** Revoking twice keeps the first revocation time. */
  revoke(now: Date): void {
    this.props.revokedAt ??= now;
  }
}
