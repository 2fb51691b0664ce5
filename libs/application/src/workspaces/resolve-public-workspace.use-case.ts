import { DomainError } from '@forms/domain';
import type { AuthenticationReadModel } from '../shared/ports/read-models.port';

/**
 * The workspace a public page addresses by its host, without an API key. Every public route starts
 * here, so that an unknown host is refused the same way everywhere.
 */
export class ResolvePublicWorkspace {
  constructor(private readonly workspaces: AuthenticationReadModel) {}

  async execute(subdomain: string | null): Promise<{ id: string; subdomain: string; name: string }> {
    return ResolvePublicWorkspace.found(subdomain ? await this.workspaces.findWorkspace(subdomain) : null);
  }

  /** The refusal of an unknown host, for a page that reads its workspace with more than this lookup. */
  static found<T>(workspace: T | null): T {
    if (!workspace) throw DomainError.workspaceNotFound();
    return workspace;
  }
}
