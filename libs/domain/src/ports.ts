import type { ApiKey } from './api-key/api-key.entity';
import type { Form } from './form/form.aggregate';
import type { FormDraft, FormVersion } from './form/form-version';
import type { FormContent } from './form/form-content';
import type { NewSubmission, Submission } from './submission/submission.entity';
import type { Team } from './team/team';
import type { TeamMember } from './team-member/team-member.aggregate';
import type { Webhook } from './webhook/webhook.aggregate';
import type { Workspace } from './workspace/workspace.aggregate';

// Repositories the model needs; persistence implements them. Every method that reads or writes tenant
// data takes the workspace id, so each query can be routed to one shard.

export interface WorkspaceRepository {
  findBySubdomain(subdomain: string): Promise<Workspace | null>;
  /** Loads the workspace and holds its row lock until the transaction ends, for changes to its settings. */
  lockById(id: string): Promise<Workspace | null>;
  /** Throws DomainError SubdomainTaken when the subdomain is in use. */
  insert(workspace: Workspace): Promise<void>;
  update(workspace: Workspace): Promise<void>;
}

export interface ApiKeyRepository {
  insert(key: ApiKey): Promise<void>;
  findById(workspaceId: string, id: string): Promise<ApiKey | null>;
  listByWorkspace(workspaceId: string): Promise<ApiKey[]>;
  update(key: ApiKey): Promise<void>;
}

export interface TeamRepository {
  /**
   * The only way to load a team for a change: takes the workspace's row lock (held until the
   * transaction ends) and then reads its active Admins, so that every rule the Team checks sees the
   * result of every change that committed before. null when there is no such workspace.
   */
  loadForChange(workspaceId: string): Promise<Team | null>;
}

export interface TeamMemberRepository {
  findById(workspaceId: string, id: string): Promise<TeamMember | null>;
  /** Matches case-insensitively; `normalizedEmails` are lower-case. */
  findByEmails(workspaceId: string, normalizedEmails: readonly string[]): Promise<TeamMember[]>;
  /** The most recently created active Admin: the default form creator. Reads without a lock. */
  findNewestActiveAdmin(workspaceId: string): Promise<TeamMember | null>;
  insertMany(members: readonly TeamMember[]): Promise<void>;
  /** Throws DomainError ValidationFailed on `email` when another member has the email. */
  update(member: TeamMember): Promise<void>;
  deleteMany(workspaceId: string, ids: readonly string[]): Promise<void>;
}

export interface FormRepository {
  insert(form: Form): Promise<void>;
  /** Holds the form's row lock until the transaction ends: serialises edits and submission positions. */
  lockById(workspaceId: string, id: string): Promise<Form | null>;
  /**
   * Without a lock, for a write that re-checks what it relied on (see SubmissionRepository.append), and
   * without the questions it no longer has: taking a submission needs neither, and such a form is never
   * updated or exported.
   */
  read(workspaceId: string, id: string): Promise<Form | null>;
  /** Returns the form's revision as stored: every write raises it. */
  update(form: Form): Promise<number>;
  /** Deletes the form with its submissions (the caller holds its row lock). */
  delete(workspaceId: string, id: string): Promise<void>;
}

/**
 * A form's versions. The form row holds the number of its current version; the methods that write take
 * it as read under the form's row lock (FormRepository.lockById), which orders them with every other edit.
 */
export interface FormVersionRepository {
  /** The form's current version; null when there is no such form. */
  current(workspaceId: string, formId: string): Promise<number | null>;
  /**
   * Stores `version` and makes it the form's current one. Its number must be the current one plus 1 (1
   * for a new form, whose row exists already).
   */
  append(version: FormVersion): Promise<void>;
  /** A version's content and when the version after it was made (null: it is the newest); null when the form has no such version. */
  find(workspaceId: string, formId: string, version: number): Promise<{ content: FormContent; supersededAt: Date | null } | null>;
}

/** At most one draft per form. */
export interface FormDraftRepository {
  /** The form's draft, held under its row lock until the transaction ends; null when it has none. */
  lock(workspaceId: string, formId: string): Promise<FormDraft | null>;
  /** Stores the draft, replacing the form's previous one. */
  save(draft: FormDraft): Promise<void>;
  /** false when the form had no draft. */
  delete(workspaceId: string, formId: string): Promise<boolean>;
}

export interface SubmissionRepository {
  /** Bulk path: writes in large batches (COPY), for seeding millions of rows. */
  insertMany(submissions: AsyncIterable<Submission> | Iterable<Submission>): Promise<number>;
  /** Erases the submission for good; false when the form has no such submission. */
  delete(workspaceId: string, formId: string, id: string): Promise<boolean>;
  /**
   * Stores one submission at its form's next position and counts it, in one statement that holds the
   * form's row lock only for itself: provided the form is still as it was read (`formUpdatedAt`) and
   * accepts responses. Returns the position and the creation time (never earlier than the form's newest
   * submission's), or null when the form changed meanwhile (nothing stored).
   * `formVersion` is the version the answers were checked on (absent or null: the form's current one, as the
   * statement reads it); the submission records it, and the answer gives it back.
   * `clientIp` is kept for the abuse limit: the client's key (its IPv4 address or IPv6 /64), not its address.
   * `earlierVersion`: the answers were checked against that version, no longer the live one (a respondent
   * finishing on the version they started): the form's content may have moved on, its flags and closing
   * rules are still the current ones, and the submission records that version.
   */
  append(
    submission: NewSubmission,
    formUpdatedAt: Date,
    clientIp: string,
    formVersion?: number | null,
  ): Promise<{ position: number; createdAt: Date; formVersion: number } | null>;
  /**
   * Serialises the intake of one client (its key: IPv4 address or IPv6 /64) in a workspace until the
   * transaction ends, then returns the creation times of that client's newest submissions since `since`, newest first, at most `limit`.
   */
  lockClientWindow(workspaceId: string, clientIp: string, since: Date, limit: number): Promise<Date[]>;
}

export interface WebhookRepository {
  insert(webhook: Webhook): Promise<void>;
  /** Holds the webhook's row lock until the transaction ends. */
  lockById(workspaceId: string, id: string): Promise<Webhook | null>;
  update(webhook: Webhook): Promise<void>;
  /** Deletes the webhook with its deliveries and their attempts; false when there was none. */
  delete(workspaceId: string, id: string): Promise<boolean>;
  /** Whether the form exists in the workspace (a webhook may be limited to it). */
  formExists(workspaceId: string, formId: string): Promise<boolean>;
  /** How many webhooks the workspace has, active or not. */
  countInWorkspace(workspaceId: string): Promise<number>;
}
