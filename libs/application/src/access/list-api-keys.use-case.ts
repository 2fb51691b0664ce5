import { type Actor, type ApiKey, type ApiKeyScope, assertMay, DomainError } from '@forms/domain';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';

/** A key as an Admin sees it: never its secret or hash. */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  createdBy: string;
}

export function toApiKeyView(key: ApiKey): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scope: key.scope,
    createdAt: key.createdAt,
    expiresAt: key.expiresAt,
    revokedAt: key.revokedAt,
    lastUsedAt: key.lastUsedAt,
    createdBy: key.createdBy,
  };
}

export class ListApiKeys {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(query: { actor: Actor; subdomain: string }): Promise<ApiKey[]> {
    assertMay(query.actor, 'manage_api_keys');
    return this.unitOfWork.run(async ({ workspaces, apiKeys }) => {
      const workspace = await workspaces.findBySubdomain(query.subdomain);
      if (!workspace) throw DomainError.workspaceNotFound();
      return apiKeys.listByWorkspace(workspace.id);
    });
  }
}
