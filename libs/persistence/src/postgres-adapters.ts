import type {
  AuthenticationReadModel,
  FormReadModel,
  OutboxQueue,
  IdempotencyKeys,
  OutboxWakeups,
  InvitationReadModel,
  RequestQuotaStore,
  SubmissionReadModel,
  TeamMemberReadModel,
  UnitOfWork,
  WebhookDeliveryStore,
  WebhookReadModel,
} from '@forms/application';
import { createDataSourceOptions, type SessionTimeouts } from '@forms/database';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { PostgresOutboxQueue } from './outbox/outbox-queue';
import { PostgresIdempotencyKeys } from './idempotency/idempotency-keys';
import { PostgresOutboxWakeups } from './outbox/outbox-wakeups';
import { ORM_ENTITIES } from './orm-entities';
import { PostgresRequestQuotaStore } from './rate-limit/request-quota.store';
import { PostgresAuthenticationReadModel } from './read-models/authentication.read-model';
import { PostgresFormReadModel } from './read-models/form.read-model';
import { PostgresInvitationReadModel } from './read-models/invitation.read-model';
import { PostgresSubmissionReadModel } from './read-models/submission.read-model';
import { PostgresTeamMemberReadModel } from './read-models/team-member.read-model';
import { TypeormUnitOfWork } from './unit-of-work/typeorm-unit-of-work';
import { PostgresWebhookReadModel } from './webhook/webhook.read-model';

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
  /** Resolves when the database answers `SELECT 1`, rejects otherwise (readiness probe). */
  ping(): Promise<void>;
}

/**
 * The pg pool under an initialized DataSource. Read paths and the outbox queue use it directly: they
 * return plain rows, and skipping TypeORM's query runner and hydration keeps the hot paths lean.
 */
export function poolOf(dataSource: DataSource): Pool {
  const pool = (dataSource.driver as unknown as { master?: Pool }).master;
  if (!pool) throw new Error('the DataSource is not an initialized postgres DataSource');
  return pool;
}

export function createPostgresAdapters(dataSource: DataSource): PostgresAdapters {
  const pool = poolOf(dataSource);
  const webhooks = new PostgresWebhookReadModel(pool);
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
    webhooks,
    webhookDeliveries: webhooks,
    idempotencyKeys: new PostgresIdempotencyKeys(pool),
    ping: async () => {
      await pool.query('SELECT 1');
    },
  };
}

/**
 * Opens (initializes) a TypeORM DataSource with this lib's entities; pool size from the caller, and an
 * optional name that tells processes apart in pg_stat_activity.
 */
export async function openDataSource(
  url: string,
  options: { poolSize?: number; applicationName?: string; sessionTimeouts?: SessionTimeouts } = {},
): Promise<DataSource> {
  const dataSource = new DataSource(
    createDataSourceOptions({
      url,
      entities: ORM_ENTITIES,
      poolSize: options.poolSize,
      applicationName: options.applicationName,
      sessionTimeouts: options.sessionTimeouts,
    }),
  );
  return dataSource.initialize();
}
