import { type ApiKeyScope, DomainError, isApiKeyUsableAt } from '@forms/domain';
import type { AuthenticationReadModel } from '../shared/ports/read-models.port';
import type { Clock } from '../shared/ports/system.port';
import { apiKeyMatches, apiKeyPrefix } from './api-key-secret';

export interface AuthenticatedWorkspace {
  id: string;
  subdomain: string;
  name: string;
}

/** The key a request presented, as the caller may show it back (never its secret). */
export interface AuthenticatedApiKey {
  id: string;
  /** "" when the key was made without one: the activity log names the key by it. */
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  createdAt: Date;
  expiresAt: Date | null;
}

export interface Authentication {
  workspace: AuthenticatedWorkspace;
  apiKey: AuthenticatedApiKey;
}

// last_used_at is a "recently used" signal, not an audit log: writing it at most once a minute per key
// keeps a write off nearly every request.
const KEY_USE_RESOLUTION_MS = 60_000;

export class AuthenticateRequest {
  constructor(
    private readonly credentials: AuthenticationReadModel,
    private readonly clock: Clock,
  ) {}

  /** The workspace first (404), then the key (401, one message for every way a key can be wrong). */
  async execute(input: { subdomain: string | null; apiKey: string | undefined }): Promise<Authentication> {
    if (!input.subdomain) throw DomainError.workspaceNotFound();
    const prefix = input.apiKey ? apiKeyPrefix(input.apiKey) : null;
    if (prefix === null) {
      const workspace = await this.credentials.findWorkspace(input.subdomain);
      if (!workspace) throw DomainError.workspaceNotFound();
      throw DomainError.invalidApiKey();
    }
    const found = await this.credentials.findCredentials(input.subdomain, prefix);
    if (!found) throw DomainError.workspaceNotFound();
    const { workspace, key } = found;
    const now = this.clock.now();
    if (!key || !apiKeyMatches(input.apiKey as string, key.secretHash)) throw DomainError.invalidApiKey();
    if (!isApiKeyUsableAt(key, now)) throw DomainError.invalidApiKey();
    if (key.lastUsedAt === null || now.getTime() - key.lastUsedAt.getTime() >= KEY_USE_RESOLUTION_MS) {
      await this.credentials.recordKeyUse(workspace.id, key.id, now);
    }
    return {
      workspace,
      apiKey: { id: key.id, name: key.name, prefix, scope: key.scope, createdAt: key.createdAt, expiresAt: key.expiresAt },
    };
  }
}
