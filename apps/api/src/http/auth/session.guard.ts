import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { AuthenticateSession, type RequestRateLimiter } from '@forms/application';
import { DomainError } from '@forms/domain';
import { RATE_LIMITER } from '../../app/tokens';
import type { ApiRequest } from './api-request';
import { clientIp } from '../request/client-info';
import { memberPrincipal, type Principal } from './principal';
import { applyRateLimitHeaders, rateLimitExceeded } from './rate-limit-headers';
import { changesSomething, isSameOrigin } from './same-origin';
import { readSessionCookie } from './session-cookie';
import { WorkspaceAddressing } from './workspace-addressing';

/**
 * The console's API: the workspace named by the host (404), then the session cookie (401), then for a
 * change the Origin (403): another site's page cannot act with a member's cookie. Then the member's
 * request quota (429), counted like an API key's. `X-Api-Key` is never looked at here, and the external
 * API never looks at cookies: sessions and keys do not stand in for each other.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly authenticate: AuthenticateSession,
    private readonly addressing: WorkspaceAddressing,
    @Inject(RATE_LIMITER) private readonly rateLimiter: RequestRateLimiter | null,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.authenticateRequest(context.switchToHttp().getRequest<ApiRequest>(), context.switchToHttp().getResponse<ServerResponse>());
    return true;
  }

  /**
   * The checks above for one request, which then carries the member's principal. Also used by the pages
   * only members see (the preview of a form), so that they are signed in exactly as the console's API is.
   */
  async authenticateRequest(request: ApiRequest, response: ServerResponse): Promise<Principal> {
    const address = this.addressing.resolve(request);
    if (!address) throw DomainError.workspaceNotFound();
    const { workspace, member, sessionId } = await this.authenticate.execute({
      subdomain: address.subdomain,
      cookieValue: readSessionCookie(request, this.addressing.scheme(request) === 'https'),
    });
    if (changesSomething(request.method) && !isSameOrigin(request, this.addressing)) throw DomainError.crossSiteRequest();
    const principal = memberPrincipal({ ...workspace, baseUrl: address.baseUrl, publicOrigin: address.publicOrigin }, member, sessionId, clientIp(request));
    request.principal = principal;
    if (this.rateLimiter) {
      const decision = await this.rateLimiter.take(workspace.id, principal.id);
      applyRateLimitHeaders(response, decision);
      if (!decision.allowed) throw rateLimitExceeded(decision);
    }
    return principal;
  }
}
