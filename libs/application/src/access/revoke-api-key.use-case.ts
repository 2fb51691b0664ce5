import { type Actor, assertMay, DomainError, DomainErrorCode } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock } from '../shared/ports/system.port';
import { activityEntry } from '../shared/ports/activity.port';
import { apiKeyTarget } from '../activity/activity-targets';

export class RevokeApiKey {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: { actor: Actor; subdomain: string; apiKeyId: string }): Promise<void> {
    assertMay(command.actor, 'manage_api_keys');
    await this.unitOfWork.run(async ({ workspaces, apiKeys, activity }) => {
      const workspace = await workspaces.findBySubdomain(command.subdomain);
      if (!workspace) throw DomainError.workspaceNotFound();
      const key = isUuid(command.apiKeyId) ? await apiKeys.findById(workspace.id, command.apiKeyId) : null;
      if (!key) throw new DomainError(DomainErrorCode.ApiKeyNotFound, 'API key not found');
      // Revoking a revoked key changes nothing, so it records nothing either.
      if (key.revokedAt !== null) return;
      const now = this.clock.now();
      key.revoke(now);
      await apiKeys.update(key);
      await activity.record([activityEntry(workspace.id, command.actor, 'api_key.revoked', apiKeyTarget(key), now)]);
    });
  }
}
