import { type Actor, assertMay, DomainError } from '@forms/domain';
import type { WebhookReadModel, WebhookView } from '../shared/ports/webhooks.port';

export class GetWebhook {
  constructor(private readonly webhooks: WebhookReadModel) {}

  async execute(query: { actor: Actor; workspaceId: string; webhookId: string }): Promise<WebhookView> {
    assertMay(query.actor, 'manage_webhooks');
    const webhook = await this.webhooks.findById(query.workspaceId, query.webhookId);
    if (!webhook) throw DomainError.webhookNotFound();
    return webhook;
  }
}
