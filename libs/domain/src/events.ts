import type { FormProps, FormState } from './form/form.aggregate';
import type { SubmissionProps } from './submission/submission.entity';
import type { TeamMemberSnapshot } from './team-member/team-member.aggregate';

/**
 * What happened, recorded by a change in the same transaction as the change itself and delivered
 * afterwards (emails, webhooks). Plain data, so that it can be stored and read back as it was.
 */
export type DomainEvent =
  | TeamMemberEvent
  | FormEvent
  | SubmissionCreated
  | SubmissionDeleted
  | InvitationCreated
  | SignInRequested
  | ResponseEmailRequested;

interface EventBase {
  workspaceId: string;
  occurredAt: Date;
}

export interface TeamMemberEvent extends EventBase {
  type: 'team_member.added' | 'team_member.updated' | 'team_member.removed';
  /** The member as it is after the change; for a removal, as it was. */
  teamMember: TeamMemberSnapshot;
}

/** A form as it was right after the change: what the API shows of it. */
export type FormSnapshot = Pick<
  FormProps,
  | 'id'
  | 'title'
  | 'questions'
  | 'hiddenFields'
  | 'isPublished'
  | 'isArchived'
  | 'isDisabled'
  | 'isSuspended'
  | 'createdBy'
  | 'submissionsCount'
  | 'createdAt'
  | 'updatedAt'
  | 'settings'
> & {
  state: FormState;
  /** The live content's version; absent from events recorded before forms had versions (version 1). */
  version?: number;
  /** The form's own look; absent from events recorded before forms had themes (the brand alone). */
  theme?: FormProps['theme'];
};

export interface FormEvent extends EventBase {
  type: 'form.created' | 'form.updated';
  form: FormSnapshot;
  /** The workspace's address as the client that made the change used it: the form's links start with it. */
  baseUrl: string;
}

/** A submission as it was recorded. */
export type SubmissionSnapshot = Pick<SubmissionProps, 'id' | 'createdAt' | 'fieldValues' | 'userAgent' | 'responses'> & {
  /** The form version answered; absent from events recorded before forms had versions (version 1). */
  formVersion?: number;
};

export interface SubmissionCreated extends EventBase {
  type: 'submission.created';
  formId: string;
  /** Its file answers are upload ids; the payload shows them as addresses. */
  submission: SubmissionSnapshot;
  /**
   * The workspace's public origin (PUBLIC_ORIGIN_TEMPLATE) when the submission was made: the payload's
   * file addresses start with it, since a delivery has no request of its own. Absent on events recorded
   * while file answers were stored as addresses.
   */
  baseUrl?: string | null;
}

/** A submission was erased; nothing of it is kept but its id. */
export interface SubmissionDeleted extends EventBase {
  type: 'submission.deleted';
  formId: string;
  submissionId: string;
}

/** Internal: asks for an invitation email. Not something integrators subscribe to. */
export interface InvitationCreated extends EventBase {
  type: 'invitation.created';
  invitation: InvitationDetails;
}

export interface InvitationDetails {
  id: string;
  teamMemberId: string;
  email: string;
  /** Email of the inviting Admin; "" when the workspace had none to name. */
  invitedBy: string;
  workspaceName: string;
  /** The join page (`{base_url}/join`); the emailed link adds a token made when the email goes out. */
  joinUrl: string;
  createdAt: Date;
}

/**
 * Internal: asks for a sign-in email to an active member. It carries no secret: the link and the code are
 * made when the email is sent, so nothing that signs someone in waits in the outbox.
 */
export interface SignInRequested extends EventBase {
  type: 'sign_in.requested';
  attemptId: string;
  email: string;
  workspaceName: string;
  /** The workspace address the member used: the link in the email starts with it. */
  baseUrl: string;
}

/**
 * Internal: asks for one email about a new response, to one address: a member's notification or the
 * respondent's copy. It carries no answers: they are read as the email goes out, so that a submission
 * deleted first sends nothing, and erasing it empties this message too.
 */
export interface ResponseEmailRequested extends EventBase {
  type: 'response_email.requested';
  purpose: 'notification' | 'confirmation';
  formId: string;
  submissionId: string;
  to: string;
  /** Named in a confirmation, so its reader knows who mailed them; absent on messages queued before it was recorded. */
  workspaceName?: string;
  /** The workspace address the respondent used: the console link in a notification starts with it. */
  baseUrl: string | null;
}

export type DomainEventType = DomainEvent['type'];

/** What integrators may subscribe to with a webhook; internal events are not among them. */
export const WEBHOOK_EVENT_TYPES = [
  'submission.created',
  'submission.deleted',
  'form.created',
  'form.updated',
  'team_member.added',
  'team_member.updated',
  'team_member.removed',
] as const satisfies readonly DomainEventType[];

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export function isWebhookEventType(type: string): type is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);
}

/** The form an event is about, which a webhook limited to one form filters on; null for team events. */
export function formIdOfEvent(event: DomainEvent): string | null {
  switch (event.type) {
    case 'form.created':
    case 'form.updated':
      return event.form.id;
    case 'submission.created':
    case 'submission.deleted':
      return event.formId;
    default:
      return null;
  }
}
