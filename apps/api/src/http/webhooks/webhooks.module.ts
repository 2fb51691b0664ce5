import { Module } from '@nestjs/common';
import { WebhooksController } from './webhooks.controller';

/** Webhooks and their deliveries, for integrators (v2) and the console. */
@Module({ controllers: [WebhooksController] })
export class WebhooksModule {}
