import type {
  ApiKeyRepository,
  FormDraftRepository,
  FormRepository,
  FormVersionRepository,
  InvitationDetails,
  RecentInvitations,
  SubmissionRepository,
  TeamMemberRepository,
  TeamRepository,
  WebhookRepository,
  WorkspaceRepository,
} from '@forms/domain';
import type { ActivityLog } from './activity.port';
import type { BrandRepository } from './brand.port';
import type { ConfirmationEmailAllowance } from './confirmation-emails.port';
import type { IdempotencyRecorder } from './idempotency.port';
import type { Outbox } from './outbox.port';
import type { SessionRepository } from './sessions.port';
import type { JoinInvitation, SignInAttemptRepository } from './sign-in.port';
import type { UploadRepository } from './uploads.port';
import type { PartialResponseRepository } from '../../partial-responses/partial-responses.port';

/** Invitations are kept for their join links; the email itself goes through the outbox. */
export interface InvitationRepository {
  insertMany(workspaceId: string, invitations: readonly InvitationDetails[]): Promise<void>;
  /** Invitation emails sent after `since`: in all, and to each of `addresses` (lower-cased). */
  recentSends(workspaceId: string, since: Date, addresses: readonly string[]): Promise<RecentInvitations>;
  /** Counts emails to `addresses` (lower-cased) sent at `at`; forgets those sent before `windowStart`. */
  recordSends(workspaceId: string, addresses: readonly string[], at: Date, windowStart: Date): Promise<void>;
  /** Stores the join token's hash and expiry as its email goes out; false when the invitation is used or gone. */
  setJoinToken(workspaceId: string, id: string, tokenHash: Uint8Array, expiresAt: Date): Promise<boolean>;
  /** The invitation with its member, holding the invitation's row lock until the transaction ends. */
  lockForJoin(workspaceId: string, id: string): Promise<JoinInvitation | null>;
  markUsed(workspaceId: string, id: string, now: Date): Promise<void>;
}

export interface Repositories {
  workspaces: WorkspaceRepository;
  apiKeys: ApiKeyRepository;
  teams: TeamRepository;
  teamMembers: TeamMemberRepository;
  forms: FormRepository;
  formVersions: FormVersionRepository;
  formDrafts: FormDraftRepository;
  submissions: SubmissionRepository;
  invitations: InvitationRepository;
  webhooks: WebhookRepository;
  outbox: Outbox;
  idempotency: IdempotencyRecorder;
  sessions: SessionRepository;
  activity: ActivityLog;
  signInAttempts: SignInAttemptRepository;
  uploads: UploadRepository;
  confirmationEmails: ConfirmationEmailAllowance;
  brands: BrandRepository;
  partialResponses: PartialResponseRepository;
}

export interface UnitOfWork {
  /** Runs `work` in one transaction: commits when it resolves, rolls back (nothing kept) when it throws. */
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
