import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { randomIds, systemClock } from '@forms/application';
import type { AppConfig } from '@forms/config';
import { createPostgresAdapters, isDatabaseUnavailable, type PostgresAdapters } from '@forms/persistence';
import type { DataSource } from 'typeorm';
import { trustedProxies } from '../http/auth/trusted-proxies';
import { WorkspaceAddressing } from '../http/auth/workspace-addressing';
import { DnsWebhookAddressPolicy } from '../webhooks/webhook-address.policy';
import { accessProviders } from './features/access.providers';
import { activityProviders } from './features/activity.providers';
import { analyticsProviders } from './features/analytics.providers';
import { formsProviders } from './features/forms.providers';
import { insightsProviders } from './features/insights.providers';
import { outboxProviders } from './features/outbox.providers';
import { sharedProviders } from './features/shared.providers';
import { submissionsProviders } from './features/submissions.providers';
import { teamProviders } from './features/team.providers';
import { webhooksProviders } from './features/webhooks.providers';
import { brandProviders } from './features/brand.providers';
import { workspacesProviders } from './features/workspaces.providers';
import { uploadsProviders } from './features/uploads.providers';
import { APP_CONFIG, CLOCK, DATABASE_HEALTH, type DatabaseHealth, ID_GENERATOR, POSTGRES_ADAPTERS, WEBHOOK_ADDRESS_POLICY } from './tokens';

export interface ApplicationModuleOptions {
  config: AppConfig;
  dataSource: DataSource;
}

/**
 * Wires the Postgres adapters to the application's ports and makes the result available to every module:
 * the only place where the app touches persistence. Other modules see ports and use cases only.
 * Each feature's use cases are built in its own file under `features/`, named as in the application lib.
 */
/** How long closing waits for exports still streaming before their connections are simply dropped. */
const EXPORT_POOL_CLOSE_TIMEOUT_MS = 5_000;

/** The exports' own pool is the app's to close (the main pool is the DataSource's, closed by its owner). */
@Injectable()
export class ExportConnectionsLifecycle implements OnApplicationShutdown {
  constructor(@Inject(POSTGRES_ADAPTERS) private readonly adapters: PostgresAdapters) {}

  async onApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const givingUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, EXPORT_POOL_CLOSE_TIMEOUT_MS)));
    await Promise.race([this.adapters.closeExportConnections().catch(() => undefined), givingUp]);
    clearTimeout(timer);
  }
}

@Module({})
export class ApplicationModule {
  static forRoot({ config, dataSource }: ApplicationModuleOptions): DynamicModule {
    // Built when first injected, so that the module graph can be assembled without a database (the
    // OpenAPI document is generated that way).
    const infrastructure: Provider[] = [
      { provide: APP_CONFIG, useValue: config },
      { provide: POSTGRES_ADAPTERS, useFactory: () => createPostgresAdapters(dataSource, { exportPoolSize: config.EXPORT_POOL_SIZE }) },
      ExportConnectionsLifecycle,
      {
        provide: DATABASE_HEALTH,
        useFactory: (adapters: PostgresAdapters): DatabaseHealth => ({ ping: () => adapters.ping(), isUnavailable: isDatabaseUnavailable }),
        inject: [POSTGRES_ADAPTERS],
      },
      { provide: WEBHOOK_ADDRESS_POLICY, useValue: new DnsWebhookAddressPolicy(config.WEBHOOK_ALLOW_PRIVATE) },
      { provide: CLOCK, useValue: systemClock },
      { provide: ID_GENERATOR, useValue: randomIds },
      { provide: WorkspaceAddressing, useValue: new WorkspaceAddressing(config.APP_DOMAIN, trustedProxies(config.TRUST_PROXY), config.PUBLIC_ORIGIN_TEMPLATE) },
    ];
    const providers = [
      ...infrastructure,
      ...sharedProviders,
      ...accessProviders,
      ...workspacesProviders,
      ...formsProviders,
      ...submissionsProviders,
      ...teamProviders,
      ...webhooksProviders,
      ...outboxProviders,
      ...activityProviders,
      ...uploadsProviders,
      ...analyticsProviders,
      ...insightsProviders,
      ...brandProviders,
    ];
    return {
      module: ApplicationModule,
      global: true,
      providers,
      // Everything but the adapters themselves: other modules depend on ports and use cases.
      exports: providers
        .map((provider) => ('provide' in provider ? provider.provide : provider))
        .filter((token) => token !== POSTGRES_ADAPTERS && token !== ExportConnectionsLifecycle),
    };
  }
}
