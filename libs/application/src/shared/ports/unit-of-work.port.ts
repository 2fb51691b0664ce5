import type {
  ApiKeyRepository,
  FormRepository,
  InvitationDetails,
  RecentInvitations,
  SubmissionRepository,
  TeamMemberRepository,
  TeamRepository,
  WebhookRepository,
  WorkspaceRepository,
} from '@forms/domain';
import type { ActivityLog } from './activity.port';
import type { IdempotencyRecorder } from './idempotency.port';
import type { Outbox } from './outbox.port';
import type { SessionRepository } from './sessions.port';

/** Invitations are kept for their join links; the email itself goes through the outbox. */
export interface InvitationRepository {
  insertMany(workspaceId: string, invitations: readonly InvitationDetails[]): Promise<void>;
  /** Invitation emails sent after `since`: in all, and to each of `addresses` (lower-cased). */
  recentSends(workspaceId: string, since: Date, addresses: readonly string[]): Promise<RecentInvitations>;
  /** Counts emails to `addresses` (lower-cased) sent at `at`; forgets those sent before `windowStart`. */
  recordSends(workspaceId: string, addresses: readonly string[], at: Date, windowStart: Date): Promise<void>;
}

export interface Repositories {
  workspaces: WorkspaceRepository;
  apiKeys: ApiKeyRepository;
  teams: TeamRepository;
  teamMembers: TeamMemberRepository;
  forms: FormRepository;
  submissions: SubmissionRepository;
  invitations: InvitationRepository;
  webhooks: WebhookRepository;
  outbox: Outbox;
  idempotency: IdempotencyRecorder;
  sessions: SessionRepository;
  activity: ActivityLog;
}

export interface UnitOfWork {
  /** Runs `work` in one transaction: commits when it resolves, rolls back (nothing kept) when it throws. */
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
