import { Module } from '@nestjs/common';
import { type Clock, DeliverWebhook, type WebhookDeliveryStore } from '@forms/application';
import type { AppConfig } from '@forms/config';
import { APP_CONFIG, CLOCK, WEBHOOK_DELIVERY_STORE } from '../app/tokens';
import { HttpWebhookTransport } from './http-webhook.transport';
import { JsonWebhookPayloads } from './webhook-payloads';

/** The webhooks handler of the outbox: renders, signs and posts each delivery. */
@Module({
  providers: [
    {
      provide: DeliverWebhook,
      useFactory: (config: AppConfig, store: WebhookDeliveryStore, clock: Clock) =>
        new DeliverWebhook(store, new JsonWebhookPayloads(), new HttpWebhookTransport(config.WEBHOOK_ALLOW_PRIVATE), clock),
      inject: [APP_CONFIG, WEBHOOK_DELIVERY_STORE, CLOCK],
    },
  ],
  exports: [DeliverWebhook],
})
export class WebhooksModule {}
