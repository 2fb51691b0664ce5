import type { Provider } from '@nestjs/common';
import {
  CreateWebhook,
  DeleteWebhook,
  GetWebhook,
  ListWebhookDeliveries,
  ListWebhooks,
  RetryWebhookDelivery,
  UpdateWebhook,
} from '@forms/application';
import { WEBHOOK_DELIVERY_STORE } from '../tokens';
import { provide } from './provide';

/** Webhooks and their deliveries; the deliveries themselves are made by the outbox (see the webhooks module). */
export const webhooksProviders: Provider[] = [
  provide(
    CreateWebhook,
    ({ adapters, webhookAddresses, clock, ids }) => new CreateWebhook(adapters.unitOfWork, webhookAddresses, clock, ids, adapters.idempotencyKeys),
  ),
  provide(UpdateWebhook, ({ adapters, webhookAddresses, clock }) => new UpdateWebhook(adapters.unitOfWork, webhookAddresses, clock)),
  provide(DeleteWebhook, ({ adapters, clock }) => new DeleteWebhook(adapters.unitOfWork, clock)),
  provide(GetWebhook, ({ adapters }) => new GetWebhook(adapters.webhooks)),
  provide(ListWebhooks, ({ adapters }) => new ListWebhooks(adapters.webhooks)),
  provide(ListWebhookDeliveries, ({ adapters }) => new ListWebhookDeliveries(adapters.webhooks)),
  provide(RetryWebhookDelivery, ({ adapters, clock }) => new RetryWebhookDelivery(adapters.webhooks, adapters.webhookDeliveries, clock)),
  provide(WEBHOOK_DELIVERY_STORE, ({ adapters }) => adapters.webhookDeliveries),
];
