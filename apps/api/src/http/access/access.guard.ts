import { applyDecorators, type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ServerResponse } from 'node:http';
import { AuthenticateRequest, AuthenticateSession, type RequestRateLimiter } from '@forms/application';
import { type ApiKeyAccess, assertApiKeyPermits, assertMay, DomainError, type Permission } from '@forms/domain';
import { RATE_LIMITER } from '../../app/tokens';
import type { ApiRequest } from '../auth/api-request';
import { apiKeyPrincipal, memberPrincipal, type Principal } from '../auth/principal';
import { applyRateLimitHeaders, rateLimitExceeded } from '../auth/rate-limit-headers';
import { changesSomething, isSameOrigin } from '../auth/same-origin';
import { readSessionCookie } from '../auth/session-cookie';
import { WorkspaceAddressing } from '../auth/workspace-addressing';
import { clientIp } from '../request/client-info';
import { pathOf } from '../request/request-target';

/**
 * The credentials a route can take: a key of the external API in `X-Api-Key`, or a member's session
 * cookie. Which one a request must present follows from where the route is mounted: under
 * `/api/console` a session, anywhere else a key. Sessions and keys never stand in for each other, so a
 * route that serves both is mounted once under each prefix and each mount reads only its own credential.
 */
export type Credential = 'api-key' | 'session';

const ACCESS = Symbol('access');
const PERMISSION = Symbol('permission');
const CONSOLE_PATH = /^\/api\/console(\/|$)/i;
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every method but the safe ones changes something, and needs a key that may write. */
export function accessOf(method: string | undefined): ApiKeyAccess {
  return READING_METHODS.has(method ?? 'GET') ? 'read' : 'write';
}

/** The credential a request must present, from the prefix it came under. */
export function credentialOf(request: ApiRequest): Credential {
  return CONSOLE_PATH.test(pathOf(request)) ? 'session' : 'api-key';
}

/**
 * The one place a route says who may call it: the credentials it accepts (a controller, or one
 * operation). The guard authenticates, counts the caller's quota, checks a key's scope (a read key may
 * not write) and the operation's permission, and puts the `Principal` on the request.
 */
export function Access(...credentials: Credential[]): ClassDecorator & MethodDecorator {
  return applyDecorators(SetMetadata(ACCESS, credentials), UseGuards(AccessGuard));
}

/**
 * An operation only some may call (today: Admins, of all members). The use case refuses it as well (that
 * is where the rule lives); asking here too, before the body is read, keeps the order of checks: a member
 * who may not gets 403 whatever body they sent. Keys act for the whole workspace and pass.
 */
export const RequiresPermission = (permission: Permission): MethodDecorator => SetMetadata(PERMISSION, permission);

interface AuthenticationDeps {
  addressing: WorkspaceAddressing;
  rateLimiter: RequestRateLimiter | null;
}

async function takeQuota(deps: AuthenticationDeps, principal: Principal, response: ServerResponse): Promise<void> {
  if (!deps.rateLimiter) return;
  const decision = await deps.rateLimiter.take(principal.workspace.id, principal.id);
  applyRateLimitHeaders(response, decision);
  if (!decision.allowed) throw rateLimitExceeded(decision);
}

/**
 * The workspace named by the host (404), then the key (401), in one database round trip; then the key's
 * rate limit (429; every authenticated response says how much is left), then what the key may do (403
 * for a read key on a write).
 */
export async function authenticateApiKey(deps: AuthenticationDeps & { authenticate: AuthenticateRequest }, request: ApiRequest, response: ServerResponse): Promise<Principal> {
  const address = deps.addressing.resolve(request);
  if (!address) throw DomainError.workspaceNotFound();
  const presented = request.headers['x-api-key'];
  const { workspace, apiKey } = await deps.authenticate.execute({ subdomain: address.subdomain, apiKey: typeof presented === 'string' ? presented : undefined });
  const principal = apiKeyPrincipal({ id: workspace.id, subdomain: workspace.subdomain, name: workspace.name, baseUrl: address.baseUrl, publicOrigin: address.publicOrigin }, apiKey, clientIp(request));
  request.principal = principal;
  await takeQuota(deps, principal, response);
  assertApiKeyPermits(apiKey.scope, accessOf(request.method));
  return principal;
}

/**
 * The workspace named by the host (404), then the session cookie (401), then for a change the Origin
 * (403): another site's page cannot act with a member's cookie. Then the member's request quota (429),
 * counted like a key's. `X-Api-Key` is never looked at here.
 */
export async function authenticateSession(deps: AuthenticationDeps & { authenticate: AuthenticateSession }, request: ApiRequest, response: ServerResponse): Promise<Principal> {
  const address = deps.addressing.resolve(request);
  if (!address) throw DomainError.workspaceNotFound();
  const { workspace, member, sessionId } = await deps.authenticate.execute({
    subdomain: address.subdomain,
    cookieValue: readSessionCookie(request, deps.addressing.scheme(request) === 'https'),
  });
  if (changesSomething(request.method) && !isSameOrigin(request, deps.addressing)) throw DomainError.crossSiteRequest();
  const principal = memberPrincipal({ id: workspace.id, subdomain: workspace.subdomain, name: workspace.name, baseUrl: address.baseUrl, publicOrigin: address.publicOrigin }, member, sessionId, clientIp(request));
  request.principal = principal;
  await takeQuota(deps, principal, response);
  return principal;
}

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticateKey: AuthenticateRequest,
    private readonly authenticateMember: AuthenticateSession,
    private readonly addressing: WorkspaceAddressing,
    @Inject(RATE_LIMITER) private readonly rateLimiter: RequestRateLimiter | null,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const response = context.switchToHttp().getResponse<ServerResponse>();
    const accepted = this.reflector.getAllAndOverride<Credential[] | undefined>(ACCESS, [context.getHandler(), context.getClass()]) ?? [];
    const credential = credentialOf(request);
    // A route is mounted only under the prefixes of the credentials it takes; anything else is a wiring mistake.
    if (!accepted.includes(credential)) throw new Error(`${context.getClass().name}.${context.getHandler().name} does not accept ${credential}`);
    const principal =
      credential === 'session'
        ? await authenticateSession({ addressing: this.addressing, rateLimiter: this.rateLimiter, authenticate: this.authenticateMember }, request, response)
        : await authenticateApiKey({ addressing: this.addressing, rateLimiter: this.rateLimiter, authenticate: this.authenticateKey }, request, response);
    const permission = this.reflector.get<Permission | undefined>(PERMISSION, context.getHandler());
    if (permission) assertMay(principal.actor, permission);
    return true;
  }
}
