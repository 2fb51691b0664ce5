export interface NewInvitation {
  id: string;
  workspaceId: string;
  teamMemberId: string;
  email: string;
  invitedBy: string;
  workspaceName: string;
  joinUrl: string;
  createdAt: Date;
}

export interface LeasedInvitation extends NewInvitation {
  /** Deliveries tried before this one. */
  attempts: number;
}

/** Written in the same transaction as the member, so an invitation exists exactly when its member does. */
export interface InvitationOutbox {
  enqueue(invitations: readonly NewInvitation[]): Promise<void>;
}

/** The delivery side; safe with several replicas polling at once. */
export interface InvitationQueue {
  /** Hides up to `limit` due invitations from other workers for `leaseMs`; they come back if this one dies. */
  lease(limit: number, now: Date, leaseMs: number): Promise<LeasedInvitation[]>;
  markDelivered(invitation: LeasedInvitation, now: Date): Promise<void>;
  markFailed(invitation: LeasedInvitation, error: string, retryAt: Date): Promise<void>;
}

export interface InvitationMailer {
  send(invitation: LeasedInvitation): Promise<void>;
}
