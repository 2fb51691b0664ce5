import { type Actor, ApiKey, apiKeyName, apiKeyScope, assertMay, DomainError } from '@forms/domain';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock, IdGenerator } from '../shared/ports/system.port';
import { activityEntry } from '../shared/ports/activity.port';
import { apiKeyTarget } from '../activity/activity-targets';
import { generateApiKey } from './api-key-secret';
import { type ApiKeyView, toApiKeyView } from './list-api-keys.use-case';

const DAY_MS = 86_400_000;

export class CreateApiKey {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /**
   * Keys are write keys unless a scope says otherwise. A key made by a member records their email as its
   * maker; the command line may leave the name empty.
   */
  async execute(command: {
    actor: Actor;
    subdomain: string;
    expiresInDays?: number;
    scope?: string;
    name?: string;
  }): Promise<{ apiKeyId: string; secret: string; apiKey: ApiKeyView }> {
    assertMay(command.actor, 'manage_api_keys');
    const name = apiKeyName(command.name);
    const days = command.expiresInDays;
    if (days !== undefined && (!Number.isInteger(days) || days < 1 || days > 3650)) {
      throw DomainError.invalid('expiresInDays', 'must be a whole number of days from 1 to 3650');
    }
    const scope = apiKeyScope(command.scope ?? 'write');
    return this.unitOfWork.run(async ({ workspaces, apiKeys, activity }) => {
      const workspace = await workspaces.findBySubdomain(command.subdomain);
      if (!workspace) throw DomainError.workspaceNotFound();
      const now = this.clock.now();
      const generated = generateApiKey();
      const apiKey = ApiKey.issue({
        id: this.ids.next(),
        workspaceId: workspace.id,
        prefix: generated.prefix,
        secretHash: generated.hash,
        scope,
        now,
        expiresAt: days === undefined ? null : new Date(now.getTime() + days * DAY_MS),
        name,
        createdBy: command.actor.type === 'member' ? command.actor.label : '',
      });
      await apiKeys.insert(apiKey);
      await activity.record([activityEntry(workspace.id, command.actor, 'api_key.created', apiKeyTarget(apiKey), now)]);
      return { apiKeyId: apiKey.id, secret: generated.secret, apiKey: toApiKeyView(apiKey) };
    });
  }
}
