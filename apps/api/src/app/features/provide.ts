import type { FactoryProvider, Type } from '@nestjs/common';
import type { Clock, IdGenerator, WebhookAddressPolicy } from '@forms/application';
import type { AppConfig } from '@forms/config';
import type { PostgresAdapters } from '@forms/persistence';
import { APP_CONFIG, CLOCK, ID_GENERATOR, POSTGRES_ADAPTERS, WEBHOOK_ADDRESS_POLICY } from '../tokens';

/** What a use case is built from: the adapters behind the ports, and the services every process has. */
export interface UseCaseDeps {
  adapters: PostgresAdapters;
  clock: Clock;
  ids: IdGenerator;
  config: AppConfig;
  webhookAddresses: WebhookAddressPolicy;
}

/**
 * A Nest provider for `token`, made by `build` from the dependencies above. The use cases are plain
 * classes that know nothing of Nest, so each one is built by hand; this keeps that to one line each,
 * with the constructor call in plain sight, instead of one factory and one inject list per use case.
 */
export function provide<T>(token: Type<T> | symbol, build: (deps: UseCaseDeps) => T): FactoryProvider<T> {
  return {
    provide: token,
    useFactory: (adapters: PostgresAdapters, clock: Clock, ids: IdGenerator, config: AppConfig, webhookAddresses: WebhookAddressPolicy) =>
      build({ adapters, clock, ids, config, webhookAddresses }),
    inject: [POSTGRES_ADAPTERS, CLOCK, ID_GENERATOR, APP_CONFIG, WEBHOOK_ADDRESS_POLICY],
  };
}
