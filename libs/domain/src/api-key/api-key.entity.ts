export interface ApiKeyProps {
  id: string;
  workspaceId: string;
  /** Public, unique per workspace: finds the row without ever looking up by secret. */
  prefix: string;
  secretHash: Uint8Array;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
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
    now: Date;
    expiresAt: Date | null;
  }): ApiKey {
    return new ApiKey({ ...input, createdAt: input.now, revokedAt: null, lastUsedAt: null });
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

  isUsableAt(now: Date): boolean {
    return isApiKeyUsableAt(this.props, now);
  }

  /** Revoking twice keeps the first revocation time. */
  revoke(now: Date): void {
    this.props.revokedAt ??= now;
  }
}
