import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import {
  AddTeamMembers,
  ApiKeyRateLimiter,
  AuthenticateRequest,
  type Clock,
  CreateForm,
  DeleteSubmission,
  GetSubmission,
  CreateWebhook,
  DeleteWebhook,
  GetWebhook,
  ListWebhookDeliveries,
  ListWebhooks,
  RetryWebhookDelivery,
  UpdateWebhook,
  type WebhookAddressPolicy,
  CreateSubmission,
  RunOnce,
  PurgeExpiredIdempotencyKeys,
  GetForm,
  GetTeamMember,
  type IdGenerator,
  ListForms,
  ListSubmissions,
  ListTeamMembers,
  OpenFormPage,
  OpenJoinPage,
  RemoveTeamMembers,
  ResolvePublicWorkspace,
  UpdateForm,
  UpdateTeamMember,
  randomIds,
  systemClock,
} from '@forms/application';
import type { AppConfig } from '@forms/config';
import { createPostgresAdapters, isDatabaseUnavailable, type PostgresAdapters } from '@forms/persistence';
import type { DataSource } from 'typeorm';
import { UaParserUserAgentParser } from '../http/public/ua-parser.user-agent-parser';
import { trustedProxies } from '../http/auth/trusted-proxies';
import { WorkspaceAddressing } from '../http/auth/workspace-addressing';
import { DnsWebhookAddressPolicy } from '../webhooks/webhook-address.policy';
import {
  APP_CONFIG,
  CLOCK,
  DATABASE_HEALTH,
  type DatabaseHealth,
  ID_GENERATOR,
  INVITATION_READ_MODEL,
  OUTBOX_QUEUE,
  OUTBOX_WAKEUPS,
  POSTGRES_ADAPTERS,
  RATE_LIMITER,
  WEBHOOK_ADDRESS_POLICY,
  WEBHOOK_DELIVERY_STORE,
} from './tokens';

export interface ApplicationModuleOptions {
  config: AppConfig;
  dataSource: DataSource;
}

/** The use cases are framework-free classes; this is the one place that builds them from the adapters. */
const useCases: Provider[] = [
  {
    provide: AuthenticateRequest,
    useFactory: (adapters: PostgresAdapters, clock: Clock) => new AuthenticateRequest(adapters.authentication, clock),
    inject: [POSTGRES_ADAPTERS, CLOCK],
  },
  {
    provide: ListForms,
    useFactory: (adapters: PostgresAdapters) => new ListForms(adapters.forms),
    inject: [POSTGRES_ADAPTERS],
  },
  {
    provide: ListSubmissions,
    useFactory: (adapters: PostgresAdapters) => new ListSubmissions(adapters.submissions),
    inject: [POSTGRES_ADAPTERS],
  },
  {
    provide: GetSubmission,
    useFactory: (adapters: PostgresAdapters) => new GetSubmission(adapters.submissions),
    inject: [POSTGRES_ADAPTERS],
  },
  {
    provide: DeleteSubmission,
    useFactory: (adapters: PostgresAdapters, clock: Clock) => new DeleteSubmission(adapters.unitOfWork, clock),
    inject: [POSTGRES_ADAPTERS, CLOCK],
  },
  {
    provide: CreateForm,
    useFactory: (adapters: PostgresAdapters, clock: Clock, ids: IdGenerator) => new CreateForm(adapters.unitOfWork, clock, ids, adapters.idempotencyKeys),
    inject: [POSTGRES_ADAPTERS, CLOCK, ID_GENERATOR],
  },
  {
    provide: GetForm,
    useFactory: (adapters: PostgresAdapters) => new GetForm(adapters.forms),
    inject: [POSTGRES_ADAPTERS],
  },
  {
    provide: UpdateForm,
    useFactory: (adapters: PostgresAdapters, clock: Clock, ids: IdGenerator) => new UpdateForm(adapters.unitOfWork, clock, ids),
    inject: [POSTGRES_ADAPTERS, CLOCK, ID_GENERATOR],
  },
  {
    provide: PurgeExpiredIdempotencyKeys,
    useFactory: (adapters: PostgresAdapters, clock: Clock) => new PurgeExpiredIdempotencyKeys(adapters.idempotencyKeys, clock),
    inject: [POSTGRES_ADAPTERS, CLOCK],
  },
  {
    provide: RunOnce,
    useFactory: (adapters: PostgresAdapters, clock: Clock) => new RunOnce(adapters.idempotencyKeys, adapters.unitOfWork, clock),
    inject: [POSTGRES_ADAPTERS, CLOCK],
  },
  {
    provide: CreateSubmission,
    useFactory: (adapters: PostgresAdapters, clock: Clock, ids: IdGenerator, config: AppConfig) =>
      new CreateSubmission(adapters.unitOfWork, adapters.idempotencyKeys, new UaParserUserAgentParser(), clock, ids, {
        ratePerMinute: config.SUBMISSION_RATE_LIMIT,
      }),
    inject: [POSTGRES_ADAPTERS, CLOCK, ID_GENERATOR, APP_CONFIG],
  },
  {
    provide: ResolvePublicWorkspace,
    useFactory: (adapters: PostgresAdapters) => new ResolvePublicWorkspace(adapters.authentication),
    inject: [POSTGRES_ADAPTERS],
  },
  {
    provide: ListTeamMembers,
    useFactory: (adapters: PostgresAdapters) => new ListTeamMembers(adapters.teamMembers),
    inject: [POSTGRES_ADAPTERS],
  },
  {
    provide: GetTeamMember,
    useFactory: (adapters: PostgresAdapters) => new GetTeamMember(adapters.teamMembers),
    inject: [POSTGRES_ADAPTERS],
  },
  {
    provide: AddTeamMembers,
    useFactory: (adapters: PostgresAdapters, clock: Clock, ids: IdGenerator) => new AddTeamMembers(adapters.unitOfWork, clock, ids),
    inject: [POSTGRES_ADAPTERS, CLOCK, ID_GENERATOR],
  },
  {
    provide: RemoveTeamMembers,
    useFactory: (adapters: PostgresAdapters, clock: Clock) => new RemoveTeamMembers(adapters.unitOfWork, clock),
    inject: [POSTGRES_ADAPTERS, CLOCK],
  },
  {
    provide: OpenFormPage,
    useFactory: (adapters: PostgresAdapters) => new OpenFormPage(adapters.authentication, adapters.forms),
    inject: [POSTGRES_ADAPTERS],
  },
  {
    provide: OpenJoinPage,
    useFactory: (adapters: PostgresAdapters) => new OpenJoinPage(adapters.authentication, adapters.invitations),
    inject: [POSTGRES_ADAPTERS],
  },
  {
    provide: UpdateTeamMember,
    useFactory: (adapters: PostgresAdapters, clock: Clock) => new UpdateTeamMember(adapters.unitOfWork, clock),
    inject: [POSTGRES_ADAPTERS, CLOCK],
  },
  {
    provide: CreateWebhook,
    useFactory: (adapters: PostgresAdapters, addresses: WebhookAddressPolicy, clock: Clock, ids: IdGenerator) =>
      new CreateWebhook(adapters.unitOfWork, addresses, clock, ids, adapters.idempotencyKeys),
    inject: [POSTGRES_ADAPTERS, WEBHOOK_ADDRESS_POLICY, CLOCK, ID_GENERATOR],
  },
  {
    provide: UpdateWebhook,
    useFactory: (adapters: PostgresAdapters, addresses: WebhookAddressPolicy, clock: Clock) => new UpdateWebhook(adapters.unitOfWork, addresses, clock),
    inject: [POSTGRES_ADAPTERS, WEBHOOK_ADDRESS_POLICY, CLOCK],
  },
  {
    provide: DeleteWebhook,
    useFactory: (adapters: PostgresAdapters) => new DeleteWebhook(adapters.unitOfWork),
    inject: [POSTGRES_ADAPTERS],
  },
  {
    provide: GetWebhook,
    useFactory: (adapters: PostgresAdapters) => new GetWebhook(adapters.webhooks),
    inject: [POSTGRES_ADAPTERS],
  },
  {
    provide: ListWebhooks,
    useFactory: (adapters: PostgresAdapters) => new ListWebhooks(adapters.webhooks),
    inject: [POSTGRES_ADAPTERS],
  },
  {
    provide: ListWebhookDeliveries,
    useFactory: (adapters: PostgresAdapters) => new ListWebhookDeliveries(adapters.webhooks),
    inject: [POSTGRES_ADAPTERS],
  },
  {
    provide: RetryWebhookDelivery,
    useFactory: (adapters: PostgresAdapters, clock: Clock) => new RetryWebhookDelivery(adapters.webhooks, adapters.webhookDeliveries, clock),
    inject: [POSTGRES_ADAPTERS, CLOCK],
  },
];

/**
 * Wires the Postgres adapters to the application's ports and makes the result available to every module:
 * the only place where the app touches persistence. Other modules see ports and use cases only.
 */
@Module({})
export class ApplicationModule {
  static forRoot({ config, dataSource }: ApplicationModuleOptions): DynamicModule {
    // Built when first injected, so that the module graph can be assembled without a database (the
    // OpenAPI document is generated that way).
    const shared: Provider[] = [
      { provide: APP_CONFIG, useValue: config },
      { provide: POSTGRES_ADAPTERS, useFactory: () => createPostgresAdapters(dataSource) },
      { provide: OUTBOX_QUEUE, useFactory: (adapters: PostgresAdapters) => adapters.outboxQueue, inject: [POSTGRES_ADAPTERS] },
      { provide: INVITATION_READ_MODEL, useFactory: (adapters: PostgresAdapters) => adapters.invitations, inject: [POSTGRES_ADAPTERS] },
      {
        provide: DATABASE_HEALTH,
        useFactory: (adapters: PostgresAdapters): DatabaseHealth => ({ ping: () => adapters.ping(), isUnavailable: isDatabaseUnavailable }),
        inject: [POSTGRES_ADAPTERS],
      },
      { provide: OUTBOX_WAKEUPS, useFactory: (adapters: PostgresAdapters) => adapters.outboxWakeups, inject: [POSTGRES_ADAPTERS] },
      { provide: WEBHOOK_DELIVERY_STORE, useFactory: (adapters: PostgresAdapters) => adapters.webhookDeliveries, inject: [POSTGRES_ADAPTERS] },
      { provide: WEBHOOK_ADDRESS_POLICY, useValue: new DnsWebhookAddressPolicy(config.WEBHOOK_ALLOW_PRIVATE) },
      { provide: CLOCK, useValue: systemClock },
      { provide: ID_GENERATOR, useValue: randomIds },
      { provide: WorkspaceAddressing, useValue: new WorkspaceAddressing(config.APP_DOMAIN, trustedProxies(config.TRUST_PROXY)) },
      {
        provide: RATE_LIMITER,
        useFactory: (adapters: PostgresAdapters, clock: Clock) =>
          config.API_RATE_LIMIT === 0 ? null : new ApiKeyRateLimiter(adapters.requestQuotas, clock, { limit: config.API_RATE_LIMIT }),
        inject: [POSTGRES_ADAPTERS, CLOCK],
      },
    ];
    const providers = [...shared, ...useCases];
    return {
      module: ApplicationModule,
      global: true,
      providers,
      // Everything but the adapters themselves: other modules depend on ports and use cases.
      exports: providers
        .map((provider) => ('provide' in provider ? provider.provide : provider))
        .filter((token) => token !== POSTGRES_ADAPTERS),
    };
  }
}
