import type { Repositories, UnitOfWork } from '@forms/application';
import type { DataSource, EntityManager } from 'typeorm';
import { TypeormApiKeyRepository } from '../api-key/api-key.repository';
import { TypeormFormRepository } from '../form/form.repository';
import { TypeormFormDraftRepository, TypeormFormVersionRepository } from '../form-version/form-version.repository';
import { TypeormInvitationRepository } from '../invitation/invitation.repository';
import { TypeormOutbox } from '../outbox/outbox.repository';
import { TypeormTeamRepository } from '../team-member/team.repository';
import { TypeormIdempotencyRecorder } from '../idempotency/idempotency-keys';
import { TypeormSubmissionRepository } from '../submission/submission.repository';
import { TypeormTeamMemberRepository } from '../team-member/team-member.repository';
import { TypeormWebhookRepository } from '../webhook/webhook.repository';
import { TypeormWorkspaceRepository } from '../workspace/workspace.repository';
import { TypeormSessionRepository } from '../member-session/member-session.repository';
import { TypeormActivityLog } from '../activity/activity.repository';
import { TypeormSignInAttemptRepository } from '../sign-in-attempt/sign-in-attempt.repository';
import { TypeormUploadRepository } from '../upload/upload.repository';
import { TypeormConfirmationEmailAllowance } from '../confirmation-email/confirmation-email.repository';
import { TypeormBrandRepository } from '../brand/brand.repository';
import { TypeormPartialResponseRepository } from '../partial-response/partial-response.store';

/** Every repository on one EntityManager, so they all share its connection and transaction. */
export function createRepositories(manager: EntityManager): Repositories {
  return {
    workspaces: new TypeormWorkspaceRepository(manager),
    apiKeys: new TypeormApiKeyRepository(manager),
    teams: new TypeormTeamRepository(manager),
    teamMembers: new TypeormTeamMemberRepository(manager),
    forms: new TypeormFormRepository(manager),
    formVersions: new TypeormFormVersionRepository(manager),
    formDrafts: new TypeormFormDraftRepository(manager),
    submissions: new TypeormSubmissionRepository(manager),
    invitations: new TypeormInvitationRepository(manager),
    webhooks: new TypeormWebhookRepository(manager),
    outbox: new TypeormOutbox(manager),
    idempotency: new TypeormIdempotencyRecorder(manager),
    sessions: new TypeormSessionRepository(manager),
    activity: new TypeormActivityLog(manager),
    signInAttempts: new TypeormSignInAttemptRepository(manager),
    uploads: new TypeormUploadRepository(manager),
    confirmationEmails: new TypeormConfirmationEmailAllowance(manager),
    brands: new TypeormBrandRepository(manager),
    partialResponses: new TypeormPartialResponseRepository(manager),
  };
}

export class TypeormUnitOfWork implements UnitOfWork {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Postgres's default READ COMMITTED is enough because every invariant spanning rows is guarded by a row
   * lock (the workspace for its team, the form for its submission positions), not by the isolation level.
   * Naming the level would cost a SET TRANSACTION round trip on every write.
   */
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(createRepositories(manager)));
  }
}
