import { PostgresFunnelStore } from './form-view/form-funnel.store';
import type {
  AnswerCounts,
  FormVersionReadModel,
  ConfirmationEmailReadModel,
  ActivityReadModel,
  AuthenticationReadModel,
  FormReadModel,
  OutboxQueue,
  IdempotencyKeys,
  OutboxWakeups,
  InvitationReadModel,
  RequestQuotaStore,
  HousekeepingStore,
  PartialResponseStore,
  SessionReadModel,
  RequestCounters,
  ResponseSummaryReadModel,
  SignInAttemptReadModel,
  JoinInvitationReadModel,
  SubmissionReadModel,
  SubmissionExportSource,
  TeamMemberReadModel,
  UnitOfWork,
  WebhookDeliveryStore,
  WebhookReadModel,
  FileContentStore,
  FormViewStore,
  FormAnalyticsReadModel,
  BrandReadModel,
  BrandLogoStore,
} from '@forms/application';
import { createDataSourceOptions, type SessionTimeouts } from '@forms/database';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { PostgresOutboxQueue } from './outbox/outbox-queue';
import { PostgresIdempotencyKeys } from './idempotency/idempotency-keys';
import { PostgresOutboxWakeups } from './outbox/outbox-wakeups';
import { ORM_ENTITIES } from './orm-entities';
import { PING_SQL } from './ping.sql';
import { runSql } from './run-sql';
import { PostgresConfirmationEmailReadModel } from './confirmation-email/confirmation-email.repository';
import { PostgresRequestQuotaStore } from './rate-limit/request-quota.store';
import { PostgresAuthenticationReadModel } from './api-key/authentication.read-model';
import { PostgresFormReadModel } from './form/form.read-model';
import { PostgresAnswerCounts, PostgresFormVersionReadModel } from './form-version/form-version.read-model';
import { PostgresInvitationReadModel } from './invitation/invitation.read-model';
import { PostgresSubmissionReadModel } from './submission/submission.read-model';
import { PostgresTeamMemberReadModel } from './team-member/team-member.read-model';
import { TypeormUnitOfWork } from './unit-of-work/typeorm-unit-of-work';
import { PostgresWebhookDeliveryStore } from './webhook/webhook-delivery.store';
import { PostgresWebhookReadModel } from './webhook/webhook.read-model';
import { PostgresHousekeepingStore } from './housekeeping/housekeeping.store';
import { PostgresPartialResponseStore } from './partial-response/partial-response.store';
import { PostgresSessionReadModel } from './member-session/member-session.read-model';
import { PostgresActivityReadModel } from './activity/activity.read-model';
import { PostgresSignInAttemptReadModel } from './sign-in-attempt/sign-in-attempt.repository';
import { PostgresRequestCounters } from './request-counter/request-counters';
import { PostgresFileContentStore } from './upload/file-content.store';
import { PostgresFormViewStore } from './form-view/form-view.store';
import { PostgresFormAnalyticsReadModel } from './form-view/form-analytics.read-model';
import { PostgresSubmissionExportSource } from './submission/submission-export.reader';
import { PostgresResponseSummaryReadModel } from './summary/summary.read-model';
import { PostgresBrandReadModel } from './brand/brand.repository';
import { PostgresBrandLogoStore } from './brand/brand-logo.store';

/** Everything the application needs from Postgres, wired to one DataSource. */
export interface PostgresAdapters {
  unitOfWork: UnitOfWork;
  teamMembers: TeamMemberReadModel;
  forms: FormReadModel;
  submissions: SubmissionReadModel;
  authentication: AuthenticationReadModel;
  outboxQueue: OutboxQueue;
  outboxWakeups: OutboxWakeups;
  invitations: InvitationReadModel;
  requestQuotas: RequestQuotaStore;
  webhooks: WebhookReadModel;
  webhookDeliveries: WebhookDeliveryStore;
  idempotencyKeys: IdempotencyKeys;
  sessions: SessionReadModel;
  housekeeping: HousekeepingStore;
  activity: ActivityReadModel;
  signInAttempts: SignInAttemptReadModel;
  requestCounters: RequestCounters;
  joinInvitations: JoinInvitationReadModel;
  files: FileContentStore;
  formViews: FormViewStore;
  formAnalytics: FormAnalyticsReadModel;
  funnel: PostgresFunnelStore;
  submissionExports: SubmissionExportSource;
  responseSummaries: ResponseSummaryReadModel;
  confirmationEmails: ConfirmationEmailReadModel;
  formVersions: FormVersionReadModel;
  answerCounts: AnswerCounts;
  brands: BrandReadModel;
  brandLogos: BrandLogoStore;
  partialResponses: PartialResponseStore;
  /** Resolves when the database answers (PING_SQL), rejects otherwise (readiness probe). */
  ping(): Promise<void>;
  /** Closes the exports' own pool, if they have one (the main pool stays the DataSource's). */
  closeExportConnections(): Promise<void>;
}

export interface PostgresAdapterOptions {
  /**
   * Streamed exports then read through a pool of this many connections of their own, with the main
   * pool's settings, and an export finding them all taken is refused at once: however slowly their
   * clients read, exports never hold a connection another request needs. Without it, they share the
   * main pool (tools and tests).
   */
  exportPoolSize?: number;
}

/**
 * The pg pool under an initialized DataSource: how everything outside the unit of work reaches the
 * database. Read paths and the outbox queue use it directly: they return plain rows, and skipping
 * TypeORM's query runner and hydration keeps the hot paths lean. The pool is the public `master` of
 * TypeORM's PostgresDriver (it holds the primary's pool; this service sets no replicas), checked to be
 * a pg Pool rather than cast.
 */
export function poolOf(dataSource: DataSource): Pool {
  const driver = dataSource.driver;
  if (!dataSource.isInitialized || !(driver instanceof PostgresDriver) || !(driver.master instanceof Pool)) {
    throw new Error('the DataSource is not an initialized postgres DataSource');
  }
  return driver.master;
}

export function createPostgresAdapters(dataSource: DataSource, options: PostgresAdapterOptions = {}): PostgresAdapters {
  const pool = poolOf(dataSource);
  const exportPool = options.exportPoolSize === undefined ? null : new Pool(Object.assign({}, pool.options, { max: options.exportPoolSize }));
  // An idle connection that breaks (the database restarts) is dropped by the pool; unheard, the error would end the process.
  exportPool?.on('error', () => undefined);
  return {
    unitOfWork: new TypeormUnitOfWork(dataSource),
    teamMembers: new PostgresTeamMemberReadModel(pool),
    forms: new PostgresFormReadModel(pool),
    submissions: new PostgresSubmissionReadModel(pool),
    authentication: new PostgresAuthenticationReadModel(pool),
    outboxQueue: new PostgresOutboxQueue(pool),
    outboxWakeups: new PostgresOutboxWakeups(pool),
    invitations: new PostgresInvitationReadModel(pool),
    requestQuotas: new PostgresRequestQuotaStore(pool),
    webhooks: new PostgresWebhookReadModel(pool),
    webhookDeliveries: new PostgresWebhookDeliveryStore(pool),
    idempotencyKeys: new PostgresIdempotencyKeys(pool),
    sessions: new PostgresSessionReadModel(pool),
    housekeeping: new PostgresHousekeepingStore(pool),
    partialResponses: new PostgresPartialResponseStore(pool),
    activity: new PostgresActivityReadModel(pool),
    signInAttempts: new PostgresSignInAttemptReadModel(pool),
    requestCounters: new PostgresRequestCounters(pool),
    joinInvitations: new PostgresInvitationReadModel(pool),
    files: new PostgresFileContentStore(pool),
    formViews: new PostgresFormViewStore(pool),
    formAnalytics: new PostgresFormAnalyticsReadModel(pool),
    funnel: new PostgresFunnelStore(pool),
    submissionExports: exportPool ? new PostgresSubmissionExportSource(exportPool, options.exportPoolSize) : new PostgresSubmissionExportSource(pool),
    responseSummaries: new PostgresResponseSummaryReadModel(pool),
    confirmationEmails: new PostgresConfirmationEmailReadModel(pool),
    formVersions: new PostgresFormVersionReadModel(pool),
    answerCounts: new PostgresAnswerCounts(pool),
    brands: new PostgresBrandReadModel(pool),
    brandLogos: new PostgresBrandLogoStore(pool),
    ping: async () => {
      await runSql(pool, PING_SQL, []);
    },
    closeExportConnections: async () => {
      if (exportPool && !exportPool.ended) await exportPool.end();
    },
  };
}

/**
 * Opens (initializes) a TypeORM DataSource with this lib's entities; pool size from the caller, and an
 * optional name that tells processes apart in pg_stat_activity.
 */
export async function openDataSource(
  url: string,
  options: { poolSize?: number; connectionWaitMs?: number; applicationName?: string; sessionTimeouts?: SessionTimeouts } = {},
): Promise<DataSource> {
  const dataSource = new DataSource(
    createDataSourceOptions({
      url,
      entities: ORM_ENTITIES,
      poolSize: options.poolSize,
      connectionWaitMs: options.connectionWaitMs,
      applicationName: options.applicationName,
      sessionTimeouts: options.sessionTimeouts,
    }),
  );
  return dataSource.initialize();
}
