/**
 * Every reason the model refuses something. The HTTP layer maps each code to a status in one exhaustive
 * switch, so adding a code here without deciding its status fails type-checking.
 */
export enum DomainErrorCode {
  ValidationFailed = 'VALIDATION_FAILED',
  WorkspaceNotFound = 'WORKSPACE_NOT_FOUND',
  SubdomainTaken = 'SUBDOMAIN_TAKEN',
  InvalidApiKey = 'INVALID_API_KEY',
  ApiKeyNotFound = 'API_KEY_NOT_FOUND',
  TeamMemberNotFound = 'TEAM_MEMBER_NOT_FOUND',
  FormNotFound = 'FORM_NOT_FOUND',
  SubmissionNotFound = 'SUBMISSION_NOT_FOUND',
  PartialResponseNotFound = 'PARTIAL_RESPONSE_NOT_FOUND',
  InvitationNotFound = 'INVITATION_NOT_FOUND',
  LastAdmin = 'LAST_ADMIN',
  ReadOnlyApiKey = 'READ_ONLY_API_KEY',
  WebhookNotFound = 'WEBHOOK_NOT_FOUND',
  DeliveryNotFound = 'DELIVERY_NOT_FOUND',
  FormArchived = 'FORM_ARCHIVED',
  FormNotAcceptingResponses = 'FORM_NOT_ACCEPTING_RESPONSES',
  TooManySubmissions = 'TOO_MANY_SUBMISSIONS',
  TooManyInvitations = 'TOO_MANY_INVITATIONS',
  IdempotencyKeyReused = 'IDEMPOTENCY_KEY_REUSED',
  IdempotencyKeyInProgress = 'IDEMPOTENCY_KEY_IN_PROGRESS',
  Forbidden = 'FORBIDDEN',
  SignInRequired = 'SIGN_IN_REQUIRED',
  CrossSiteRequest = 'CROSS_SITE_REQUEST',
  SessionNotFound = 'SESSION_NOT_FOUND',
  DeliveryErased = 'DELIVERY_ERASED',
  FormChanged = 'FORM_CHANGED',
  SignInUnusable = 'SIGN_IN_UNUSABLE',
  WrongSignInCode = 'WRONG_SIGN_IN_CODE',
  TooManySignInAttempts = 'TOO_MANY_SIGN_IN_ATTEMPTS',
  FileNotFound = 'FILE_NOT_FOUND',
  FileTooLarge = 'FILE_TOO_LARGE',
  TooManyExports = 'TOO_MANY_EXPORTS',
  TooManyUploads = 'TOO_MANY_UPLOADS',
  VersionNotFound = 'VERSION_NOT_FOUND',
  DraftNotFound = 'DRAFT_NOT_FOUND',
  DraftChanged = 'DRAFT_CHANGED',
  DraftAlreadyStarted = 'DRAFT_ALREADY_STARTED',
  DraftOutdated = 'DRAFT_OUTDATED',
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /**
     * For a refused input value: the field in the model's own terms (`organizationRole`,
     * `questions[2].options`) and the problem. Each delivery edge renders the field in its own terms
     * (`organization_role` in JSON, `--admin-email` on the command line).
     */
    readonly field?: { name: string; problem: string },
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** A refused input value; the message names the field first: `emails[1] is not a valid email`. */
  static invalid(field: string, problem: string): DomainError {
    return new DomainError(DomainErrorCode.ValidationFailed, `${field} ${problem}`, { name: field, problem });
  }

  /** The same refusal with the field renamed, for an edge that names fields differently. */
  withFieldNamed(rename: (field: string) => string): DomainError {
    return this.field ? DomainError.invalid(rename(this.field.name), this.field.problem) : this;
  }

  static workspaceNotFound(): DomainError {
    return new DomainError(DomainErrorCode.WorkspaceNotFound, 'Workspace not found');
  }

  static subdomainTaken(subdomain: string): DomainError {
    const problem = `"${subdomain}" is already taken`;
    return new DomainError(DomainErrorCode.SubdomainTaken, `subdomain ${problem}`, { name: 'subdomain', problem });
  }

  static invalidApiKey(): DomainError {
    return new DomainError(DomainErrorCode.InvalidApiKey, 'Could not authenticate, invalid API Key');
  }

  static teamMemberNotFound(): DomainError {
    return new DomainError(DomainErrorCode.TeamMemberNotFound, 'Team member not found');
  }

  static formNotFound(): DomainError {
    return new DomainError(DomainErrorCode.FormNotFound, 'Form not found');
  }

  static submissionNotFound(): DomainError {
    return new DomainError(DomainErrorCode.SubmissionNotFound, 'Submission not found');
  }

  static partialResponseNotFound(): DomainError {
    return new DomainError(DomainErrorCode.PartialResponseNotFound, 'Partial response not found');
  }

  static fileNotFound(): DomainError {
    return new DomainError(DomainErrorCode.FileNotFound, 'File not found');
  }

  static invitationNotFound(): DomainError {
    return new DomainError(DomainErrorCode.InvitationNotFound, 'Invitation not found');
  }

  static webhookNotFound(): DomainError {
    return new DomainError(DomainErrorCode.WebhookNotFound, 'Webhook not found');
  }

  /** A delivery of a submission that was deleted since: nothing of it is left to send. */
  static deliveryErased(): DomainError {
    return new DomainError(DomainErrorCode.DeliveryErased, 'The submission of this delivery was deleted');
  }

  static deliveryNotFound(): DomainError {
    return new DomainError(DomainErrorCode.DeliveryNotFound, 'Delivery not found');
  }

  static readOnlyApiKey(): DomainError {
    return new DomainError(DomainErrorCode.ReadOnlyApiKey, 'This API key can only read');
  }

  static formArchived(): DomainError {
    return new DomainError(DomainErrorCode.FormArchived, 'Form is archived');
  }

  static formNotAcceptingResponses(): DomainError {
    return new DomainError(DomainErrorCode.FormNotAcceptingResponses, 'Form is not accepting responses');
  }

  static idempotencyKeyReused(): DomainError {
    return new DomainError(DomainErrorCode.IdempotencyKeyReused, 'Idempotency-Key was already used with a different request');
  }

  static idempotencyKeyInProgress(): DomainError {
    return new DomainError(DomainErrorCode.IdempotencyKeyInProgress, 'A request with this Idempotency-Key is in progress');
  }

  /** The actor may not do this at all (a member's role), whatever the input: `Only Admins can ...`. */
  static forbidden(message: string): DomainError {
    return new DomainError(DomainErrorCode.Forbidden, message);
  }

  /** No live session of this workspace came with the request. */
  static signInRequired(): DomainError {
    return new DomainError(DomainErrorCode.SignInRequired, 'Sign in to continue');
  }

  /** A change asked for by a page of another site: its Origin is not the workspace's. */
  static crossSiteRequest(): DomainError {
    return new DomainError(DomainErrorCode.CrossSiteRequest, 'Cross-site request refused');
  }

  static sessionNotFound(): DomainError {
    return new DomainError(DomainErrorCode.SessionNotFound, 'Session not found');
  }

  /** An edit made against a copy of the form that is no longer current (If-Match). */
  static formChanged(): DomainError {
    return new DomainError(DomainErrorCode.FormChanged, 'The form was changed by someone else');
  }

  static versionNotFound(): DomainError {
    return new DomainError(DomainErrorCode.VersionNotFound, 'Version not found');
  }

  /** The form has no pending draft to show, publish, weigh or discard. */
  static draftNotFound(): DomainError {
    return new DomainError(DomainErrorCode.DraftNotFound, 'No draft');
  }

  /** A draft edit made against a copy of the draft that is no longer current (If-Match). */
  static draftChanged(): DomainError {
    return new DomainError(DomainErrorCode.DraftChanged, 'The draft changed since you loaded it');
  }

  /** A save meant to start the draft (If-None-Match: *) found one someone else started meanwhile. */
  static draftAlreadyStarted(): DomainError {
    return new DomainError(DomainErrorCode.DraftAlreadyStarted, 'Someone else started a draft of this form; load it before changing it');
  }

  /** The live form got a new version after the draft was started: publishing would undo that version unseen. */
  static draftOutdated(): DomainError {
    return new DomainError(DomainErrorCode.DraftOutdated, 'The form changed since this draft was started');
  }

  /** A sign-in link, code or join link that is spent, expired, unknown or another workspace's. */
  static signInLinkUnusable(): DomainError {
    return new DomainError(DomainErrorCode.SignInUnusable, 'This link is no longer valid');
  }

  /** Five wrong codes (or a used or expired attempt): the code form of that attempt is spent. */
  static signInAttemptUnusable(): DomainError {
    return new DomainError(DomainErrorCode.SignInUnusable, 'This sign-in attempt can no longer be used');
  }

  /**
   * A code that can no longer be used here: typed in another browser than the one that asked for it, after
   * five wrong codes, or after too many wrong codes for the address today. The emailed link still works.
   */
  static signInCodeUnusable(): DomainError {
    return new DomainError(DomainErrorCode.SignInUnusable, 'This code can no longer be used here, but the link in your email still works');
  }

  static joinLinkUnusable(): DomainError {
    return new DomainError(DomainErrorCode.SignInUnusable, 'This invitation link is no longer valid');
  }

  static wrongSignInCode(): DomainError {
    return new DomainError(DomainErrorCode.WrongSignInCode, 'That code is not right');
  }

  static lastAdmin(): DomainError {
    return new DomainError(DomainErrorCode.LastAdmin, 'Cannot remove the last admin of the workspace');
  }
}

/** Refused for its rate: `retryAfterSeconds` until the same request could be accepted (a Retry-After). */
export abstract class RateRefusal extends DomainError {
  abstract readonly retryAfterSeconds: number;
}

/** Refused for the client's rate: `retryAfterSeconds` (1-60) until a submission would be accepted again. */
export class TooManySubmissions extends RateRefusal {
  constructor(readonly retryAfterSeconds: number) {
    super(DomainErrorCode.TooManySubmissions, 'Too many submissions, try again later');
  }
}

/**
 * A file beyond the bytes the workspace may hold in unused uploads, or the bytes one client may upload
 * in an hour; nothing of it is kept. `retryAfterSeconds` until room is likely to be free again.
 */
export class TooManyUploads extends RateRefusal {
  constructor(readonly retryAfterSeconds: number) {
    super(DomainErrorCode.TooManyUploads, 'Too many uploads, try again later');
  }
}

/** Invitation emails beyond the workspace's or one address's allowance; nothing was added. */
export class TooManyInvitations extends RateRefusal {
  constructor(readonly retryAfterSeconds: number) {
    super(DomainErrorCode.TooManyInvitations, 'Too many invitations, try again later');
  }
}

/** Refused for the client's rate of sign-in requests or wrong codes: `retryAfterSeconds` until the next window. */
export class TooManySignInAttempts extends RateRefusal {
  constructor(readonly retryAfterSeconds: number) {
    super(DomainErrorCode.TooManySignInAttempts, 'Too many sign-in attempts, try again later');
  }
}

/** The workspace already has as many exports running as it may: `retryAfterSeconds` is a fair wait, not a promise. */
export class TooManyExports extends RateRefusal {
  constructor(readonly retryAfterSeconds: number) {
    super(DomainErrorCode.TooManyExports, 'Too many exports running for this workspace, try again later');
  }
}

/**
 * This process already streams as many exports as it has connections for, whatever the workspaces:
 * refused at once rather than queued, so that a waiting export holds nothing either.
 */
export class ExportsBusy extends RateRefusal {
  constructor(readonly retryAfterSeconds: number) {
    super(DomainErrorCode.TooManyExports, 'Too many exports running, try again later');
  }
}
