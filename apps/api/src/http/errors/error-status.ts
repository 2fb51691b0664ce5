import { DomainErrorCode } from '@forms/domain';

/**
 * The one place that decides which HTTP status each domain refusal gets. Exhaustive: a new
 * DomainErrorCode does not compile until it has a status here.
 */
export function statusOfDomainError(code: DomainErrorCode): number {
  switch (code) {
    case DomainErrorCode.ValidationFailed:
      return 422;
    case DomainErrorCode.LastAdmin:
      return 422;
    case DomainErrorCode.FormArchived:
      return 422;
    case DomainErrorCode.FormNotAcceptingResponses:
      return 422;
    case DomainErrorCode.IdempotencyKeyReused:
      return 422;
    case DomainErrorCode.IdempotencyKeyInProgress:
      return 409;
    case DomainErrorCode.TooManySubmissions:
      return 429;
    case DomainErrorCode.TooManyInvitations:
      return 429;
    case DomainErrorCode.TooManyUploads:
      return 429;
    case DomainErrorCode.WorkspaceNotFound:
      return 404;
    case DomainErrorCode.TeamMemberNotFound:
      return 404;
    case DomainErrorCode.FormNotFound:
      return 404;
    case DomainErrorCode.SubmissionNotFound:
      return 404;
    case DomainErrorCode.PartialResponseNotFound:
      return 404;
    case DomainErrorCode.InvitationNotFound:
      return 404;
    case DomainErrorCode.ApiKeyNotFound:
      return 404;
    case DomainErrorCode.WebhookNotFound:
      return 404;
    case DomainErrorCode.DeliveryNotFound:
      return 404;
    case DomainErrorCode.InvalidApiKey:
      return 401;
    case DomainErrorCode.ReadOnlyApiKey:
      return 403;
    case DomainErrorCode.Forbidden:
      return 403;
    case DomainErrorCode.CrossSiteRequest:
      return 403;
    case DomainErrorCode.SignInRequired:
      return 401;
    case DomainErrorCode.SessionNotFound:
      return 404;
    case DomainErrorCode.DeliveryErased:
      return 409;
    case DomainErrorCode.SubdomainTaken:
      return 409;
    case DomainErrorCode.FormChanged:
      return 412;
    case DomainErrorCode.SignInUnusable:
      return 400;
    case DomainErrorCode.WrongSignInCode:
      return 422;
    case DomainErrorCode.TooManySignInAttempts:
      return 429;
    case DomainErrorCode.FileNotFound:
      return 404;
    case DomainErrorCode.FileTooLarge:
      return 413;
    case DomainErrorCode.TooManyExports:
      return 429;
    case DomainErrorCode.VersionNotFound:
      return 404;
    case DomainErrorCode.DraftNotFound:
      return 404;
    case DomainErrorCode.DraftChanged:
      return 412;
    case DomainErrorCode.DraftAlreadyStarted:
      return 412;
    case DomainErrorCode.DraftOutdated:
      return 409;
    default:
      return unreachable(code);
  }
}

function unreachable(code: never): never {
  throw new Error(`DomainErrorCode ${String(code)} has no HTTP status`);
}
