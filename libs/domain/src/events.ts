import type { TeamMemberSnapshot } from './team-member/team-member.aggregate';

/**
 * What happened, recorded by a change in the same transaction as the change itself and delivered
 * afterwards (emails, webhooks). Plain data, so that it can be stored and read back as it was.
 */
export type DomainEvent = TeamMemberEvent | SubmissionDeleted | InvitationCreated;

interface EventBase {
  workspaceId: string;
  occurredAt: Date;
}

export interface TeamMemberEvent extends EventBase {
  type: 'team_member.added' | 'team_member.updated' | 'team_member.removed';
  /** The member as it is after the change; for a removal, as it was. */
  teamMember: TeamMemberSnapshot;
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
  joinUrl: string;
  createdAt: Date;
}

export type DomainEventType = DomainEvent['type'];
