import { type Actor, assertMay } from '@forms/domain';
import { pageRequest, toPage } from '../shared/pagination/page-request';
import type { Page } from '../shared/ports/read-models.port';
import type { WebhookReadModel, WebhookView } from '../shared/ports/webhooks.port';

export class ListWebhooks {
  constructor(private readonly webhooks: WebhookReadModel) {}

  /** Oldest first. */
  async execute(query: { actor: Actor; workspaceId: string; pageNumber?: unknown; pageSize?: unknown }): Promise<Page<WebhookView>> {
    assertMay(query.actor, 'manage_webhooks');
    const request = pageRequest(query.pageNumber, query.pageSize);
    const { items, totalRecords } = await this.webhooks.page(query.workspaceId, request);
    return toPage(request, items, totalRecords);
  }
}
