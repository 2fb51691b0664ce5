import { type Actor, assertMay, DomainError } from '@forms/domain';
import { pageRequest, toPage } from '../shared/pagination/page-request';
import type { Page } from '../shared/ports/read-models.port';
import type { WebhookDeliveryView, WebhookReadModel } from '../shared/ports/webhooks.port';

export class ListWebhookDeliveries {
  constructor(private readonly webhooks: WebhookReadModel) {}

  /** Newest first: the delivery log of one webhook. */
  async execute(query: { actor: Actor; workspaceId: string; webhookId: string; pageNumber?: unknown; pageSize?: unknown }): Promise<Page<WebhookDeliveryView>> {
    assertMay(query.actor, 'manage_webhooks');
    const request = pageRequest(query.pageNumber, query.pageSize);
    const found = await this.webhooks.deliveries(query.workspaceId, query.webhookId, request);
    if (!found) throw DomainError.webhookNotFound();
    return toPage(request, found.items, found.totalRecords);
  }
}
