import { type Actor, assertMay, DomainError } from '@forms/domain';
import type { Clock } from '../shared/ports/system.port';
import type { WebhookDeliveryStore, WebhookDeliveryView, WebhookReadModel } from '../shared/ports/webhooks.port';

export class RetryWebhookDelivery {
  constructor(
    private readonly webhooks: WebhookReadModel,
    private readonly deliveries: WebhookDeliveryStore,
    private readonly clock: Clock,
  ) {}

  /** Pending again and due at once, whatever its state was; its earlier attempts stay counted. */
  async execute(command: { actor: Actor; workspaceId: string; webhookId: string; deliveryId: string }): Promise<WebhookDeliveryView> {
    assertMay(command.actor, 'manage_webhooks');
    const delivery = await this.deliveries.retry(command.workspaceId, command.webhookId, command.deliveryId, this.clock.now());
    if (delivery === 'erased') throw DomainError.deliveryErased();
    if (delivery) return delivery;
    if (!(await this.webhooks.findById(command.workspaceId, command.webhookId))) throw DomainError.webhookNotFound();
    throw DomainError.deliveryNotFound();
  }
}
