import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { type RequestRateLimiter, AuthenticateRequest } from '@forms/application';
import { type ApiKeyAccess, assertApiKeyPermits, DomainError } from '@forms/domain';
import { RATE_LIMITER } from '../../app/tokens';
import type { ApiRequest } from './api-request';
import { clientIp } from '../request/client-info';
import { apiKeyPrincipal } from './principal';
import { applyRateLimitHeaders, rateLimitExceeded } from './rate-limit-headers';
import { WorkspaceAddressing } from './workspace-addressing';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every method but the safe ones changes something, and needs a key that may write. */
export function accessOf(method: string | undefined): ApiKeyAccess {
  return READING_METHODS.has(method ?? 'GET') ? 'read' : 'write';
}

/**
 * The workspace named by the host (404), then the key (401), in one database round trip; then the
 * key's rate limit (429; every authenticated response says how much is left), then what the key may do
 * (403 for a read key on a write). Puts the principal (workspace, key, actor) on the request for the handlers.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly authenticate: AuthenticateRequest,
    private readonly addressing: WorkspaceAddressing,
    @Inject(RATE_LIMITER) private readonly rateLimiter: RequestRateLimiter | null,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const address = this.addressing.resolve(request);
    if (!address) throw DomainError.workspaceNotFound();
    const presented = request.headers['x-api-key'];
    const { workspace, apiKey } = await this.authenticate.execute({
      subdomain: address.subdomain,
      apiKey: typeof presented === 'string' ? presented : undefined,
    });
    const principal = apiKeyPrincipal({ id: workspace.id, subdomain: workspace.subdomain, name: workspace.name, baseUrl: address.baseUrl, publicOrigin: address.publicOrigin }, apiKey, clientIp(request));
    request.principal = principal;
    if (this.rateLimiter) {
      const decision = await this.rateLimiter.take(workspace.id, principal.id);
      applyRateLimitHeaders(context.switchToHttp().getResponse<ServerResponse>(), decision);
      if (!decision.allowed) throw rateLimitExceeded(decision);
    }
    assertApiKeyPermits(apiKey.scope, accessOf(request.method));
    return true;
  }
}
